/**
 * Phone credit as a way to pay a grant. The claim's unit opens an order and moves the amount from
 * the promotions house account into the phone-credit escrow (the grant is claimed, its budget spent);
 * after the commit the provider is asked to top up the registered number. Its answer settles the
 * order once: success moves the escrow to payments-out; failure returns it to promotions, gives the
 * grant back (claimable again, its budget returned) and tells the player why; pending waits for the
 * poll job, which also sends orders a crash left unsent. The wallet never moves.
 */
import { formatIdr, minor, toWireAmount, type Minor } from '@kasino/shared/money';
import type { PhoneOrderView } from '@kasino/shared/protocol/promo';
import { maskPhone } from '@kasino/shared/validation';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import { houseAccount, houseAccounts } from '../../wallet/ledger.ts';
import type { LedgerService } from '../../wallet/ledger.service.ts';
import type { Tx } from '../../wallet/ledger.store.ts';
import type { MailSender } from '../../inbox/mail-sender.ts';
import { wibDay } from '../../protection/periods.ts';
import type { PhoneCreditAnswer, PhoneCreditProvider } from './phone-credit.provider.ts';
import type { PhoneCreditRepository, PhoneOrderRow } from './phone-credit.repository.ts';
import type { GrantRow } from '../promotions.repository.ts';

/** Tries per grant before the player is sent to customer service. */
export const PHONE_CREDIT_ATTEMPTS = 3;
/** A grant given back after a failed top-up stays claimable at least this long. */
const REOPEN_MS = 24 * 60 * 60 * 1000;
/** Orders younger than this are left to the claim that made them. */
const POLL_AFTER_MS = 20_000;

export const toPhoneOrderView = (row: PhoneOrderRow): PhoneOrderView => ({
  id: row.id,
  grantId: Number(row.grant_id),
  amount: toWireAmount(row.amount),
  phone: maskPhone(row.msisdn),
  status: row.status === 'success' ? 'success' : row.status === 'failed' ? 'failed' : 'processing',
  reason: row.reason,
  reference: row.reference,
  createdAt: Number(row.created_at),
  settledAt: row.settled_at === null ? null : Number(row.settled_at),
});

