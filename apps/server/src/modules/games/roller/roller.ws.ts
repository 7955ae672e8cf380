/**
 * Roller over the websocket (SPEC §7): curRound, setSeed, myPastRound, startRound.
 */
import { Type } from 'typebox';
import { MAX_RATE } from '@kasino/shared/fairness/games/limits';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import { AppError } from '../../../http/app-error.ts';
import type { Gateway } from '../../../realtime/gateway.ts';
import type { SeedService } from '../seeds/seed.service.ts';
import type { SinglePlayerService } from '../single-player.service.ts';
import { rollerRules } from './roller.rules.ts';

const Currency = Type.Optional(Type.Literal('IDR'));
const StartRound = Type.Object({
  uuid: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
  choose: Type.Integer(),
  isHigher: Type.Boolean(),
  currency: Currency,
});

export function registerRollerCalls(gateway: Gateway, deps: { bets: SinglePlayerService; seeds: SeedService }): void {
  const base = '/ws/game/roller';
  gateway.register(`${base}/curRound`, {
    auth: false,
    schema: Type.Object({ currency: Currency }),
    handle: async (ctx) => {
      const range = await deps.bets.range('roller');
      return {
        state: 'beReady',
        betAmountRange: { min: toWireAmount(range.min), max: toWireAmount(range.max) },
        maxRate: String(MAX_RATE),
        seeds: ctx.userId ? await deps.seeds.view(ctx.userId, DEFAULT_CURRENCY) : null,
      };
    },
  });
  gateway.register<{ clientSeed: string }>(`${base}/setSeed`, {
    auth: true,
    schema: Type.Object({ clientSeed: Type.String({ minLength: 1, maxLength: 64 }) }),
    handle: (ctx, data) => deps.seeds.rotate(ctx.userId as number, DEFAULT_CURRENCY, data.clientSeed),
  });
  gateway.register<{ page?: number; count?: number }>(`${base}/myPastRound`, {
    auth: true,
    schema: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })), count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }),
    handle: (ctx, data) => deps.bets.history(ctx.userId as number, { game: 'roller', page: data.page ?? 1, count: data.count ?? 10 }),
  });
  gateway.register<{ uuid?: string; amount: string | number; choose: number; isHigher: boolean }>(`${base}/startRound`, {
    auth: true,
    schema: StartRound,
    handle: (ctx, data) => {
      const amount = parseAmount(data.amount);
      if (amount === null || amount <= 0n) throw AppError.invalid('amount');
      return deps.bets.place(ctx.userId as number, rollerRules, {
        uuid: data.uuid ?? `srv-${ctx.connection.id}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        amount,
        currency: DEFAULT_CURRENCY,
        params: { choose: data.choose, isHigher: data.isHigher },
      });
    },
  });
}
