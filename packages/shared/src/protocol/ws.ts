/**
 * Websocket wire contract (DESIGN "Websocket"): frames named by sender, the built-in calls,
 * and the topic table that says which topics are public and which belong to one user.
 */

import { placeholderValues, type Fill } from './ws-template.ts';

/** A frame the client sends: a call (with id) or a fire-and-forget (ping). */
export interface ClientFrame {
  id?: number | string | null;
  path: string;
  data?: unknown;
}

/** The server's answer to a call. */
export type ServerReply =
  | { id: number | string | null; code: 200; data: unknown }
  | { id: number | string | null; code: number; msg: string };

/** A push on a subscribed topic; `ts` is the server's epoch ms at publish, the same for every subscriber. */
export interface ServerPush<T = unknown> {
  path: string;
  data: T;
  ts: number;
}

export type ServerFrame = ServerReply | ServerPush;

/** Calls every connection understands, before any game module registers its own. */
export const wsPaths = {
  setup: '/ws/setup',
  ping: '/ws/ping',
  pong: '/ws/pong',
  subscribe: '/ws/subscribe',
  unsubscribe: '/ws/unsubscribe',
  time: '/ws/server/time',
  user: '/ws/main/user',
} as const;

export interface SetupData {
  token?: string;
  clientId?: string;
  clientType?: 'browser' | string;
}
export interface SetupResult {
  userId: number | null;
  serverTime: number;
  node: string;
}
export interface SubscribeData {
  topics: string[];
}
export interface SubscribeResult {
  topics: string[];
}

/** Timing of the link (SPEC §9): ping every 8 s, silent links dropped at 12 s, calls time out at 10 s. */
export const wsTiming = {
  keepaliveMs: 8_000,
  lifetimeMs: 12_000,
  callTimeoutMs: 10_000,
  reconnectStepMs: 1_500,
} as const;

/** Connection states of SPEC §4. */
export const connectionStates = ['connecting', 'connected', 'ready', 'disconnect'] as const;
export type ConnectionState = (typeof connectionStates)[number];

/**
 * Topic templates. `{userId}` marks a personal topic (delivered only to that user); other
 * placeholders list the values they accept. Later domains add rows here, not special cases.
 */
export const topicTemplates = [
  '/ws/site/broadcast',
  '/ws/site/bigWin',
  // A new site message (announcement) for every player: clients refresh their unread count.
  '/ws/site/message',
  '/ws/user/{userId}/balance',
  // SPEC §7 Mail names the push `/heracles/inbox/new`; the user id makes it personal (DESIGN: personal topics carry it).
  '/heracles/inbox/new/{userId}',
  // A bulk send finished: clients refresh their unread count (spread over a few seconds).
  '/heracles/inbox/campaign',
  // Security changes (e.g. a withdrawal hold after a PIN reset), issue 12.
  '/ws/user/{userId}/security',
  '/ws/game/wingo/{model}/round/start',
  '/ws/game/wingo/{model}/round/end',
  '/ws/game/wingo/{model}/round/update',
  '/ws/game/wingo/{userId}/round/result',
  '/ws/game/crash/start',
  '/ws/game/crash/end',
  '/ws/game/crash/betInfo',
  '/ws/game/crash/escapeInfo',
  '/ws/game/crash/data',
  '/ws/game/roller/round/update',
  '/ws/game/hilo/round/update',
  '/ws/game/mines/round/update',
  '/ws/game/coinflip/round/update',
  '/ws/game/eggs/round/update',
  '/ws/game/colorwheel/round/update',
  '/ws/game/stairs/round/update',
  '/ws/game/cryptos/round/update',
  '/ws/game/roulette/round/start',
  '/ws/game/roulette/round/end',
  '/ws/game/roulette/round/update',
  '/ws/game/roulette/round/result/{userId}',
  '/ws/game/dice/round/start',
  '/ws/game/dice/round/end',
  '/ws/game/dice/round/update',
  '/ws/game/dice/round/result/{userId}',
  '/ws/game/dingdong/round/start',
  '/ws/game/dingdong/round/end',
  '/ws/game/dingdong/round/update',
  '/ws/game/dingdong/{userId}/result',
] as const;

export type TopicAccess = { kind: 'public' } | { kind: 'personal'; ownerId: number };

/** Classifies a topic: public, personal (with its owner), or null when no template matches. */
export function topicAccess(topic: string): TopicAccess | null {
  if (topic.length > 200) return null;
  const parts = topic.split('/');
  for (const template of topicTemplates) {
    const tparts = template.split('/');
    if (tparts.length !== parts.length) continue;
    let owner: number | null = null;
    let ok = true;
    for (let i = 0; i < tparts.length && ok; i++) {
      const t = tparts[i] as string;
      const p = parts[i] as string;
      if (t === '{userId}') {
        ok = /^[1-9][0-9]{0,15}$/.test(p);
        owner = Number(p);
      } else if (t.startsWith('{')) {
        ok = (placeholderValues as Record<string, readonly string[] | undefined>)[t.slice(1, -1)]?.includes(p) ?? false;
      } else {
        ok = t === p;
      }
    }
    if (ok) return owner === null ? { kind: 'public' } : { kind: 'personal', ownerId: owner };
  }
  return null;
}

/** Builds a personal topic from its template: personalTopic('/ws/user/{userId}/balance', 7). */
export const personalTopic = <T extends string>(template: T, id: number): Fill<T> => template.replace('{userId}', String(id)) as Fill<T>;
