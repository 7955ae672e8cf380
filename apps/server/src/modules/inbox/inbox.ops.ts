/**
 * `POST /ops/inbox/send`: an operator mails one player (`to: {userId}`), everyone (`to: "all"`), or the
 * players registered since a time (`to: {registeredSince}`), the players at a VIP level or above
 * (`to: {minVipLevel}`), optionally with a money reward (wire
 * rupiah). The campaign id keys the mails, so a resend after a failure fills only the gaps.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { displayModes, mailTags, type DisplayMode } from '@kasino/shared/protocol/inbox';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { parseAmount } from '@kasino/shared/money';
import { IdParam, EpochMsParam } from '@kasino/shared/protocol/params';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import { publishTopic, type EventBus } from '../../platform/realtime/event-bus.ts';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import type { InboxRepository } from './inbox.repository.ts';
import type { MailSender, OutgoingMail } from './mail-sender.ts';

const SendBody = Type.Object(
  {
    to: Type.Union([
      Type.Literal('all'),
      Type.Object({ userId: IdParam() }),
      Type.Object({ registeredSince: EpochMsParam() }),
      Type.Object({ minVipLevel: Type.Integer({ minimum: 1, maximum: 50 }) }),
    ]),
    campaignId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
    tag: Type.Union(mailTags.map((t) => Type.Literal(t))),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    content: Type.String({ minLength: 1, maxLength: 20_000 }),
    toast: Type.Optional(
      Type.Object({ title: Type.String({ minLength: 1, maxLength: 200 }), body: Type.Optional(Type.String({ maxLength: 500 })) }),
    ),
    displayMode: Type.Optional(Type.Union(displayModes.map((m) => Type.Literal(m)))),
    expireHours: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 365 })),
    reward: Type.Optional(Type.Object({ amount: Type.Union([Type.String(), Type.Number()]) })),
  },
  { additionalProperties: false },
);

export function registerInboxOpsRoutes(
  app: FastifyInstance,
  deps: { opsToken: string | null; sender: MailSender; units: UnitRunner; repo: Pick<InboxRepository, 'playerExists'>; bus: EventBus },
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/ops/inbox/send',
    {
      onRequest: requireOps(deps.opsToken),
      schema: {
        tags: ['ops'],
        summary: 'Kirim pesan kotak masuk (satu pemain, semua, terdaftar sejak, atau VIP mulai level n)',
        body: SendBody,
      },
    },
    async (request) => {
      const b = request.body;
      let reward: OutgoingMail['reward'] = null;
      if (b.reward) {
        const amount = parseAmount(b.reward.amount);
        if (amount === null || amount <= 0n) throw AppError.invalid('reward.amount');
        reward = { amount, currency: DEFAULT_CURRENCY };
      }
      const campaignId = b.campaignId ?? randomUUID();
      const mail: OutgoingMail = {
        tag: b.tag,
        title: b.title,
        content: b.content,
        showToast: b.toast ?? undefined,
        displayMode: (b.displayMode ?? 2) as DisplayMode,
        metadataId: `campaign:${campaignId}`,
        sourceKey: `campaign:${campaignId}`,
        ttlMs: (b.expireHours ?? 24 * 30) * 3_600_000,
        reward,
      };
      if (b.to !== 'all' && 'userId' in b.to) {
        const userId = b.to.userId;
        if (!(await deps.repo.playerExists(userId))) throw new AppError(20354);
        const id = await deps.units.run((tx) => deps.sender.sendOne(tx, userId, mail));
        return ok({ campaignId, recipients: id === null ? 0 : 1, batches: 1, mailId: id });
      }
      const audience =
        b.to === 'all'
          ? { registeredSince: null }
          : 'minVipLevel' in b.to
            ? { registeredSince: null, minVipLevel: b.to.minVipLevel }
            : { registeredSince: b.to.registeredSince };
      const sent = await deps.sender.sendBulk(mail, audience);
      // One push for the whole send (a mail.sent per recipient would be 100,000 events): clients refresh.
      if (sent.recipients > 0) await publishTopic(deps.bus, '/heracles/inbox/campaign', { campaignId, tag: b.tag });
      return ok({ campaignId, ...sent });
    },
  );
}
