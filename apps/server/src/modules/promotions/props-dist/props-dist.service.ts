/**
 * Props distribution (`propsDist`): staff hand chosen players a reward (a bonus with or without
 * wagering, or phone credit), e.g. after an outage or for a campaign. A distribution has an operator's
 * key; each player's grant is keyed (props_dist, player, `dist:{key}`), so sending the same key again
 * (a retried request, a list sent twice) gives nobody a second reward. Each player gets a mail with
 * the reason, and claims from it or the Bonus tab like any grant, within 3 days. Players the shared
 * eligibility withholds promotions from (cooling-off, self-exclusion) are skipped with the reason, as
 * are unknown ids; the kill switch, budgets and per-player cap of `props_dist` apply.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, toWireAmount } from '@kasino/shared/money';
import type { GrantPayout, GrantView } from '@kasino/shared/protocol/promo';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import type { MailSender } from '../../inbox/mail-sender.ts';
import type { Eligibility } from '../eligibility.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';

export interface PropsDistribution {
  /** The operator's key for this distribution: `[a-z0-9-]{3,40}`. */
  key: string;
  /** Shown to the player in the mail and as the grant's reason. */
  reason: string;
  payout: GrantPayout;
  amount: bigint;
  wageringMultiple: number;
  userIds: number[];
}

export interface PropsDistResult {
  key: string;
  granted: number[];
  /** Already given under this key (a repeated send). */
  already: number[];
  skipped: { userId: number; reason: string }[];
}

export class PropsDistService {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly grants: GrantsService,
    private readonly eligibility: Eligibility,
    private readonly mails: MailSender,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async distribute(d: PropsDistribution): Promise<PropsDistResult> {
    const result: PropsDistResult = { key: d.key, granted: [], already: [], skipped: [] };
    const periodKey = `dist:${d.key}`;
    const amount = formatIdr(minor(d.amount));
    const what = d.payout === 'phone_credit' ? `pulsa ${amount}` : `bonus ${amount}`;
    // One unit per player: one player's refusal never undoes another's grant.
    for (const userId of new Set(d.userIds)) {
      const outcome = await this.units.run(async (tx): Promise<'granted' | 'already' | string> => {
        if (!(await this.repo.userExists(tx, userId))) return 'Pemain tidak ditemukan';
        if (await this.repo.hasGrant(tx, userId, 'props_dist', periodKey)) return 'already';
        const refusal = await this.eligibility.refusal(tx, userId, 'props_dist', periodKey);
        if (refusal) return refusal;
        const granted = await this.grants.offer(tx, {
          userId,
          promotion: 'props_dist',
          periodKey,
          amount: d.amount,
          currency: DEFAULT_CURRENCY,
          wageringMultiple: d.wageringMultiple,
          payout: d.payout,
          formula: `${d.reason}: ${what}`,
          inputs: { key: d.key, reason: d.reason, amount: toWireAmount(d.amount) },
        });
        if (!granted) return 'Promosi dihentikan atau batas per pemain tercapai';
        const wagering = d.payout === 'balance' && d.wageringMultiple > 0 ? ` Syarat taruhan ${d.wageringMultiple}x.` : '';
        await this.mails.sendOne(tx, userId, {
          tag: 'reward',
          title: `Hadiah untuk Anda: ${what}`,
          content: `<p>${d.reason}</p><p>Anda mendapat <b>${what}</b>.${wagering}</p><p>Klaim dalam 3 hari di <a href="/activity">tab Bonus</a>.</p>`,
          showToast: { title: `Hadiah ${what}`, body: 'Klaim di tab Bonus' },
          displayMode: 6,
          metadataId: 'props_dist',
          sourceKey: `grant:${granted.id}`,
        });
        return 'granted';
      });
      if (outcome === 'granted') result.granted.push(userId);
      else if (outcome === 'already') result.already.push(userId);
      else result.skipped.push({ userId, reason: outcome });
    }
    return result;
  }

  /** The player's distributed rewards, newest first. */
  mine(userId: number): Promise<GrantView[]> {
    return this.grants.listOf(userId, 'props_dist', 50);
  }

  /** A distribution's totals: made, claimed, expired, and what was claimed. */
  summary(key: string): Promise<{ key: string; grants: number; claimed: number; expired: number; claimedAmount: string }> {
    return this.repo
      .distributionSummary(`dist:${key}`, this.now())
      .then((s) => ({ key, ...s, claimedAmount: toWireAmount(s.claimedAmount) }));
  }
}
