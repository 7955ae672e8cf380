/**
 * The detail of a round or Crash bet (its round's chain data and the result derived again in the
 * browser with the shared formulas once the round has ended) and of a third-party round (the
 * provider's round id and every wallet transaction of it).
 */
import '../../i18n/bet-history-strings.ts';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roundHashOf } from '@kasino/shared/fairness/chain';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { dingdongSpin } from '@kasino/shared/fairness/games/dingdong';
import { crashTarget, diceFaces, rouletteSlot, wingoResult } from '@kasino/shared/fairness/games/rounds';
import { formatWireIdr } from '@kasino/shared/money';
import type { HistoryDetail, HistoryRow } from '@kasino/shared/protocol/history';
import { buttonClass } from '../../components/button.tsx';
import { formatDateTime } from '../../lib/format-time.ts';
import { formatMultiplier } from '../../lib/games/format-multiplier.ts';
import { verifyRoundHref, type RoundVerifyInput } from '../../lib/games/verify-round-link.ts';
import { selectName } from '../../lib/games/wingo-picks.ts';
import { formatNet, gameNameOf, netClass, OutcomeChip, useMultiplierText } from './history-view.tsx';

type RoundDetail = Extract<HistoryDetail, { kind: 'round' | 'crash' }>;
type ProviderDetail = Extract<HistoryDetail, { kind: 'provider' }>;

/** The result of a round from its roundHash, with the shared formula of its game (`raw` is machine-readable). */
function resultOf(game: string, roundHash: string): string {
  switch (game) {
    case 'wingo':
      return String(wingoResult(roundHash));
    case 'roulette':
      return String(rouletteSlot(roundHash));
    case 'dice':
      return diceFaces(roundHash).join(',');
    case 'dingdong':
      return dingdongSpin(roundHash).result;
    case 'crash':
      return crashTarget(roundHash);
    default:
      return '';
  }
}

function Header({ row }: { row: HistoryRow }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-3xl bg-surface-1 p-4 text-center ring-1 ring-line/60">
      <div className="flex items-center justify-center gap-2">
        <span className="text-sm font-bold text-muted">{gameNameOf(row, t)}</span>
        <OutcomeChip row={row} testId="bet-detail-state" />
      </div>
      <p className={`mt-2 text-2xl font-extrabold tabular-nums ${netClass(row.net)}`} data-testid="bet-detail-net" data-net={row.net}>
        {row.outcome === 'pending' ? '—' : formatNet(row.net)}
      </p>
    </div>
  );
}

function Amounts({ row }: { row: HistoryRow }) {
  const { t } = useTranslation();
  const multiplierText = useMultiplierText();
  return (
    <>
      <Row label={t('betHistory.id')} value={row.id} mono />
      <Row label={t('betHistory.time')} value={formatDateTime(row.createdAt)} />
      <Row label={t('betHistory.amount')} value={formatWireIdr(row.amount)} />
      <Row label={t('betHistory.payout')} value={formatWireIdr(row.payout)} />
      <Row label={t('betHistory.net')} value={row.outcome === 'pending' ? '—' : formatNet(row.net)} />
      <Row label={t('betHistory.multiplier')} value={multiplierText(row)} testId="bet-detail-multiplier" />
    </>
  );
}

const ROULETTE_POOLS = ['black', 'red', 'green'] as const;
const FRUITS = ['apple', 'mango', 'bamboo', 'ding', 'grape', 'star', 'cherry'] as const;

