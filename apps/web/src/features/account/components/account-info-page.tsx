/**
 * `/account-info`: who the player is (picture, nickname, id, member since), how to reach them (phone,
 * email) and the security settings, each line leading to the page that changes it.
 */
import '../strings.ts';
import { BadgeCheck, CalendarDays, Fingerprint, KeyRound, LockKeyhole, Mail, MonitorSmartphone, Smartphone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatDateTime } from '../../../lib/format-time.ts';
import { useSecurityBrief } from '../../../lib/auth/get-brief.ts';
import { AccountAvatar, AccountFrame, formatDate, InfoRow, LoadFailed, Section, type AccountPageProps } from './account-parts.tsx';

export function AccountInfoPage({ entry }: AccountPageProps) {
  const { t } = useTranslation();
  const brief = useSecurityBrief();
  const b = brief.data;
  const onOff = (on: boolean, testId: string) => (
    <StatusChip tone={on ? 'success' : 'muted'} testId={testId} state={on ? 'on' : 'off'}>
      {on ? t('accountSecurity.active') : t('accountSecurity.notSet')}
    </StatusChip>
  );

  return (
    <AccountFrame entry={entry} testId="account-info">
      {b ? (
        <>
          <section className="flex items-center gap-3.5 rounded-3xl border border-white/10 bg-[radial-gradient(120%_100%_at_0%_0%,#1c5c3f_0%,#14253a_45%,#121a2a_100%)] p-4">
            <AccountAvatar name={b.name} avatar={b.avatar} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-lg font-extrabold" data-testid="account-info-name">
                {b.name}
              </p>
              <p className="text-xs text-muted">
                {t('accountSecurity.userId')}: <span className="font-mono font-semibold text-fg">{b.id}</span>
              </p>
            </div>
            <Link to="/edit-profile" className={buttonClass('secondary', 'sm')} data-testid="account-info-edit">
              {t('accountSecurity.change')}
            </Link>
          </section>

          <Section title={t('accountSecurity.personalInfo')}>
            <InfoRow icon={UserRound} label={t('accountSecurity.nickname')} value={b.name} to="/edit-profile" />
            <InfoRow icon={Fingerprint} label={t('accountSecurity.userId')} value={b.id} />
            <InfoRow icon={CalendarDays} label={t('accountSecurity.memberSince')} value={formatDate(b.createdAt)} />
          </Section>

          <Section title={t('accountSecurity.contactInfo')}>
            <InfoRow icon={Smartphone} label={t('accountSecurity.phone')} value={b.phone} to="/edit-phone" testId="account-info-phone" />
            <InfoRow
              icon={Mail}
              label={t('accountSecurity.email')}
              value={b.email ?? t('accountSecurity.emailNone')}
              to="/edit-email"
              testId="account-info-email"
            />
          </Section>

          <Section title={t('accountSecurity.securitySettings')}>
            <InfoRow
              icon={LockKeyhole}
              label={t('accountSecurity.password')}
              value={
                b.passwordChangedAt
                  ? t('accountSecurity.passwordChangedAt', { time: formatDateTime(b.passwordChangedAt) })
                  : t('accountSecurity.passwordNeverChanged')
              }
              to="/edit-password"
            />
            <InfoRow
              icon={KeyRound}
              label={t('accountSecurity.pin')}
              value=""
              trailing={onOff(b.pinSet, 'account-info-pin')}
              to="/edit-pin"
            />
            <InfoRow
              icon={BadgeCheck}
              label={t('accountSecurity.mfa')}
              value=""
              trailing={onOff(b.mfaEnabled, 'account-info-mfa')}
              to="/edit-mfa"
            />
            <InfoRow icon={MonitorSmartphone} label={t('accountSecurity.sessions')} value={String(b.sessions)} to="/security-info" />
          </Section>
        </>
      ) : brief.isError ? (
        <LoadFailed onRetry={() => void brief.refetch()} />
      ) : (
        <>
          <Skeleton className="h-[96px] rounded-3xl" />
          <Skeleton className="h-[180px] rounded-2xl" />
          <Skeleton className="h-[120px] rounded-2xl" />
        </>
      )}
    </AccountFrame>
  );
}
