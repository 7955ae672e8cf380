/**
 * `/security-info`: the protections in place (password, email, PIN, 2FA) with a score, the last
 * login (time and IP), and the devices signed in with "Keluarkan" per device or for all others.
 */
import '../strings.ts';
import {
  BadgeCheck,
  CircleCheck,
  CircleDashed,
  History,
  KeyRound,
  LockKeyhole,
  LogOut,
  Mail,
  MonitorSmartphone,
  ShieldCheck,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmSheet } from '../../../components/confirm-sheet.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useSecurityBrief, type SecurityBrief } from '../../../lib/auth/get-brief.ts';
import { useRevokeSession, useSessions, type SessionView } from '../api/sessions.ts';
import { AccountFrame, IntroCard, LoadFailed, Section, type AccountPageProps } from './account-parts.tsx';

export function SecurityInfoPage({ entry }: AccountPageProps) {
  const { t } = useTranslation();
  const brief = useSecurityBrief();
  return (
    <AccountFrame entry={entry} testId="security-info">
      {brief.data ? (
        <Checklist brief={brief.data} />
      ) : brief.isError ? (
        <LoadFailed onRetry={() => void brief.refetch()} />
      ) : (
        <Skeleton className="h-[260px] rounded-3xl" />
      )}
      {brief.data?.lastLogin && (
        <div className="flex items-center gap-3 rounded-2xl border border-line/70 bg-surface-1 px-4 py-3" data-testid="security-last-login">
          <History className="size-5 text-accent" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-[12px] font-semibold text-muted">{t('accountSecurity.lastLogin')}</p>
            <p className="text-[14px] font-semibold">
              {t('accountSecurity.lastLoginValue', { time: formatDateTime(brief.data.lastLogin.at), ip: brief.data.lastLogin.ip ?? '-' })}
            </p>
          </div>
        </div>
      )}
      <Sessions />
    </AccountFrame>
  );
}

function Checklist({ brief }: { brief: SecurityBrief }) {
  const { t } = useTranslation();
  const items = [
    { key: 'password', icon: LockKeyhole, label: t('accountSecurity.password'), done: true, to: '/edit-password' },
    { key: 'email', icon: Mail, label: t('accountSecurity.email'), done: brief.email !== null, to: '/edit-email' },
    { key: 'pin', icon: KeyRound, label: t('accountSecurity.pin'), done: brief.pinSet, to: '/edit-pin' },
    { key: 'mfa', icon: BadgeCheck, label: t('accountSecurity.mfa'), done: brief.mfaEnabled, to: '/edit-mfa' },
  ];
  const done = items.filter((i) => i.done).length;
  return (
    <>
      <IntroCard
        icon={ShieldCheck}
        title={t('accountSecurity.checklistTitle')}
        body={t('accountSecurity.score', { done, total: items.length })}
        aside={
          <span className="text-lg font-black text-accent tabular-nums" data-testid="security-score">{`${done}/${items.length}`}</span>
        }
      />
      <div className="h-2 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold to-accent transition-all"
          style={{ width: `${(done / items.length) * 100}%` }}
        />
      </div>
      <ul className="overflow-hidden rounded-2xl border border-line/70 bg-surface-1">
        {items.map(({ key, icon: Icon, label, done: on, to }) => (
          <li key={key} className="border-b border-line/50 last:border-b-0">
            <Link
              to={to}
              className="flex h-13 items-center gap-3 px-4 transition hover:bg-surface-2"
              data-testid={`security-item-${key}`}
              data-state={on ? 'on' : 'off'}
            >
              <Icon className="size-[18px] text-muted" aria-hidden="true" />
              <span className="flex-1 text-[14.5px] font-medium">{label}</span>
              {on ? (
                <CircleCheck className="size-5 text-accent" aria-label={t('accountSecurity.active')} />
              ) : (
                <CircleDashed className="size-5 text-gold" aria-label={t('accountSecurity.notSet')} />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Sessions() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  // Which sign-out waits for the player's yes: one device, or every other one.
  const [asking, setAsking] = useState<SessionView | 'others' | null>(null);

  const signOut = async (id: number | 'others') => {
    try {
      const { signedOut } = await revoke.mutateAsync(id);
      notify.success(t('accountSecurity.sessionsRevoked', { count: signedOut }));
    } catch {
      /* reported by the client */
    }
    setAsking(null);
  };

  return (
    <Section title={t('accountSecurity.sessionsTitle')} testId="security-sessions">
      {sessions.isError ? (
        <div className="p-3">
          <LoadFailed onRetry={() => void sessions.refetch()} />
        </div>
      ) : !sessions.data ? (
        <Skeleton className="m-3 h-24 rounded-xl" />
      ) : (
        <ul>
          {list.map((s) => (
            <SessionRow key={s.id} session={s} busy={revoke.isPending} onRevoke={() => setAsking(s)} />
          ))}
        </ul>
      )}
      {sessions.data && (
        <div className="border-t border-line/50 p-3">
          {others > 0 ? (
            <Button
              variant="danger"
              block
              onClick={() => setAsking('others')}
              icon={<LogOut className="size-4" aria-hidden="true" />}
              data-testid="sessions-revoke-others"
            >
              {t('accountSecurity.sessionsRevokeOthers')}
            </Button>
          ) : (
            <p className="text-center text-[13px] text-muted">{t('accountSecurity.sessionsEmpty')}</p>
          )}
        </div>
      )}
      <ConfirmSheet
        open={asking !== null}
        title={
          asking === 'others'
            ? t('accountSecurity.sessionsRevokeOthersAsk')
            : t('accountSecurity.sessionRevokeAsk', { device: asking?.device ?? '' })
        }
        body={t(asking === 'others' ? 'accountSecurity.sessionsRevokeOthersAskBody' : 'accountSecurity.sessionRevokeAskBody')}
        confirmLabel={t('accountSecurity.sessionRevoke')}
        busy={revoke.isPending}
        onConfirm={() => asking !== null && void signOut(asking === 'others' ? 'others' : asking.id)}
        onClose={() => setAsking(null)}
      />
    </Section>
  );
}

function SessionRow({ session, busy, onRevoke }: { session: SessionView; busy: boolean; onRevoke: () => void }) {
  const { t } = useTranslation();
  return (
    <li
      className="flex items-center gap-3 border-b border-line/50 px-4 py-3 last:border-b-0"
      data-testid="session-row"
      data-current={session.current}
    >
      <span
        className={`grid size-9 shrink-0 place-items-center rounded-xl ${session.current ? 'bg-accent/15 text-accent' : 'bg-surface-3 text-muted'}`}
      >
        <MonitorSmartphone className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <p className="truncate text-[14px] font-bold">{session.device}</p>
          {session.current && <StatusChip tone="success">{t('accountSecurity.sessionCurrent')}</StatusChip>}
        </div>
        <p className="truncate text-[12px] text-muted tabular-nums">
          IP {session.ip ?? '-'} · {t('accountSecurity.sessionLoginAt', { time: formatDateTime(session.createdAt) })}
        </p>
        <p className="text-[11.5px] text-faint">{t('accountSecurity.sessionSeenAt', { time: formatDateTime(session.lastSeenAt) })}</p>
      </div>
      {!session.current && (
        <Button variant="ghost" size="sm" disabled={busy} onClick={onRevoke} className="text-danger" data-testid="session-revoke">
          {t('accountSecurity.sessionRevoke')}
        </Button>
      )}
    </li>
  );
}
