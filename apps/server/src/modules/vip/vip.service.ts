/**
 * The VIP club (PROMOTIONS.md; SPEC §3 VIP info, §7 `/main/vip/*`): the level table, the player's
 * level with its progress and where the score came from, the level-up rewards (granted when a level is
 * first reached, once per level, claimable for 3 days) and the cashback on theoretical revenue. Money
 * moves only through the promotions' grants: a claim is a grant of `vip_level` or `vip_cashback`,
 * paid by the grant engine's one ledger transfer, under its budgets, cap, kill switch and eligibility.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, toWireAmount } from '@kasino/shared/money';
import type { GrantView } from '@kasino/shared/protocol/promo';
import type { VipClaimAnswer, VipConfigs, VipInfo, VipLevelReward } from '@kasino/shared/protocol/vip';
import { AppError } from '../../platform/http/app-error.ts';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { MailSender } from '../inbox/mail-sender.ts';
import type { BlockOf } from '../promotions/eligibility.ts';
import type { GrantsService } from '../promotions/grants.service.ts';
import { CLAIM_WINDOW_MS, DAY_MS } from '../promotions/promo.rules.ts';
import { wibDay } from '../protection/periods.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import { cashbackOf, progressRate, toLevelTerms, type VipLevelTerms } from './vip.rules.ts';
import type { VipRepository } from './vip.repository.ts';

const BLOCKED = {
  cool_off: 'Hadiah VIP ditahan selama masa jeda bermain',
  self_exclusion: 'Hadiah VIP ditahan selama pengecualian diri',
} as const;

/** How far back the level page explains the score. */
const RECENT_DAYS = 30;

export class VipService {
  private cache: { at: number; enabled: boolean; levels: VipLevelTerms[] } | null = null;

