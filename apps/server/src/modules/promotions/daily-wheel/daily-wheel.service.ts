/**
 * The daily wheel (PROMOTIONS.md; rule 8): spins earned by the WIB day's deposits and stakes, used
 * that day. A spin is drawn like a single-player bet (shared `dailyWheelSegment` on the player's seed
 * pair and next nonce), recorded with what verifies it, and its prize is a grant claimed at once (or
 * kept in the Bonus tab with the reason). 1045 while the wheel is closed, 1046 without a spin left,
 * 20385 for a player promotions are withheld from. Two spins at once cannot use one earned spin: the
 * (player, day, seq) key lets one in, the other is retried against the new count.
 */
import { dailyWheelSegment } from '@kasino/shared/fairness/promo/daily-wheel';
import { BetStream } from '@kasino/shared/fairness/stream';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, toWireAmount } from '@kasino/shared/money';
import type { GrantView, WheelPlayer, WheelSpinAnswer, WheelSpinView, WheelTerms, WheelView } from '@kasino/shared/protocol/promo';
import type { Kysely } from 'kysely';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import type { SiteSettings } from '../../content/site-settings.service.ts';
import type { NonceTaken, SeedsView } from '../../bets/bets.ts';
import { periodBounds, wibDay } from '../../protection/periods.ts';
import { settingAmount } from '../../wallet/wallet-config.ts';
import type { DailyWheelRepository, WheelSpinRow } from './daily-wheel.repository.ts';
import type { Eligibility } from '../eligibility.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PromoConfig } from '../promo-config.ts';
import { chanceText, wheelSpinsEarned } from '../promo.rules.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';

type Tx = Kysely<Database>;

/** The seed pairs the wheel draws from: the player's single-player pair (games/seeds). */
export interface WheelSeeds {
  takeNonce(tx: Tx, userId: number, currency: string): Promise<NonceTaken>;
  view(userId: number, currency: string): Promise<SeedsView>;
}

