/**
 * The application to become an agent: the marketing terms to read and accept (they forbid unsolicited
 * messages), the promotion channel, the audience, a contact for staff and the plan. Each field is
 * checked as the server checks it (2 to its maximum characters); the server's refusal is shown as is.
 */
import { AtSign, Radio, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { notify } from '../../../lib/toast.ts';
import { useApplyAgency } from '../api/agency.ts';
import { Terms } from './agency-terms.tsx';
import { TextArea } from './text-area.tsx';

/** The server's limits per field (referral.routes.ts ApplyBody). */
const limits = { channel: 100, audience: 200, contact: 100, plan: 1000 } as const;
type Field = keyof typeof limits;
const fields = Object.keys(limits) as Field[];
const MIN_LENGTH = 2;

export function AgencyApplyForm({ terms }: { terms: string[] }) {
  const { t } = useTranslation();
  const apply = useApplyAgency();
  const acceptId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ channel: '', audience: '', contact: '', plan: '' });
  const [accepted, setAccepted] = useState(false);
  const [checked, setChecked] = useState(false);
  const problemOf = (field: Field) => (checked && values[field].trim().length < MIN_LENGTH ? t('referral.agency.tooShort') : undefined);
  const failure = apply.error
    ? isApiError(apply.error) && apply.error.kind === 'service'
      ? errorToastText(apply.error)
      : t('referral.loadError')
    : undefined;

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (fields.some((field) => values[field].trim().length < MIN_LENGTH) || !accepted) return;
    const body = {
      channel: values.channel.trim(),
      audience: values.audience.trim(),
      contact: values.contact.trim(),
      plan: values.plan.trim(),
    };
    apply.mutate({ ...body, acceptTerms: true }, { onSuccess: () => notify.success(t('referral.agency.sentToast')) });
  };

  return (
    <>
      <Terms terms={terms} />
      <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="agency-apply">
        <h2 className="text-[15px] font-extrabold">{t('referral.agency.formTitle')}</h2>
        <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3.5">
          <TextField
            label={t('referral.agency.channel')}
            icon={Radio}
            maxLength={limits.channel}
            placeholder={t('referral.agency.channelPlaceholder')}
            value={values.channel}
            onChange={(e) => set('channel')(e.target.value)}
            error={problemOf('channel')}
            data-testid="agency-channel"
          />
          <TextField
            label={t('referral.agency.audience')}
            icon={Users}
            maxLength={limits.audience}
            placeholder={t('referral.agency.audiencePlaceholder')}
            value={values.audience}
            onChange={(e) => set('audience')(e.target.value)}
            error={problemOf('audience')}
            data-testid="agency-audience"
          />
          <TextField
            label={t('referral.agency.contact')}
            icon={AtSign}
            maxLength={limits.contact}
            autoComplete="off"
            placeholder={t('referral.agency.contactPlaceholder')}
            value={values.contact}
            onChange={(e) => set('contact')(e.target.value)}
            error={problemOf('contact')}
            data-testid="agency-contact"
          />
          <TextArea
            label={t('referral.agency.plan')}
            maxLength={limits.plan}
            placeholder={t('referral.agency.planPlaceholder')}
            value={values.plan}
            onChange={set('plan')}
            error={problemOf('plan')}
            testId="agency-plan"
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={acceptId} className="flex items-start gap-2.5 text-[13px]">
              <input
                id={acceptId}
                type="checkbox"
                checked={accepted}
                onChange={(e) => setAccepted(e.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-[#1fe07f]"
                aria-invalid={checked && !accepted ? true : undefined}
                data-testid="agency-accept"
              />
              <span>{t('referral.agency.accept')}</span>
            </label>
            {checked && !accepted && (
              <p role="alert" className="text-[12.5px] font-medium text-danger" data-testid="agency-accept-error">
                {t('referral.agency.acceptNeeded')}
              </p>
            )}
          </div>
          <FormError message={failure} testId="agency-apply-error" />
          <Button type="submit" size="lg" block loading={apply.isPending} data-testid="agency-submit">
            {t('referral.agency.submit')}
          </Button>
        </form>
      </section>
    </>
  );
}