export class PhoneCreditPayouts {
  constructor(
    private readonly repo: PhoneCreditRepository,
    /** Null when none is connected (production today): phone-credit rewards are then unavailable. */
    readonly provider: PhoneCreditProvider | null,
    private readonly ledger: LedgerService,
    private readonly mails: MailSender,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  get available(): boolean {
    return this.provider !== null;
  }

  /** Inside the claim's unit: the order, and the amount out of promotions into the escrow. */
  async open(tx: Tx, grant: GrantRow): Promise<string> {
    if (!this.provider) throw new AppError(1028, 'Isi pulsa belum tersedia saat ini');
    const attempts = await this.repo.attempts(tx, grant.id);
    if (attempts >= PHONE_CREDIT_ATTEMPTS)
      throw new AppError(1052, `Isi pulsa untuk hadiah ini sudah gagal ${attempts} kali: hubungi layanan pelanggan`);
    const id = `${grant.id}-${attempts + 1}`;
    const userId = Number(grant.user_id);
    await this.repo.insert(tx, {
      id,
      grantId: grant.id,
      attempt: attempts + 1,
      userId,
      msisdn: await this.repo.phoneOf(tx, userId),
      amount: grant.amount,
      currency: grant.currency,
      provider: this.provider.name,
      now: this.now(),
    });
    const transferId = `pulsa:${id}`;
    await this.ledger.transfer(tx, {
      id: transferId,
      debit: houseAccount(houseAccounts.promotions, grant.currency, `promo:${grant.id}`),
      credit: houseAccount(houseAccounts.phoneCredit, grant.currency, transferId),
      amount: grant.amount as Minor,
      currency: grant.currency,
      kind: 'phone_credit',
      reference: transferId,
    });
    return id;
  }

  /** After the commit: asks the provider (to top up, or for a pending order's state) and settles what it says. */
  async send(orderId: string): Promise<PhoneOrderView> {
    const order = await this.repo.order(orderId);
    if (!order) throw new Error(`phone order ${orderId} does not exist`);
    if (!this.provider || (order.status !== 'created' && order.status !== 'sent')) return toPhoneOrderView(order);
    const request = { orderId: order.id, msisdn: order.msisdn, rupiah: BigInt(toWireAmount(order.amount).split('.')[0]!) };
    let answer: PhoneCreditAnswer;
    try {
      answer = order.status === 'created' ? await this.provider.topUp(request) : await this.provider.status(request);
    } catch {
      // The provider did not answer: the order stays as it is and the poll job asks again.
      return toPhoneOrderView(order);
    }
    if (answer.status === 'pending') {
      await this.repo.markSent(order.id, answer.reference, this.now());
    } else {
      await this.settle(order, answer);
    }
    return toPhoneOrderView((await this.repo.order(orderId))!);
  }

  private settle(order: PhoneOrderRow, answer: Exclude<PhoneCreditAnswer, { status: 'pending' }>): Promise<void> {
    return this.units.run(async (tx) => {
      const now = this.now();
      const settled = await this.repo.settle(tx, order.id, {
        status: answer.status,
        reference: answer.status === 'success' ? answer.reference : order.reference,
        reason: answer.status === 'failed' ? answer.reason : null,
        now,
      });
      if (!settled) return;
      const userId = Number(order.user_id);
      const amount = formatIdr(minor(order.amount));
      const phone = maskPhone(order.msisdn);
      const escrow = houseAccount(houseAccounts.phoneCredit, order.currency, `pulsa:${order.id}`);
      if (answer.status === 'success') {
        const id = `pulsa-paid:${order.id}`;
        await this.ledger.transfer(tx, {
          id,
          debit: escrow,
          credit: houseAccount(houseAccounts.paymentsOut, order.currency, id),
          amount: order.amount as Minor,
          currency: order.currency,
          kind: 'phone_credit_paid',
          reference: `pulsa:${order.id}`,
        });
      } else {
        const id = `pulsa-refund:${order.id}`;
        await this.ledger.transfer(tx, {
          id,
          debit: escrow,
          credit: houseAccount(houseAccounts.promotions, order.currency, `promo:${order.grant_id}`),
          amount: order.amount as Minor,
          currency: order.currency,
          kind: 'phone_credit_refund',
          reference: `pulsa:${order.id}`,
        });
        await this.repo.reopenGrant(tx, order.grant_id, now + REOPEN_MS, wibDay(Number(order.created_at)));
      }
      await this.mails.sendOne(tx, userId, {
        tag: 'reward',
        title: answer.status === 'success' ? `Pulsa ${amount} terkirim ke ${phone}` : `Pulsa ${amount} gagal dikirim`,
        content:
          answer.status === 'success'
            ? `<p>Pulsa <b>${amount}</b> sudah masuk ke nomor ${phone}. Referensi: ${answer.reference}.</p>`
            : `<p>Pengisian pulsa <b>${amount}</b> ke ${phone} gagal: ${answer.reason}.</p><p>Hadiahnya kembali bisa diklaim di <a href="/activity">tab Bonus</a>.</p>`,
        displayMode: 6,
        metadataId: 'phone_recharge',
        sourceKey: `pulsa:${order.id}`,
      });
    });
  }

  /** The poll job: pending orders asked again, unsent ones sent. */
  async poll(): Promise<number> {
    const due = await this.repo.unsettled(this.now() - POLL_AFTER_MS, 100);
    for (const order of due) await this.send(order.id);
    return due.length;
  }

  /** The number phone credit goes to, masked. */
  async phoneOf(userId: number): Promise<string> {
    return maskPhone(await this.repo.phoneOf(this.repo.db, userId));
  }

  async ofUser(userId: number, limit = 20): Promise<PhoneOrderView[]> {
    return (await this.repo.ofUser(userId, limit)).map(toPhoneOrderView);
  }
}
