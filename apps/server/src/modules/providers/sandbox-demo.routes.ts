/**
 * The sandbox provider's baccarat, fishing and sportsbook calls (development and tests only; the
 * slot's are in providers.routes.ts). Like the slot's, each names the player's launch token in its
 * path: the token is the only credential (the wallet refuses an unknown or ended session, 20203),
 * and a blocked region is refused (20001). A round number in the body makes a double tap one bet.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { baccaratSides } from './sandbox-baccarat.rules.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { demoScripts } from './sandbox-demo.page.ts';
import type { SandboxDemos } from './sandbox-demos.ts';
import { sportsPicks } from './sandbox-sports.rules.ts';

export interface SandboxDemoRouteDeps {
  demos: SandboxDemos;
  blocked: (request: FastifyRequest) => boolean;
}

const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' });
const Game = Type.String({ minLength: 1, maxLength: 90 });
const Round = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const Amount = Type.String({ maxLength: 20 });
const params = Type.Object({ token: Token });
const body = <T extends Record<string, Parameters<typeof Type.Object>[0][string]>>(fields: T) =>
  Type.Object({ game: Game, round: Round, ...fields }, { additionalProperties: false });

export function registerSandboxDemoRoutes(app: FastifyInstance, deps: SandboxDemoRouteDeps): void {
  const { demos } = deps;
  const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;
  const guard = (request: FastifyRequest) => {
    if (deps.blocked(request)) throw new AppError(20001);
  };

  for (const [name, script] of Object.entries(demoScripts))
    app.get(`/sandbox-slot/assets/${name}.js`, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
    );

  app.get('/sandbox-slot/:token/demo', { schema: { hide: true, params, querystring: Type.Object({ game: Game }) } }, async (request) => {
    guard(request);
    return ok(await demos.state(tokenOf(request), (request.query as { game: string }).game));
  });

  app.post(
    '/sandbox-slot/:token/baccarat',
    { schema: { hide: true, params, body: body({ side: Type.Enum([...baccaratSides]), stake: Amount }) } },
    async (request) => {
      guard(request);
      const b = request.body as { game: string; round: number; side: string; stake: string };
      return ok(await demos.baccarat(tokenOf(request), b.game, b.round, b.side, b.stake));
    },
  );

  app.post(
    '/sandbox-slot/:token/fish',
    { schema: { hide: true, params, body: body({ fish: Type.String({ maxLength: 20 }), shot: Amount }) } },
    async (request) => {
      guard(request);
      const b = request.body as { game: string; round: number; fish: string; shot: string };
      return ok(await demos.fish(tokenOf(request), b.game, b.round, b.fish, b.shot));
    },
  );

  app.post(
    '/sandbox-slot/:token/sports',
    {
      schema: {
        hide: true,
        params,
        body: body({ match: Type.String({ maxLength: 20 }), pick: Type.Enum([...sportsPicks]), stake: Amount }),
      },
    },
    async (request) => {
      guard(request);
      const b = request.body as { game: string; round: number; match: string; pick: string; stake: string };
      return ok(await demos.sports(tokenOf(request), b.game, b.round, b.match, b.pick, b.stake));
    },
  );
}
