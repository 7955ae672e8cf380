/**
 * The realtime gateway on `/ws`: setup, calls routed to handlers that domains register, topic
 * subscriptions (personal topics only for their owner), keepalive and per-call timeouts.
 *
 * Identity: a link holds the token it was authenticated with. Every login-required call checks that
 * token's session again before it runs (a bet, a cash-out, a crash escape...), and a session change
 * announced on the bus (logout, password change, revoke, on any node) makes every node re-check its
 * links of that user at once: a link whose session ended loses its identity and is closed with 4001.
 * Expiry (idle or absolute) fires no event, so every node also checks the sessions of all its identified
 * links every `sessionCheckMs`, in one batch, with the same outcome; and calls open to visitors that
 * read the caller's own data (`personal`) re-check the session first and answer as a visitor if it ended.
 *
 * Limits (link-limits.ts): frames in flight and unsent bytes per link, a call rate per link and per
 * user, open links per address and per user; the payload size is capped by the websocket server.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { errorEntry, ownCodes } from '@kasino/shared/errors/catalogue';
import { topicAccess, wsPaths, type ClientFrame, type ServerPush, type SetupResult } from '@kasino/shared/protocol/ws';
import type { WsCallAnswer, WsCallPath, WsCallRequest } from '@kasino/shared/protocol/ws-calls';
import { AppError } from '../http/app-error.ts';
import type { EventBus } from './event-bus.ts';
import { KeyedCounter, TokenBucket, wsCloseCodes, type LinkLimits } from './link-limits.ts';
import { SESSIONS_CHANGED, type SessionsChanged } from './session-events.ts';
import { compileValidator, type DataValidator } from './ws-schema.ts';

/** Who is calling, for a handler. */
export interface WsCallContext {
  readonly userId: number | null;
  readonly connection: WsConnection;
}

export interface WsCallDefinition<T = unknown, A = unknown> {
  /** Login required: answered with code 1 when the link has no user. */
  readonly auth: boolean;
  readonly schema?: TSchema;
  /**
   * Open to visitors, but shows a logged-in caller their own data (curRound's seeds and open round):
   * the session is re-checked first; if it ended, the call is answered as a visitor's and the link is
   * then closed with 4001.
   */
  readonly personal?: boolean;
  handle(ctx: WsCallContext, data: T): A | Promise<A>;
}

/** Calls the gateway answers itself, before any handler. */
const builtInPaths = [wsPaths.setup, wsPaths.subscribe, wsPaths.unsubscribe, wsPaths.ping] as const;

export interface GatewayOptions {
  readonly bus: EventBus;
  readonly log: FastifyBaseLogger;
  readonly nodeId: string;
  readonly lifetimeMs: number;
  readonly callTimeoutMs: number;
  readonly limits: LinkLimits;
  /** Resolves a token to its user, or null when it is unknown, revoked or expired. */
  authenticate(token: string): Promise<number | null>;
  /** Which of `tokens` still grant their user (token → user id), for the periodic sweep; one batch per call. */
  liveSessions?(tokens: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** How often the sessions of all identified links are checked again (WS_SESSION_CHECK_MS). */
  sessionCheckMs?: number;
  now?: () => number;
}

type FrameId = number | string | null;

/** One client link. */
export class WsConnection {
  userId: number | null = null;
  /** The token `userId` was proven with; re-checked before every login-required call. */
  token: string | null = null;
  readonly topics = new Set<string>();
  lastSeen: number;
  /** Frames received and not yet answered. */
  pending = 0;
  /** A personal call found the session ended: close with 4001 once its (visitor's) answer is sent. */
  endAfterReply = false;
  readonly bucket: TokenBucket;

  constructor(
    readonly socket: WebSocket,
    readonly id: number,
    readonly ip: string,
    now: number,
    private readonly limits: LinkLimits,
  ) {
    this.lastSeen = now;
    this.bucket = new TokenBucket(limits.linkRate, now);
  }

  /** Whether the client reads what it is sent; one that does not is cut instead of buffered without end. */
  get stalled(): boolean {
    return this.socket.bufferedAmount > this.limits.maxBufferedBytes;
  }

