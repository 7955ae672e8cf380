/**
 * Player protection: deposit and loss limits, cool-off and self-exclusion, and the reality check.
 * Checks, in order, wherever money goes in (a deposit order) or at stake (a bet):
 *  1. an active cool-off (20153) or self-exclusion (20154) refuses; withdrawals and login stay open;
 *  2. a deposit whose amount, added to the period's pending + paid orders, exceeds a deposit limit (20151);
 *  3. a bet whose stake, added to the period's net loss (stakes − payouts), exceeds a loss limit (20152).
 * Rule 1 and the limits in force are read before the unit of work. When a limit is in force, rules 2
 * and 3 run again inside the unit that writes the bet or order, first, under a per-player lock
 * (`betCheck`/`depositCheck` return that step), so parallel bets or orders are measured one after
 * another and can never pass a limit together. A player without limits takes no lock (decision 0008).
 */
import { formatIdr, toWireAmount, type Minor } from '@kasino/shared/money';
import {
  blockDurations,
  limitKinds,
  limitPeriods,
  type BlockDuration,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  type ProtectionView,
  type RealityInterval,
} from '@kasino/shared/protocol/protection';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Principal } from '../auth/auth.service.ts';
import { activeBlock, blockEnd, mayReplace, type BlockState } from './block.rules.ts';
import { effectiveLimit, firstBreach, noLimit, periodWord, planLimitChange, type LimitState } from './limits.rules.ts';
import { formatWib, periodBounds } from './periods.ts';
import type { GuardState, ProtectionRepository } from './protection.repository.ts';
import { sessionStartAt } from './reality.rules.ts';

/**
 * The part of a limit check that runs inside the unit of work writing the bet or order. Call it before
 * the unit's first write: it takes the player's lock, and taking it after a row lock could deadlock.
 */
export type UnitCheck = (tx: Kysely<Database>) => Promise<void>;

/** What bet placement needs from this module (games take it as an optional dependency). */
export interface BetGuard {
  /** Refuses a bet of `stake` with 20152/20153/20154, outside any unit (a game launch asks with 0). */
  assertCanBet(userId: number, stake: bigint): Promise<void>;
  /**
   * Before a bet's unit: refuses a block (20153/20154) at once; when a loss limit is in force returns
   * the check (20152) to run first inside the unit; null when there is nothing more to check.
   */
  betCheck(userId: number, stake: bigint): Promise<UnitCheck | null>;
}

/** What a deposit order needs from this module. */
export interface DepositGuard {
  assertCanDeposit(userId: number, amount: bigint): Promise<void>;
  /** Like `betCheck` for a deposit order (20151/20153/20154); the limit is also checked at once. */
  depositCheck(userId: number, amount: bigint): Promise<UnitCheck | null>;
}

const periodStarts = (now: number): Record<LimitPeriod, number> => ({
  day: periodBounds('day', now).start,
  week: periodBounds('week', now).start,
  month: periodBounds('month', now).start,
});

