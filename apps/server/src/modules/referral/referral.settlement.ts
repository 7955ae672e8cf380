/**
 * The referral programme's money, run by the leader's job (and by `/ops/referral/settle`):
 * - the daily settlement (rules 2, 3, 6, 7): each finished WIB day, in one unit, every bound player's
 *   theoretical revenue of the day is shared among their uplines on the difference basis, one row per
 *   (agent, downline, tier, day), and each agent's day becomes one claimable grant `referral_rebate`
 *   `day:{day}`. A day settles once (its `referral_days` row commits with the rows and the grants), so
 *   re-running it pays nothing more;
 * - the first-deposit bonuses that fell due (rule 5): granted (`referral_first_deposit`,
 *   `downline:{id}`) with a mail, or refused with the reason.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, toWireAmount } from '@kasino/shared/money';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import type { MailSender } from '../inbox/mail-sender.ts';
import { isPublicIp } from '../promotions/eligibility.ts';
import type { GrantsService } from '../promotions/grants.service.ts';
import { CLAIM_WINDOW_MS } from '../promotions/promo.rules.ts';
import { periodBounds, wibDay } from '../protection/periods.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import type { AgencyRepository } from './agency.repository.ts';
import type { DayLink, ReferralRepository, RebateRow } from './referral.repository.ts';
import {
  activeWindowStart,
  agentLevelOf,
  firstDepositFormula,
  firstDepositRefusal,
  lastSettleableDay,
  rebateFormula,
  rebateShares,
  type ChainLink,
  type ReferralRules,
} from './referral.rules.ts';

export interface DaySettlement {
  day: string;
  rows: number;
  paid: string;
}

/** Rule 6 over marks: two players are related when they share a bank account, a device or a public address. */
export function related(marks: ReadonlyMap<number, ReadonlySet<string>>, a: number, b: number): boolean {
  const mine = marks.get(a);
  const theirs = marks.get(b);
  if (!mine || !theirs) return false;
  for (const mark of mine) {
    if (!theirs.has(mark)) continue;
    if (!mark.startsWith('ip:') || isPublicIp(mark.slice(3))) return true;
  }
  return false;
}

