/** "Keluar dari akun?": ends the session on the server, then locally, and goes home. */
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { endSession } from '../../../lib/auth/session.ts';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { notify } from '../../../lib/toast.ts';
import { useLogout } from '../api/logout.ts';

export function LogoutPopup({ titleId, onClose }: PopupBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const confirm = async () => {
    let ok = true;
    try {
      await logout.mutateAsync({});
    } catch {
      // The failure was already shown; the device forgets the session either way.
      ok = false;
    }
    // Home first, so the login guard of the page we leave does not ask for login again.
    await navigate('/', { replace: true });
    endSession();
    if (ok) notify.success(t('auth.logoutSuccess'));
  };

  return (
    <div className="flex flex-col items-center px-6 pt-8 pb-6 text-center">
      <div className="mb-4 grid size-16 place-items-center rounded-full bg-danger/12 ring-8 ring-danger/5">
        <LogOut className="size-7 text-danger" aria-hidden="true" />
      </div>
      <h2 id={titleId} className="text-lg font-extrabold">
        {t('auth.logoutTitle')}
      </h2>
      <p className="mt-1.5 text-sm text-muted">{t('auth.logoutBody')}</p>
      <div className="mt-6 grid w-full grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose} disabled={logout.isPending} data-testid="logout-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          className="!border-0 !bg-danger !text-white hover:!brightness-110"
          variant="danger"
          loading={logout.isPending}
          onClick={() => void confirm()}
          data-testid="logout-confirm"
        >
          {t('auth.logoutConfirm')}
        </Button>
      </div>
    </div>
  );
}