export class ProtectionService implements BetGuard, DepositGuard {
  constructor(
    private readonly repo: ProtectionRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** Rules 1 and 3 at once, outside any unit. */
  async assertCanBet(userId: number, stake: bigint): Promise<void> {
    const check = await this.betCheck(userId, stake);
    await check?.(this.repo.reader);
  }

  /** Rule 1 now (one primary-key query); rule 3 returned for the bet's unit when a loss limit is in force. */
  async betCheck(userId: number, stake: bigint): Promise<UnitCheck | null> {
    const now = this.now();
    const state = await this.repo.guardState(userId, 'loss');
    this.assertNotBlocked(state, now); // rule 1
    const limits = this.inForce(state, now);
    if (limits.length === 0) return null;
    return async (tx) => {
      await this.repo.lockPlayer(tx, userId);
      const at = this.now();
      const breach = firstBreach(limits, await this.repo.netLossSince(userId, periodStarts(at), tx), stake); // rule 3
      if (breach) {
        const left = breach.limit - breach.used > 0n ? breach.limit - breach.used : 0n;
        throw new AppError(
          20152,
          `Batas kekalahan ${periodWord[breach.period]} Anda ${formatIdr(breach.limit)} tercapai: sisa ${formatIdr(left)} hingga ${formatWib(periodBounds(breach.period, at).end)}`,
        );
      }
    };
  }

  /**
   * A cool-off or self-exclusion in force, or null: promotions make no offer to a blocked player and
   * pay no claim while the block lasts (PROMOTIONS.md).
   */
  async blockOf(userId: number, on?: Kysely<Database>): Promise<'cool_off' | 'self_exclusion' | null> {
    const state = await this.repo.guardState(userId, 'deposit', on);
    const block = activeBlock(state.block, this.now());
    if (!block) return null;
    return block.kind === 'cool_off' ? 'cool_off' : 'self_exclusion';
  }

  /** Rules 1 and 2 at once, outside any unit. */
  async assertCanDeposit(userId: number, amount: bigint): Promise<void> {
    await this.depositCheck(userId, amount);
  }

  /**
   * Rules 1 and 2 now, and rule 2 returned for the order's unit when a deposit limit is in force (the
   * early check spares a call to the payment provider for an order that would be refused anyway).
   */
  async depositCheck(userId: number, amount: bigint): Promise<UnitCheck | null> {
    const now = this.now();
    const state = await this.repo.guardState(userId, 'deposit');
    this.assertNotBlocked(state, now); // rule 1
    const limits = this.inForce(state, now);
    if (limits.length === 0) return null;
    const check: UnitCheck = async (tx) => {
      await this.repo.lockPlayer(tx, userId);
      const at = this.now();
      const breach = firstBreach(limits, await this.repo.depositedSince(userId, periodStarts(at), tx), amount); // rule 2
      if (breach) {
        const left = breach.limit - breach.used > 0n ? breach.limit - breach.used : 0n;
        throw new AppError(
          20151,
          `Batas deposit ${periodWord[breach.period]} Anda ${formatIdr(breach.limit)}: sisa ${formatIdr(left)} hingga ${formatWib(periodBounds(breach.period, at).end)}`,
        );
      }
    };
    await check(this.repo.reader);
    return check;
  }

  private assertNotBlocked(state: GuardState, now: number): void {
    const block = activeBlock(state.block, now);
    if (!block) return;
    if (block.kind === 'cool_off')
      throw new AppError(20153, `Masa jeda bermain aktif hingga ${formatWib(block.until ?? now)}: taruhan dan deposit ditutup sementara`);
    throw new AppError(
      20154,
      block.until === null
        ? 'Pengecualian diri permanen aktif: taruhan dan deposit ditutup'
        : `Pengecualian diri aktif hingga ${formatWib(block.until)}: taruhan dan deposit ditutup`,
    );
  }

  private inForce(state: GuardState, now: number): Array<{ period: LimitPeriod; amount: bigint | null }> {
    return state.limits.map((l) => ({ period: l.period, amount: effectiveLimit(l, now).amount })).filter((l) => l.amount !== null);
  }

  /** Everything the responsible-gaming page and the reality check show. */
  async view(principal: Principal): Promise<ProtectionView> {
    const now = this.now();
    const { userId } = principal;
    const starts = periodStarts(now);
    const [stored, settings, deposited, lost, session] = await Promise.all([
      this.repo.limits(userId),
      this.repo.settings(userId),
      this.repo.depositedSince(userId, starts),
      this.repo.netLossSince(userId, starts),
      this.sessionStart(principal, now),
    ]);
    const used: Record<LimitKind, Record<LimitPeriod, bigint>> = { deposit: deposited, loss: lost };
    const limits: LimitView[] = [];
    for (const kind of limitKinds) {
      for (const period of limitPeriods) {
        const found = stored.find((l) => l.kind === kind && l.period === period);
        const state = effectiveLimit(found ?? noLimit, now);
        const bounds = periodBounds(period, now);
        limits.push({
          kind,
          period,
          amount: state.amount === null ? null : toWireAmount(state.amount),
          pending:
            state.pendingFrom === null
              ? null
              : { amount: state.pendingAmount === null ? null : toWireAmount(state.pendingAmount), from: state.pendingFrom },
          used: toWireAmount(used[kind][period]),
          periodStart: bounds.start,
          periodEnd: bounds.end,
        });
      }
    }
    const result = await this.repo.resultSince(userId, session);
    const block = activeBlock(settings.block, now);
    return {
      limits,
      block,
      reality: {
        interval: settings.realityInterval as RealityInterval,
        sessionStart: session,
        playedMs: now - session,
        net: toWireAmount(result.net),
        bets: result.bets,
      },
      serverTime: now,
    };
  }

  private async sessionStart(principal: Principal, now: number): Promise<number> {
    const stored = await this.repo.playSession(principal.sessionId);
    const { start, changed } = sessionStartAt(stored.started, stored.loginAt, now);
    if (changed) await this.repo.savePlaySession(principal.sessionId, principal.userId, start);
    return start;
  }

  /** Sets, lowers, raises or removes a limit (raises and removals wait 24 h; see limits.rules). */
  async setLimit(principal: Principal, kind: LimitKind, period: LimitPeriod, amount: Minor | null): Promise<ProtectionView> {
    const now = this.now();
    const stored = (await this.repo.limits(principal.userId)).find((l) => l.kind === kind && l.period === period);
    const next: LimitState = planLimitChange(stored ?? noLimit, amount, now);
    await this.repo.saveLimit(principal.userId, kind, period, next, now);
    return this.view(principal);
  }

  /** Starts a cool-off or self-exclusion; an active one can only be extended (20155). */
  async startBlock(principal: Principal, duration: BlockDuration): Promise<ProtectionView> {
    const now = this.now();
    const active = activeBlock((await this.repo.settings(principal.userId)).block, now);
    const until = blockEnd(duration, now);
    if (!mayReplace(active, until)) throw new AppError(20155);
    const block: BlockState = { kind: blockDurations[duration].kind, duration, since: now, until };
    await this.repo.saveBlock(principal.userId, block, now);
    return this.view(principal);
  }

  async setRealityInterval(principal: Principal, interval: RealityInterval): Promise<ProtectionView> {
    await this.repo.saveRealityInterval(principal.userId, interval, this.now());
    return this.view(principal);
  }
}
