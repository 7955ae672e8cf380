/**
 * The inbox as players and operators use it. Reads and state changes are bounded by the caller's user
 * id (another player's mail is "not found", 20350). A claim pays a mail's money reward from the
 * promotions house account in the unit that sets the mail's `claimed_at` by a guarded update, so a
 * claim repeated or raced pays once; the transfer id `mail:{id}` makes a replay a no-op as well.
 */
import {
  mailTags,
  type ClaimAllResult,
  type ClaimResult,
  type DisplayMode,
  type MailList,
  type MailTag,
  type MailView,
  type ShowToast,
  type UnreadCounts,
} from '@kasino/shared/protocol/inbox';
import { minor, toWireAmount } from '@kasino/shared/money';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { AppError } from '../../platform/http/app-error.ts';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import { recordEvent } from '../../platform/events/outbox.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { houseAccount, houseAccounts, walletAccount } from '../wallet/ledger.ts';
import type { InboxRepository, MailRow } from './inbox.repository.ts';

export function toMailView(row: MailRow): MailView {
  return {
    id: Number(row.id),
    tag: row.tag as MailTag,
    read: row.read_at !== null,
    sendTime: Number(row.send_time),
    expireTime: Number(row.expire_time),
    title: row.title,
    content: row.content,
    showToast: row.show_toast ? (JSON.parse(row.show_toast) as ShowToast) : null,
    displayMode: Number(row.display_mode) as DisplayMode,
    metadataId: row.metadata_id,
    reward:
      row.reward_amount !== null
        ? {
            amount: toWireAmount(row.reward_amount),
            currency: row.reward_currency ?? DEFAULT_CURRENCY,
            claimedAt: row.claimed_at === null ? null : Number(row.claimed_at),
          }
        : null,
  };
}

export class InboxService {
  constructor(
    private readonly repo: InboxRepository,
    private readonly ledger: LedgerService,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async list(userId: number, tag: MailTag | null, page: number, count: number): Promise<MailList> {
    const { rows, total } = await this.repo.list(userId, tag, this.now(), page, count);
    return { list: rows.map(toMailView), total, page, count };
  }

  async get(userId: number, id: number): Promise<MailView> {
    const row = await this.repo.findLive(userId, id, this.now());
    if (!row) throw new AppError(20350);
    return toMailView(row);
  }

  async unread(userId: number): Promise<UnreadCounts> {
    const byTag = await this.repo.unreadByTag(userId, this.now());
    const counts = Object.fromEntries(mailTags.map((t) => [t, byTag.get(t) ?? 0])) as Record<MailTag, number>;
    return { ...counts, total: mailTags.reduce((sum, t) => sum + counts[t], 0) };
  }

  /** Reading a mail twice is fine; a mail that is not the caller's (or gone) is 20350. */
  async read(userId: number, id: number): Promise<void> {
    if ((await this.repo.markRead(userId, this.now(), { id })) === 0) await this.get(userId, id);
  }

  async delete(userId: number, id: number): Promise<void> {
    if ((await this.repo.markDeleted(userId, this.now(), { id })) === 0) throw new AppError(20350);
  }

  async readAll(userId: number, tag: MailTag | null): Promise<{ updated: number }> {
    return { updated: await this.repo.markRead(userId, this.now(), { tag }) };
  }

  /** Deletes the read mails (of a tag); unread ones and unclaimed rewards stay. */
  async deleteAllRead(userId: number, tag: MailTag | null): Promise<{ deleted: number }> {
    return { deleted: await this.repo.markDeleted(userId, this.now(), { tag, readOnly: true }) };
  }

  async claim(userId: number, id: number): Promise<ClaimResult> {
    const now = this.now();
    return this.units.run(async (tx) => {
      const claimed = await this.repo.claim(tx, userId, now, { id });
      if (!claimed.length) {
        const row = await this.repo.findOwn(tx, userId, id);
        if (!row || row.deleted_at !== null) throw new AppError(20350);
        if (row.reward_amount === null) throw new AppError(20353);
        if (row.claimed_at !== null) throw new AppError(20352);
        throw new AppError(20351);
      }
      const paid = await this.pay(tx, userId, claimed, now);
      return { id, amount: toWireAmount(paid.amount), currency: paid.currency, balance: toWireAmount(paid.balance) };
    });
  }

  /** Claims every live unclaimed reward (of a tag) in one unit; none is not an error. */
  async claimAll(userId: number, tag: MailTag | null): Promise<ClaimAllResult> {
    const now = this.now();
    return this.units.run(async (tx) => {
      const claimed = await this.repo.claim(tx, userId, now, { tag });
      if (!claimed.length) {
        const balance = await this.ledger.balanceOf(userId, DEFAULT_CURRENCY, tx);
        return { claimed: 0, amount: '0', currency: DEFAULT_CURRENCY, balance: toWireAmount(balance) };
      }
      const paid = await this.pay(tx, userId, claimed, now);
      return { claimed: claimed.length, amount: toWireAmount(paid.amount), currency: paid.currency, balance: toWireAmount(paid.balance) };
    });
  }

  /** One `bonus` transfer per mail from the promotions account, and one event for the balance push. */
  private async pay(
    tx: Parameters<Parameters<UnitRunner['run']>[0]>[0],
    userId: number,
    mails: readonly { id: bigint; reward_amount: bigint | null; reward_currency: string | null }[],
    now: number,
  ): Promise<{ amount: bigint; currency: string; balance: bigint }> {
    let amount = 0n;
    let balance = 0n;
    const currency = mails[0]?.reward_currency ?? DEFAULT_CURRENCY;
    for (const mail of mails) {
      const transferId = `mail:${mail.id}`;
      const cur = mail.reward_currency ?? DEFAULT_CURRENCY;
      const r = await this.ledger.transfer(tx, {
        id: transferId,
        debit: houseAccount(houseAccounts.promotions, cur, transferId),
        credit: walletAccount(userId, cur),
        amount: minor(mail.reward_amount ?? 0n),
        currency: cur,
        kind: 'bonus',
        reference: transferId,
      });
      amount += mail.reward_amount ?? 0n;
      balance = r.creditBalanceAfter;
    }
    await recordEvent(tx, {
      type: 'mail.claimed',
      userId,
      mailIds: mails.map((m) => Number(m.id)),
      amount: amount.toString(),
      currency,
      claimedAt: now,
      balanceAfter: balance.toString(),
    });
    return { amount, currency, balance };
  }
}
