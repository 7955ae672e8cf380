/**
 * Inbox module (issue 14, SPEC §3/§4/§7 Mail): mails per player with tags, read and delete, unread
 * counts, money rewards claimed once through the ledger, Indonesian templates, mails sent by a durable
 * subscriber (welcome, deposit paid, withdrawal paid or rejected, a big win) and by operators (one player, all,
 * registered since; in batches), and the live push of a new mail to its owner only.
 *
 * Content: HTML sanitized on the server (platform/rich-text.ts) and again in the browser. Display modes 1-8
 * (what the client does when the push arrives; packages/shared/src/protocol/inbox.ts):
 *  1 silent (list only) · 2 toast 3 s, stays unread · 3 toast 3 s and marked read · 4 toast until closed,
 *  stays unread · 5 toast until closed, read on close · 6/7/8 "game-out": like 2/3/4 but held while a
 *  game screen is open and shown when the player leaves it.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { SessionChecker } from '../../platform/http/auth-guard.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { InboxRepository } from './inbox.repository.ts';
import { registerInboxOpsRoutes } from './inbox.ops.ts';
import { registerInboxRoutes } from './inbox.routes.ts';
import { InboxService } from './inbox.service.ts';
import { inboxMailer, inboxPush } from './inbox.subscriber.ts';
import { MailSender } from './mail-sender.ts';

export interface InboxServices {
  readonly inbox: InboxService;
  /** Other modules (promotions, VIP, referral) deliver their rewards through it. */
  readonly mails: MailSender;
}

export function inboxModule(
  ctx: ModuleContext<{ readonly opsToken: string | null }>,
  deps: { readonly auth: SessionChecker; readonly ledger: LedgerService; readonly gameName: (gameId: string) => string | null },
): BuiltModule<InboxServices> {
  const { database, units, now, bus, log } = ctx;
  const repo = new InboxRepository(database.db);
  const inbox = new InboxService(repo, deps.ledger, units, now);
  const mails = new MailSender(repo, units, now);
  return {
    services: { inbox, mails },
    manifest: {
      name: 'inbox',
      routes: (app) => registerInboxRoutes(app, { auth: deps.auth, inbox }),
      opsRoutes: (app) => registerInboxOpsRoutes(app, { opsToken: ctx.config.opsToken, sender: mails, units, repo, bus }),
      durable: [inboxMailer(mails, repo, now, deps.gameName)],
      live: [inboxPush({ bus, repo, now, warn: (err, msg) => log.warn({ err }, msg) })],
    },
  };
}
