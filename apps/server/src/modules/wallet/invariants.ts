/**
 * Business invariants checked beside double entry (reconciliation.ts): a ledger that balances can
 * still hold money that should never have moved. Each rule is a small pure function over rows the
 * queries (invariants.queries.ts) read; a breach is logged at error, counted and shown by the job.
 *
 * RTP rule (why a normal lucky streak is no breach): over a window, the house's payout/stake ratio
 * of a game or provider is compared with its published RTP. One bet returns X = payout/stake in
 * [0, M] (M = max multiplier) with mean ≤ rtp, so Var X ≤ M·rtp (Bhatia–Davis). With stakes s_i, the
 * observed ratio is Σ s_i X_i / Σ s_i, a sum of independent bounded terms, so Bernstein's inequality
 * bounds the chance it exceeds rtp by t:  P ≤ exp(−t² / (2v + 2bt/3)),  v = M·rtp·Σs²/(Σs)²,
 * b = M·max s/Σs. We flag only when the observed ratio exceeds rtp + t with that chance ≤ 10⁻⁹
 * per check, and only with at least `minBets` bets: a breach then means money leaks (a forged or
 * broken payout), not luck. Only the upper side is checked: paying less than published is not a
 * money leak, and multi-step games (Hilo, Stairs) return less than their per-step RTP by design.
 * Round games (Wingo, Crash, …) are left out: their bets share one outcome per round, so they are not
 * independent, and each round's payout is capped already.
 */
export interface Breach {
  readonly invariant: 'rtp' | 'slotCreditWithoutDebit' | 'payoutAtCap' | 'depositTooFast';
  readonly scope: string;
  readonly detail: string;
}

/** Stakes and payouts of one game or provider over the window (amounts in minor units, as numbers). */
export interface Volume {
  readonly scope: string;
  readonly bets: number;
  readonly staked: number;
  readonly stakedSquares: number;
  readonly maxStake: number;
  readonly paid: number;
  /** Published return (e.g. 0.965) and the most one bet can pay as a multiple of its stake. */
  readonly rtp: number;
  readonly maxMultiplier: number;
}

export const RTP_FALSE_ALARM = 1e-9;

/** The largest excess over rtp that chance explains at `alpha` (Bernstein, solved for t). */
export function rtpTolerance(
  v: Pick<Volume, 'staked' | 'stakedSquares' | 'maxStake' | 'rtp' | 'maxMultiplier'>,
  alpha = RTP_FALSE_ALARM,
): number {
  const L = Math.log(1 / alpha);
  const variance = (v.maxMultiplier * v.rtp * v.stakedSquares) / (v.staked * v.staked);
  const bound = (v.maxMultiplier * v.maxStake) / v.staked;
  const a = (2 * bound * L) / 3;
  return (a + Math.sqrt(a * a + 8 * variance * L)) / 2;
}

export function rtpBreaches(volumes: readonly Volume[], minBets = 500): Breach[] {
  const out: Breach[] = [];
  for (const v of volumes) {
    if (v.bets < minBets || v.staked <= 0) continue;
    const observed = v.paid / v.staked;
    const limit = v.rtp + rtpTolerance(v);
    if (observed > limit)
      out.push({
        invariant: 'rtp',
        scope: v.scope,
        detail: `returned ${(observed * 100).toFixed(2)}% over ${v.bets} bets; published ${(v.rtp * 100).toFixed(2)}%, chance allows up to ${(limit * 100).toFixed(2)}%`,
      });
  }
  return out;
}

/** A provider credit and the debit it names (null fields when there is none). */
export interface CreditLink {
  readonly provider: string;
  readonly txId: string;
  readonly refTxId: string | null;
  readonly debitUserId: number | null;
  readonly userId: number;
}

/** Every slot credit names an existing debit of the same player (the seamless wallet's rule 5). */
export function creditsWithoutDebit(credits: readonly CreditLink[]): Breach[] {
  return credits
    .filter((c) => c.refTxId === null || c.debitUserId === null || c.debitUserId !== c.userId)
    .map((c) => ({
      invariant: 'slotCreditWithoutDebit' as const,
      scope: `slot:${c.provider}`,
      detail: `credit ${c.txId} ${c.refTxId === null ? 'names no debit' : `names debit ${c.refTxId}, which ${c.debitUserId === null ? 'does not exist' : "is another player's"}`}`,
    }));
}

/** One bet and what it paid: a slot debit with its credits, or an in-house bet. */
export interface Payout {
  readonly scope: string;
  readonly userId: number;
  readonly stake: number;
  readonly paid: number;
  readonly maxMultiplier: number;
}

/**
 * Payouts at the cap. A slot round paying its title's maximum is a one-in-many-millions event, so
 * every one is shown. In-house games reach their 200x cap legitimately (a deep Mines cash-out), so a
 * breach there is one player at the cap `perPlayer` times in the window (how the seed-reveal attack
 * of issue 12 looked: the cap, every round).
 */
export function payoutsAtCap(payouts: readonly Payout[], perPlayer: { slot: number; game: number } = { slot: 1, game: 3 }): Breach[] {
  const hits = new Map<string, { scope: string; userId: number; count: number }>();
  for (const p of payouts) {
    if (p.stake <= 0 || p.paid < p.stake * p.maxMultiplier) continue;
    const key = `${p.scope}:${p.userId}`;
    const entry = hits.get(key) ?? { scope: p.scope, userId: p.userId, count: 0 };
    entry.count++;
    hits.set(key, entry);
  }
  return [...hits.values()]
    .filter((h) => h.count >= (h.scope.startsWith('slot:') ? perPlayer.slot : perPlayer.game))
    .map((h) => ({
      invariant: 'payoutAtCap' as const,
      scope: h.scope,
      detail: `player ${h.userId} paid at the max multiplier ${h.count} time(s)`,
    }));
}

export interface PaidDeposit {
  readonly id: string;
  readonly provider: string;
  readonly createdAt: number;
  readonly paidAt: number;
}

/** A deposit confirmed sooner than its gateway can confirm one (a forged or replayed confirmation). */
export function depositsTooFast(deposits: readonly PaidDeposit[], minConfirmMs: ReadonlyMap<string, number>): Breach[] {
  return deposits
    .filter((d) => d.paidAt - d.createdAt < (minConfirmMs.get(d.provider) ?? 0))
    .map((d) => ({
      invariant: 'depositTooFast' as const,
      scope: `gateway:${d.provider}`,
      detail: `order ${d.id} paid ${d.paidAt - d.createdAt} ms after creation; ${d.provider} needs at least ${minConfirmMs.get(d.provider)} ms`,
    }));
}
