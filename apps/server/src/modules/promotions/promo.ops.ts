/** Operator routes of the promotions (behind the ops guard): gift codes and props distributions. The settings have their own. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseAmount } from '@kasino/shared/money';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import type { GiftCodesService } from './gift-codes/gift-codes.service.ts';
import type { PropsDistService } from './props-dist/props-dist.service.ts';

const NewCode = Type.Object(
  {
    code: Type.String({ minLength: 4, maxLength: 32 }),
    amount: Type.String({ maxLength: 20 }),
    maxClaims: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    wageringMultiple: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
    newUsersOnly: Type.Optional(Type.Boolean()),
    minVipLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 50 })),
    startsAt: Type.Optional(Type.Integer({ minimum: 0 })),
    endsAt: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

const DistKey = Type.String({ pattern: '^[a-z0-9-]{3,40}$' });
const NewDistribution = Type.Object(
  {
    key: DistKey,
    reason: Type.String({ minLength: 3, maxLength: 200 }),
    payout: Type.Union([Type.Literal('balance'), Type.Literal('phone_credit')]),
    amount: Type.String({ maxLength: 20 }),
    wageringMultiple: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
    userIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }),
  },
  { additionalProperties: false },
);

export function registerPromoOpsRoutes(
  app: FastifyInstance,
  deps: { opsToken: string | null; giftCodes: GiftCodesService; props: PropsDistService },
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireOps(deps.opsToken);
  const tags = ['ops'];
  api.get('/ops/promo/gift-codes', { onRequest, schema: { tags, summary: 'Kode hadiah' } }, async () => ok(await deps.giftCodes.list()));
  api.post('/ops/promo/gift-codes', { onRequest, schema: { tags, summary: 'Terbitkan kode hadiah', body: NewCode } }, async (request) => {
    const b = request.body;
    const amount = parseAmount(b.amount);
    if (amount === null || amount <= 0n) throw AppError.invalid('amount');
    return ok(
      await deps.giftCodes.issue({
        code: b.code,
        amount,
        maxClaims: b.maxClaims,
        wageringMultiple: b.wageringMultiple ?? 0,
        newUsersOnly: b.newUsersOnly ?? false,
        minVipLevel: b.minVipLevel ?? 0,
        startsAt: b.startsAt ?? null,
        endsAt: b.endsAt ?? null,
      }),
    );
  });

  api.post(
    '/ops/promo/props',
    { onRequest, schema: { tags, summary: 'Bagikan hadiah ke pemain terpilih (propsDist)', body: NewDistribution } },
    async (request) => {
      const b = request.body;
      const amount = parseAmount(b.amount);
      if (amount === null || amount <= 0n) throw AppError.invalid('amount');
      return ok(
        await deps.props.distribute({ ...b, amount, wageringMultiple: b.payout === 'phone_credit' ? 0 : (b.wageringMultiple ?? 0) }),
      );
    },
  );
  api.get(
    '/ops/promo/props/:key',
    { onRequest, schema: { tags, summary: 'Ringkasan satu pembagian hadiah', params: Type.Object({ key: DistKey }) } },
    async (request) => ok(await deps.props.summary(request.params.key)),
  );
}
