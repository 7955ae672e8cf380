/**
 * Puts mails into inboxes: one player's (inside the caller's unit, with a `mail.sent` event so the
 * owner's push goes out after the commit), or many players' in batches. A bulk send walks the users
 * by id, `BATCH` at a time, each batch one INSERT…SELECT in its own unit with a turn of the event loop
 * between batches, so 100,000 recipients never hold the database or the server for long. The source
 * key (`campaign:{id}`) is unique per player: resending the same campaign after a failure adds only
 * the missing mails. Bulk mails are not pushed one by one; the bell refreshes its count on its own.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { DisplayMode, MailTag, ShowToast } from '@kasino/shared/protocol/inbox';
import type { Database } from '../../platform/db/schema.ts';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import { recordEvent } from '../../platform/events/outbox.ts';
import { plainText, sanitizeRichHtml } from '../../platform/rich-text.ts';
import type { Audience, InboxRepository, MailSpec } from './inbox.repository.ts';

export const BATCH = 1_000;
const DAY_MS = 86_400_000;

export interface OutgoingMail {
  readonly tag: MailTag;
  readonly title: string;
  /** HTML; sanitized here. */
  readonly content: string;
  readonly showToast?: ShowToast | null;
  readonly displayMode: DisplayMode;
  readonly metadataId: string | null;
  readonly sourceKey: string;
  readonly ttlMs?: number;
  readonly reward?: { readonly amount: bigint; readonly currency: string } | null;
}

export class MailSender {
  constructor(
    private readonly repo: InboxRepository,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  private spec(mail: OutgoingMail): MailSpec {
    const sendTime = this.now();
    const title = plainText(mail.title).slice(0, 200);
    const toast = mail.showToast === undefined ? { title } : mail.showToast;
    return {
      tag: mail.tag,
      title,
      content: sanitizeRichHtml(mail.content),
      showToast: toast ? JSON.stringify({ title: plainText(toast.title), ...(toast.body ? { body: plainText(toast.body) } : {}) }) : null,
      displayMode: mail.displayMode,
      metadataId: mail.metadataId,
      sourceKey: mail.sourceKey,
      sendTime,
      expireTime: sendTime + (mail.ttlMs ?? 30 * DAY_MS),
      rewardAmount: mail.reward?.amount ?? null,
      rewardCurrency: mail.reward?.currency ?? null,
    };
  }

  /** One player's mail inside `tx`; null when that source key was already delivered. */
  async sendOne(tx: Kysely<Database>, userId: number, mail: OutgoingMail): Promise<number | null> {
    const s = this.spec(mail);
    const id = await this.repo.insertOne(tx, {
      user_id: BigInt(userId),
      tag: s.tag,
      title: s.title,
      content: s.content,
      show_toast: s.showToast,
      display_mode: s.displayMode,
      metadata_id: s.metadataId,
      source_key: s.sourceKey,
      send_time: BigInt(s.sendTime),
      expire_time: BigInt(s.expireTime),
      reward_amount: s.rewardAmount,
      reward_currency: s.rewardCurrency,
    });
    if (id === null) return null;
    await recordEvent(tx, { type: 'mail.sent', userId, mailId: Number(id), sentAt: s.sendTime });
    return Number(id);
  }

  /** Every audience member gets the mail; returns how many mails were added. */
  async sendBulk(mail: OutgoingMail, audience: Audience): Promise<{ recipients: number; batches: number }> {
    const spec = this.spec(mail);
    let afterId = 0n;
    let recipients = 0;
    let batches = 0;
    for (;;) {
      const upTo = await this.repo.batchEnd(afterId, BATCH, audience);
      const r = await this.units.run((tx) => this.repo.insertBatch(tx, spec, audience, afterId, upTo));
      recipients += Number(r.numInsertedOrUpdatedRows ?? 0n);
      batches++;
      if (upTo === null) break;
      afterId = upTo;
      await nextTurn();
    }
    return { recipients, batches };
  }
}
