/**
 * Every websocket call: its path, what the client sends and what the server answers. The server's
 * `gateway.register` and the web's `wsClient.call` both read this table, so a handler that answers
 * another shape, or a client that sends one, does not compile. The request types say what the call's
 * TypeBox schema (on the server) accepts; the schema still checks every frame at run time.
 */
import type { BetPage, BetRequest, PageRequest, Paged, PlacedBet, SeedsView, SingleShotCurrent } from './ws-games.ts';
import type { SingleShotGame, SingleShotParams, SteppedAction, SteppedCurrent, SteppedGame, SteppedParams } from './ws-games.ts';
import type { SteppedRoundView, SteppedViews } from './ws-games.ts';
import type { CrashBetRequest, CrashBetView, CrashCurrent, CrashEscaped, CrashPastRound, CrashPlaced } from './crash.ts';
import type { PlacedBets, PoolBetRequest, PoolCurrent, PoolGame, RoundBetView, RoundOrders, RoundView } from './rounds.ts';
import type { WingoBetRequest, WingoCurrent, WingoModel, WingoTrend } from './rounds.ts';
import type { UserView } from './rest.ts';
import type { SetupData, SetupResult, SubscribeData, SubscribeResult } from './ws.ts';
import type { Assert, Fill, Same } from './ws-template.ts';

export interface WsCallSpec<Req = unknown, Ans = unknown> {
  request: Req;
  answer: Ans;
}

/** A call that takes no fields. */
export type NoData = Record<string, never>;
export interface CurrencyRequest {
  currency?: 'IDR';
}
export interface SetSeedRequest {
  clientSeed: string;
}
export interface ServerTime {
  serverTime: number;
}

interface BuiltInCalls {
  '/ws/setup': WsCallSpec<SetupData, SetupResult>;
  '/ws/subscribe': WsCallSpec<SubscribeData, SubscribeResult>;
  '/ws/unsubscribe': WsCallSpec<SubscribeData, SubscribeResult>;
  /** Usually sent without an id (no answer); with one, answered like server/time. */
  '/ws/ping': WsCallSpec<NoData | undefined, ServerTime>;
  '/ws/server/time': WsCallSpec<NoData, ServerTime>;
  '/ws/main/user': WsCallSpec<NoData, UserView>;
}

interface WingoCalls {
  '/ws/game/wingo/curRound': WsCallSpec<{ model?: WingoModel } & CurrencyRequest, WingoCurrent>;
  '/ws/game/wingo/pastRound': WsCallSpec<{ model?: WingoModel } & PageRequest, Paged<RoundView>>;
  '/ws/game/wingo/myHistory': WsCallSpec<{ model?: WingoModel } & PageRequest, Paged<RoundBetView>>;
  '/ws/game/wingo/trend': WsCallSpec<{ model?: WingoModel }, WingoTrend>;
  '/ws/game/wingo/curOrders': WsCallSpec<{ model?: WingoModel }, RoundOrders>;
  '/ws/game/wingo/bet': WsCallSpec<WingoBetRequest, PlacedBets>;
}

interface CrashCalls {
  '/ws/game/crash/curGame': WsCallSpec<CurrencyRequest, CrashCurrent>;
  '/ws/game/crash/bet': WsCallSpec<CrashBetRequest, CrashPlaced>;
  '/ws/game/crash/escape': WsCallSpec<{ roundId: string }, CrashEscaped>;
  '/ws/game/crash/roundHistory': WsCallSpec<PageRequest, Paged<CrashPastRound>>;
  '/ws/game/crash/myHistory': WsCallSpec<PageRequest, Paged<CrashBetView>>;
}

type SingleShotFamily = {
  [G in SingleShotGame]: {
    curRound: WsCallSpec<CurrencyRequest, SingleShotCurrent>;
    setSeed: WsCallSpec<SetSeedRequest, SeedsView>;
    myPastRound: WsCallSpec<PageRequest, BetPage>;
    startRound: WsCallSpec<BetRequest & SingleShotParams[G], PlacedBet>;
  };
};

type SteppedFamily = {
  [G in SteppedGame]: {
    curRound: WsCallSpec<NoData, SteppedCurrent<SteppedViews[G]>>;
    setSeed: WsCallSpec<SetSeedRequest, SeedsView>;
    myPastRound: WsCallSpec<PageRequest, BetPage>;
    startRound: WsCallSpec<BetRequest & SteppedParams[G], SteppedRoundView<SteppedViews[G]>>;
    selectCard: WsCallSpec<SteppedAction, SteppedRoundView<SteppedViews[G]>>;
    cashRound: WsCallSpec<{ roundId: string }, SteppedRoundView<SteppedViews[G]>>;
  };
};

type PoolFamily = {
  [G in PoolGame]: {
    curRound: WsCallSpec<CurrencyRequest, PoolCurrent>;
    bet: WsCallSpec<PoolBetRequest, PlacedBets>;
    pastRound: WsCallSpec<PageRequest, Paged<RoundView>>;
    myHistory: WsCallSpec<PageRequest, Paged<RoundBetView>>;
  };
};

/** `/ws/game/{game}/{call}` for every game of a family, each game with its own types. */
type GameCalls<F extends Record<string, Record<string, WsCallSpec>>> = {
  [P in { [G in keyof F & string]: `/ws/game/${G}/${keyof F[G] & string}` }[keyof F & string]]: P extends `/ws/game/${infer G}/${infer C}`
    ? F[G][C & keyof F[G]]
    : never;
};

/** Every concrete call path with its request and answer. */
export type WsCalls = BuiltInCalls &
  WingoCalls &
  CrashCalls &
  GameCalls<SingleShotFamily> &
  GameCalls<SteppedFamily> &
  GameCalls<PoolFamily>;
export type WsCallPath = keyof WsCalls;
export type WsCallRequest<P extends WsCallPath> = WsCalls[P]['request'];
export type WsCallAnswer<P extends WsCallPath> = WsCalls[P]['answer'];

/** The call table as path templates, for the test that compares it with a started server's calls. */
export const wsCallTemplates = [
  '/ws/setup',
  '/ws/subscribe',
  '/ws/unsubscribe',
  '/ws/ping',
  '/ws/server/time',
  '/ws/main/user',
  '/ws/game/wingo/curRound',
  '/ws/game/wingo/pastRound',
  '/ws/game/wingo/myHistory',
  '/ws/game/wingo/trend',
  '/ws/game/wingo/curOrders',
  '/ws/game/wingo/bet',
  '/ws/game/crash/curGame',
  '/ws/game/crash/bet',
  '/ws/game/crash/escape',
  '/ws/game/crash/roundHistory',
  '/ws/game/crash/myHistory',
  '/ws/game/{singleShot}/curRound',
  '/ws/game/{singleShot}/setSeed',
  '/ws/game/{singleShot}/myPastRound',
  '/ws/game/{singleShot}/startRound',
  '/ws/game/{stepped}/curRound',
  '/ws/game/{stepped}/setSeed',
  '/ws/game/{stepped}/myPastRound',
  '/ws/game/{stepped}/startRound',
  '/ws/game/{stepped}/selectCard',
  '/ws/game/{stepped}/cashRound',
  '/ws/game/{pool}/curRound',
  '/ws/game/{pool}/bet',
  '/ws/game/{pool}/pastRound',
  '/ws/game/{pool}/myHistory',
] as const;

/** The compiler refuses a template list that names other paths than the type table. */
export type CallTableComplete = Assert<Same<Fill<(typeof wsCallTemplates)[number]>, WsCallPath>>;
