/**
 * The durable subscriber that grants the first, second and third deposit bonus (`recharge
 * first/second/3`) on `deposit.paid`: the deposit learns it is the player's nth paid one, the nth
 * terms give the amount (rule 2), and the grant's period key `once` keeps it to one per player and
 * promotion whatever replays. A mail tells the player it waits in the Bonus tab. A late payment (made
 * after its order expired) still counts: the player paid. The first deposit of an invited player also
 * earns the invited player's reward (`deposit_reward_spa_invite`), unless the inviter is the same person
 * (shared phone, bank account, device or IP cluster).
 */
import { formatIdr, minor } from '@kasino/shared/money';
import type { PromotionId } from '@kasino/shared/protocol/promo';
import type { Kysely } from 'kysely';
import type { DurableSubscriber } from '../../../platform/events/event-dispatcher.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { MailSender } from '../../inbox/mail-sender.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PromoConfig } from '../promo-config.ts';
import { isPublicIp } from '../eligibility.ts';
import { CLAIM_WINDOW_MS, rateBonus, tieredBonus } from '../promo.rules.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';

const NTH: Record<number, { id: PromotionId; name: string }> = {
  1: { id: 'first_deposit', name: 'Bonus deposit pertama' },
  2: { id: 'second_deposit', name: 'Bonus deposit kedua' },
  3: { id: 'third_deposit', name: 'Bonus deposit ketiga' },
};

const INVITED = { id: 'invite_deposit', name: 'Bonus deposit pemain undangan' } as const satisfies { id: PromotionId; name: string };

interface Deps {
  repo: PromotionsRepository;
  config: PromoConfig;
  grants: GrantsService;
  mails: MailSender;
}

/** The player's inviter, unless it is the same person (an identity peer); null without one. */
export async function invitedBy(repo: PromotionsRepository, userId: number, on?: Kysely<Database>): Promise<number | null> {
  const inviter = await repo.inviterOf(userId, on);
  if (inviter === null) return null;
  const peers = on
    ? await repo.identityPeers(on, userId, isPublicIp)
    : await repo.db.transaction().execute((tx) => repo.identityPeers(tx, userId, isPublicIp));
  return peers.includes(inviter) ? null : inviter;
}

async function grantAndTell(
  deps: Deps,
  tx: Kysely<Database>,
  e: { userId: number; amount: string; currency: string; orderId: string },
  promo: { id: PromotionId; name: string },
  bonus: { amount: bigint; formula: string; inputs: Record<string, string> },
  turnover: number,
  nth: number,
): Promise<void> {
  const granted = await deps.grants.offer(tx, {
    userId: e.userId,
    promotion: promo.id,
    periodKey: 'once',
    amount: bonus.amount,
    currency: e.currency,
    wageringMultiple: turnover,
    formula: bonus.formula,
    inputs: { ...bonus.inputs, orderId: e.orderId, nth: String(nth) },
  });
  if (!granted) return;
  const amount = formatIdr(minor(granted.amount));
  const wagering = turnover > 0 ? ` Syarat taruhan ${turnover}x jumlah bonus.` : '';
  await deps.mails.sendOne(tx, e.userId, {
    tag: 'promo',
    title: `${promo.name} ${amount} siap diklaim`,
    content: `<p>Deposit Anda ${formatIdr(minor(BigInt(e.amount)))} memberi ${promo.name.toLowerCase()} <b>${amount}</b>.${wagering}</p><p>Klaim di tab Bonus dalam 3 hari: <a href="/activity">buka Bonus</a>.</p>`,
    showToast: { title: `${promo.name} ${amount}`, body: 'Klaim di tab Bonus' },
    displayMode: 6,
    metadataId: promo.id,
    sourceKey: `grant:${granted.id}`,
    ttlMs: CLAIM_WINDOW_MS,
  });
}

export function depositBonusSubscriber(deps: Deps): DurableSubscriber {
  return {
    name: 'deposit-bonus',
    async handle(tx, events) {
      for (const e of events) {
        if (e.type !== 'deposit.paid') continue;
        const nth = await deps.repo.paidDepositsUpTo(tx, e.userId, e.paidAt);
        const promo = NTH[nth];
        const terms = promo ? await deps.config.depositBonus(nth, tx) : null;
        const bonus = promo && terms?.enabled ? tieredBonus(BigInt(e.amount), terms.tiers, terms.minimum, terms.cap) : null;
        if (promo && terms && bonus) await grantAndTell(deps, tx, e, promo, bonus, terms.turnover, nth);
        if (nth !== 1) continue;
        const invite = await deps.config.inviteDeposit(tx);
        if (!invite.enabled || BigInt(e.amount) < invite.minimum || (await invitedBy(deps.repo, e.userId, tx)) === null) continue;
        await grantAndTell(deps, tx, e, INVITED, rateBonus(BigInt(e.amount), invite.rate, invite.cap), invite.turnover, nth);
      }
    },
  };
}
