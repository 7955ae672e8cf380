/** `/v-d-c-record` (Riwayat Cek Deposit VIP): every VIP deposit check bonus with its formula and state. */
import '../strings.ts';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useVipDepositRecord } from '../api/vip.ts';
import { GrantHistory } from './grant-history.tsx';
import { LoadError } from './load-error.tsx';

export function VipDepositRecordPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const record = useVipDepositRecord();
  return (
    <div data-testid="vip-deposit-record-page">
      <PageHeader title={title} />
      <div className="px-4 pt-3 pb-8">
        {record.data ? (
          <GrantHistory grants={record.data} empty={t('vip.depositCheck.recordEmpty')} testId="vip-deposit-record" />
        ) : record.isError ? (
          <LoadError onRetry={() => void record.refetch()} />
        ) : (
          <Skeleton className="h-40 rounded-2xl" />
        )}
      </div>
    </div>
  );
}