export class DailyWheelService {
  constructor(
    private readonly repo: DailyWheelRepository,
    private readonly promos: PromotionsRepository,
    private readonly settings: SiteSettings,
    private readonly config: PromoConfig,
    private readonly grants: GrantsService,
    private readonly eligibility: Eligibility,
    private readonly seeds: WheelSeeds,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async terms(on?: Tx): Promise<WheelTerms> {
    const [wheel, control] = await Promise.all([this.settings.get('daily_wheel', on), this.config.control('daily_wheel', on)]);
    const total = wheel.segments.reduce((sum, s) => sum + s.weight, 0);
    return {
      enabled: wheel.enabled && control.enabled,
      segments: wheel.segments.map((s) => ({
        amount: toWireAmount(settingAmount(s.amount)),
        weight: s.weight,
        chance: chanceText(s.weight, total),
      })),
      totalWeight: total,
      earn: wheel.earn.map((r) => ({ kind: r.kind, min: toWireAmount(settingAmount(r.min)), spins: r.spins })),
      wageringMultiple: wheel.turnover,
    };
  }

  /** Today's deposits, stakes and spins of the player. */
  private async day(userId: number, on: Tx) {
    const now = this.now();
    const today = wibDay(now);
    const { start, end } = periodBounds('day', now);
    const wheel = await this.settings.get('daily_wheel', on);
    const [deposited, wagered, used] = await Promise.all([
      this.promos.depositedBetween(userId, start, end, on),
      this.repo.wageredOn(userId, today, on),
      this.repo.spinsOn(userId, today, on),
    ]);
    const earn = wheel.earn.map((r) => ({ kind: r.kind, min: settingAmount(r.min) as bigint, spins: r.spins }));
    const earned = wheelSpinsEarned(earn, deposited, wagered);
    return { today, deposited, wagered, earned, used, left: Math.max(0, earned - used) };
  }

  async view(userId: number | null): Promise<WheelView> {
    const terms = await this.terms();
    if (userId === null) return { terms, player: null };
    const [day, seeds] = await Promise.all([this.day(userId, this.repo.db), this.seeds.view(userId, DEFAULT_CURRENCY)]);
    const player: WheelPlayer = {
      today: day.today,
      deposited: toWireAmount(day.deposited),
      wagered: toWireAmount(day.wagered),
      earned: day.earned,
      used: day.used,
      left: day.left,
      serverSeedHash: seeds.active.serverSeedHash,
      clientSeed: seeds.active.clientSeed,
      nonce: seeds.active.nonce,
    };
    return { terms, player };
  }

  async spin(userId: number): Promise<WheelSpinAnswer> {
    let spun: { id: bigint; grantId: bigint | null } | null = null;
    for (let attempt = 0; attempt < 3 && !spun; attempt++) {
      try {
        spun = await this.units.run((tx) => this.spinIn(tx, userId));
      } catch (error) {
        if (!(error instanceof RaceLost)) throw error;
      }
    }
    if (!spun) throw new AppError(1046);
    const kept = spun.grantId === null ? { claim: null, pending: null } : await this.grants.claimNowOrKeep(userId, spun.grantId);
    const row = (await this.repo.spin(userId, spun.id))!;
    return { spin: await this.toView(userId, row), ...kept, view: await this.view(userId) };
  }

  /** One attempt; RaceLost when a spin at the same moment took this sequence (the caller retries). */
  private async spinIn(tx: Tx, userId: number): Promise<{ id: bigint; grantId: bigint | null }> {
    const terms = await this.terms(tx);
    if (!terms.enabled) throw new AppError(1045);
    const day = await this.day(userId, tx);
    const periodKey = `day:${day.today}:${day.used + 1}`;
    await this.eligibility.assert(tx, userId, 'daily_wheel', periodKey);
    if (day.left <= 0)
      throw new AppError(
        1046,
        day.earned > 0
          ? `Semua ${day.earned} putaran hari ini sudah dipakai`
          : 'Belum ada putaran hari ini: deposit atau bermain untuk mendapatkannya',
      );
    const pair = await this.seeds.takeNonce(tx, userId, DEFAULT_CURRENCY);
    const weights = terms.segments.map((s) => s.weight);
    const { segment } = dailyWheelSegment(new BetStream(pair), weights);
    const amount = settingAmount(terms.segments[segment]!.amount) as bigint;
    const id = await this.repo.insert(tx, {
      user_id: BigInt(userId),
      day: day.today,
      seq: day.used + 1,
      currency: DEFAULT_CURRENCY,
      seed_id: pair.seedId,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      nonce: pair.nonce,
      weights: JSON.stringify(weights),
      segment,
      amount,
      grant_id: null,
      created_at: this.now(),
    });
    if (id === null) throw new RaceLost();
    if (amount === 0n) return { id, grantId: null };
    const granted = await this.grants.offer(tx, {
      userId,
      promotion: 'daily_wheel',
      periodKey,
      amount,
      currency: DEFAULT_CURRENCY,
      wageringMultiple: terms.wageringMultiple,
      formula: `Roda harian ${day.today} putaran ke-${day.used + 1}: segmen ${segment + 1} = ${formatIdr(minor(amount))}`,
      inputs: { day: day.today, spin: String(day.used + 1), segment: String(segment), nonce: String(pair.nonce) },
    });
    // No grant (the budget spent or the kill switch): the spin stands and says it paid nothing.
    if (granted) await this.repo.setGrant(tx, id, granted.id);
    return { id, grantId: granted?.id ?? null };
  }

  async history(
    userId: number,
    page: number,
    count: number,
  ): Promise<{ list: WheelSpinView[]; total: number; page: number; count: number }> {
    const { rows, total } = await this.repo.spins(userId, page, count);
    const seeds = await this.seeds.view(userId, DEFAULT_CURRENCY);
    const grants = await this.grants.listOf(userId, 'daily_wheel', 200);
    return { list: rows.map((row) => spinView(row, seeds, grants)), total, page, count };
  }

  private async toView(userId: number, row: WheelSpinRow): Promise<WheelSpinView> {
    const [seeds, grants] = await Promise.all([this.seeds.view(userId, DEFAULT_CURRENCY), this.grants.listOf(userId, 'daily_wheel', 20)]);
    return spinView(row, seeds, grants);
  }
}

/** A lost race for one (player, day, seq): rolls the attempt back (nonce included) so it can be retried. */
class RaceLost extends Error {}

function spinView(row: WheelSpinRow, seeds: SeedsView, grants: GrantView[]): WheelSpinView {
  const revealed = seeds.revealed.find((s) => s.serverSeedHash === row.server_seed_hash);
  return {
    id: Number(row.id),
    day: row.day,
    segment: Number(row.segment),
    amount: toWireAmount(BigInt(row.amount)),
    weights: JSON.parse(row.weights) as number[],
    serverSeedHash: row.server_seed_hash,
    serverSeed: revealed?.serverSeed ?? null,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    createdAt: Number(row.created_at),
    grant: row.grant_id === null ? null : (grants.find((g) => g.id === Number(row.grant_id)) ?? null),
  };
}
