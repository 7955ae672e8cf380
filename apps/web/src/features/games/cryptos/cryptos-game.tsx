/**
 * `/game/cryptos` (Kripto): "Putar" rolls five crypto coins that land one by one, left to right; the
 * coins of the winning combination glow and its row of the pay table (always on the stage, compact)
 * lights up. A pair returns 0,40x: a loss that pays something back ("Kembali Rp …").
 */
import { Dices } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CRYPTO_REELS,
  cryptoCoins,
  cryptoHands,
  cryptoPaysX100,
  type CryptoCoin,
  type CryptoHand,
} from '@kasino/shared/fairness/games/cryptos';
import { fixed } from '@kasino/shared/fairness/primitives';
import type { BetView } from '@kasino/shared/games';
import { formatIdr } from '@kasino/shared/money';
import { PlayButton } from '../controls/bet-actions.tsx';
import { TableControls } from '../controls/table-controls.tsx';
import { GameFrame } from '../frame/game-frame.tsx';
import { mergeSession, OutcomeLine, ResultStrip } from '../frame/stage-parts.tsx';
import type { CryptosResult } from '../instant/instant-api.ts';
import { useInstantTable } from '../instant/use-instant-table.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { CryptoCoinBadge, type CoinState } from '../../../components/game-pieces/crypto-coin.tsx';
import '../../../i18n/tables-strings.ts';

/** The first coin lands after this, each next one this much later. */
const FIRST_LAND_MS = 550;
const LAND_STEP_MS = 300;
export const CRYPTOS_REVEAL_MS = FIRST_LAND_MS + (CRYPTO_REELS - 1) * LAND_STEP_MS + 450;

/** The shape of each combination, as letters (same letter, same coin). */
const handPattern: Record<CryptoHand, string> = {
  five: 'AAAAA',
  four: 'AAAAB',
  fullHouse: 'AAABB',
  three: 'AAABC',
  twoPairs: 'AABBC',
  pair: 'AABCD',
  nothing: 'ABCDE',
};
const patternColors: Record<string, string> = { A: '#ffc83d', B: '#60a5fa', C: '#a78bfa', D: '#f472b6', E: '#94a3b8' };
const IDLE_ROW: CryptoCoin[] = ['BTC', 'ETH', 'SOL', 'BNB', 'DOGE'];

const resultOf = (bet: BetView): CryptosResult => bet.result as CryptosResult;
/** A pay in few characters: 50x, 1,5x, 0,4x. */
const shortX = (x100: bigint): string => `${formatMultiplier(fixed(x100, 2)).replace(/,?0+x$/, 'x')}`;

/** Coins that belong to the combination: every coin that appears at least twice. */
const hitMask = (coins: readonly CryptoCoin[]): boolean[] => coins.map((c) => coins.filter((x) => x === c).length >= 2);

