/**
 * REST of the in-house games: a single-player bet's detail (owner only), big wins, and the player's seeds.
 * The history of every game is the history module's.
 */
import type { FastifyInstance } from 'fastify';
import type { BigWinView } from '@kasino/shared/games';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { restRoute } from '../../platform/http/rest-route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SeedService } from '../bets/bets.ts';
import type { SinglePlayerService } from './single-player.service.ts';

export interface GameRouteDeps {
  auth: AuthService;
  bets: SinglePlayerService;
  seeds: SeedService;
  /** The public big-wins feed: in-house and third-party wins, newest first. */
  bigWins: (count: number) => Promise<BigWinView[]>;
}

export function registerGameRoutes(app: FastifyInstance, deps: GameRouteDeps): void {
  const onRequest = requireUser(deps.auth);
  const tags = ['games'];

  restRoute(app, 'GET /main/bet/:id', { onRequest, tags, summary: 'Detail taruhan' }, async (request) =>
    ok(await deps.bets.get(principalOf(request).userId, request.params.id)),
  );
  restRoute(app, 'GET /main/game/bigWins', { tags, summary: 'Kemenangan besar terbaru (semua pemain)' }, async (request) =>
    ok({ list: await deps.bigWins(request.query.count ?? 20) }),
  );
  restRoute(app, 'GET /main/fair/seeds', { onRequest, tags, summary: 'Seed aktif, berikutnya, dan yang sudah dibuka' }, async (request) =>
    ok(await deps.seeds.view(principalOf(request).userId, DEFAULT_CURRENCY)),
  );
  restRoute(app, 'POST /main/fair/seeds/rotate', { onRequest, tags, summary: 'Ganti seed (membuka seed server lama)' }, async (request) =>
    ok(await deps.seeds.rotate(principalOf(request).userId, DEFAULT_CURRENCY, request.body?.clientSeed)),
  );
}