  send(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.stalled) {
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }
}

const SubscribeSchema = Type.Object({ topics: Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 50 }) });
const SetupSchema = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })),
  clientId: Type.Optional(Type.String({ maxLength: 100 })),
  clientType: Type.Optional(Type.String({ maxLength: 20 })),
});

export class Gateway {
  private readonly handlers = new Map<string, { def: WsCallDefinition; validate?: DataValidator }>();
  private readonly subscribers = new Map<string, Set<WsConnection>>();
  private readonly connections = new Set<WsConnection>();
  private readonly byUser = new Map<number, Set<WsConnection>>();
  private readonly userBuckets = new Map<number, TokenBucket>();
  private readonly perIp = new KeyedCounter<string>();
  private readonly now: () => number;
  private nextId = 1;
  private sweeper: NodeJS.Timeout | null = null;
  private sessionSweeper: NodeJS.Timeout | null = null;
  private sessionSweepRunning = false;
  private stopBus: (() => void) | null = null;
  private draining = false;

  constructor(private readonly options: GatewayOptions) {
    this.now = options.now ?? Date.now;
    this.register(wsPaths.time, { auth: false, handle: () => ({ serverTime: this.now() }) });
  }

  /**
   * Domains register their calls here: gateway.register('/ws/game/roller/startRound', {...}). A path of the
   * shared call table (protocol/ws-calls.ts) types the handler's data and checks its answer against the
   * table; any other path (a test's probe) is unchecked, and the call-table test lists it as unknown.
   */
  register<P extends WsCallPath>(path: P, def: WsCallDefinition<WsCallRequest<P>, WsCallAnswer<P>>): void;
  register<P extends string>(path: P extends WsCallPath ? never : P, def: WsCallDefinition): void;
  register(path: string, def: WsCallDefinition): void {
    if (this.handlers.has(path)) throw new Error(`ws call registered twice: ${path}`);
    this.handlers.set(path, { def: def as WsCallDefinition, validate: def.schema ? compileValidator(def.schema) : undefined });
  }

  /** Every path this gateway answers: the built-in calls and the registered ones. */
  callPaths(): string[] {
    return [...builtInPaths, ...this.handlers.keys()];
  }

