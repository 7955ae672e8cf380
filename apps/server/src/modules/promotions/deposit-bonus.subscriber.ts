/**
 * The durable subscriber that grants the first, second and third deposit bonus (`recharge
 * first/second/3`) on `deposit.paid`: the deposit learns it is the player's nth paid one, the nth
 * terms give the amount (rule 2), and the grant's period key `once` keeps it to one per player and
 * promotion whatever replays. A mail tells the player it waits in the Bonus tab. A late payment (made
 * after its order expired) still counts: the player paid.
 */
import { formatIdr, minor } from '@kasino/shared/money';
import type { PromotionId } from '@kasino/shared/protocol/promo';
import type { DurableSubscriber } from '../../platform/events/event-dispatcher.ts';
import type { MailSender } from '../inbox/mail-sender.ts';
import type { GrantsService } from './grants.service.ts';
import type { PromoConfig } from './promo-config.ts';
import { CLAIM_WINDOW_MS, tieredBonus } from './promo.rules.ts';
import type { PromotionsRepository } from './promotions.repository.ts';

const NTH: Record<number, { id: PromotionId; name: string }> = {
  1: { id: 'first_deposit', name: 'Bonus deposit pertama' },
  2: { id: 'second_deposit', name: 'Bonus deposit kedua' },
  3: { id: 'third_deposit', name: 'Bonus deposit ketiga' },
};

export function depositBonusSubscriber(deps: {
  repo: PromotionsRepository;
  config: PromoConfig;
  grants: GrantsService;
  mails: MailSender;
}): DurableSubscriber {
  return {
    name: 'deposit-bonus',
    async handle(tx, events) {
      for (const e of events) {
        if (e.type !== 'deposit.paid') continue;
        const nth = await deps.repo.paidDepositsUpTo(tx, e.userId, e.paidAt);
        const promo = NTH[nth];
        const terms = promo ? await deps.config.depositBonus(nth, tx) : null;
        if (!promo || !terms?.enabled) continue;
        const bonus = tieredBonus(BigInt(e.amount), terms.tiers, terms.minimum, terms.cap);
        if (!bonus) continue;
        const granted = await deps.grants.offer(tx, {
          userId: e.userId,
          promotion: promo.id,
          periodKey: 'once',
          amount: bonus.amount,
          currency: e.currency,
          wageringMultiple: terms.turnover,
          formula: bonus.formula,
          inputs: { ...bonus.inputs, orderId: e.orderId, nth: String(nth) },
        });
        if (!granted) continue;
        const amount = formatIdr(minor(granted.amount));
        const wagering = terms.turnover > 0 ? ` Syarat taruhan ${terms.turnover}x jumlah bonus.` : '';
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
    },
  };
}
