/**
 * Websocket calls of Crash (SPEC §7): curGame, bet {amount, rate (auto cash-out), roundId?}, escape
 * {roundId}, roundHistory, myHistory. Any node answers them; the leader's loop moves the rounds.
 */
import { Type } from 'typebox';
import { crashRateX100 } from '@kasino/shared/fairness/games/crash';
import { CRASH_PROFIT_RATE } from '@kasino/shared/fairness/games/rounds';
import { fixed } from '@kasino/shared/fairness/primitives';
import { MAX_RATE } from '@kasino/shared/fairness/games/limits';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { maskName } from '@kasino/shared/games';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import { AppError } from '../../../platform/http/app-error.ts';
import { num } from '../../../platform/db/database.ts';
import type { Gateway } from '../../../platform/realtime/gateway.ts';
import type { TopicPublisher } from '../../../platform/realtime/event-bus.ts';
import type { BetRange } from '../../bets/bets.ts';
import type { RoundBetRow, RoundRow, RoundService } from '../round.service.ts';
import { crashTopics } from '@kasino/shared/protocol/ws-topics';
import { autoRateOf, CRASH_KEY, QUEUED, type CrashService } from './crash.service.ts';
import type { CrashRepository } from './crash.repository.ts';

interface Deps {
  repo: CrashRepository;
  crash: CrashService;
  rounds: RoundService;
  range: (game: string) => Promise<BetRange>;
  publish: TopicPublisher<void>;
  nameOf: (userId: number) => Promise<string | null>;
  announceEscape: (bet: RoundBetRow) => Promise<void>;
  now: () => number;
}

const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};
const rateX100Of = (value: string | number | undefined): bigint | null => {
  if (value === undefined || value === '' || value === 0 || value === '0') return null;
  const parsed = parseAmount(value); // two decimals, exactly like money
  if (parsed === null) throw AppError.invalid('rate', '1.01 - 200');
  return parsed;
};

export function registerCrashCalls(gateway: Gateway, deps: Deps): void {
  const { crash, rounds } = deps;
  const betView = (bet: RoundBetRow) => ({
    ...rounds.betView(bet, { game: 'crash', model: null }),
    rate: autoRateOf(bet) === null ? null : fixed(autoRateOf(bet) as bigint, 2),
  });

  async function roundView(round: RoundRow) {
    const now = deps.now();
    const phase = crash.phaseOf(round, now);
    const ended = phase === 'SQUIB';
    const bets = await deps.repo.crashTable(round.id);
    return {
      roundId: round.id,
      status: phase === 'QUEUED' ? 'PREPARATION' : phase,
      startTime: round.start_at === QUEUED ? null : num(round.start_at),
      rate: phase === 'GOUP' ? fixed(crashRateX100(now - num(round.start_at), crash.timing.growth), 2) : null,
      target: ended ? fixed(await crash.targetX100(round), 2) : null,
      endTime: ended ? num(round.end_at) : null,
      ...(ended ? await crash.revealed(round) : { serverSeed: null, roundHash: null, salt: null, rand: null }),
      serverSeedHash: round.server_seed_hash,
      bets: bets.map((b) => ({
        user: maskName(b.name),
        amount: toWireAmount(b.amount),
        rate: b.select === 'manual' ? null : fixed(BigInt(b.select), 2),
        escapeRate: b.status === 'settled' && b.payout > 0n ? b.multiplier : null,
        winAmount: toWireAmount(b.payout),
      })),
    };
  }

  gateway.register('/ws/game/crash/curGame', {
    auth: false,
    personal: true,
    schema: Type.Object({ currency: Type.Optional(Type.Literal('IDR')) }),
    handle: async (ctx) => {
      const round = await crash.current();
      const range = await deps.range('crash');
      const history = await deps.repo.recentResults(20);
      let my = null;
      if (ctx.userId && round) {
        const own = (await deps.repo.latestPendingBet(ctx.userId)) ?? (await deps.repo.betIn(round.id, ctx.userId));
        my = own
          ? {
              roundId: own.round_id,
              isJoinCur: own.round_id === round.id,
              joinedNext: own.round_id !== round.id,
              betAmount: toWireAmount(own.amount),
              autoRate: own.select === 'manual' ? null : fixed(BigInt(own.select), 2),
              isEscape: own.status === 'settled' && own.payout > 0n,
              winAmount: toWireAmount(own.payout),
            }
          : null;
      }
      return {
        curTime: deps.now(),
        growth: crash.timing.growth,
        profitRate: String(CRASH_PROFIT_RATE),
        maxRate: String(MAX_RATE),
        betAmountRange: { min: toWireAmount(range.min), max: toWireAmount(range.max) },
        round: round ? await roundView(round) : null,
        historyRate: history
          .map((h) => (JSON.parse(h.result ?? '{}') as { target?: string }).target ?? null)
          .filter((t): t is string => t !== null),
        my,
      };
    },
  });

  gateway.register('/ws/game/crash/bet', {
    auth: true,
    schema: Type.Object({
      uuid: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
      amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
      rate: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Number()])),
      roundId: Type.Optional(Type.String({ maxLength: 30 })),
      currency: Type.Optional(Type.Literal('IDR')),
    }),
    handle: async (ctx, data) => {
      const amount = parseAmount(data.amount);
      if (amount === null || amount <= 0n) throw AppError.invalid('amount');
      const userId = ctx.userId as number;
      const placed = await crash.place(userId, {
        uuid: data.uuid ?? `srv-${ctx.connection.id}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
        amount,
        autoX100: rateX100Of(data.rate),
        currency: DEFAULT_CURRENCY,
      });
      deps.publish(crashTopics.betInfo, {
        roundId: placed.bet.round_id,
        user: maskName(await deps.nameOf(userId)),
        amount: toWireAmount(placed.bet.amount),
        rate: betView(placed.bet).rate,
        joinedNext: placed.joinedNext,
      });
      return { bet: betView(placed.bet), joinedNext: placed.joinedNext, balance: toWireAmount(placed.balance) };
    },
  });

  gateway.register('/ws/game/crash/escape', {
    auth: true,
    schema: Type.Object({ roundId: Type.String({ maxLength: 30 }) }),
    handle: async (ctx, data) => {
      const escaped = await crash.escape(ctx.userId as number, data.roundId);
      await deps.announceEscape(escaped.bet);
      return { bet: betView(escaped.bet), rate: fixed(escaped.rateX100, 2), balance: toWireAmount(escaped.balance) };
    },
  });

  gateway.register('/ws/game/crash/roundHistory', {
    auth: false,
    schema: Type.Object(Paging),
    handle: async (_ctx, data) => {
      const page = data.page ?? 1;
      const count = data.count ?? 20;
      const { rows, total } = await deps.repo.settledRounds(page, count);
      const list = await Promise.all(
        rows.map(async (r) => ({
          roundId: r.id,
          startTime: num(r.start_at),
          endTime: num(r.end_at),
          target: (JSON.parse(r.result ?? '{}') as { target: string }).target,
          ...(await crash.revealed(r)),
        })),
      );
      return { list, total };
    },
  });

  gateway.register('/ws/game/crash/myHistory', {
    auth: true,
    schema: Type.Object(Paging),
    handle: async (ctx, data) => {
      const page = data.page ?? 1;
      const count = data.count ?? 20;
      const { rows, total } = await deps.rounds.betsOf(ctx.userId as number, CRASH_KEY, page, count);
      return { list: rows.map(betView), total };
    },
  });
}