  /** Starts fan-out from the bus and the keepalive sweep. */
  start(): void {
    this.stopBus = this.options.bus.onPush((push) => {
      if (push.path === SESSIONS_CHANGED) void this.recheckUser((push.data as SessionsChanged).userId);
      else this.deliver(push);
    });
    const every = Math.max(250, Math.min(2_000, Math.floor(this.options.lifetimeMs / 4)));
    this.sweeper = setInterval(() => this.sweep(), every);
    this.sweeper.unref();
    if (this.options.liveSessions && this.options.sessionCheckMs) {
      this.sessionSweeper = setInterval(() => void this.sweepSessions(), this.options.sessionCheckMs);
      this.sessionSweeper.unref();
    }
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Whether one of a player's links on this node hears `topic` (what ops tooling and tests wait on). */
  listens(userId: number, topic: string): boolean {
    for (const conn of this.byUser.get(userId) ?? []) if (conn.topics.has(topic)) return true;
    return false;
  }

  /** Whether an address may open one more link (checked before the upgrade, answered 667 if not). */
  admits(ip: string): boolean {
    return !this.draining && this.perIp.get(ip) < this.options.limits.linksPerIp;
  }

  /** Takes over a freshly upgraded socket; `cookieToken` authenticates before setup. */
  attach(socket: WebSocket, cookieToken: string | undefined, ip = ''): void {
    if (this.draining) {
      socket.close(1001, 'server shutting down');
      return;
    }
    // Upgrades racing past `admits` are closed here.
    if (this.perIp.get(ip) >= this.options.limits.linksPerIp) {
      socket.close(wsCloseCodes.tooManyLinks, 'too many links from this address');
      return;
    }
    const conn = new WsConnection(socket, this.nextId++, ip, this.now(), this.options.limits);
    this.connections.add(conn);
    this.perIp.add(ip);
    // Frames that arrive while the cookie is being checked wait for it, so order is kept.
    let ready: Promise<void> = cookieToken
      ? this.options
          .authenticate(cookieToken)
          .catch(() => null)
          .then((id) => {
            if (id === null || !this.connections.has(conn)) return;
            try {
              this.setUser(conn, id, cookieToken);
            } catch {
              socket.close(wsCloseCodes.tooManyLinks, 'too many links for this user');
            }
          })
      : Promise.resolve();
    socket.on('message', (raw, isBinary) => {
      conn.lastSeen = this.now();
      const frame = this.admitFrame(conn, isBinary ? '' : raw.toString());
      if (!frame) return;
      conn.pending += 1;
      ready = ready
        .then(() => this.onFrame(conn, frame))
        .catch((err: unknown) => {
          this.options.log.error({ err }, 'ws frame failed');
        })
        .finally(() => {
          conn.pending -= 1;
        });
    });
    socket.on('close', () => this.detach(conn));
    socket.on('error', () => this.detach(conn));
  }

  private detach(conn: WsConnection): void {
    if (!this.connections.delete(conn)) return;
    this.perIp.remove(conn.ip);
    this.unbindUser(conn);
    for (const topic of conn.topics) this.unsubscribeOne(conn, topic);
  }

  /**
   * Parses a frame and applies the per-link limits before it joins the link's queue: a link that does
   * not read is cut; too many unanswered frames, or calls faster than the link's or the user's rate,
   * are answered 667 at once and never queued. Returns the frame to run, or null.
   */
  private admitFrame(conn: WsConnection, text: string): ClientFrame | null {
    if (conn.stalled) {
      this.options.log.warn({ link: conn.id, userId: conn.userId }, 'ws link cut: it does not read its replies');
      conn.socket.terminate();
      this.detach(conn);
      return null;
    }
    let frame: ClientFrame;
    try {
      frame = JSON.parse(text) as ClientFrame;
    } catch {
      this.reply(conn, null, 3, { msg: `${errorEntry(3).text}: bukan JSON` });
      return null;
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame) || typeof frame.path !== 'string') {
      this.reply(conn, null, 3, { msg: `${errorEntry(3).text}: path` });
      return null;
    }
    const id = usableId(frame.id);
    const limits = this.options.limits;
    if (conn.pending >= limits.maxPendingPerLink) {
      this.reply(conn, id, 667, { msg: `${errorEntry(667).text}: terlalu banyak panggilan yang belum dijawab` });
      return null;
    }
    const now = this.now();
    const userBucket = conn.userId === null ? null : this.userBuckets.get(conn.userId);
    if (!conn.bucket.take(now) || (userBucket && !userBucket.take(now))) {
      this.reply(conn, id, 667, { msg: `${errorEntry(667).text}: panggilan terlalu cepat` });
      return null;
    }
    return frame;
  }

  private reply(conn: WsConnection, id: FrameId, code: number, payload: { data?: unknown; msg?: string }): void {
    if (id === undefined) return;
    conn.send(
      JSON.stringify(code === 200 ? { id, code, data: payload.data ?? null } : { id, code, msg: payload.msg ?? errorEntry(code).text }),
    );
  }

  private async onFrame(conn: WsConnection, frame: ClientFrame): Promise<void> {
    const hasUsableId = typeof frame.id === 'number' || (typeof frame.id === 'string' && frame.id.length <= 64);
    const id: FrameId = usableId(frame.id);

    if (frame.path === wsPaths.ping) {
      conn.send(JSON.stringify({ path: wsPaths.pong, data: null, ts: this.now() }));
      if (hasUsableId) this.reply(conn, id, 200, { data: { serverTime: this.now() } });
      return;
    }
    if (!hasUsableId) {
      this.reply(conn, null, 3, { msg: `${errorEntry(3).text}: id` });
      return;
    }
    try {
      const data = await this.withTimeout(this.dispatch(conn, frame.path, frame.data ?? {}));
      this.reply(conn, id, 200, { data });
    } catch (error) {
      if (error instanceof AppError) {
        this.reply(conn, id, error.code, { msg: error.message });
      } else {
        this.options.log.error({ err: error, path: frame.path, userId: conn.userId }, 'ws call failed');
        this.reply(conn, id, 666, {});
      }
    }
    if (conn.endAfterReply) {
      conn.endAfterReply = false;
      this.endIdentity(conn);
    }
  }

