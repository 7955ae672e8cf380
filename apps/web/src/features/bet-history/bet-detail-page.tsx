/**
 * `/bet-history/:id`: one bet of any game. A single-player or stepped bet shows every field, its seeds
 * and nonce, the result derived again in the browser when the server seed is revealed, and
 * "Verifikasi" (the verify page, prefilled); while the seed is still active, explains that "Ganti seed"
 * reveals it, with the button. Round and Crash bets and third-party rounds have their own views.
 */
import '../../i18n/bet-history-strings.ts';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import type { InHouseHistoryRow } from '@kasino/shared/protocol/history';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import { Button, buttonClass } from '../../components/button.tsx';
import { useDocumentTitle } from '../../components/document-title.ts';
import { NotFound } from '../../components/not-found.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatDateTime } from '../../lib/format-time.ts';
import { notify } from '../../lib/toast.ts';
import { useHistoryDetail } from './history-api.ts';
import { useRotateSeeds } from '../../lib/games/seeds-api.ts';
import { choiceOf, derivedOf, summaryOf } from './bet-summary.ts';
import { findCatalogueGame } from '../../lib/games/game-catalogue.ts';
import { formatRoll } from '../../lib/games/format-multiplier.ts';
import { verifyHrefOfBet } from '../../lib/games/verify-link.ts';
import { BetStatusChip } from './bet-status-chip.tsx';
import { formatNet, useMultiplierText } from './history-view.tsx';
import { ProviderRoundDetail, RoundBetDetail, Row } from './round-detail.tsx';
import '../../i18n/tables-strings.ts';

export function BetDetailPage() {
  const { t } = useTranslation();
  const title = t('routes.betDetail');
  useDocumentTitle(title);
  const { id } = useParams();
  const detail = useHistoryDetail(id);
  return (
    <div data-testid="bet-detail-page" className="pb-8">
      <PageHeader title={title} />
      {detail.isPending ? (
        <div className="flex flex-col gap-3 p-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : detail.data?.kind === 'single' || detail.data?.kind === 'stepped' ? (
        <BetDetail bet={detail.data.row} />
      ) : detail.data?.kind === 'round' || detail.data?.kind === 'crash' ? (
        <RoundBetDetail detail={detail.data} />
      ) : detail.data?.kind === 'provider' ? (
        <ProviderRoundDetail detail={detail.data} />
      ) : (
        <NotFound />
      )}
    </div>
  );
}

function BetDetail({ bet }: { bet: InHouseHistoryRow }) {
  const { t } = useTranslation();
  const rotate = useRotateSeeds();
  const multiplierText = useMultiplierText();
  const game = findCatalogueGame(bet.game);
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
        <Row label={t('betHistory.multiplier')} value={multiplierText(bet)} />
        <Row label={t('betHistory.payout')} value={formatWireIdr(bet.payout)} />
        <Row label={t('betHistory.net')} value={formatNet(bet.net)} testId="bet-detail-net" />
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
