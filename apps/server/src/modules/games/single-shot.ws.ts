/**
 * Websocket calls of a single-shot game (one bet, one result: Roller, coin flip …): curRound,
 * setSeed, myPastRound, startRound. The game's own parameters come as `paramsSchema` properties.
 */
import { Type, type TSchema } from 'typebox';
import { MAX_RATE } from '@kasino/shared/fairness/games/limits';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import { singleShotGames, type SingleShotGame } from '@kasino/shared/protocol/ws-games';
import { AppError } from '../../platform/http/app-error.ts';
import type { Gateway } from '../../platform/realtime/gateway.ts';
import type { SeedService } from '../bets/bets.ts';
import type { SinglePlayerRules, SinglePlayerService } from './single-player.service.ts';

const Currency = Type.Optional(Type.Literal('IDR'));

export function registerSingleShotCalls<P>(
  gateway: Gateway,
  rules: SinglePlayerRules<P>,
  paramsSchema: Record<string, TSchema>,
  deps: { bets: SinglePlayerService; seeds: SeedService },
): void {
  if (!(singleShotGames as readonly string[]).includes(rules.game)) throw new Error(`${rules.game} is not a one-call game`);
  const base = `/ws/game/${rules.game as SingleShotGame}` as const;
  const paramNames = Object.keys(paramsSchema);
  gateway.register(`${base}/curRound`, {
    auth: false,
    personal: true,
    schema: Type.Object({ currency: Currency }),
    handle: async (ctx) => {
      const range = await deps.bets.range(rules.game);
      return {
        state: 'beReady',
        betAmountRange: { min: toWireAmount(range.min), max: toWireAmount(range.max) },
        maxRate: String(MAX_RATE),
        seeds: ctx.userId ? await deps.seeds.view(ctx.userId, DEFAULT_CURRENCY) : null,
      };
    },
  });
  gateway.register(`${base}/setSeed`, {
    auth: true,
    schema: Type.Object({ clientSeed: Type.String({ minLength: 1, maxLength: 64 }) }),
    handle: (ctx, data) => deps.seeds.rotate(ctx.userId as number, DEFAULT_CURRENCY, data.clientSeed),
  });
  gateway.register(`${base}/myPastRound`, {
    auth: true,
    schema: Type.Object({
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    }),
    handle: (ctx, data) => deps.bets.history(ctx.userId as number, { game: rules.game, page: data.page ?? 1, count: data.count ?? 10 }),
  });
  gateway.register(`${base}/startRound`, {
    auth: true,
    schema: Type.Object({
      uuid: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
      amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
      currency: Currency,
      ...paramsSchema,
    }),
    handle: (ctx, data) => {
      const amount = parseAmount(data.amount);
      if (amount === null || amount <= 0n) throw AppError.invalid('amount');
      const fields: Record<string, unknown> = { ...data };
      return deps.bets.place(ctx.userId as number, rules, {
        uuid: data.uuid ?? `srv-${ctx.connection.id}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        amount,
        currency: DEFAULT_CURRENCY,
        params: Object.fromEntries(paramNames.map((name) => [name, fields[name]])),
      });
    },
  });
}
