/**
 * Routes of the provider side: the seamless-wallet callbacks providers send us
 * (`POST /main/provider/{provider}/wallet/{action}`, signed, raw body), and the sandbox provider's
 * own pages and game calls under `/sandbox-slot/{token}` (what an outside provider would host): the
 * slot's here, the baccarat, fishing and sportsbook demos' in sandbox-demo.routes.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorEntry } from '@kasino/shared/errors/catalogue';
import {
  PROVIDER_ID_PATTERN,
  walletActions,
  WalletAuthenticateBody,
  WalletBalanceBody,
  WalletCreditBody,
  WalletDebitBody,
  WalletRollbackBody,
  type WalletAction,
} from '@kasino/shared/protocol/slots';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { compileValidator } from '../../platform/realtime/ws-schema.ts';
import { isRegionBlocked, type RegionRules } from '../slots/region.ts';
import type { GameProviderAdapter } from './provider-adapter.ts';
import { sandboxDemoPage } from './sandbox-demo.page.ts';
import { registerSandboxDemoRoutes } from './sandbox-demo.routes.ts';
import { blockedRegionPage, sandboxSlotPage, sandboxSlotScript } from './sandbox-slot.page.ts';
import type { SandboxSlotProvider } from './sandbox-slot.provider.ts';
import type { SeamlessWalletService } from './seamless-wallet.service.ts';

export interface ProviderRouteDeps {
  adapters: ReadonlyMap<string, GameProviderAdapter>;
  wallet: SeamlessWalletService;
  /** The built-in sandbox provider; null in production, where it never runs and its routes do not exist. */
  sandbox: SandboxSlotProvider | null;
  region: RegionRules;
  gameName: (gameId: string) => string | null;
}

const validators = {
  authenticate: compileValidator(WalletAuthenticateBody),
  balance: compileValidator(WalletBalanceBody),
  debit: compileValidator(WalletDebitBody),
  credit: compileValidator(WalletCreditBody),
  rollback: compileValidator(WalletRollbackBody),
} satisfies Record<WalletAction, unknown>;

const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' });

/**
 * Refusals that mean a provider (or whoever holds its secret) asked for money it may not move: each
 * is logged at warn with the provider and transaction id, for the operator to follow up.
 */
const guardedRefusals = new Set([20203, 20204, 20205, 20207, 20260, 20261, 20262, 20263]);

export function registerProviderRoutes(app: FastifyInstance, deps: ProviderRouteDeps): void {
  const tags = ['providers'];

  // Callbacks read the raw body: the signature covers the exact bytes sent.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/main/provider/:provider/wallet/:action',
      {
        schema: {
          tags,
          summary: 'Dompet seamless: panggilan balik penyedia game (bertanda tangan HMAC)',
          params: Type.Object({ provider: Type.String({ pattern: PROVIDER_ID_PATTERN }), action: Type.Enum([...walletActions]) }),
        },
      },
      async (request) => {
        const { provider, action } = request.params as { provider: string; action: WalletAction };
        const adapter = deps.adapters.get(provider);
        if (!adapter) throw new AppError(20202);
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!adapter.verifyCallback(raw, request.headers)) throw new AppError(20006);
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          throw AppError.invalid('body', 'bukan JSON');
        }
        validators[action](body);
        try {
          switch (action) {
            case 'authenticate':
            case 'balance':
              return ok(await deps.wallet.authenticate(provider, (body as { sessionToken: string }).sessionToken));
            case 'debit':
              return ok(await deps.wallet.debit(provider, body as Parameters<SeamlessWalletService['debit']>[1]));
            case 'credit':
              return ok(
                await deps.wallet.credit(provider, body as Parameters<SeamlessWalletService['credit']>[1], (gameId) =>
                  adapter.maxMultiplier(gameId),
                ),
              );
            case 'rollback':
              return ok(await deps.wallet.rollback(provider, body as Parameters<SeamlessWalletService['rollback']>[1]));
          }
        } catch (error) {
          if (error instanceof AppError && guardedRefusals.has(error.code) && action !== 'authenticate' && action !== 'balance') {
            const { txId, debitTxId, refTxId, amount } = body as { txId?: string; debitTxId?: string; refTxId?: string; amount?: string };
            request.log.warn(
              { provider, action, txId, debitTxId, refTxId, amount, code: error.code },
              'seamless wallet refused a provider call',
            );
          }
          throw error;
        }
      },
    );
  });

  // The sandbox provider's side (development and tests only).
  const sandbox = deps.sandbox;
  if (!sandbox) return;
  const blocked = (request: FastifyRequest) => isRegionBlocked(deps.region, request.headers);
  app.get('/sandbox-slot/assets/slot.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(sandboxSlotScript),
  );
  app.get('/sandbox-slot/:token', { schema: { hide: true, params: Type.Object({ token: Token }) } }, async (request, reply) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    if (blocked(request)) return reply.status(451).send(blockedRegionPage(errorEntry(20001).text));
    const game = (request.query as { game?: unknown }).game;
    const token = (request.params as { token: string }).token;
    // The title's category picks the demo; its calls then check that the title is of that kind.
    const kind = typeof game === 'string' ? sandbox.demos.pageKind(game) : 'slot';
    const name = (typeof game === 'string' && deps.gameName(game)) || 'Slot Demo';
    return reply.send(kind === 'slot' ? sandboxSlotPage(token, name) : sandboxDemoPage(kind, token, name));
  });
  registerSandboxDemoRoutes(app, { demos: sandbox.demos, blocked });
  app.get('/sandbox-slot/:token/state', { schema: { hide: true, params: Type.Object({ token: Token }) } }, async (request) => {
    if (blocked(request)) throw new AppError(20001);
    return ok(await sandbox.state((request.params as { token: string }).token));
  });
  app.post(
    '/sandbox-slot/:token/spin',
    {
      schema: {
        hide: true,
        params: Type.Object({ token: Token }),
        body: Type.Object({ bet: Type.String({ maxLength: 20 }), game: Type.String({ maxLength: 90 }) }, { additionalProperties: false }),
      },
    },
    async (request) => {
      if (blocked(request)) throw new AppError(20001);
      const { bet, game } = request.body as { bet: string; game: string };
      return ok(await sandbox.spin((request.params as { token: string }).token, game, bet));
    },
  );
}
