/**
 * `/daily-wheel-detail` (login): every spin with its prize and the seed pair, nonce and weights it was
 * drawn with; once the pair is rotated (here, with one tap after a confirmation) each spin links to the
 * verify page prefilled to recompute it.
 */
import '../../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import type { WheelSpinView } from '@kasino/shared/protocol/promo';
import { FerrisWheel, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../../components/button.tsx';
import { ConfirmSheet } from '../../../../components/confirm-sheet.tsx';
import { useDocumentTitle } from '../../../../components/document-title.ts';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Skeleton } from '../../../../components/skeleton.tsx';
import type { IdResources } from '../../../../i18n/id.ts';
import { useIsLoggedIn } from '../../../../lib/auth/token-store.ts';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { notify } from '../../../../lib/toast.ts';
import { useRotateSeeds, useWheelHistory, wheelVerifyHref } from '../../api/wheel.ts';
import { LoginCard } from '../login-card.tsx';

export function DailyWheelDetailPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const history = useWheelHistory(loggedIn);
  const rotate = useRotateSeeds();
  const [asking, setAsking] = useState(false);
  const spins = history.data?.list;
  const sealed = spins?.some((s) => s.serverSeed === null) ?? false;
  return (
    <div data-testid="wheel-detail-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-3 px-4 pt-3 pb-8">
        {!loggedIn ? (
          <LoginCard />
        ) : !spins ? (
          <Skeleton className="h-40 rounded-3xl" />
        ) : spins.length === 0 ? (
          <EmptyState
            icon={FerrisWheel}
            title={t('promo.wheel.historyEmpty')}
            body={t('promo.wheel.historyEmptyBody')}
            testId="wheel-history-empty"
            action={
              <Link to="/daily-wheel" className={buttonClass('primary', 'md')}>
                {t('promo.wheel.spin')}
              </Link>
            }
          />
        ) : (
          <>
            {sealed && (
              <div className="rounded-2xl bg-surface-1 p-3 ring-1 ring-line/60">
                <p className="text-[12.5px] text-muted">{t('promo.wheel.revealBody')}</p>
                <Button variant="secondary" size="sm" className="mt-2" data-testid="wheel-reveal" onClick={() => setAsking(true)}>
                  {t('promo.wheel.reveal')}
                </Button>
              </div>
            )}
            <ul className="flex flex-col gap-2.5">
              {spins.map((spin) => (
                <SpinRow key={spin.id} spin={spin} />
              ))}
            </ul>
          </>
        )}
      </div>
      <ConfirmSheet
        open={asking}
        title={t('promo.wheel.reveal')}
        body={t('promo.wheel.revealBody')}
        confirmLabel={t('promo.wheel.reveal')}
        busy={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => notify.success(t('promo.wheel.revealed')),
            onSettled: () => setAsking(false),
          })
        }
        onClose={() => setAsking(false)}
      />
    </div>
  );
}

function SpinRow({ spin }: { spin: WheelSpinView }) {
  const { t } = useTranslation();
  const won = spin.amount !== '0';
  return (
    <li className="rounded-2xl bg-surface-1 p-3 ring-1 ring-line/60" data-testid="wheel-spin-row" data-segment={spin.segment}>
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 text-[13px] font-semibold">{t('promo.wheel.segmentNo', { n: spin.segment + 1 })}</span>
        <span className={`text-[15px] font-black tabular-nums ${won ? 'text-gold' : 'text-muted'}`} data-testid="wheel-spin-amount">
          {won ? formatWireIdr(spin.amount) : t('promo.wheel.tryAgain')}
        </span>
      </div>
      <p className="mt-0.5 text-[11.5px] text-faint tabular-nums">
        {formatDateTime(spin.createdAt)} · {t('promo.wheel.nonce', { nonce: spin.nonce })}
      </p>
      <p className="mt-1 font-mono text-[11px] break-all text-muted">{spin.serverSeedHash}</p>
      {spin.serverSeed ? (
        <Link to={wheelVerifyHref(spin)} className={buttonClass('outline', 'sm', 'mt-2 gap-1.5')} data-testid="wheel-spin-verify">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('promo.wheel.verify')}
        </Link>
      ) : (
        <p className="mt-1.5 text-[12px] text-muted">{t('promo.wheel.sealed')}</p>
      )}
    </li>
  );
}
