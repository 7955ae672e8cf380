/**
 * The red pocket (Angpao; PROMOTIONS.md "Fairness of random rewards"): a drop's pot of P rupiah is split
 * into N shares, each at least `min` and at most `max`, fixed when the drop is made from a secret seed
 * whose sha256 is published before it opens; the k-th player to open it gets share k, and the seed is
 * revealed when the drop is empty or closed, so anyone can recompute every share.
 *
 * Stream: the single-player stream with serverSeed = the drop's seed, clientSeed = the drop's key
 * ("2026-11-29 12:00", its WIB day and time, public in advance) and nonce 0. With R the rupiah still in
 * the pot and L the shares left (this one included), share k < N−1 is
 *   lo = max(min, R − (L−1)·max),  hi = max(lo, min(max, R − (L−1)·min, floor(2R / L))),
 *   share = lo + floor(f(stream, k) × (hi − lo + 1)),
 * and the last share is what remains (always within [min, max]). Whole rupiah; exact integer arithmetic.
 */
import type { BetStream } from '../stream.ts';

/** The largest pot one drop may split (rupiah): keeps every figure an exact integer. */
export const RED_POCKET_MAX_POT = 1_000_000_000;
export const RED_POCKET_MAX_SHARES = 1000;

export interface RedPocketTerms {
  pot: number;
  shares: number;
  min: number;
  max: number;
}

/** Null when a pot of these terms can be split (N·min ≤ P ≤ N·max, whole rupiah), else why not. */
export function redPocketProblem({ pot, shares, min, max }: RedPocketTerms): string | null {
  const whole = [pot, shares, min, max].every((v) => Number.isSafeInteger(v) && v >= 0);
  if (!whole || shares < 1 || shares > RED_POCKET_MAX_SHARES || min < 1 || max < min || pot > RED_POCKET_MAX_POT) return 'bad terms';
  if (pot < shares * min || pot > shares * max) return 'pot outside shares × [min, max]';
  return null;
}

/** Every share in claim order. */
export function redPocketSplit(stream: BetStream, terms: RedPocketTerms): number[] {
  const problem = redPocketProblem(terms);
  if (problem) throw new RangeError(`red pocket: ${problem}`);
  const { shares, min, max } = terms;
  const out: number[] = [];
  let remaining = terms.pot;
  for (let k = 0; k < shares - 1; k++) {
    const left = shares - k;
    const lo = Math.max(min, remaining - (left - 1) * max);
    const hi = Math.max(lo, Math.min(max, remaining - (left - 1) * min, Math.floor((2 * remaining) / left)));
    const share = lo + stream.index(k, hi - lo + 1);
    out.push(share);
    remaining -= share;
  }
  out.push(remaining);
  return out;
}
