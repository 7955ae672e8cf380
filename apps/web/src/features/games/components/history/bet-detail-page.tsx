/**
 * `/bet-history/:id`: every field of one bet, its seeds and nonce, the result derived again in the
 * browser when the server seed is revealed, and "Verifikasi" (the verify page, prefilled). While the
 * seed is still active, explains that "Ganti seed" reveals it, with the button.
 */
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import type { BetView } from '@kasino/shared/games';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import { Button, buttonClass } from '../../../../components/button.tsx';
import { useDocumentTitle } from '../../../../components/document-title.ts';
import { NotFound } from '../../../../components/not-found.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Skeleton } from '../../../../components/skeleton.tsx';
import { formatDateTime } from '../../../../lib/format-time.ts';
import { notify } from '../../../../lib/toast.ts';
import { useBet } from '../../api/bets.ts';
import { useRotateSeeds } from '../../api/seeds.ts';
import { choiceOf, derivedOf, summaryOf } from '../../bet-summary.ts';
import { findInHouseGame } from '../../game-catalogue.ts';
import { formatMultiplier, formatRoll } from '../../roller-odds.ts';
import { verifyHrefOfBet } from '../../verify-link.ts';
import { BetStatusChip } from './bet-status-chip.tsx';

export function BetDetailPage() {
  const { t } = useTranslation();
  const title = t('routes.betDetail');
  useDocumentTitle(title);
  const { id } = useParams();
  const bet = useBet(id);
  return (
    <div data-testid="bet-detail-page" className="pb-8">
      <PageHeader title={title} />
      {bet.isPending ? (
        <div className="flex flex-col gap-3 p-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : bet.data ? (
        <BetDetail bet={bet.data} />
      ) : (
        <NotFound />
      )}
    </div>
  );
}

function BetDetail({ bet }: { bet: BetView }) {
  const { t } = useTranslation();
  const rotate = useRotateSeeds();
  const game = findInHouseGame(bet.game);
  const verify = verifyHrefOfBet(bet);
  const summary = summaryOf(bet, t);
  // Derived again here from the revealed seed, with the shared code.
  const params = bet.params as { choose: number; isHigher: boolean };
  const derived = derivedOf(bet, t);
  const choice = choiceOf(bet, t);
  // A partial return (cryptos' pair) is a loss that still pays something back.
  const back = !bet.win && (parseAmount(bet.payout) ?? 0n) > 0n;
  const hashMatches = bet.serverSeed ? sha256Hex(bet.serverSeed) === bet.serverSeedHash : null;

  return (
    <div className="flex flex-col gap-3 px-4 pt-4">
      <div className="rounded-3xl bg-surface-1 p-4 text-center ring-1 ring-line/60">
        <div className="flex items-center justify-center gap-2">
          <span className="text-sm font-bold text-muted">{game?.name ?? bet.game}</span>
          <BetStatusChip bet={bet} testId="bet-detail-state" />
        </div>
        {summary && (
          <p
            className={`mt-2 font-black tabular-nums ${summary.text.length > 14 ? 'text-xl' : 'text-3xl'}`}
            data-testid="bet-detail-result"
            data-result={summary.raw}
          >
            {summary.text}
          </p>
        )}
        <p className={`mt-1 text-xl font-extrabold tabular-nums ${bet.win ? 'text-gold' : 'text-loss'}`} data-testid="bet-detail-payout">
          {bet.win
            ? `+${formatWireIdr(bet.payout)}`
            : back
              ? t('frame.back', { amount: formatWireIdr(bet.payout) })
              : `-${formatWireIdr(bet.amount)}`}
        </p>
      </div>
      <dl className="divide-y divide-line/50 rounded-2xl bg-surface-1 px-3 text-[13px] ring-1 ring-line/60">
        <Row label={t('betHistory.id')} value={bet.id} mono />
        <Row label={t('betHistory.time')} value={formatDateTime(bet.createdAt)} />
        <Row label={t('betHistory.amount')} value={formatWireIdr(bet.amount)} />
        <Row label={t('betHistory.multiplier')} value={formatMultiplier(bet.multiplier)} />
        <Row label={t('betHistory.payout')} value={formatWireIdr(bet.payout)} />
        {bet.game === 'roller' && (
          <Row
            label={t('betHistory.bet')}
            value={`${params.isHigher ? t('roller.higher') : t('roller.lower')} ${formatRoll(params.choose)}`}
          />
        )}
        {choice && <Row label={t('betHistory.bet')} value={choice} />}
        <Row label={t('fair.clientSeed')} value={bet.clientSeed} mono />
        <Row label={t('fair.nonce')} value={String(bet.nonce)} />
        <Row label={t('betHistory.serverHash')} value={bet.serverSeedHash} mono />
        <Row
          label={t('betHistory.serverSeed')}
          value={bet.serverSeed ?? t('betHistory.notRevealed')}
          mono
          testId="bet-detail-server-seed"
        />
      </dl>
      {bet.serverSeed ? (
        <div className="rounded-2xl bg-accent/8 p-3 text-[13px] ring-1 ring-accent/30" data-testid="bet-detail-derived">
          <p className="font-bold text-accent">{hashMatches ? t('betHistory.hashOk') : t('betHistory.hashBad')}</p>
          {derived && (
            <p className="mt-1 text-muted" data-testid="bet-detail-derived-result" data-result={derived.raw}>
              {derived.text}
            </p>
          )}
        </div>
      ) : (
        <div className="rounded-2xl bg-gold/8 p-3 text-[13px] ring-1 ring-gold/30" data-testid="bet-detail-unrevealed">
          <p className="text-muted">{t('betHistory.revealNote')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
            loading={rotate.isPending}
            onClick={() => rotate.mutate(undefined, { onSuccess: () => notify.success(t('fair.rotated')) })}
            data-testid="fair-rotate"
          >
            {t('fair.rotate')}
          </Button>
        </div>
      )}
      {verify && (
        <Link to={verify} className={buttonClass('primary', 'lg', 'w-full')} data-testid="bet-verify-link">
          <ShieldCheck className="size-5" aria-hidden="true" />
          {t('fair.verify')}
        </Link>
      )}
    </div>
  );
}

function Row({ label, value, mono, testId }: { label: string; value: string; mono?: boolean; testId?: string }) {
  return (
    <div className="flex items-start justify-between gap-3 py-2.5">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className={`min-w-0 text-right font-semibold break-all ${mono ? 'font-mono text-[11.5px]' : ''}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
