/**
 * Setoran Beruntun (`continuous`, SPEC §7 `/main/promo/continuous`): consecutive WIB days whose paid
 * deposits each reach a minimum make a streak; each milestone a streak reaches (3, 7, 15, 30 days by
 * default) is granted once, claimed in the Bonus tab like every grant. The durable subscriber calls
 * `grantReached` after every paid deposit; the grant key `streak:{firstDay}:{days}` makes a replayed
 * event or two deposits at once grant once, and lets a new streak earn again. The view is public (the
 * rules and milestones) and adds the player's streak with a session. 1028 when the promotion is off.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, toWireAmount, type Minor } from '@kasino/shared/money';
import type { ContinuousMilestone, ContinuousMilestoneState, ContinuousView, GrantView } from '@kasino/shared/protocol/promo';
import { AppError } from '../../../platform/http/app-error.ts';
import type { SiteSettings } from '../../content/site-settings.service.ts';
import type { MailSender } from '../../inbox/mail-sender.ts';
import { periodBounds, wibDay } from '../../protection/periods.ts';
import type { Tx } from '../../wallet/ledger.store.ts';
import { settingAmount } from '../../wallet/wallet-config.ts';
import type { ContinuousRepository } from './continuous.repository.ts';
import {
  currentDepositStreak,
  dailyDepositTotals,
  dayCounts,
  daysFrom,
  missingToday,
  nextMilestone,
  reachedMilestones,
  streakKey,
  type DepositStreak,
  type Milestone,
} from './continuous.rules.ts';
import type { Eligibility } from '../eligibility.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PromoConfig } from '../promo-config.ts';
import { CLAIM_WINDOW_MS, DAY_MS } from '../promo.rules.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';

/** How far back a streak is first looked for; a streak reaching that far is read from the first deposit. */
const WINDOW_DAYS = 64;
const NAME = 'Setoran Beruntun';

export interface ContinuousTerms {
  /** The setting's switch and the promotion's kill switch together. */
  enabled: boolean;
  minDaily: Minor;
  turnover: number;
  milestones: Milestone[];
}

const STATE_OF_GRANT: Record<GrantView['status'], ContinuousMilestoneState> = {
  claimable: 'granted',
  claimed: 'claimed',
  expired: 'expired',
};

