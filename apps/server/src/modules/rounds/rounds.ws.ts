/**
 * Websocket calls of the round games (SPEC §7): Wingo curRound, pastRound, myHistory, trend, curOrders,
 * bet {select list, amount, phaseNum}; Roulette, Dice and Dingdong curRound, bet {amount, pool, roundId},
 * pastRound, myHistory. Any node answers them; the round state is in the database.
 */
import { Type } from 'typebox';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { maskName } from '@kasino/shared/games';
import { wingoSelections } from '@kasino/shared/fairness/games/rounds';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import { AppError } from '../../platform/http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { Gateway } from '../../platform/realtime/gateway.ts';
import type { TopicPublisher } from '../../platform/realtime/event-bus.ts';
import type { BetRange } from '../bets/bets.ts';
import type { PoolGame } from '@kasino/shared/protocol/rounds';
import { wingoModels, type RoundGame, type WingoModel } from './round-games.ts';
import type { RoundService } from './round.service.ts';
import { wingoTrend } from './trend.ts';

interface Deps {
  rounds: RoundService;
  range: (game: string) => Promise<BetRange>;
  /** Publishes a new bet to the round's update topic (masked name, no ids). */
  publish: TopicPublisher<void>;
  nameOf: (userId: number) => Promise<string | null>;
  now: () => number;
}

const Uuid = Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }));
const Amount = Type.Union([Type.String({ maxLength: 20 }), Type.Number()]);
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};
const Model = Type.Union(wingoModels.map((m) => Type.Literal(m)));

