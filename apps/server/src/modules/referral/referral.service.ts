/**
 * The referral programme as a player sees it (SPEC §5, §6, §7 `/main/promo/spread*`): their code and
 * link, who invited them (and a late binding while they have not deposited), their agent level, their
 * downline per tier, the settled rebates and the first-deposit bonuses, and the claim of what is owed.
 * Money moves only through the promotions' grants (`referral_rebate`, `referral_first_deposit`).
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import type { ClaimResult, GrantView } from '@kasino/shared/protocol/promo';
import type {
  Paged,
  ReferralTerms,
  SpreadBonus,
  SpreadClaim,
  SpreadInfo,
  SpreadLog,
  SpreadMember,
  Tier,
} from '@kasino/shared/protocol/referral';
import { maskPhone } from '@kasino/shared/validation';
import { AppError } from '../../platform/http/app-error.ts';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { GrantsService } from '../promotions/grants.service.ts';
import { wibDay } from '../protection/periods.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import type { ReferralRepository } from './referral.repository.ts';
import {
  activeWindowStart,
  agentLevelOf,
  nextLevelOf,
  termsView,
  TIERS,
  toRules,
  uplinesThrough,
  type ReferralRules,
} from './referral.rules.ts';
import { related } from './referral.settlement.ts';

export class ReferralService {
  constructor(
    private readonly repo: ReferralRepository,
    private readonly settings: SiteSettings,
    private readonly grants: GrantsService,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  readonly rules = async (on?: Tx): Promise<ReferralRules> => toRules(await this.settings.get('referral', on));

  async terms(): Promise<ReferralTerms> {
    return termsView(await this.rules(), toWireAmount);
  }

  async info(userId: number): Promise<SpreadInfo> {
    const rules = await this.rules();
    const user = await this.repo.user(userId);
    if (!user) throw new AppError(1);
    const today = wibDay(this.now());
    const from = activeWindowStart(today, rules.activeDays);
    const [uplines, counts, active, rebates, lastDay, deposits, sums, firsts] = await Promise.all([
      this.repo.uplinesOf(userId),
      this.repo.tierCounts(userId),
      this.repo.activeCounts(userId, from, today, rules.activeWager, DEFAULT_CURRENCY),
      this.repo.rebateByTier(userId),
      this.repo.lastRebateDay(userId),
      this.repo.depositCount(userId),
      this.claimableTotal(userId),
      this.repo.firstDepositsOf(userId),
    ]);
    const activeOf = (tier: Tier) => active.find((a) => a.tier === tier)?.count ?? 0;
    const level = agentLevelOf(activeOf(1), rules.levels);
    const next = nextLevelOf(level.level, rules.levels);
    const inviterId = uplines.get(1);
    const inviter = inviterId === undefined ? null : (await this.repo.phonesOf([inviterId])).get(inviterId);
    const boundAt = inviterId === undefined ? null : await this.repo.boundAt(userId);
    return {
      inviteCode: user.invite_code,
      invitePath: `/register?inviteCode=${encodeURIComponent(user.invite_code)}`,
      inviter: inviter && boundAt !== null ? { phone: maskPhone(inviter), boundAt } : null,
      canBind: inviterId === undefined && deposits === 0 && rules.enabled,
      agentLevel: level.level,
      rate: level.rate,
      activeDownlines: activeOf(1),
      next: next ? { level: next.level, activeDownlines: next.activeDownlines } : null,
      tiers: TIERS.map((tier) => ({
        tier,
        members: counts.get(tier) ?? 0,
        active: activeOf(tier),
        rebate: toWireAmount(rebates.get(tier) ?? 0n),
      })),
      lastDay: lastDay ? { day: lastDay.day, amount: toWireAmount(lastDay.amount) } : null,
      rebateTotal: toWireAmount([...rebates.values()].reduce((s, v) => s + v, 0n)),
      claimable: toWireAmount(sums),
      pendingBonuses: firsts.filter((f) => f.status === 'waiting').length,
      terms: termsView(rules, toWireAmount),
    };
  }

  /**
   * `relation`: binds a code after registration (rule 1). Refused for an unknown code (7003), one's
   * own code, a code from one's own downline or a related account (7011), after the first deposit or
   * once bound (4002). The binding is the uplines' insert, so two bindings at once make one.
   */
  async bind(userId: number, code: string): Promise<SpreadInfo> {
    await this.units.run(async (tx) => {
      const rules = await this.rules(tx);
      if (!rules.enabled) throw new AppError(1028, 'Program referensi sedang dihentikan');
      const inviter = await this.repo.userByCode(code.trim(), tx);
      if (!inviter) throw new AppError(7003);
      const inviterId = Number(inviter.id);
      if (inviterId === userId) throw new AppError(7011);
      if ((await this.repo.uplinesOf(userId, tx)).size) throw new AppError(4002, 'Akun Anda sudah terhubung dengan pengundang');
      if ((await this.repo.depositCount(userId, tx)) > 0)
        throw new AppError(4002, 'Kode undangan hanya bisa dipakai sebelum deposit pertama');
      if (await this.repo.inDownline(tx, userId, inviterId)) throw new AppError(7011, 'Kode ini milik anggota jaringan Anda sendiri');
      if (related(await this.repo.identityMarks(tx, [userId, inviterId]), userId, inviterId))
        throw new AppError(7011, 'Akun yang saling terkait (data yang sama) tidak bisa saling mengundang');
      const chain = uplinesThrough(inviterId, await this.repo.uplinesOf(inviterId, tx));
      if (!(await this.repo.bindUplines(tx, userId, chain, this.now())))
        throw new AppError(4002, 'Akun Anda sudah terhubung dengan pengundang');
    });
    return this.info(userId);
  }

  async members(userId: number, tier: Tier, page: number, count: number): Promise<Paged<SpreadMember>> {
    const rules = await this.rules();
    const today = wibDay(this.now());
    const { rows, total } = await this.repo.members(userId, tier, page, count);
    const ids = rows.map((r) => r.userId);
    const [firsts, active, rebates] = await Promise.all([
      this.repo.firstDepositTimes(ids),
      this.repo.activeAmong(ids, activeWindowStart(today, rules.activeDays), today, rules.activeWager, DEFAULT_CURRENCY),
      this.repo.rebateByDownline(userId, ids),
    ]);
    return {
      page,
      count,
      total,
      list: rows.map((r) => ({
        phone: maskPhone(r.phone),
        tier,
        joinedAt: r.joinedAt,
        firstDepositAt: firsts.get(r.userId) ?? null,
        active: active.has(r.userId),
        rebate: toWireAmount(rebates.get(r.userId) ?? 0n),
      })),
    };
  }

  async logs(userId: number, page: number, count: number): Promise<Paged<SpreadLog>> {
    const { rows, total } = await this.repo.logs(userId, page, count);
    const phones = await this.repo.phonesOf([...new Set(rows.map((r) => r.downlineId))]);
    return {
      page,
      count,
      total,
      list: rows.map((r) => ({
        day: r.day,
        tier: r.tier,
        phone: maskPhone(phones.get(r.downlineId) ?? ''),
        revenue: toWireAmount(r.revenue),
        level: r.level as SpreadLog['level'],
        rate: r.rate,
        amount: toWireAmount(r.amount),
      })),
    };
  }

  async bonus(userId: number): Promise<SpreadBonus> {
    const claimable = (await this.history(userId)).filter((g) => g.status === 'claimable');
    const firsts = await this.repo.firstDepositsOf(userId);
    const phones = await this.repo.phonesOf(firsts.map((f) => f.downlineId));
    return {
      claimable,
      total: toWireAmount(claimable.reduce((s, g) => s + wireMinor(g.amount), 0n)),
      firstDeposits: firsts.map((f) => ({
        phone: maskPhone(phones.get(f.downlineId) ?? ''),
        deposit: toWireAmount(f.deposit),
        paidAt: f.paidAt,
        dueAt: f.dueAt,
        status: f.status,
        reason: f.reason,
      })),
    };
  }

  /** `POST spread/bonus`: claims every claimable referral grant (each claimed once, whatever runs at once). */
  async claimAll(userId: number): Promise<SpreadClaim> {
    const claimable = (await this.history(userId)).filter((g) => g.status === 'claimable');
    if (!claimable.length) throw new AppError(4002, 'Belum ada rabat atau bonus referensi untuk diklaim');
    const claimed: ClaimResult[] = [];
    let failure: AppError | null = null;
    for (const grant of claimable) {
      try {
        claimed.push(await this.grants.claim(userId, grant.id));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failure = error;
      }
    }
    if (!claimed.length) throw failure ?? new AppError(1052);
    const paid = claimed.reduce((s, c) => s + wireMinor(c.grant.amount), 0n);
    return { claimed, paid: toWireAmount(paid), info: await this.info(userId) };
  }

  /** Referral grants, newest first. */
  async history(userId: number): Promise<GrantView[]> {
    const [rebates, firsts] = await Promise.all([
      this.grants.listOf(userId, 'referral_rebate'),
      this.grants.listOf(userId, 'referral_first_deposit'),
    ]);
    return [...rebates, ...firsts].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }

  private async claimableTotal(userId: number): Promise<bigint> {
    const claimable = (await this.history(userId)).filter((g) => g.status === 'claimable');
    return claimable.reduce((s, g) => s + wireMinor(g.amount), 0n);
  }
}

/** A wire amount ("1234.5") in minor units. */
const wireMinor = (amount: string): bigint => parseAmount(amount) ?? 0n;
