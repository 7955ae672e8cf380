/**
 * The payload of every websocket topic (ws.ts `topicTemplates` says who may subscribe), and builders for
 * the topics the games use, so the server publishes and the web reads one type per topic.
 */
import type { BigWinView, SinglePlayerGame } from '../games.ts';
import type { HoldReason } from '../withdrawal-hold.ts';
import type { SiteMessagePush } from './help.ts';
import type { CampaignPush, InboxPush } from './inbox.ts';
import type { CrashBetInfo, CrashEnd, CrashEscape, CrashStart, CrashTick } from './crash.ts';
import type { PersonalResult, PoolGame, RoundUpdate, RoundView, WingoModel } from './rounds.ts';
import type { topicTemplates } from './ws.ts';
import type { BetFeedItem } from './ws-games.ts';
import type { Assert, Fill, Same } from './ws-template.ts';

/** `/ws/site/broadcast`: an operator notice for every connected player. */
export interface BroadcastPush {
  message: string;
  level: 'info' | 'warning';
}

/** `/ws/user/{userId}/balance`: the player's balance after a money change. */
export interface BalancePush {
  balance: string;
  currency: string;
  /** The ledger account (`wallet:{userId}:{currency}`). */
  account: string;
}

/** `/ws/user/{userId}/security`: a security change held the player's withdrawals. */
export interface SecurityPush {
  kind: 'withdrawal_hold';
  until: number;
  reason: HoldReason;
  /** The notice in Indonesian, ready to show. */
  msg: string;
}

/** Payload per topic template. */
export interface WsTopicPayloads {
  '/ws/site/broadcast': BroadcastPush;
  '/ws/site/bigWin': BigWinView;
  '/ws/site/message': SiteMessagePush;
  '/ws/user/{userId}/balance': BalancePush;
  '/heracles/inbox/new/{userId}': InboxPush;
  '/heracles/inbox/campaign': CampaignPush;
  '/ws/user/{userId}/security': SecurityPush;
  '/ws/game/wingo/{model}/round/start': RoundView;
  '/ws/game/wingo/{model}/round/end': RoundView;
  '/ws/game/wingo/{model}/round/update': RoundUpdate;
  '/ws/game/wingo/{userId}/round/result': PersonalResult;
  '/ws/game/crash/start': CrashStart;
  '/ws/game/crash/end': CrashEnd;
  '/ws/game/crash/betInfo': CrashBetInfo;
  '/ws/game/crash/escapeInfo': CrashEscape;
  '/ws/game/crash/data': CrashTick;
  '/ws/game/roller/round/update': BetFeedItem;
  '/ws/game/hilo/round/update': BetFeedItem;
  '/ws/game/mines/round/update': BetFeedItem;
  '/ws/game/coinflip/round/update': BetFeedItem;
  '/ws/game/eggs/round/update': BetFeedItem;
  '/ws/game/colorwheel/round/update': BetFeedItem;
  '/ws/game/stairs/round/update': BetFeedItem;
  '/ws/game/cryptos/round/update': BetFeedItem;
  '/ws/game/roulette/round/start': RoundView;
  '/ws/game/roulette/round/end': RoundView;
  '/ws/game/roulette/round/update': RoundUpdate;
  '/ws/game/roulette/round/result/{userId}': PersonalResult;
  '/ws/game/dice/round/start': RoundView;
  '/ws/game/dice/round/end': RoundView;
  '/ws/game/dice/round/update': RoundUpdate;
  '/ws/game/dice/round/result/{userId}': PersonalResult;
  '/ws/game/dingdong/round/start': RoundView;
  '/ws/game/dingdong/round/end': RoundView;
  '/ws/game/dingdong/round/update': RoundUpdate;
  '/ws/game/dingdong/{userId}/result': PersonalResult;
}

export type WsTopicTemplate = keyof WsTopicPayloads;
/** Every concrete topic with its payload. */
export type WsTopics = { [T in WsTopicTemplate as Fill<T>]: WsTopicPayloads[T] };
export type WsTopic = keyof WsTopics;
export type WsTopicPayload<P extends WsTopic> = WsTopics[P];

/** The compiler refuses a template in `topicTemplates` without a payload here, and a payload without a template. */
export type TopicTableComplete = Assert<Same<(typeof topicTemplates)[number], WsTopicTemplate>>;

