/**
 * The inbox's event subscribers.
 *  - `inbox-mailer` (durable): a welcome mail on `player.registered`, and a mail for a paid deposit, a
 *    paid withdrawal and a rejected one (with the reason), and a big win (the feed's `isBigWin` rule, any
 *    game; a provider's credit judged against its debit's stake). Each mail's source key is `event:{id}`, so a
 *    replayed batch adds nothing. Events older than `MAX_AGE_MS` are skipped: a database that existed
 *    before the inbox does not mail its whole history on the first run.
 *  - `inbox-push` (live): after the commit, `mail.sent` goes to the owner's `/heracles/inbox/new/{id}`.
 *    A claim's `mail.claimed` moves the wallet, so the ledger's balance push subscriber sends its balance.
 */
import type { StoredEvent } from '@kasino/shared/events';
import { isBigWin } from '@kasino/shared/games';
import { formatIdr, minor } from '@kasino/shared/money';
import type { InboxPush } from '@kasino/shared/protocol/inbox';
import { personalTopic } from '@kasino/shared/protocol/ws';
import type { DurableSubscriber, LiveSubscriber } from '../../platform/events/event-dispatcher.ts';
import { publishTopic, type EventBus } from '../../platform/realtime/event-bus.ts';
import type { InboxRepository } from './inbox.repository.ts';
import type { MailSender } from './mail-sender.ts';
import { toMailView } from './inbox.service.ts';
import { mailTemplates, renderTemplate, type MailTemplate } from './mail-templates.ts';

const MAX_AGE_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;

const eventTime = (e: StoredEvent): number | null => {
  switch (e.type) {
    case 'player.registered':
      return e.registeredAt;
    case 'deposit.paid':
      return e.paidAt;
    case 'withdrawal.paid':
      return e.paidAt;
    case 'withdrawal.rejected':
      return e.rejectedAt;
    case 'bet.settled':
      return e.settledAt;
    default:
      return null;
  }
};

const rp = (amount: string) => formatIdr(minor(BigInt(amount)));

/** A settled bet's stake and payout when it is a big win, else null. */
const bigWinOf = (e: StoredEvent): { stake: bigint; payout: bigint } | null => {
  if (e.type !== 'bet.settled') return null;
  const stake = BigInt(e.credit ? e.credit.betStake : e.stake);
  const payout = BigInt(e.payout);
  return isBigWin(stake, payout) ? { stake, payout } : null;
};

export function inboxMailer(
  sender: MailSender,
  repo: InboxRepository,
  now: () => number,
  gameName: (gameId: string) => string | null,
): DurableSubscriber {
  return {
    name: 'inbox-mailer',
    async handle(tx, events) {
      for (const e of events) {
        const at = eventTime(e);
        if (at === null || at < now() - MAX_AGE_MS) continue;
        let template: MailTemplate;
        let values: Record<string, string>;
        if (e.type === 'player.registered') {
          template = mailTemplates.welcome;
          values = { name: (await repo.playerName(tx, e.userId)) ?? 'Pemain' };
        } else if (e.type === 'deposit.paid') {
          template = mailTemplates.depositPaid;
          values = { amount: rp(e.amount), orderId: e.orderId };
        } else if (e.type === 'withdrawal.paid') {
          template = mailTemplates.withdrawalPaid;
          values = { amount: rp(e.amount) };
        } else if (e.type === 'withdrawal.rejected') {
          template = mailTemplates.withdrawalRejected;
          values = { amount: rp(e.amount), reason: e.reason };
        } else if (e.type === 'bet.settled') {
          const win = bigWinOf(e);
          if (!win) continue;
          template = mailTemplates.bigWin;
          values = {
            game: gameName(e.game) ?? e.game,
            stake: formatIdr(minor(win.stake)),
            payout: formatIdr(minor(win.payout)),
            multiplier: e.multiplier.replace('.', ','),
          };
        } else continue;
        const { title, content } = renderTemplate(template, values);
        await sender.sendOne(tx, e.userId, {
          tag: template.tag,
          title,
          content,
          displayMode: template.displayMode,
          metadataId: template.key,
          sourceKey: `event:${e.id}`,
          ttlMs: template.ttlDays * DAY_MS,
        });
      }
    },
  };
}

export function inboxPush(deps: {
  bus: EventBus;
  repo: InboxRepository;
  now: () => number;
  warn: (err: unknown, msg: string) => void;
}): LiveSubscriber {
  return {
    name: 'inbox-push',
    types: ['mail.sent'],
    handle(event) {
      if (event.type !== 'mail.sent') return;
      const { userId, mailId } = event;
      deps.repo
        .findLive(userId, mailId, deps.now())
        .then((row) => {
          if (!row) return;
          const view = toMailView(row);
          const push: InboxPush = {
            id: view.id,
            tag: view.tag,
            title: view.title,
            showToast: view.showToast,
            displayMode: view.displayMode,
          };
          return publishTopic(deps.bus, personalTopic('/heracles/inbox/new/{userId}', userId), push);
        })
        .catch((err: unknown) => deps.warn(err, 'inbox push failed'));
    },
  };
}
