/**
 * `/game/{id}` for a provider's title: asks the server for a launch URL and opens it full screen in
 * an iframe, with a close button and the balance on top. The balance follows the websocket push
 * (after every spin the wallet pushes it) and the game page's own message, whichever comes first.
 * A visitor is asked to log in; a blocked region sees SPEC §6's message.
 */
import { Globe, Lock, RefreshCw, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWireIdr } from '@kasino/shared/money';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useLoginWish } from '../../../lib/auth/login-wish.ts';
import { userQueryKey, useUser, type UserView } from '../../../lib/auth/get-user.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { useLaunchGame } from '../api/launch-game.ts';
import { useSlotDetail } from '../api/slot-detail.ts';

export function SlotGamePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const detail = useSlotDetail(id);
  const loggedIn = useIsLoggedIn();
  useDocumentTitle(detail.data?.name ?? t('slotLobby.play.notFound'));

  if (detail.isPending) {
    return (
      <div className="grid h-[60vh] place-items-center">
        <Spinner />
      </div>
    );
  }
  if (detail.isError || !detail.data) return <NotFound />;
  if (!loggedIn) return <LoginFirst name={detail.data.name} />;
  return <Launcher provider={detail.data.provider} id={detail.data.id} name={detail.data.name} />;
}

function LoginFirst({ name }: { name: string }) {
  const { t } = useTranslation();
  const { open } = usePopups();
  const login = () => {
    useLoginWish.getState().setWish({ kind: 'route', to: window.location.pathname });
    open('login');
  };
  return (
    <div data-testid="slot-login-first">
      <PageHeader title={name} />
      <EmptyState
        icon={Lock}
        title={t('slotLobby.play.loginTitle')}
        body={t('slotLobby.play.loginBody', { name })}
        action={
          <Button onClick={login} data-testid="slot-login">
            {t('slotLobby.play.login')}
          </Button>
        }
      />
    </div>
  );
}

function Launcher({ provider, id, name }: { provider: string; id: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const user = useUser();
  const started = useRef(false);
  const { mutate } = launch;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ provider, id });
  }, [id, mutate, provider]);

  // The game page reports the balance after each spin; the push usually arrives first.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; balance?: unknown } | null;
      if (data?.type === 'kasino:balance' && typeof data.balance === 'string') {
        const balance = data.balance;
        queryClient.setQueryData<UserView>(userQueryKey, (u) => (u ? { ...u, balance } : u));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const close = () => {
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) void navigate(-1);
    else void navigate('/');
  };

  const blocked = isApiError(launch.error) && launch.error.code === 20001;
  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-[#05060b]" data-testid="slot-frame" role="dialog" aria-label={name}>
      <div className="flex h-12 shrink-0 items-center gap-2 border-b border-line/60 bg-canvas px-2 pt-[env(safe-area-inset-top)]">
        <button
          type="button"
          onClick={close}
          aria-label={t('slotLobby.play.close')}
          data-testid="slot-close"
          className="grid size-9 place-items-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
        <h1 className="min-w-0 flex-1 truncate text-sm font-bold">{name}</h1>
        <span
          className="rounded-full bg-surface-2 px-3 py-1 text-xs font-extrabold ring-1 ring-line"
          data-testid="slot-frame-balance"
          aria-live="polite"
        >
          {t('slotLobby.play.balance')} {user.data ? formatWireIdr(user.data.balance, { balance: true }) : '…'}
        </span>
      </div>
      <div className="relative min-h-0 flex-1">
        {launch.isPending && (
          <div className="absolute inset-0 grid place-items-center text-sm text-muted">
            <div className="flex flex-col items-center gap-3">
              <Spinner />
              {t('slotLobby.play.opening', { name })}
            </div>
          </div>
        )}
        {launch.data && (
          <iframe
            src={launch.data.url}
            title={name}
            allow="autoplay; fullscreen"
            className="absolute inset-0 size-full border-0"
            data-testid="slot-iframe"
          />
        )}
        {blocked && (
          <EmptyState
            icon={Globe}
            title={t('slotLobby.play.blockedTitle')}
            body={t('slotLobby.play.blockedBody')}
            testId="region-blocked"
          />
        )}
        {launch.isError && !blocked && (
          <EmptyState
            icon={RefreshCw}
            title={t('slotLobby.play.failed')}
            body={launch.error.message}
            action={
              <Button variant="secondary" onClick={() => mutate({ provider, id })}>
                {t('slotLobby.play.retry')}
              </Button>
            }
          />
        )}
      </div>
    </div>
  );
}