export function RoundBetDetail({ detail }: { detail: RoundDetail }) {
  const { t } = useTranslation();
  const { row, round } = detail;
  const revealed = round.serverSeed && round.salt ? { seed: round.serverSeed, salt: round.salt } : null;
  // Derived again here from the revealed seed, with the shared code.
  const roundHash = revealed ? roundHashOf(revealed.seed, revealed.salt) : null;
  const hashOk = revealed ? sha256Hex(revealed.seed) === round.serverSeedHash && roundHash === round.roundHash : null;
  const derived = roundHash ? resultOf(row.game, roundHash) : null;
  const select =
    row.kind === 'crash'
      ? row.select === 'manual'
        ? t('betHistory.manual')
        : t('betHistory.autoCashOut', { rate: formatMultiplier((Number(row.select) / 100).toFixed(2)) })
      : // The pick in the glossary's words (Hijau, Besar, Apel), not the wire's English names.
        row.game === 'wingo'
        ? selectName(row.select, t)
        : row.game === 'roulette' && ROULETTE_POOLS.includes(row.select as 'red')
          ? t(`rounds.roulette.${row.select as 'red'}`)
          : row.game === 'dingdong' && FRUITS.includes(row.select as 'apple')
            ? t(`rounds.dingdong.fruits.${row.select as 'apple'}`)
            : row.select;
  const verify = revealed
    ? verifyRoundHref({
        game: row.game as RoundVerifyInput['game'],
        serverSeed: revealed.seed,
        salt: revealed.salt,
        serverSeedHash: round.serverSeedHash,
      })
    : null;
  return (
    <div className="flex flex-col gap-3 px-4 pt-4" data-testid="round-bet-detail">
      <Header row={row} />
      <dl className="divide-y divide-line/50 rounded-2xl bg-surface-1 px-3 text-[13px] ring-1 ring-line/60">
        <Amounts row={row} />
        <Row label={t('betHistory.select')} value={select} />
        <Row label={t('betHistory.round')} value={round.roundId} mono testId="bet-detail-round" />
        <Row label={t('betHistory.roundStatus')} value={t(`betHistory.roundState.${round.status}`)} />
        <Row label={t('betHistory.chain')} value={`${round.chainId} / ${round.chainIndex}`} />
        <Row label={t('betHistory.serverHash')} value={round.serverSeedHash} mono />
        <Row
          label={t('betHistory.roundSeed')}
          value={round.serverSeed ?? t('betHistory.notRevealed')}
          mono
          testId="bet-detail-server-seed"
        />
        {round.salt && <Row label={t('betHistory.salt')} value={round.salt} mono />}
        {round.roundHash && <Row label={t('betHistory.roundHash')} value={round.roundHash} mono />}
      </dl>
      {revealed ? (
        <div className="rounded-2xl bg-accent/8 p-3 text-[13px] ring-1 ring-accent/30" data-testid="bet-detail-derived">
          <p className="font-bold text-accent">{hashOk ? t('betHistory.roundHashOk') : t('betHistory.roundHashBad')}</p>
          <p className="mt-1 text-muted" data-testid="bet-detail-derived-result" data-result={derived ?? ''}>
            {t('betHistory.roundDerived', { result: row.game === 'crash' && derived ? formatMultiplier(derived) : (derived ?? '') })}
          </p>
        </div>
      ) : (
        <div className="rounded-2xl bg-gold/8 p-3 text-[13px] ring-1 ring-gold/30" data-testid="bet-detail-unrevealed">
          <p className="text-muted">{t('betHistory.roundNotRevealed')}</p>
        </div>
      )}
      {verify && (
        <Link to={verify} className={buttonClass('primary', 'lg', 'w-full')} data-testid="bet-verify-link">
          <ShieldCheck className="size-5" aria-hidden="true" />
          {t('betHistory.verifyRound')}
        </Link>
      )}
    </div>
  );
}

export function ProviderRoundDetail({ detail }: { detail: ProviderDetail }) {
  const { t } = useTranslation();
  const { row, transactions } = detail;
  return (
    <div className="flex flex-col gap-3 px-4 pt-4" data-testid="provider-round-detail">
      <Header row={row} />
      <dl className="divide-y divide-line/50 rounded-2xl bg-surface-1 px-3 text-[13px] ring-1 ring-line/60">
        <Amounts row={row} />
        <Row label={t('betHistory.provider')} value={row.provider} />
        <Row label={t('betHistory.providerGame')} value={row.gameName} />
        <Row label={t('betHistory.providerRound')} value={row.roundId} mono testId="bet-detail-provider-round" />
      </dl>
      <section className="rounded-2xl bg-surface-1 px-3 py-2 ring-1 ring-line/60">
        <h2 className="py-1.5 text-[13px] font-bold">{t('betHistory.transactions')}</h2>
        <ul className="divide-y divide-line/50 text-[12.5px]">
          {transactions.map((tx) => (
            <li key={tx.txId} className="flex items-center justify-between gap-3 py-2" data-testid="provider-tx" data-kind={tx.kind}>
              <div className="min-w-0">
                <p className="font-semibold">
                  {t(`betHistory.txKind.${tx.kind}`)} · {t(`betHistory.txStatus.${tx.status}`)}
                </p>
                <p className="truncate font-mono text-[11px] text-faint">{tx.txId}</p>
              </div>
              <div className="shrink-0 text-right tabular-nums">
                <p className="font-bold">{formatWireIdr(tx.amount)}</p>
                <p className="text-[11px] text-faint">{formatDateTime(tx.createdAt)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <p className="px-1 text-[12px] text-faint">{t('betHistory.providerNote')}</p>
    </div>
  );
}

export function Row({ label, value, mono, testId }: { label: string; value: string; mono?: boolean; testId?: string }) {
  return (
    <div className="flex items-start justify-between gap-3 py-2.5">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className={`min-w-0 text-right font-semibold break-all ${mono ? 'font-mono text-[11.5px]' : ''}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