export class ContinuousService {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly deposits: ContinuousRepository,
    private readonly settings: SiteSettings,
    private readonly config: PromoConfig,
    private readonly grants: GrantsService,
    private readonly eligibility: Eligibility,
    private readonly mails: MailSender,
    private readonly now: () => number,
  ) {}

  async terms(on?: Tx): Promise<ContinuousTerms> {
    const [terms, control] = await Promise.all([this.settings.get('continuous_deposit', on), this.config.control('continuous', on)]);
    return {
      enabled: terms.enabled && control.enabled,
      minDaily: settingAmount(terms.minDaily),
      turnover: terms.turnover,
      milestones: terms.milestones.map((m) => ({ days: m.days, reward: settingAmount(m.reward) })),
    };
  }

  /** Rule 2 as of `at`: the streak alive then, from the deposits paid up to that moment. */
  private async streakAt(
    userId: number,
    at: number,
    minDaily: bigint,
    on: Tx,
  ): Promise<{ today: string; totals: Map<string, bigint>; streak: DepositStreak | null }> {
    const today = wibDay(at);
    const from = periodBounds('day', at).start - WINDOW_DAYS * DAY_MS;
    let totals = dailyDepositTotals(await this.deposits.paidDeposits(userId, DEFAULT_CURRENCY, from, at, on));
    let streak = currentDepositStreak(totals, today, minDaily);
    // A streak that starts on the window's first day may start earlier: its key must be its real first day.
    if (streak && streak.start <= wibDay(from)) {
      totals = dailyDepositTotals(await this.deposits.paidDeposits(userId, DEFAULT_CURRENCY, 0, at, on));
      streak = currentDepositStreak(totals, today, minDaily);
    }
    return { today, totals, streak };
  }

  /**
   * After a paid deposit (the durable subscriber, inside its unit): offers every milestone the streak
   * has reached at `paidAt` and not yet been granted (rule 4), and mails the player about each grant.
   * Reading the streak as of the deposit, not as of now, makes a replay years later grant the same.
   */
  async grantReached(tx: Tx, e: { userId: number; orderId: string; paidAt: number }): Promise<void> {
    const terms = await this.terms(tx);
    if (!terms.enabled) return;
    const { streak } = await this.streakAt(e.userId, e.paidAt, terms.minDaily, tx);
    if (!streak) return;
    for (const m of reachedMilestones(terms.milestones, streak.days)) {
      const periodKey = streakKey(streak.start, m.days);
      if (await this.repo.hasGrant(tx, e.userId, 'continuous', periodKey)) continue;
      const granted = await this.grants.offer(tx, {
        userId: e.userId,
        promotion: 'continuous',
        periodKey,
        amount: m.reward,
        currency: DEFAULT_CURRENCY,
        wageringMultiple: terms.turnover,
        formula: `Setoran beruntun ${m.days} hari sejak ${streak.start}: ${formatIdr(minor(m.reward))} (deposit ≥ ${formatIdr(terms.minDaily)} setiap hari WIB selama ${m.days} hari berturut-turut)`,
        inputs: {
          start: streak.start,
          milestone: String(m.days),
          streakDays: String(streak.days),
          minDaily: toWireAmount(terms.minDaily),
          reward: toWireAmount(m.reward),
          orderId: e.orderId,
        },
      });
      if (granted) await this.tell(tx, e.userId, granted, m.days, streak.start, terms);
    }
  }

  private async tell(
    tx: Tx,
    userId: number,
    granted: { id: bigint; amount: bigint },
    days: number,
    start: string,
    terms: ContinuousTerms,
  ): Promise<void> {
    const amount = formatIdr(minor(granted.amount));
    const wagering = terms.turnover > 0 ? ` Syarat taruhan ${terms.turnover}x jumlah bonus.` : '';
    await this.mails.sendOne(tx, userId, {
      tag: 'promo',
      title: `${NAME} ${days} hari: ${amount} siap diklaim`,
      content: `<p>Anda deposit minimal ${formatIdr(terms.minDaily)} setiap hari selama ${days} hari berturut-turut sejak ${start}: hadiah <b>${amount}</b>.${wagering}</p><p>Klaim di tab Bonus dalam 3 hari: <a href="/activity">buka Bonus</a>. Lihat rangkaian Anda di <a href="/activity/continuous">${NAME}</a>.</p>`,
      showToast: { title: `${NAME} ${days} hari: ${amount}`, body: 'Klaim di tab Bonus' },
      displayMode: 6,
      metadataId: 'continuous',
      sourceKey: `grant:${granted.id}`,
      ttlMs: CLAIM_WINDOW_MS,
    });
  }

  /** The rules and milestones; with a player, their streak, today's deposits and each milestone's state. */
  async view(userId: number | null): Promise<ContinuousView> {
    const terms = await this.terms();
    if (!terms.enabled) throw new AppError(1028, `${NAME} sedang dihentikan`);
    const now = this.now();
    const today = wibDay(now);
    const wire = toWireAmount;
    const base: ContinuousView = {
      enabled: true,
      today,
      minDaily: wire(terms.minDaily),
      wageringMultiple: terms.turnover,
      milestones: terms.milestones.map((m) => ({
        days: m.days,
        reward: wire(m.reward),
        state: 'upcoming',
        grantId: null,
        claimableUntil: null,
      })),
      player: null,
    };
    if (userId === null) return base;

    const { totals, streak } = await this.streakAt(userId, now, terms.minDaily, this.repo.db);
    const days = streak?.days ?? 0;
    const grants = new Map(
      streak
        ? (await this.grants.listOf(userId, 'continuous', 100))
            .filter((g) => g.periodKey.startsWith(`streak:${streak.start}:`))
            .map((g) => [g.periodKey, g])
        : [],
    );
    const milestones = terms.milestones.map((m): ContinuousMilestone => {
      const grant = streak ? grants.get(streakKey(streak.start, m.days)) : undefined;
      return {
        days: m.days,
        reward: wire(m.reward),
        state: grant ? STATE_OF_GRANT[grant.status] : m.days <= days ? 'reached' : 'upcoming',
        grantId: grant?.id ?? null,
        claimableUntil: grant?.claimableUntil ?? null,
      };
    });
    const next = nextMilestone(terms.milestones, days);
    return {
      ...base,
      milestones,
      player: {
        start: streak?.start ?? null,
        days,
        streakDays: streak ? daysFrom(streak.start, streak.end).map((date) => ({ date, deposited: wire(totals.get(date) ?? 0n) })) : [],
        depositedToday: wire(totals.get(today) ?? 0n),
        missingToday: wire(missingToday(totals, today, terms.minDaily)),
        todayCounts: dayCounts(totals, today, terms.minDaily),
        next: next ? { days: next.days, reward: wire(next.reward), daysLeft: next.days - days } : null,
        withheld: await this.eligibility.refusal(this.repo.db, userId, 'continuous', streakKey(streak?.start ?? today, next?.days ?? days)),
      },
    };
  }
}
