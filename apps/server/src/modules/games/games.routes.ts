/**
 * REST of the in-house games: a single-player bet's detail (owner only), big wins, and the player's seeds.
 * The history of every game is the history module's.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { BigWinView } from '@kasino/shared/games';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SeedService } from '../bets/bets.ts';
import type { SinglePlayerService } from './single-player.service.ts';
import { CountParam } from '@kasino/shared/protocol/params';

export interface GameRouteDeps {
  auth: AuthService;
  bets: SinglePlayerService;
  seeds: SeedService;
  /** The public big-wins feed: in-house and third-party wins, newest first. */
  bigWins: (count: number) => Promise<BigWinView[]>;
}

export function registerGameRoutes(app: FastifyInstance, deps: GameRouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const tags = ['games'];

  api.get(
    '/main/bet/:id',
    { onRequest, schema: { tags, summary: 'Detail taruhan', params: Type.Object({ id: Type.String({ pattern: '^B[A-Z0-9]{4,40}$' }) }) } },
    async (request) => ok(await deps.bets.get(principalOf(request).userId, request.params.id)),
  );
  api.get(
    '/main/game/bigWins',
    {
      schema: {
        tags,
        summary: 'Kemenangan besar terbaru (semua pemain)',
        querystring: Type.Object({ count: Type.Optional(CountParam(50)) }),
      },
    },
    async (request) => ok({ list: await deps.bigWins(request.query.count ?? 20) }),
  );
  api.get('/main/fair/seeds', { onRequest, schema: { tags, summary: 'Seed aktif, berikutnya, dan yang sudah dibuka' } }, async (request) =>
    ok(await deps.seeds.view(principalOf(request).userId, DEFAULT_CURRENCY)),
  );
  api.post(
    '/main/fair/seeds/rotate',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ganti seed (membuka seed server lama)',
        body: Type.Optional(
          Type.Object({ clientSeed: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }, { additionalProperties: false }),
        ),
      },
    },
    async (request) => ok(await deps.seeds.rotate(principalOf(request).userId, DEFAULT_CURRENCY, request.body?.clientSeed)),
  );
}
