/**
 * A single-player result recomputed from the form's values with the shared fairness code (the functions
 * the server runs): sha256(serverSeed), the stream blocks D(0) and D(1), the chunks used and the result
 * (`computeResult`), and the card that shows it, or what is missing, or what is wrong (`ResultCard`).
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { playCoinflip } from '@kasino/shared/fairness/games/coinflip';
import { replayHilo, hiloGuesses, type HiloGuess } from '@kasino/shared/fairness/games/hilo';
import { MINES_MAX, MINES_MIN, MINES_TILES, mineTiles } from '@kasino/shared/fairness/games/mines';
import { playRoller } from '@kasino/shared/fairness/games/roller';
import { chunk, isClientSeed, sha256Hex } from '@kasino/shared/fairness/primitives';
import { BetStream } from '@kasino/shared/fairness/stream';
import { parseWheelWeights } from '@kasino/shared/fairness/promo/daily-wheel';
import { formatMultiplier, formatRoll } from '../../lib/games/format-multiplier.ts';
import type { VerifyValues } from './use-verify-form.ts';
import { Mono } from './verify-fields.tsx';
import { deriveColorwheel, deriveCryptos, deriveDailyWheel, deriveEggs, deriveStairs, type InstantDerived } from './verify-instant.tsx';
import { derivePocket } from './verify-pocket.tsx';
import '../../i18n/tables-strings.ts';
import '../../i18n/verify-strings.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♦', '♥', '♠', '♣'];

export interface Computed {
  hash: string;
  blocks: [string, string];
  chunks: Array<{ k: number; hex: string; value: number }>;
  result: string;
  /** Machine-readable result for tests and links. */
  raw: string;
  detail?: ReactNode;
}

export type Outcome = Computed | { error: string } | null;

/** Null until a server seed and a client seed are there; an error names the field that is off. */
export function computeResult(v: VerifyValues, t: TFunction): Outcome {
  const { game, serverSeed, clientSeed, nonce, choose, isHigher, guesses, mines, side, risk, egg, color, level, picks, weights, pocket } =
    v;
  if (!serverSeed.trim() || !clientSeed) return null;
  const n = Number(nonce);
  if (!Number.isSafeInteger(n) || n < 0) return { error: t('verify.badNonce') };
  if (!isClientSeed(clientSeed)) return { error: t('verify.badClientSeed') };
  const seeds = { serverSeed: serverSeed.trim(), clientSeed, nonce: n };
  const stream = new BetStream(seeds);
  const blocks: [string, string] = [BetStream.block(seeds, 0), BetStream.block(seeds, 1)];
  const chunksOf = (count: number) =>
    Array.from({ length: count }, (_, k) => {
      const value = stream.chunk(k);
      return { k, value, hex: chunk(stream.consumed, k).toString(16).padStart(6, '0') };
    });
  const hash = sha256Hex(seeds.serverSeed);
  if (game === 'roller') {
    const outcome = playRoller(stream, { choose: Number(choose), isHigher }, 0n);
    if (!outcome) return { error: t('verify.badRoller') };
    return {
      hash,
      blocks,
      chunks: chunksOf(1),
      raw: String(outcome.result),
      result: `${formatRoll(outcome.result)} · ${outcome.win ? t('roller.win') : t('roller.lose')} · ${formatMultiplier(outcome.multiplier)}`,
    };
  }
  if (game === 'coinflip') {
    const outcome = playCoinflip(stream, side, 0n);
    const coinName = outcome.coin === 'heads' ? t('coinflip.heads') : t('coinflip.tails');
    return {
      hash,
      blocks,
      chunks: chunksOf(1),
      raw: outcome.coin,
      result: `${coinName} · ${outcome.win ? `${t('coinflip.win')} · ${formatMultiplier(outcome.multiplier)}` : t('coinflip.lose')}`,
    };
  }
  const instant = (derived: InstantDerived): Computed => ({
    hash,
    blocks,
    chunks: chunksOf(derived.chunks),
    raw: derived.raw,
    result: derived.result,
    detail: derived.detail,
  });
  if (game === 'eggs') return instant(deriveEggs(stream, risk, egg, t));
  if (game === 'colorwheel') return instant(deriveColorwheel(stream, color, t));
  if (game === 'cryptos') return instant(deriveCryptos(stream, t));
  if (game === 'redPocket') {
    const derived = derivePocket(stream, pocket, t);
    return 'error' in derived ? derived : instant(derived);
  }
  if (game === 'dailyWheel') {
    const table = parseWheelWeights(weights);
    if (!table) return { error: t('instantVerify.badWeights') };
    return instant(deriveDailyWheel(stream, table, t));
  }
  if (game === 'stairs') {
    const list = picks
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map(Number);
    if (list.some((p) => !Number.isInteger(p) || p < 0 || p > 3)) return { error: t('instantVerify.badPicks') };
    return instant(deriveStairs(stream, level, list, t));
  }
  if (game === 'hilo') {
    const list = guesses
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean);
    if (list.some((g) => !(hiloGuesses as readonly string[]).includes(g))) return { error: t('verify.badGuesses') };
    const replay = replayHilo(stream, list as HiloGuess[]);
    const cards = replay.cards.map((c) => `${RANKS[c.rank - 1] ?? '?'}${SUITS[c.suit] ?? ''}`);
    return {
      hash,
      blocks,
      chunks: chunksOf(replay.cards.length),
      raw: cards.join(' '),
      result: `${cards.join(' ')} · ${replay.lost ? t('roller.lose') : formatMultiplier(replay.multiplier)}`,
    };
  }
  const m = Number(mines);
  if (!Number.isInteger(m) || m < MINES_MIN || m > MINES_MAX) return { error: t('verify.badMines') };
  const tiles = mineTiles(stream, m);
  return {
    hash,
    blocks,
    chunks: chunksOf(m),
    raw: [...tiles].sort((a, b) => a - b).join(','),
    result: t('verify.minesAt', { tiles: [...tiles].sort((a, b) => a - b).join(', ') }),
    detail: (
      <div className="mx-auto mt-3 grid w-44 grid-cols-5 gap-1" aria-hidden="true">
        {Array.from({ length: MINES_TILES }, (_, i) => (
          <span key={i} className={`aspect-square rounded-md ${tiles.includes(i) ? 'bg-danger' : 'bg-surface-3'}`} />
        ))}
      </div>
    ),
  };
}