const serverUuid = (connectionId: string) => `srv-${connectionId}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

export function registerRoundCalls(gateway: Gateway, defs: readonly RoundGame[], deps: Deps): void {
  const { rounds } = deps;
  const wingo = new Map(defs.filter((d) => d.game === 'wingo').map((d) => [d.model as string, d]));
  const wingoOf = (model: WingoModel | undefined): RoundGame => {
    const def = wingo.get(model ?? 'fastest');
    if (!def) throw AppError.invalid('model', wingoModels.join(' | '));
    return def;
  };
  const rangeView = async (def: RoundGame) => {
    const r = await deps.range(def.game);
    return { min: toWireAmount(r.min), max: toWireAmount(r.max) };
  };

  async function place(
    userId: number,
    def: RoundGame,
    data: { uuid?: string; amount: string | number; roundId?: string; selects: string[] },
    connectionId: string,
  ) {
    const amount = parseAmount(data.amount);
    if (amount === null || amount <= 0n) throw AppError.invalid('amount');
    const placed = await rounds.place(userId, def, {
      uuid: data.uuid ?? serverUuid(connectionId),
      roundId: data.roundId,
      selects: data.selects,
      amount,
      currency: DEFAULT_CURRENCY,
    });
    const user = maskName(await deps.nameOf(userId));
    deps.publish(def.topics.update, {
      // A bet call carries at least one selection, so there is always a first bet.
      roundId: placed.bets[0]?.roundId as string,
      list: placed.bets.map((b) => ({ user, select: b.select, amount: b.amount, createdAt: b.createdAt })),
    });
    return placed;
  }

  // Wingo, one scheduler per model.
  gateway.register('/ws/game/wingo/curRound', {
    auth: false,
    personal: true,
    schema: Type.Object({ model: Type.Optional(Model), currency: Type.Optional(Type.Literal('IDR')) }),
    handle: async (ctx, data) => {
      const def = wingoOf(data.model);
      const round = await rounds.current(def);
      return {
        model: def.model,
        curTime: deps.now(),
        phase: round ? await rounds.roundView(round, def) : null,
        betAmountRange: await rangeView(def),
        myOrders: round && ctx.userId ? (await rounds.mine(ctx.userId, def, 1, 50, round.id)).list : [],
        orders: round ? (await rounds.orders(round, def)).list : [],
      };
    },
  });
  gateway.register('/ws/game/wingo/pastRound', {
    auth: false,
    schema: Type.Object({ model: Type.Optional(Model), ...Paging }),
    handle: (_ctx, data) => rounds.past(wingoOf(data.model), data.page ?? 1, data.count ?? 10),
  });
  gateway.register('/ws/game/wingo/myHistory', {
    auth: true,
    schema: Type.Object({ model: Type.Optional(Model), ...Paging }),
    handle: (ctx, data) => rounds.mine(ctx.userId as number, wingoOf(data.model), data.page ?? 1, data.count ?? 10),
  });
  gateway.register('/ws/game/wingo/trend', {
    auth: false,
    schema: Type.Object({ model: Type.Optional(Model) }),
    handle: async (_ctx, data) => {
      const past = await rounds.past(wingoOf(data.model), 1, 100);
      return wingoTrend(
        past.list
          .filter((r) => r.result)
          .map((r) => r.result!.result as number)
          .reverse(),
      );
    },
  });
  gateway.register('/ws/game/wingo/curOrders', {
    auth: false,
    schema: Type.Object({ model: Type.Optional(Model) }),
    handle: async (_ctx, data) => {
      const def = wingoOf(data.model);
      const round = await rounds.current(def);
      return round ? { roundId: round.id, ...(await rounds.orders(round, def)) } : { roundId: null, list: [], pools: {} };
    },
  });
  gateway.register('/ws/game/wingo/bet', {
    auth: true,
    schema: Type.Object({
      uuid: Uuid,
      model: Type.Optional(Model),
      select: Type.Array(Type.String({ maxLength: 10 }), { minItems: 1, maxItems: wingoSelections.length }),
      amount: Amount,
      phaseNum: Type.Optional(Type.String({ maxLength: 20 })),
      currency: Type.Optional(Type.Literal('IDR')),
    }),
    handle: (ctx, data) =>
      place(
        ctx.userId as number,
        wingoOf(data.model),
        { uuid: data.uuid, amount: data.amount, roundId: data.phaseNum, selects: data.select },
        String(ctx.connection.id),
      ),
  });

  // Roulette and Dice: status 0 while a round takes bets, 1 once it has ended (SPEC §4).
  for (const def of defs.filter((d): d is RoundGame & { game: PoolGame } => d.game !== 'wingo')) {
    const base = `/ws/game/${def.game}` as const;
    gateway.register(`${base}/curRound`, {
      auth: false,
      personal: true,
      schema: Type.Object({ currency: Type.Optional(Type.Literal('IDR')) }),
      handle: async (ctx) => {
        const round = await rounds.current(def);
        // SPEC §9: dice keeps about 8 results, dingdong 10.
        const history = await rounds.past(def, 1, def.game === 'dice' ? 8 : def.game === 'dingdong' ? 10 : 20);
        return {
          curTime: deps.now(),
          status: round && round.status === 'betting' && num(round.end_at) > deps.now() ? 0 : 1,
          round: round ? await rounds.roundView(round, def) : null,
          betAmountRange: await rangeView(def),
          historyNumbers: history.list.map((r) => r.result),
          myPoolAmount: round && ctx.userId ? await rounds.myPools(ctx.userId, round, def) : null,
          pools: round ? (await rounds.orders(round, def)).pools : null,
        };
      },
    });
    gateway.register(`${base}/bet`, {
      auth: true,
      schema: Type.Object({
        uuid: Uuid,
        amount: Amount,
        pool: Type.Union([Type.String({ maxLength: 10 }), Type.Integer()]),
        roundId: Type.Optional(Type.String({ maxLength: 20 })),
        currency: Type.Optional(Type.Literal('IDR')),
      }),
      handle: (ctx, data) =>
        place(
          ctx.userId as number,
          def,
          { uuid: data.uuid, amount: data.amount, roundId: data.roundId, selects: [String(data.pool)] },
          String(ctx.connection.id),
        ),
    });
    gateway.register(`${base}/pastRound`, {
      auth: false,
      schema: Type.Object(Paging),
      handle: (_ctx, data) => rounds.past(def, data.page ?? 1, data.count ?? 10),
    });
    gateway.register(`${base}/myHistory`, {
      auth: true,
      schema: Type.Object(Paging),
      handle: (ctx, data) => rounds.mine(ctx.userId as number, def, data.page ?? 1, data.count ?? 10),
    });
  }
}