/** The payload's type name per template: the table above as data, for the test that compares it with `topicTemplates`. */
export const topicPayloadNames: Record<WsTopicTemplate, string> = {
  '/ws/site/broadcast': 'BroadcastPush',
  '/ws/site/bigWin': 'BigWinView',
  '/ws/site/message': 'SiteMessagePush',
  '/ws/user/{userId}/balance': 'BalancePush',
  '/heracles/inbox/new/{userId}': 'InboxPush',
  '/heracles/inbox/campaign': 'CampaignPush',
  '/ws/user/{userId}/security': 'SecurityPush',
  '/ws/game/wingo/{model}/round/start': 'RoundView',
  '/ws/game/wingo/{model}/round/end': 'RoundView',
  '/ws/game/wingo/{model}/round/update': 'RoundUpdate',
  '/ws/game/wingo/{userId}/round/result': 'PersonalResult',
  '/ws/game/crash/start': 'CrashStart',
  '/ws/game/crash/end': 'CrashEnd',
  '/ws/game/crash/betInfo': 'CrashBetInfo',
  '/ws/game/crash/escapeInfo': 'CrashEscape',
  '/ws/game/crash/data': 'CrashTick',
  '/ws/game/roller/round/update': 'BetFeedItem',
  '/ws/game/hilo/round/update': 'BetFeedItem',
  '/ws/game/mines/round/update': 'BetFeedItem',
  '/ws/game/coinflip/round/update': 'BetFeedItem',
  '/ws/game/eggs/round/update': 'BetFeedItem',
  '/ws/game/colorwheel/round/update': 'BetFeedItem',
  '/ws/game/stairs/round/update': 'BetFeedItem',
  '/ws/game/cryptos/round/update': 'BetFeedItem',
  '/ws/game/roulette/round/start': 'RoundView',
  '/ws/game/roulette/round/end': 'RoundView',
  '/ws/game/roulette/round/update': 'RoundUpdate',
  '/ws/game/roulette/round/result/{userId}': 'PersonalResult',
  '/ws/game/dice/round/start': 'RoundView',
  '/ws/game/dice/round/end': 'RoundView',
  '/ws/game/dice/round/update': 'RoundUpdate',
  '/ws/game/dice/round/result/{userId}': 'PersonalResult',
  '/ws/game/dingdong/round/start': 'RoundView',
  '/ws/game/dingdong/round/end': 'RoundView',
  '/ws/game/dingdong/round/update': 'RoundUpdate',
  '/ws/game/dingdong/{userId}/result': 'PersonalResult',
};

// ---- builders -----------------------------------------------------------------------------------

/** A single-player game's public feed of settled bets. */
export const gameFeedTopic = <G extends SinglePlayerGame>(game: G) => `/ws/game/${game}/round/update` as const;

/** The public pushes of a Wingo model's rounds. */
export const wingoTopics = <M extends WingoModel>(model: M) =>
  ({
    start: `/ws/game/wingo/${model}/round/start`,
    end: `/ws/game/wingo/${model}/round/end`,
    update: `/ws/game/wingo/${model}/round/update`,
  }) as const;

/** The public pushes of a pool game's rounds (Roulette, Dice, Dingdong). */
export const poolTopics = <G extends PoolGame>(game: G) =>
  ({
    start: `/ws/game/${game}/round/start`,
    end: `/ws/game/${game}/round/end`,
    update: `/ws/game/${game}/round/update`,
  }) as const;

/** Each round game names its personal result topic its own way (SPEC §7). */
export const roundResultTemplates = {
  wingo: '/ws/game/wingo/{userId}/round/result',
  roulette: '/ws/game/roulette/round/result/{userId}',
  dice: '/ws/game/dice/round/result/{userId}',
  dingdong: '/ws/game/dingdong/{userId}/result',
} as const satisfies Record<'wingo' | PoolGame, WsTopicTemplate>;
export type RoundResultTemplate = (typeof roundResultTemplates)[keyof typeof roundResultTemplates];

/** The public pushes of a round game, and the template of its personal result. */
export interface RoundTopicSet {
  start: `/ws/game/wingo/${WingoModel}/round/start` | `/ws/game/${PoolGame}/round/start`;
  end: `/ws/game/wingo/${WingoModel}/round/end` | `/ws/game/${PoolGame}/round/end`;
  update: `/ws/game/wingo/${WingoModel}/round/update` | `/ws/game/${PoolGame}/round/update`;
  result: RoundResultTemplate;
}

export const crashTopics = {
  start: '/ws/game/crash/start',
  end: '/ws/game/crash/end',
  data: '/ws/game/crash/data',
  betInfo: '/ws/game/crash/betInfo',
  escapeInfo: '/ws/game/crash/escapeInfo',
} as const satisfies Record<string, WsTopic>;