  private async withTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError(ownCodes.timeout)), this.options.callTimeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async dispatch(conn: WsConnection, path: string, data: unknown): Promise<unknown> {
    switch (path) {
      case wsPaths.setup:
        return this.setup(conn, data);
      case wsPaths.subscribe:
        return this.subscribe(conn, data);
      case wsPaths.unsubscribe:
        return this.unsubscribe(conn, data);
    }
    const entry = this.handlers.get(path);
    if (!entry) throw new AppError(3, `${errorEntry(3).text}: path tidak dikenal`, 'path');
    if (entry.def.auth) await this.recheck(conn);
    else if (entry.def.personal && conn.userId !== null) await this.recheckPersonal(conn);
    entry.validate?.(data);
    return entry.def.handle({ userId: conn.userId, connection: conn }, data);
  }

  private setupValidator = compileValidator(SetupSchema);
  private subscribeValidator = compileValidator(SubscribeSchema);

  private async setup(conn: WsConnection, data: unknown): Promise<SetupResult> {
    this.setupValidator(data);
    const { token } = data as { token?: string };
    if (token) {
      const userId = await this.options.authenticate(token);
      if (userId === null) {
        this.setUser(conn, null, null);
        throw new AppError(707);
      }
      this.setUser(conn, userId, token);
    } else if ((data as { token?: string }).token === '') {
      this.setUser(conn, null, null);
    }
    return { userId: conn.userId, serverTime: this.now(), node: this.options.nodeId };
  }

  /**
   * Changing identity drops personal topics the new identity does not own. Binding a user who already
   * has `linksPerUser` links on this node is refused with 667 (the link keeps its old identity).
   */
  private setUser(conn: WsConnection, userId: number | null, token: string | null): void {
    if (userId !== null && userId !== conn.userId && (this.byUser.get(userId)?.size ?? 0) >= this.options.limits.linksPerUser) {
      throw new AppError(667, `${errorEntry(667).text}: terlalu banyak koneksi untuk akun ini`);
    }
    this.unbindUser(conn);
    conn.userId = userId;
    conn.token = userId === null ? null : token;
    // A frame still queued when its link closed must not register a link that no longer exists.
    if (userId !== null && this.connections.has(conn)) {
      let links = this.byUser.get(userId);
      if (!links) this.byUser.set(userId, (links = new Set()));
      links.add(conn);
      if (!this.userBuckets.has(userId)) this.userBuckets.set(userId, new TokenBucket(this.options.limits.userRate, this.now()));
    }
    for (const topic of [...conn.topics]) {
      const access = topicAccess(topic);
      if (access?.kind === 'personal' && access.ownerId !== userId) {
        conn.topics.delete(topic);
        this.unsubscribeOne(conn, topic);
      }
    }
  }

  private unbindUser(conn: WsConnection): void {
    if (conn.userId === null) return;
    const links = this.byUser.get(conn.userId);
    links?.delete(conn);
    if (links?.size === 0) {
      this.byUser.delete(conn.userId);
      this.userBuckets.delete(conn.userId);
    }
  }

  /** Before a login-required call: the link's session must still be live (answered 1 if it is not). */
  private async recheck(conn: WsConnection): Promise<void> {
    if (conn.userId === null || conn.token === null) throw new AppError(1);
    const userId = await this.options.authenticate(conn.token);
    if (userId === conn.userId) return;
    // The link stays open as a visitor's so this answer (1: log in again) reaches the client.
    this.setUser(conn, null, null);
    throw new AppError(1);
  }

  /** Before a personal call open to visitors: a link whose session ended is answered as a visitor, then closed. */
  private async recheckPersonal(conn: WsConnection): Promise<void> {
    const userId = conn.token === null ? null : await this.options.authenticate(conn.token);
    if (userId === conn.userId) return;
    this.setUser(conn, null, null);
    conn.endAfterReply = true;
  }

  /**
   * Checks the sessions of every identified link on this node in one batch (distinct tokens, one query
   * per 500): a link whose session ended (expired, or revoked with the bus message lost) loses its
   * identity and is closed with 4001. A database error leaves links as they are until the next round;
   * login-required calls re-check on their own anyway.
   */
  async sweepSessions(): Promise<void> {
    const liveSessions = this.options.liveSessions;
    if (!liveSessions || this.sessionSweepRunning) return;
    this.sessionSweepRunning = true;
    try {
      const checked = new Map<WsConnection, string>();
      for (const conn of this.connections) if (conn.userId !== null && conn.token !== null) checked.set(conn, conn.token);
      if (checked.size === 0) return;
      const live = await liveSessions([...new Set(checked.values())]);
      for (const [conn, token] of checked) {
        // A link that set up another identity while the query ran was not checked under it.
        if (conn.token === token && live.get(token) !== conn.userId) this.endIdentity(conn);
      }
    } catch (err) {
      this.options.log.warn({ err }, 'ws session sweep failed');
    } finally {
      this.sessionSweepRunning = false;
    }
  }

  /** A session of `userId` ended somewhere: links of that user on this node whose session is gone lose it. */
  private async recheckUser(userId: number): Promise<void> {
    const links = [...(this.byUser.get(userId) ?? [])];
    await Promise.all(
      links.map(async (conn) => {
        const live = conn.token === null ? null : await this.options.authenticate(conn.token).catch(() => null);
        if (live !== conn.userId && conn.userId === userId) this.endIdentity(conn);
      }),
    );
  }

  /** Drops the identity and closes the link with 4001, so the client knows to log in again. */
  private endIdentity(conn: WsConnection): void {
    this.setUser(conn, null, null);
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.close(wsCloseCodes.sessionEnded, 'session ended');
  }

  private async subscribe(conn: WsConnection, data: unknown): Promise<{ topics: string[] }> {
    this.subscribeValidator(data);
    const { topics } = data as { topics: string[] };
    // A personal topic (balance, security) is only for a live session: checked like a login-required call.
    if (topics.some((topic) => topicAccess(topic)?.kind === 'personal') && conn.userId !== null) await this.recheck(conn);
    // Check every topic first so a refused one leaves no partial subscription.
    for (const topic of topics) {
      const access = topicAccess(topic);
      if (!access) throw new AppError(3, `${errorEntry(3).text}: topik tidak dikenal`, 'topics');
      if (access.kind === 'personal') {
        if (conn.userId === null) throw new AppError(1);
        if (access.ownerId !== conn.userId) throw new AppError(3, `${errorEntry(3).text}: topik milik pengguna lain`, 'topics');
      }
    }
    for (const topic of topics) {
      conn.topics.add(topic);
      let set = this.subscribers.get(topic);
      if (!set) this.subscribers.set(topic, (set = new Set()));
      set.add(conn);
    }
    return { topics: [...conn.topics] };
  }

  private unsubscribe(conn: WsConnection, data: unknown): { topics: string[] } {
    this.subscribeValidator(data);
    for (const topic of (data as { topics: string[] }).topics) {
      conn.topics.delete(topic);
      this.unsubscribeOne(conn, topic);
    }
    return { topics: [...conn.topics] };
  }

  private unsubscribeOne(conn: WsConnection, topic: string): void {
    const set = this.subscribers.get(topic);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.subscribers.delete(topic);
  }

  /** Sends one push to this node's subscribers; serialised once for all of them. */
  private deliver(push: ServerPush): void {
    const set = this.subscribers.get(push.path);
    if (!set || set.size === 0) return;
    const text = JSON.stringify(push);
    for (const conn of set) conn.send(text);
  }

  /** Drops links silent for longer than the lifetime (SPEC §9: 12 s). */
  private sweep(): void {
    const deadline = this.now() - this.options.lifetimeMs;
    for (const conn of this.connections) {
      if (conn.lastSeen < deadline) {
        conn.socket.terminate();
        this.detach(conn);
      }
    }
  }

  /** Graceful shutdown: refuse new links and close open ones with 1001 so clients reconnect elsewhere. */
  async drain(): Promise<void> {
    this.draining = true;
    this.stopBus?.();
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.sessionSweeper) clearInterval(this.sessionSweeper);
    const closing = [...this.connections].map(
      (conn) =>
        new Promise<void>((resolve) => {
          conn.socket.once('close', () => resolve());
          conn.socket.close(1001, 'server shutting down');
          setTimeout(() => {
            conn.socket.terminate();
            resolve();
          }, 1_000).unref();
        }),
    );
    await Promise.all(closing);
    this.connections.clear();
    this.subscribers.clear();
    this.byUser.clear();
    this.userBuckets.clear();
  }
}

function usableId(id: unknown): FrameId {
  return typeof id === 'number' || (typeof id === 'string' && id.length <= 64) ? id : null;
}
