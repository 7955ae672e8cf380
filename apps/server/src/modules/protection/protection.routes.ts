/**
 * `/main/user/protection`: the responsible-gaming settings (limits, cool-off, self-exclusion,
 * reality check) and the session figures the reality check shows. Login required.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { parseAmount } from '@kasino/shared/money';
import { BlockBody, LimitBody, RealityBody } from '@kasino/shared/protocol/protection';
import { AppError } from '../../platform/http/app-error.ts';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ProtectionService } from './protection.service.ts';

/** The largest limit accepted: Rp 1.000.000.000 (higher is no limit in practice). */
const MAX_LIMIT = 1_000_000_000n * 100n;

export function registerProtectionRoutes(app: FastifyInstance, deps: { auth: AuthService; protection: ProtectionService }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const tags = ['protection'];

  api.get(
    '/main/user/protection',
    { onRequest, schema: { tags, summary: 'Batas, jeda, pengecualian diri, dan sesi bermain' } },
    async (request) => ok(await deps.protection.view(principalOf(request))),
  );

  api.put(
    '/main/user/protection/limits',
    { onRequest, schema: { tags, summary: 'Atur batas deposit atau kekalahan (naik/hapus berlaku setelah 24 jam)', body: LimitBody } },
    async (request) => {
      const { kind, period, amount: input } = request.body;
      let amount = null;
      if (input !== null) {
        amount = parseAmount(input);
        if (amount === null || amount <= 0n || amount > MAX_LIMIT) throw AppError.invalid('amount', 'jumlah batas tidak valid');
      }
      return ok(await deps.protection.setLimit(principalOf(request), kind, period, amount));
    },
  );

  api.post(
    '/main/user/protection/block',
    { onRequest, schema: { tags, summary: 'Mulai jeda bermain atau pengecualian diri (tidak dapat dibatalkan)', body: BlockBody } },
    async (request) => ok(await deps.protection.startBlock(principalOf(request), request.body.duration)),
  );

  api.put(
    '/main/user/protection/reality',
    { onRequest, schema: { tags, summary: 'Interval pengingat sesi (0 = mati)', body: RealityBody } },
    async (request) => ok(await deps.protection.setRealityInterval(principalOf(request), request.body.interval)),
  );
}
