/**
 * Public fairness facts of the round games (GET /main/fair/chains: every chain's commitment, length and
 * salt) and the staff call that voids a round that cannot complete (POST /ops/rounds/{id}/void).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { restRoute } from '../../platform/http/rest-route.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import type { ChainService } from './chain.service.ts';
import type { Leadership } from '../../platform/leadership/leadership.ts';
import type { RoundGame } from './round-games.ts';
import type { RoundService } from './round.service.ts';

export function registerRoundRoutes(
  app: FastifyInstance,
  deps: { chains: ChainService; rounds: RoundService; defs: readonly RoundGame[]; leadership: Leadership; opsToken: string | null },
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  restRoute(app, 'GET /main/fair/chains', { tags: ['fairness'], summary: 'Rantai hash ronde (komitmen, panjang, salt)' }, async () =>
    ok({ list: await deps.chains.list() }),
  );

  api.post(
    '/ops/rounds/:id/void',
    {
      onRequest: requireOps(deps.opsToken),
      schema: {
        tags: ['ops'],
        summary: 'Batalkan ronde dan kembalikan taruhan',
        params: Type.Object({ id: Type.String({ maxLength: 30 }) }),
      },
    },
    async (request) => {
      const round = await deps.rounds.byId(request.params.id);
      const def = deps.defs.find((d) => d.key === round?.game);
      if (!round || !def) throw new AppError(20010, 'Ronde tidak ditemukan');
      if (!deps.leadership.leader) throw new AppError(20013, 'Node ini tidak memimpin ronde; kirim ke node pemimpin');
      const voided = await deps.rounds.voidRound(round.id, deps.leadership.epoch);
      return ok({ roundId: round.id, refunded: voided.length });
    },
  );
}
