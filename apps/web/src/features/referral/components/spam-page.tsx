/**
 * `/agency/spam` (login): a player reports unsolicited promotion carrying an agent's invite code, with
 * what they received; below, their own reports and how staff decided. One report per code per player;
 * reports from several players suspend the agent until staff decide (the server's rule and wording).
 */
import '../strings.ts';
import type { SpamReport } from '@kasino/shared/protocol/referral';
import { Flag, ShieldCheck, Ticket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip, type ChipTone } from '../../../components/status-chip.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useReportSpam, useSpamReports } from '../api/agency.ts';
import { inviteCodeOrNull } from '../referral-format.ts';
import { LoadError } from './load-error.tsx';
import type { ReferralPageProps } from './referral-page.tsx';
import { TextArea } from './text-area.tsx';

const DETAIL_MIN = 2;
const DETAIL_MAX = 1000;
const tones: Record<SpamReport['status'], ChipTone> = { open: 'pending', upheld: 'success', dismissed: 'muted' };

export function SpamReportPage({ entry }: ReferralPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const reports = useSpamReports(true);
  return (
    <div data-testid="spam-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        <SpamForm />
        <section className="flex flex-col gap-2.5" data-testid="spam-mine">
          <h2 className="text-[15px] font-extrabold">{t('referral.agency.spamMine')}</h2>
          {reports.data ? (
            reports.data.length > 0 ? (
              reports.data.map((report) => <ReportRow key={`${report.inviteCode}:${report.createdAt}`} report={report} />)
            ) : (
              <EmptyState icon={ShieldCheck} title={t('referral.agency.spamEmpty')} testId="spam-empty" />
            )
          ) : reports.isError ? (
            <LoadError onRetry={() => void reports.refetch()} />
          ) : (
            <Skeleton className="h-20 rounded-2xl" />
          )}
        </section>
      </div>
    </div>
  );
}

function SpamForm() {
  const { t } = useTranslation();
  const report = useReportSpam();
  const [code, setCode] = useState('');
  const [detail, setDetail] = useState('');
  const [checked, setChecked] = useState(false);
  const codeError = checked && !inviteCodeOrNull(code) ? t('referral.bindFormat') : undefined;
  const detailError = checked && detail.trim().length < DETAIL_MIN ? t('referral.agency.tooShort') : undefined;
  const failure = report.error
    ? isApiError(report.error) && report.error.kind === 'service'
      ? errorToastText(report.error)
      : t('referral.loadError')
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const valid = inviteCodeOrNull(code);
    if (!valid || detail.trim().length < DETAIL_MIN) return;
    report.mutate(
      { inviteCode: valid, detail: detail.trim() },
      {
        onSuccess: () => {
          notify.success(t('referral.agency.spamSentToast'));
          setCode('');
          setDetail('');
          setChecked(false);
        },
      },
    );
  };

  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="spam-form">
      <div className="flex items-center gap-2">
        <Flag className="size-5 text-[#ff8a8a]" aria-hidden="true" />
        <h2 className="text-[15px] font-extrabold">{t('referral.agency.spamLink')}</h2>
      </div>
      <p className="mt-1 text-[12.5px] text-muted">{t('referral.agency.spamIntro')}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3.5">
        <TextField
          label={t('referral.agency.spamCode')}
          icon={Ticket}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          placeholder={t('referral.bindPlaceholder')}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\s+/g, ''))}
          error={codeError}
          data-testid="spam-code"
          className="font-mono tracking-wider placeholder:font-sans placeholder:tracking-normal"
        />
        <TextArea
          label={t('referral.agency.spamDetail')}
          maxLength={DETAIL_MAX}
          placeholder={t('referral.agency.spamDetailPlaceholder')}
          value={detail}
          onChange={setDetail}
          error={detailError}
          rows={3}
          testId="spam-detail"
        />
        <FormError message={failure} testId="spam-error" />
        <Button type="submit" variant="danger" size="lg" block loading={report.isPending} data-testid="spam-submit">
          {t('referral.agency.spamSubmit')}
        </Button>
      </form>
    </section>
  );
}

function ReportRow({ report }: { report: SpamReport }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-surface-1 p-3 ring-1 ring-line/60" data-testid="spam-report" data-status={report.status}>
      <div className="flex items-center gap-2">
        <span className="font-mono text-[14px] font-bold tracking-wider">{report.inviteCode}</span>
        <span className="min-w-0 flex-1 truncate text-[12px] text-muted tabular-nums">{report.phone}</span>
        <StatusChip tone={tones[report.status]}>{t(`referral.agency.spamStatus.${report.status}`)}</StatusChip>
      </div>
      <p className="mt-1.5 text-[13px] break-words">{report.detail}</p>
      <p className="mt-1 text-[11.5px] text-faint tabular-nums">{formatDateTime(report.createdAt)}</p>
    </div>
  );
}
