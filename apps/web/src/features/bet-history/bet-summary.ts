/**
 * A bet's result in one line for the bet detail page, and the same result derived again in the
 * browser from the revealed seed with the shared functions (so the page shows both side by side).
 * `raw` is the machine-readable form the verify page also prints (tests compare the two).
 */
import '../../i18n/bet-history-strings.ts';
import '../../i18n/verify-strings.ts';
import type { TFunction } from 'i18next';
import { playCoinflip, type CoinSide } from '@kasino/shared/fairness/games/coinflip';
import { playColorwheel, type WheelColor } from '@kasino/shared/fairness/games/colorwheel';
import { playCryptos } from '@kasino/shared/fairness/games/cryptos';
import { playEggs, type EggRisk } from '@kasino/shared/fairness/games/eggs';
import { playRoller } from '@kasino/shared/fairness/games/roller';
import { stairsTrapMap, type StairsLevel } from '@kasino/shared/fairness/games/stairs';
import { BetStream } from '@kasino/shared/fairness/stream';
import type { BetView } from '@kasino/shared/games';
import { formatMultiplier, formatRoll } from '../../lib/games/format-multiplier.ts';
import '../../i18n/tables-strings.ts';

export interface BetLine {
  text: string;
  raw: string;
}

interface Params {
  choose?: number;
  isHigher?: boolean;
  side?: CoinSide;
  risk?: EggRisk;
  egg?: number;
  color?: WheelColor;
  level?: StairsLevel;
}

interface Result {
  result?: number;
  coin?: CoinSide;
  prizes?: string[];
  segment?: number;
  color?: WheelColor;
  coins?: string[];
  hand?: string;
  picks?: number[];
  hit?: number | null;
}

const coinName = (side: CoinSide, t: TFunction) => (side === 'heads' ? t('coinflip.heads') : t('coinflip.tails'));

/** What the bet record says happened (null for games without a one-line result). */
export function summaryOf(bet: BetView, t: TFunction): BetLine | null {
  const p = (bet.params ?? {}) as Params;
  const r = (bet.result ?? {}) as Result;
  switch (bet.game) {
    case 'roller':
      if (typeof r.result !== 'number' || typeof p.choose !== 'number') return null;
      return { raw: String(r.result), text: `${formatRoll(r.result)} ${p.isHigher ? '>' : '<'} ${formatRoll(p.choose)}` };
    case 'coinflip':
      return r.coin ? { raw: r.coin, text: coinName(r.coin, t) } : null;
    case 'eggs':
      if (!r.prizes || p.egg === undefined) return null;
      return { raw: r.prizes.join(','), text: `${t('eggs.egg', { n: p.egg + 1 })}: ${formatMultiplier(r.prizes[p.egg] ?? '0')}` };
    case 'colorwheel':
      if (r.segment === undefined || !r.color) return null;
      return {
        raw: String(r.segment),
        text: `${t(`colorwheel.colors.${r.color}`)} · ${t('instantVerify.segment', { segment: r.segment })}`,
      };
    case 'cryptos':
      if (!r.coins) return null;
      return { raw: r.coins.join(','), text: r.coins.join(' ') };
    case 'stairs':
      if (!r.picks) return null;
      return {
        raw: r.picks.join(','),
        text:
          r.hit !== null && r.hit !== undefined
            ? t('stairs.fell', { step: r.picks.length + 1 })
            : t('stairs.climbed', { count: r.picks.length }),
      };
    default:
      return null;
  }
}

/** What the player chose, for the games whose choice is not in the one-line result. */
export function choiceOf(bet: BetView, t: TFunction): string | null {
  const p = (bet.params ?? {}) as Params;
  if (bet.game === 'coinflip' && p.side) return coinName(p.side, t);
  if (bet.game === 'eggs' && p.risk && p.egg !== undefined) return `${t(`eggs.risk.${p.risk}`)} · ${t('eggs.egg', { n: p.egg + 1 })}`;
  if (bet.game === 'colorwheel' && p.color) return t(`colorwheel.colors.${p.color}`);
  if (bet.game === 'stairs' && p.level) return t(`stairs.levels.${p.level}`);
  return null;
}

/** What the seeds give for this bet, computed here (null until the server seed is revealed). */
export function derivedOf(bet: BetView, t: TFunction): BetLine | null {
  if (!bet.serverSeed) return null;
  const stream = new BetStream({ serverSeed: bet.serverSeed, clientSeed: bet.clientSeed, nonce: bet.nonce });
  const p = (bet.params ?? {}) as Params;
  const outcome = (win: boolean) => (win ? t('roller.win') : t('roller.lose'));
  switch (bet.game) {
    case 'roller': {
      if (typeof p.choose !== 'number' || typeof p.isHigher !== 'boolean') return null;
      const o = playRoller(stream, { choose: p.choose, isHigher: p.isHigher }, 0n);
      return o ? { raw: String(o.result), text: t('betHistory.derived', { result: formatRoll(o.result), outcome: outcome(o.win) }) } : null;
    }
    case 'coinflip': {
      if (!p.side) return null;
      const o = playCoinflip(stream, p.side, 0n);
      return { raw: o.coin, text: t('betHistory.derived', { result: coinName(o.coin, t), outcome: outcome(o.win) }) };
    }
    case 'eggs': {
      if (!p.risk || p.egg === undefined) return null;
      const o = playEggs(stream, p.risk, p.egg, 100n);
      return {
        raw: o.prizes.join(','),
        text: t('betHistory.derived', {
          result: o.prizes.map((x) => formatMultiplier(x)).join(' · '),
          outcome: formatMultiplier(o.multiplier),
        }),
      };
    }
    case 'colorwheel': {
      if (!p.color) return null;
      const o = playColorwheel(stream, p.color, 0n);
      return {
        raw: String(o.segment),
        text: t('betHistory.derived', {
          result: `${t('instantVerify.segment', { segment: o.segment })} ${t(`colorwheel.colors.${o.color}`)}`,
          outcome: outcome(o.win),
        }),
      };
    }
    case 'cryptos': {
      const o = playCryptos(stream, 0n);
      return {
        raw: o.coins.join(','),
        text: t('betHistory.derived', {
          result: o.coins.join(' '),
          outcome: `${t(`cryptos.hands.${o.hand}`)} ${formatMultiplier(o.multiplier)}`,
        }),
      };
    }
    case 'stairs': {
      if (!p.level) return null;
      const map = stairsTrapMap(stream, p.level);
      return {
        raw: map.map((row) => row.join('+')).join('|'),
        text: t('instantVerify.trapsDerived', { traps: map.map((row, i) => `${i + 1}:${row.map((x) => x + 1).join('+')}`).join(' ') }),
      };
    }
    default:
      return null;
  }
}