export function CryptosGame() {
  const { t } = useTranslation();
  // The roll: shortened (or skipped) by the auto-bet speed while a series runs.
  const table = useInstantTable<object>('cryptos', { revealMs: CRYPTOS_REVEAL_MS, recent: 12 });
  const { phase, waiting, revealing, last, session, play, stake, busy, autoRunning, revealMs } = table;

  // Coins land one by one after each reply, at the pace the reveal started with (`share` of the full one).
  const [landed, setLanded] = useState<{ id: string | null; count: number; share: number }>({ id: null, count: 0, share: 1 });
  if (revealing && revealing.id !== landed.id)
    setLanded({ id: revealing.id, count: revealMs === 0 ? CRYPTO_REELS : 0, share: revealMs / CRYPTOS_REVEAL_MS });
  const share = landed.share;
  useEffect(() => {
    if (!revealing || share === 0) return;
    const timers = Array.from({ length: CRYPTO_REELS }, (_, i) =>
      setTimeout(
        () => setLanded((s) => (s.id === revealing.id ? { ...s, count: Math.max(s.count, i + 1) } : s)),
        (FIRST_LAND_MS + i * LAND_STEP_MS) * share,
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [revealing, share]);

  const result = revealing ? resultOf(revealing) : null;
  const done = Boolean(result && last && last.id === revealing?.id && landed.count >= CRYPTO_REELS);
  const hits = result && done && result.hand !== 'nothing' ? hitMask(result.coins) : [];
  const coins: Array<{ coin: CryptoCoin; state: CoinState }> = Array.from({ length: CRYPTO_REELS }, (_, i) => {
    // Waiting for a reply the coins roll, except in a series without a reveal: the last result stays.
    const rolling = waiting && revealMs > 0;
    if (rolling || !result) return { coin: result?.coins[i] ?? (IDLE_ROW[i] as CryptoCoin), state: rolling ? 'rolling' : 'idle' };
    return { coin: result.coins[i] as CryptoCoin, state: i < landed.count ? 'landed' : 'rolling' };
  });
  const litHand = done && result ? result.hand : null;
  const handName = (hand: CryptoHand) => t(`cryptos.hands.${hand}`);

  const stage = (
    <>
      <ResultStrip bets={mergeSession(session, table.recent.data, 16)} testId="cryptos" label={t('frame.myResults')} />
      <div
        className="mx-3 mt-2 mb-1.5 rounded-2xl bg-black/30 px-2 py-3 ring-1 ring-white/10"
        data-testid="cryptos-reels"
        data-done={done ? 'true' : 'false'}
        style={{ ['--reveal-scale' as string]: share }}
      >
        <div className="flex items-center justify-between gap-1.5">
          {coins.map((c, i) => (
            <CryptoCoinBadge
              key={`${revealing?.id ?? 'idle'}-${i}-${c.state === 'landed'}`}
              coin={c.coin}
              state={c.state}
              hit={hits[i] ?? false}
              dim={done && hits.length > 0 && !hits[i]}
              testId={`cryptos-coin-${i}`}
            />
          ))}
        </div>
      </div>
      <OutcomeLine
        game="cryptos"
        last={done ? last : null}
        busy={busy && !done && !autoRunning}
        busyText={t('cryptos.rolling')}
        idleText={t('cryptos.idle')}
        detail={litHand ? handName(litHand) : undefined}
      />
      <ul className="mx-3 mb-3 grid grid-cols-2 gap-1" data-testid="cryptos-paytable" aria-label={t('cryptos.paytable')}>
        {cryptoHands.map((hand) => {
          const lit = litHand === hand;
          const pays = cryptoPaysX100[hand];
          return (
            <li
              key={hand}
              data-testid={`cryptos-pay-${hand}`}
              data-lit={lit ? 'true' : 'false'}
              className={`flex h-7 items-center gap-1.5 rounded-lg px-2 text-[11.5px] transition-colors duration-300 ${
                lit
                  ? pays >= 100n
                    ? 'bg-gold text-[#2b1700] shadow-[0_0_16px_rgb(255_200_61/0.5)]'
                    : 'bg-white/20 text-white'
                  : 'bg-white/[0.06] text-white/75'
              } ${hand === 'nothing' ? 'col-span-2' : ''}`}
            >
              <span className="flex shrink-0 gap-[1.5px]" aria-hidden="true">
                {Array.from(handPattern[hand]).map((letter, i) => (
                  <span key={i} className="size-[6px] rounded-full" style={{ background: lit ? 'currentColor' : patternColors[letter] }} />
                ))}
              </span>
              <span className="min-w-0 flex-1 truncate font-bold">{handName(hand)}</span>
              <span className="font-black tabular-nums">{shortX(pays)}</span>
            </li>
          );
        })}
      </ul>
    </>
  );

  const controls = (
    <TableControls
      game="cryptos"
      table={table}
      manual={
        <PlayButton
          label={t('cryptos.roll')}
          preview={t('cryptos.topWin', { amount: formatIdr(stake.stake !== null ? (stake.stake * cryptoPaysX100.five) / 100n : 0n) })}
          phase={phase}
          disabled={Boolean(stake.error) || !table.round.data}
          onClick={() => table.placeOne({})}
          icon={<Dices className="size-5" aria-hidden="true" />}
        />
      }
      autoPlay={(amount) => play({ amount })}
    />
  );

  return (
    <GameFrame
      game="cryptos"
      title={t('cryptos.title')}
      loggedIn={table.loggedIn}
      stageClass="bg-[radial-gradient(120%_95%_at_50%_0%,#7a3b0c,#1a1430_60%,#0c0a18)]"
      stage={stage}
      controls={controls}
      help={<CryptosHelp />}
    />
  );
}

function CryptosHelp() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('cryptos.rules')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {cryptoCoins.map((coin) => (
          <CryptoCoinBadge key={coin} coin={coin} state="idle" />
        ))}
      </div>
      <p className="text-xs">{t('cryptos.rtp')}</p>
    </>
  );
}
