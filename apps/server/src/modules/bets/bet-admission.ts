/**
 * The one bet admission kernel: what every bet passes before money moves (single-shot, stepped,
 * rounds, Crash, and the seamless wallet's debits), in DESIGN's order after auth and shape:
 *  1. the idempotency id (client uuid, provider transaction id) is well formed (3);
 *  2. the stake is within the game's range from the site setting `game_bet_range` (702 below, 711 above);
 *  3. player protection: a cool-off or self-exclusion refuses now (20153/20154); a loss limit in force
 *     is a check the caller runs first inside its unit, serialised per player (20152);
 *  4. balance: the stake leaves the wallet by the ledger's guarded debit (transfer or reservation),
 *     which refuses 700 and rolls the whole unit back, so no separate read can go stale.
 * The checks are pure functions; `BetAdmission` adds the two reads they need (range, protection).
 * A replayed id is looked up by each game between 2 and 3: a retry returns its first answer.
 */
import { formatIdr, type Minor } from '@kasino/shared/money';
import { AppError } from '../../platform/http/app-error.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { SettingValue } from '../content/site-settings.ts';
import type { BetGuard } from '../protection/protection.service.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import { settingRange } from '../wallet/wallet-config.ts';

export interface BetRange {
  min: Minor;
  max: Minor;
}

/** Client uuids (8-64 characters), the server's own (`srv-…`) and provider transaction ids. */
const BET_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** Rule 1. */
export function checkBetId(id: string, field = 'uuid'): void {
  if (!BET_ID.test(id)) throw AppError.invalid(field);
}

/** Rule 2. */
export function checkStake(amount: Minor, range: BetRange): void {
  if (amount < range.min) throw new AppError(702, `Jumlah taruhan minimal ${formatIdr(range.min)}`);
  if (amount > range.max) throw new AppError(711, `Taruhan melebihi batas ${formatIdr(range.min)} - ${formatIdr(range.max)}`);
}

/** A game's range in the setting: its own entry, else `default`. */
export function rangeOf(setting: SettingValue<'game_bet_range'>, game: string): BetRange {
  const entry = setting[game] ?? setting.default;
  if (!entry) throw new Error('game_bet_range without a default passed its check');
  return settingRange(entry);
}

/** Rule 3's second half, run first inside the bet's unit (nothing to run without a loss limit). */
export type InUnitCheck = (tx: Tx) => Promise<void>;
const nothing: InUnitCheck = () => Promise.resolve();

export class BetAdmission {
  constructor(
    private readonly guard: BetGuard | undefined,
    private readonly ranges?: (game: string) => Promise<BetRange>,
  ) {}

  /** Rules 1 and 2. */
  async check(game: string, bet: { uuid: string; amount: Minor }): Promise<void> {
    checkBetId(bet.uuid);
    if (!this.ranges) throw new Error(`no bet ranges to check a ${game} bet against`);
    checkStake(bet.amount, await this.ranges(game));
  }

  /** Rule 3 for a bet putting `exposure` at stake; the returned check runs first in the unit. */
  async protect(userId: number, exposure: bigint): Promise<InUnitCheck> {
    return (await this.guard?.betCheck(userId, exposure)) ?? nothing;
  }
}

/** Every game's range from the site settings, read at most every 5 s (bets are the hot path). */
export class GameBetRanges {
  private cached: { at: number; value: SettingValue<'game_bet_range'> } | null = null;

  constructor(
    private readonly settings: SiteSettings,
    private readonly now: () => number = Date.now,
  ) {}

  async range(game: string): Promise<BetRange> {
    if (!this.cached || this.now() - this.cached.at > 5_000)
      this.cached = { at: this.now(), value: await this.settings.get('game_bet_range') };
    return rangeOf(this.cached.value, game);
  }
}