export function ResultCard({ computed, publishedHash }: { computed: Outcome; publishedHash: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="mt-1 rounded-3xl border border-line/60 bg-surface-1 p-4" aria-live="polite">
      {computed === null ? (
        <p className="text-center text-sm text-muted">{t('verify.fillIn')}</p>
      ) : 'error' in computed ? (
        <p className="text-center text-sm text-danger" data-testid="verify-error">
          {computed.error}
        </p>
      ) : (
        <div className="flex flex-col gap-3 text-[12px]">
          <div className="text-center">
            <p className="text-xs font-semibold text-muted">{t('verify.result')}</p>
            <p className="mt-1 text-2xl font-black text-gold tabular-nums" data-testid="verify-result" data-result={computed.raw}>
              {computed.result}
            </p>
            {computed.detail}
          </div>
          <Mono label={t('verify.hash')} value={computed.hash} testId="verify-hash" />
          {publishedHash && (
            <p
              data-testid="verify-hash-match"
              data-match={publishedHash === computed.hash ? 'true' : 'false'}
              className={`-mt-1.5 text-[12px] font-bold ${publishedHash === computed.hash ? 'text-accent' : 'text-danger'}`}
            >
              {publishedHash === computed.hash ? t('verify.hashMatch') : t('verify.hashMismatch')}
            </p>
          )}
          <Mono label="D(0)" value={computed.blocks[0]} testId="verify-block-0" />
          <Mono label="D(1)" value={computed.blocks[1]} testId="verify-block-1" />
          <div>
            <p className="font-semibold text-muted">{t('verify.chunks')}</p>
            <ul className="mt-1 flex flex-wrap gap-1.5" data-testid="verify-chunks">
              {computed.chunks.map((c) => (
                <li key={c.k} className="rounded-lg bg-surface-2 px-2 py-1 font-mono ring-1 ring-line">
                  #{c.k} {c.hex} = {c.value}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