export class ReferralSettlement {
  constructor(
    private readonly repo: ReferralRepository,
    private readonly agency: AgencyRepository,
    private readonly rules: (on?: Tx) => Promise<ReferralRules>,
    private readonly grants: GrantsService,
    private readonly mails: MailSender,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  /** The job: every finished day not yet settled, oldest first, then the bonuses due. */
  async run(): Promise<{ days: DaySettlement[]; bonuses: number }> {
    const days: DaySettlement[] = [];
    const last = lastSettleableDay(this.now(), wibDay);
    for (let i = 0; i < 60; i++) {
      const day = await this.repo.nextUnsettledDay(last, DEFAULT_CURRENCY);
      if (!day) break;
      const settled = await this.settle(day);
      days.push(settled ?? { day, rows: 0, paid: '0' });
    }
    return { days, bonuses: await this.payDueBonuses() };
  }

  /** Settles one finished day; null when it was settled before (nothing more is paid). */
  async settle(day: string): Promise<DaySettlement | null> {
    if (day > lastSettleableDay(this.now(), wibDay)) return null;
    if (await this.repo.daySettled(day)) return null;
    return this.units
      .run(async (tx) => {
        const rules = await this.rules(tx);
        const dayEnd = periodBounds('day', Date.parse(`${day}T12:00:00+07:00`)).end;
        const links = await this.repo.dayLinks(tx, day, dayEnd, DEFAULT_CURRENCY);
        const rows = rules.enabled ? await this.shares(tx, day, links, rules) : [];
        const inserted = await this.repo.insertRebates(tx, rows);
        let paid = 0n;
        const byAgent = new Map<number, RebateRow[]>();
        for (const r of rows) byAgent.set(r.agentId, [...(byAgent.get(r.agentId) ?? []), r]);
        for (const [agentId, own] of byAgent) {
          const amount = own.reduce((s, r) => s + r.amount, 0n);
          const granted = await this.grants.offer(tx, {
            userId: agentId,
            promotion: 'referral_rebate',
            periodKey: `day:${day}`,
            amount,
            currency: DEFAULT_CURRENCY,
            wageringMultiple: 0,
            formula: rebateFormula(
              day,
              own.map((r) => ({ tier: r.tier, revenue: r.revenue, share: r.rate, amount: r.amount })),
            ),
            inputs: { day, downlines: String(new Set(own.map((r) => r.downlineId)).size), rows: String(own.length) },
          });
          if (granted) paid += granted.amount;
        }
        if (!(await this.repo.markSettled(tx, day, this.now(), inserted, paid))) throw new SettledMeanwhile();
        return { day, rows: inserted, paid: toWireAmount(paid) };
      })
      .catch((error: unknown) => {
        if (error instanceof SettledMeanwhile) return null;
        throw error;
      });
  }

  /** Rules 2, 3 and 6 for the day's links: the rebate rows. */
  private async shares(tx: Tx, day: string, links: readonly DayLink[], rules: ReferralRules): Promise<RebateRow[]> {
    if (!links.length) return [];
    const from = activeWindowStart(day, rules.activeDays);
    const active = new Map<number, number>();
    for (const c of await this.repo.activeCounts(null, from, day, rules.activeWager, DEFAULT_CURRENCY, tx))
      if (c.tier === 1) active.set(c.agentId, c.count);
    const people = new Set<number>();
    for (const l of links) people.add(l.downlineId).add(l.agentId);
    const marks = await this.repo.identityMarks(tx, [...people]);
    // A player suspended for spam earns nothing while suspended.
    const suspended = await this.agency.suspendedAmong(tx, [...new Set(links.map((l) => l.agentId))]);
    const chains = new Map<number, { revenue: bigint; chain: ChainLink[] }>();
    for (const l of links) {
      let entry = chains.get(l.downlineId);
      if (!entry) chains.set(l.downlineId, (entry = { revenue: l.revenue, chain: [] }));
      const level = agentLevelOf(active.get(l.agentId) ?? 0, rules.levels);
      entry.chain.push({ agentId: l.agentId, tier: l.tier, level: level.level, rate: level.rate });
    }
    const rows: RebateRow[] = [];
    for (const [downlineId, { revenue, chain }] of chains) {
      for (const s of rebateShares(revenue, chain)) {
        if (related(marks, downlineId, s.agentId) || suspended.has(s.agentId)) continue;
        rows.push({ agentId: s.agentId, downlineId, tier: s.tier, day, revenue, level: s.level, rate: s.share, amount: s.amount });
      }
    }
    return rows;
  }

  /** Rule 5 at the due time, for every bonus that fell due. */
  async payDueBonuses(): Promise<number> {
    let closed = 0;
    for (const due of await this.repo.dueFirstDeposits(this.now(), 200)) {
      const done = await this.units.run(async (tx) => {
        const rules = await this.rules(tx);
        const wagered = await this.repo.wageredBetween(due.downlineId, wibDay(due.paidAt), wibDay(due.dueAt), DEFAULT_CURRENCY, tx);
        const marks = await this.repo.identityMarks(tx, [due.downlineId, due.agentId]);
        const suspended = (await this.agency.suspendedAmong(tx, [due.agentId])).size > 0;
        let reason = !rules.enabled
          ? 'Program referensi sedang dihentikan'
          : suspended
            ? 'Akun referensi Anda ditangguhkan karena laporan spam'
            : firstDepositRefusal(wagered, related(marks, due.downlineId, due.agentId), rules);
        let granted: { id: bigint; amount: bigint } | null = null;
        if (!reason) {
          granted = await this.grants.offer(tx, {
            userId: due.agentId,
            promotion: 'referral_first_deposit',
            periodKey: `downline:${due.downlineId}`,
            amount: rules.firstDeposit.bonus,
            currency: DEFAULT_CURRENCY,
            wageringMultiple: 0,
            formula: firstDepositFormula(due.deposit, rules),
            inputs: { deposit: toWireAmount(due.deposit), wagered: toWireAmount(wagered), days: String(rules.firstDeposit.days) },
          });
          if (!granted) reason = 'Bonus tidak tersedia untuk akun Anda saat ini (jeda bermain, batas atau anggaran promosi)';
        }
        if (!(await this.repo.closeFirstDeposit(tx, due.downlineId, granted ? 'granted' : 'refused', reason))) return false;
        if (granted) {
          const amount = formatIdr(minor(granted.amount));
          await this.mails.sendOne(tx, due.agentId, {
            tag: 'reward',
            title: `Bonus undangan ${amount} siap diklaim`,
            content: `<p>Teman yang Anda undang melakukan deposit pertama ${formatIdr(minor(due.deposit))} dan tetap aktif selama ${rules.firstDeposit.days} hari.</p><p>Bonus <b>${amount}</b> tanpa syarat taruhan menunggu Anda: klaim dalam 3 hari di <a href="/referral">Referensi</a>.</p>`,
            showToast: { title: 'Bonus undangan', body: `${amount} siap diklaim` },
            displayMode: 6,
            metadataId: 'referral_first_deposit',
            sourceKey: `grant:${granted.id}`,
            ttlMs: CLAIM_WINDOW_MS,
          });
        }
        return true;
      });
      if (done) closed++;
    }
    return closed;
  }
}

class SettledMeanwhile extends Error {}
