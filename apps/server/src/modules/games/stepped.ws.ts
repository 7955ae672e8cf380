/**
 * Websocket calls of the stepped games (SPEC §7 Hilo and Mines): curRound, myPastRound, startRound,
 * selectCard, cashRound, setSeed.
 */
import { Type, type TSchema } from 'typebox';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import type { WsCallAnswer } from '@kasino/shared/protocol/ws-calls';
import { steppedGames, type SteppedGame } from '@kasino/shared/protocol/ws-games';
import { AppError } from '../../platform/http/app-error.ts';
import type { Gateway } from '../../platform/realtime/gateway.ts';
import type { SeedService } from '../bets/bets.ts';
import type { SinglePlayerService } from './single-player.service.ts';
import type { SteppedRoundService } from './stepped.service.ts';
import type { SteppedRules } from './stepped.ts';

const Uuid = Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }));
const Amount = Type.Union([Type.String({ maxLength: 20 }), Type.Number()]);
const RoundId = Type.String({ pattern: '^B[A-Z0-9]{4,40}$' });

/**
 * The service shows a round with its game's view (each game's rules build it and type it with the shared
 * view: hilo.rules.ts …); the rules are picked at run time, so the view is named here, once, as the
 * table's answer for any stepped game.
 */
type StepAnswer = WsCallAnswer<`/ws/game/${SteppedGame}/startRound`>;
type CurrentAnswer = WsCallAnswer<`/ws/game/${SteppedGame}/curRound`>;
type SteppedRoundOfService = Awaited<ReturnType<SteppedRoundService['open']>>;
const asStep = (round: SteppedRoundOfService): StepAnswer => round as StepAnswer;

export function registerSteppedCalls(
  gateway: Gateway,
  rules: SteppedRules<unknown, unknown, unknown>,
  extraStart: Record<string, TSchema>,
  deps: { rounds: SteppedRoundService; bets: SinglePlayerService; seeds: SeedService },
): void {
  if (!(steppedGames as readonly string[]).includes(rules.game)) throw new Error(`${rules.game} is not a stepped game`);
  const base = `/ws/game/${rules.game as SteppedGame}` as const;
  gateway.register(`${base}/curRound`, {
    auth: false,
    personal: true,
    handle: async (ctx) => {
      const range = await deps.bets.range(rules.game);
      const round = ctx.userId ? await deps.rounds.current(ctx.userId, rules) : null;
      return {
        gameState: round ? 'process' : 'ready',
        round: round && asStep(round),
        betAmountRange: { min: toWireAmount(range.min), max: toWireAmount(range.max) },
        seeds: ctx.userId ? await deps.seeds.view(ctx.userId, DEFAULT_CURRENCY) : null,
      } as CurrentAnswer;
    },
  });
  gateway.register(`${base}/myPastRound`, {
    auth: true,
    schema: Type.Object({
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    }),
    handle: (ctx, data) => deps.bets.history(ctx.userId as number, { game: rules.game, page: data.page ?? 1, count: data.count ?? 10 }),
  });
  gateway.register(`${base}/setSeed`, {
    auth: true,
    schema: Type.Object({ clientSeed: Type.String({ minLength: 1, maxLength: 64 }) }),
    handle: (ctx, data) => deps.seeds.rotate(ctx.userId as number, DEFAULT_CURRENCY, data.clientSeed),
  });
  gateway.register(`${base}/startRound`, {
    auth: true,
    schema: Type.Object({ uuid: Uuid, amount: Amount, currency: Type.Optional(Type.Literal('IDR')), ...extraStart }),
    handle: async (ctx, data) => {
      const amount = parseAmount(data.amount);
      if (amount === null || amount <= 0n) throw AppError.invalid('amount');
      const { uuid, amount: _a, currency: _c, ...params } = data;
      return asStep(
        await deps.rounds.open(ctx.userId as number, rules, {
          uuid: uuid ?? `srv-${ctx.connection.id}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          amount,
          currency: DEFAULT_CURRENCY,
          params,
        }),
      );
    },
  });
  gateway.register(`${base}/selectCard`, {
    auth: true,
    // One step's fields for every stepped game: a tile (Mines, Stairs) or a guess (Hilo); each game's
    // rules check which one it needs. Anything else is refused (3) like every other call.
    schema: Type.Object({
      roundId: RoundId,
      selectCard: Type.Optional(Type.Integer()),
      select: Type.Optional(Type.String({ maxLength: 10 })),
    }),
    handle: async (ctx, data) => asStep(await deps.rounds.act(ctx.userId as number, rules, data.roundId, data)),
  });
  gateway.register(`${base}/cashRound`, {
    auth: true,
    schema: Type.Object({ roundId: RoundId }),
    handle: async (ctx, data) => asStep(await deps.rounds.cashOut(ctx.userId as number, rules, data.roundId)),
  });
}