  constructor(
    private readonly repo: VipRepository,
    private readonly settings: SiteSettings,
    private readonly grants: GrantsService,
    private readonly blockOf: BlockOf,
    private readonly mails: MailSender,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  /** The level table; read at most every 5 s by the subscriber (it asks for every batch of bets). */
  async terms(on?: Tx, fresh = true): Promise<{ enabled: boolean; levels: VipLevelTerms[] }> {
    const at = Date.now();
    if (!fresh && this.cache && at - this.cache.at < 5_000) return this.cache;
    const setting = await this.settings.get('vip_levels', on);
    this.cache = { at, enabled: setting.enabled, levels: toLevelTerms(setting.levels) };
    return this.cache;
  }

  async configs(): Promise<VipConfigs> {
    const { enabled, levels } = await this.terms();
    return {
      enabled,
      levels: levels.map((l) => ({
        level: l.level,
        score: toWireAmount(l.score),
        levelBonus: toWireAmount(l.levelBonus),
        originalBackRate: l.originalBackRate,
        slotsBackRate: l.slotsBackRate,
      })),
    };
  }

  /**
   * A level first reached (inside the batch's unit): a grant per level passed that carries a reward,
   * and a mail. A player blocked by a cooling-off or self-exclusion gets no grant (eligibility): the
   * level is kept, its reward shows as withheld.
   */
  async levelUp(tx: Tx, userId: number, from: number, to: number): Promise<void> {
    await this.repo.raiseLevel(tx, userId, to);
    const { enabled, levels } = await this.terms(tx, false);
    if (!enabled) return;
    for (let level = from + 1; level <= to; level++) {
      const bonus = levels[level]?.levelBonus ?? 0n;
      if (bonus <= 0n) continue;
      const granted = await this.grants.offer(tx, {
        userId,
        promotion: 'vip_level',
        periodKey: `level:${level}`,
        amount: bonus,
        currency: DEFAULT_CURRENCY,
        wageringMultiple: 0,
        formula: `Hadiah naik ke VIP ${level}: ${formatIdr(minor(bonus))}, tanpa syarat taruhan`,
        inputs: { level: String(level), score: toWireAmount(levels[level]!.score) },
      });
      if (!granted) continue;
      const amount = formatIdr(minor(granted.amount));
      await this.mails.sendOne(tx, userId, {
        tag: 'reward',
        title: `Selamat, Anda naik ke VIP ${level}!`,
        content: `<p>Hadiah naik level <b>${amount}</b> menunggu Anda, tanpa syarat taruhan.</p><p>Klaim dalam 3 hari di <a href="/vip">Klub VIP</a>.</p>`,
        showToast: { title: `VIP ${level}`, body: `Hadiah ${amount} siap diklaim` },
        displayMode: 6,
        metadataId: 'vip_level',
        sourceKey: `grant:${granted.id}`,
        ttlMs: CLAIM_WINDOW_MS,
      });
    }
  }

  async info(userId: number): Promise<VipInfo> {
    const { levels } = await this.terms();
    const account = await this.repo.account(userId);
    const level = Math.min(account.level, levels.length - 1);
    const terms = levels[level]!;
    const next = levels[level + 1];
    const cashback = cashbackOf(positive(account.originalsRevenue), positive(account.slotsRevenue), terms);
    const grants = await this.grants.listOf(userId, 'vip_level');
    const rewards: VipLevelReward[] = levels
      .filter((l) => l.level > 0 && l.levelBonus > 0n)
      .map((l) => {
        const grant = grants.find((g) => g.periodKey === `level:${l.level}`) ?? null;
        const status = l.level > account.level ? 'locked' : grant ? grant.status : 'withheld';
        return { level: l.level, amount: grant ? grant.amount : toWireAmount(l.levelBonus), status, grant };
      });
    const block = await this.blockOf(userId, this.repo.db);
    const recent = await this.repo.recent(userId, DEFAULT_CURRENCY, wibDay(this.now() - (RECENT_DAYS - 1) * DAY_MS));
    return {
      level,
      score: toWireAmount(account.score),
      nextScore: next ? toWireAmount(next.score) : null,
      progressRate: progressRate(account.score, level, levels),
      cashbackBonus: toWireAmount(cashback.amount),
      originalBackRate: terms.originalBackRate,
      slotsBackRate: terms.slotsBackRate,
      originalsRevenue: toWireAmount(positive(account.originalsRevenue)),
      slotsRevenue: toWireAmount(positive(account.slotsRevenue)),
      levelBonus: toWireAmount(next?.levelBonus ?? 0n),
      rewards,
      recent: recent.map((r) => ({ ...r, wagered: toWireAmount(r.wagered), score: toWireAmount(r.score) })),
      withheld: block ? BLOCKED[block] : null,
    };
  }

  /** `level/reward/claim`: the reward of a level reached (1051 above the player's level). */
  async claimLevelReward(userId: number, level: number): Promise<VipClaimAnswer> {
    const account = await this.repo.account(userId);
    if (level > account.level) throw new AppError(1051, `Hadiah ini untuk VIP ${level}; level Anda VIP ${account.level}`);
    const grant = (await this.grants.listOf(userId, 'vip_level')).find((g) => g.periodKey === `level:${level}`);
    if (!grant) throw new AppError(1052, `Tidak ada hadiah VIP ${level} untuk diklaim`);
    const claim = await this.grants.claim(userId, grant.id);
    return { claim, pending: null, info: await this.info(userId) };
  }

  /** `cashback/claim`: the level's rates × the revenue since the last claim, paid at once. */
  async claimCashback(userId: number): Promise<VipClaimAnswer> {
    const grantId = await this.units.run(async (tx) => {
      const { enabled, levels } = await this.terms(tx);
      if (!enabled) throw new AppError(1028, 'Klub VIP sedang dihentikan');
      const account = await this.repo.account(userId, tx);
      const terms = levels[Math.min(account.level, levels.length - 1)]!;
      if (terms.originalBackRate === '0' && terms.slotsBackRate === '0') {
        const first = levels.find((l) => l.originalBackRate !== '0' || l.slotsBackRate !== '0');
        throw new AppError(1051, first ? `Cashback VIP mulai dari VIP ${first.level}` : 'Cashback VIP belum tersedia');
      }
      const block = await this.blockOf(userId, tx);
      if (block) throw new AppError(20385, BLOCKED[block]);
      const originals = positive(account.originalsRevenue);
      const slots = positive(account.slotsRevenue);
      const cashback = cashbackOf(originals, slots, terms);
      if (cashback.amount <= 0n)
        throw new AppError(4002, 'Belum ada cashback: cashback dihitung dari taruhan yang selesai sejak klaim terakhir');
      const n = account.cashbackClaims + 1;
      if (!(await this.repo.takeRevenue(tx, userId, account.cashbackClaims, originals, slots)))
        throw new AppError(1052, 'Cashback baru saja diklaim');
      const granted = await this.grants.offer(tx, {
        userId,
        promotion: 'vip_cashback',
        periodKey: `claim:${n}`,
        amount: cashback.amount,
        currency: DEFAULT_CURRENCY,
        wageringMultiple: 0,
        formula: cashback.formula,
        inputs: {
          level: String(terms.level),
          originalsRevenue: toWireAmount(originals),
          slotsRevenue: toWireAmount(slots),
          originalBackRate: terms.originalBackRate,
          slotsBackRate: terms.slotsBackRate,
        },
      });
      if (!granted) throw new AppError(1028, 'Cashback VIP tidak tersedia saat ini');
      return granted.id;
    });
    const { claim, pending } = await this.grants.claimNowOrKeep(userId, grantId);
    return { claim, pending, info: await this.info(userId) };
  }

  orders(userId: number): Promise<GrantView[]> {
    return this.grants.listOf(userId, 'vip_level');
  }

  cashbackHistory(userId: number): Promise<GrantView[]> {
    return this.grants.listOf(userId, 'vip_cashback');
  }
}

const positive = (v: bigint): bigint => (v > 0n ? v : 0n);
