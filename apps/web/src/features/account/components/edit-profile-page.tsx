/**
 * `/edit-profile`: the picture (PNG, JPEG or WEBP up to 1 MB, checked here and again by the server)
 * and the nickname (required, at most 20 characters, with a live counter).
 */
import '../strings.ts';
import { Camera, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, NICKNAME_MAX } from '@kasino/shared/protocol/account';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useUser } from '../../../lib/auth/get-user.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateNickname, useUploadAvatar } from '../api/profile.ts';
import { AccountAvatar, AccountFrame, failureText, type AccountPageProps } from './account-parts.tsx';

export function EditProfilePage({ entry }: AccountPageProps) {
  const user = useUser();
  return (
    <AccountFrame entry={entry} testId="edit-profile">
      {user.data ? <ProfileForm name={user.data.name} avatar={user.data.avatar} /> : <Skeleton className="h-[320px] rounded-3xl" />}
    </AccountFrame>
  );
}

function ProfileForm({ name: initialName, avatar }: { name: string; avatar: string }) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string>();
  const [avatarError, setAvatarError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const upload = useUploadAvatar();
  const save = useUpdateNickname();
  const length = [...name.trim()].length;

  const pick = async (file: File | undefined) => {
    setAvatarError(undefined);
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setAvatarError(t('accountSecurity.avatarFormat'));
    if (file.size > AVATAR_MAX_BYTES) return setAvatarError(t('accountSecurity.avatarSize'));
    try {
      await upload.mutateAsync(file);
      notify.success(t('accountSecurity.avatarDone'));
    } catch (error) {
      setAvatarError(failureText(error));
    }
  };

  const submit = async () => {
    setFormError(undefined);
    if (length === 0) return setNameError(t('accountSecurity.nicknameRequired'));
    if (length > NICKNAME_MAX) return setNameError(t('accountSecurity.nicknameTooLong', { max: NICKNAME_MAX }));
    try {
      await save.mutateAsync(name.trim());
      notify.success(t('accountSecurity.profileDone'));
    } catch (error) {
      setFormError(failureText(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-5 rounded-3xl border border-line/60 bg-surface-1 p-4"
    >
      <div className="flex flex-col items-center gap-3">
        <div className="relative">
          <AccountAvatar name={name || initialName} avatar={avatar} size="size-24" />
          <button
            type="button"
            onClick={() => fileRef.current?.click()}
            aria-label={t('accountSecurity.avatarChange')}
            className="absolute -right-1 -bottom-1 grid size-9 place-items-center rounded-full bg-accent text-accent-ink shadow-glow ring-4 ring-surface-1"
          >
            <Camera className="size-4" aria-hidden="true" />
          </button>
        </div>
        <input
          ref={fileRef}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          data-testid="avatar-file"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => fileRef.current?.click()} data-testid="avatar-pick">
          {t('accountSecurity.avatarChange')}
        </Button>
        <p className="text-[12px] text-faint">{t('accountSecurity.avatarHint')}</p>
        <FormError message={avatarError} testId="avatar-error" />
      </div>

      <div className="flex flex-col gap-1">
        <TextField
          label={t('accountSecurity.nickname')}
          icon={UserRound}
          value={name}
          maxLength={NICKNAME_MAX + 10}
          placeholder={t('accountSecurity.nicknamePlaceholder')}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          error={nameError}
          data-testid="nickname-input"
        />
        <p
          className={`self-end text-[11.5px] tabular-nums ${length > NICKNAME_MAX ? 'text-danger' : 'text-faint'}`}
        >{`${length}/${NICKNAME_MAX}`}</p>
      </div>
      <FormError message={formError} testId="profile-error" />
      <Button type="submit" size="lg" block loading={save.isPending} data-testid="profile-submit">
        {t('accountSecurity.save')}
      </Button>
    </form>
  );
}
