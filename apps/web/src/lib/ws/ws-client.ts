/**
 * Websocket client of DESIGN "Websocket": one link to `/ws`, setup first (frame id 1), request/response
 * calls matched by id, topic subscriptions with handlers, 8 s ping / 12 s silence watchdog, reconnect
 * after 1.5 s × attempt with setup and every topic replayed. The link states are SPEC §4's.
 * No React or DOM-store imports here: the instance module wires it to the app.
 */
import { errorEntry } from '@kasino/shared/errors/catalogue';
import { wsPaths, wsTiming, type ConnectionState, type ServerPush, type SetupData, type SetupResult } from '@kasino/shared/protocol/ws';
import type { WsCallAnswer, WsCallPath, WsCallRequest } from '@kasino/shared/protocol/ws-calls';
import type { WsTopic, WsTopicPayload } from '@kasino/shared/protocol/ws-topics';

/** A call that failed: the server's code and text, or -1 when the link dropped or timed out. */
export class WsCallError extends Error {
  override readonly name = 'WsCallError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type TopicHandler<T = unknown> = (data: T, push: ServerPush<T>) => void;

export interface WsClientOptions {
  /** Absolute ws:// or wss:// URL, read on every (re)connect. */
  url: () => string;
  /** Setup payload with the current identity, read on every (re)connect. */
  setupData: () => SetupData;
  onStateChange?: (state: ConnectionState) => void;
  onSetup?: (result: SetupResult) => void;
  /** The setup call was refused (e.g. 707 for a dead token). */
  onSetupError?: (error: WsCallError) => void;
  /** The server closed the link because its session ended (logout, password change, revoke): 4001. */
  onSessionEnded?: () => void;
  /** A server clock sample: serverEpochMs - localEpochMs. */
  onClockSample?: (offsetMs: number) => void;
  timing?: typeof wsTiming;
  /** Longest reconnect delay multiplier (1.5 s × min(attempt, cap)). */
  maxBackoffSteps?: number;
  WebSocketImpl?: typeof WebSocket;
  now?: () => number;
}

interface Pending {
  resolve: (data: unknown) => void;
  reject: (error: WsCallError) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface Queued {
  path: string;
  data: unknown;
  pending: Pending;
}

/** Close code of a link whose session ended on the server (apps/server realtime/link-limits.ts). */
const SESSION_ENDED_CLOSE = 4001;

const lostError = () => new WsCallError(-1, errorEntry(-1).text);

export class WsClient {
  private socket: WebSocket | null = null;
  private state: ConnectionState = 'disconnect';
  private generation = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private queue: Queued[] = [];
  private readonly handlers = new Map<string, Set<TopicHandler>>();
  private attempt = 0;
  private running = false;
  /** The browser says there is no network: no reconnect attempts, calls fail at once. */
  private offline = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private lastPing = 0;
  private readonly timing: typeof wsTiming;
  private readonly now: () => number;

  constructor(private readonly options: WsClientOptions) {
    this.timing = options.timing ?? wsTiming;
    this.now = options.now ?? Date.now;
  }

  /** The current link state. */
  getState(): ConnectionState {
    return this.state;
  }

  /** Opens the link and keeps it open until stop(). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  /** Closes the link for good; pending calls fail with -1. */
  stop(): void {
    this.running = false;
    this.teardown();
    this.setState('disconnect');
  }

  /**
   * The browser's `offline` event: the link is dropped now (not after 12 s of silence) and no
   * reconnect is tried until `networkBack`; calls made meanwhile fail at once instead of waiting 10 s.
   */
  networkLost(): void {
    this.offline = true;
    if (!this.running) return;
    this.teardown();
    this.setState('disconnect');
  }

  /** The browser's `online` event: connect now, without waiting out the reconnect backoff. */
  networkBack(): void {
    this.offline = false;
    if (!this.running) return;
    this.attempt = 0;
    this.teardown();
    this.open();
  }

  /** Drops the link and connects again at once, so setup carries the current identity (login/logout). */
  restart(): void {
    if (!this.running) return this.start();
    this.attempt = 0;
    this.teardown();
    this.open();
  }

  /**
   * Calls a server path of the shared call table (protocol/ws-calls.ts), which types what is sent and
   * answered; resolves with `data`, rejects with WsCallError (code -1 after 10 s).
   */
  call<P extends WsCallPath>(path: P, data: WsCallRequest<P>): Promise<WsCallAnswer<P>> {
    return new Promise<WsCallAnswer<P>>((resolve, reject) => {
      // Offline: nothing can be sent, so nothing waits (a bet's stake is never shown as taken).
      if (this.offline) return reject(lostError());
      const pending: Pending = {
        resolve: resolve as (data: unknown) => void,
        reject,
        timer: setTimeout(() => {
          this.queue = this.queue.filter((q) => q.pending !== pending);
          for (const [id, p] of this.pending) if (p === pending) this.pending.delete(id);
          reject(lostError());
        }, this.timing.callTimeoutMs),
      };
      if (this.state === 'ready') this.send(path, data, pending);
      else this.queue.push({ path, data, pending });
    });
  }

  /** Listens to a topic (payload typed by protocol/ws-topics.ts); the first listener subscribes on the server. Returns the unsubscribe. */
  subscribe<P extends WsTopic>(topic: P, handler: TopicHandler<WsTopicPayload<P>>): () => void {
    let set = this.handlers.get(topic);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler as TopicHandler);
    if (first && this.state === 'ready') this.sendTopics(wsPaths.subscribe, [topic]);
    return () => {
      const current = this.handlers.get(topic);
      if (!current?.delete(handler as TopicHandler) || current.size > 0) return;
      this.handlers.delete(topic);
      if (this.state === 'ready') this.sendTopics(wsPaths.unsubscribe, [topic]);
    };
  }

  // ---- link lifecycle -------------------------------------------------------------------------

  private open(): void {
    const generation = ++this.generation;
    this.setState('connecting');
    let socket: WebSocket;
    try {
      const Impl = this.options.WebSocketImpl ?? WebSocket;
      socket = new Impl(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (generation !== this.generation) return;
      this.lastHeard = this.now();
      this.lastPing = this.lastHeard;
      this.setState('connected');
      this.startHeartbeat();
      this.runSetup(generation);
    };
    socket.onmessage = (event: MessageEvent) => {
      if (generation !== this.generation) return;
      this.lastHeard = this.now();
      if (typeof event.data === 'string') this.handleFrame(event.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (generation !== this.generation) return;
      if (event.code === SESSION_ENDED_CLOSE) this.options.onSessionEnded?.();
      this.linkLost();
    };
    // An error is always followed by close; nothing to do here.
    socket.onerror = () => undefined;
  }

  private runSetup(generation: number): void {
    const startedAt = this.now();
    this.nextId = 1; // DESIGN: the setup is frame id 1 of every link
    const pending = this.makePending(
      (data) => {
        if (generation !== this.generation) return;
        const result = data as SetupResult;
        const rtt = this.now() - startedAt;
        if (typeof result.serverTime === 'number') this.options.onClockSample?.(result.serverTime + rtt / 2 - this.now());
        this.attempt = 0;
        this.setState('ready');
        this.options.onSetup?.(result);
        const topics = [...this.handlers.keys()];
        if (topics.length > 0) this.sendTopics(wsPaths.subscribe, topics);
        for (const queued of this.queue.splice(0)) this.send(queued.path, queued.data, queued.pending);
      },
      (error) => {
        if (generation !== this.generation) return;
        this.options.onSetupError?.(error);
        // Unless the handler already restarted the link with a new identity, try again later.
        if (generation === this.generation) {
          this.teardown();
          this.setState('disconnect');
          this.scheduleReconnect();
        }
      },
    );
    this.send(wsPaths.setup, this.options.setupData(), pending);
  }

  private linkLost(): void {
    this.teardown();
    this.setState('disconnect');
    this.scheduleReconnect();
  }

  /** Closes the socket and fails everything in flight; queued calls wait for the next link. */
  private teardown(): void {
    this.generation++;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close();
      } catch {
        /* already closed */
      }
    }
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(lostError());
    }
    this.pending.clear();
    if (!this.running) {
      for (const queued of this.queue.splice(0)) {
        clearTimeout(queued.pending.timer);
        queued.pending.reject(lostError());
      }
    }
  }

  private scheduleReconnect(): void {
    if (!this.running || this.reconnectTimer || this.offline) return;
    this.attempt += 1;
    const steps = Math.min(this.attempt, this.options.maxBackoffSteps ?? 10);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.running) this.open();
    }, this.timing.reconnectStepMs * steps);
  }

  private startHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      const now = this.now();
      if (now - this.lastHeard > this.timing.lifetimeMs) {
        // Silent for 12 s: the link is dead even if the browser has not noticed.
        this.linkLost();
        return;
      }
      if (now - this.lastPing >= this.timing.keepaliveMs) {
        this.lastPing = now;
        this.sendRaw({ path: wsPaths.ping });
      }
    }, 1_000);
  }

  // ---- frames ---------------------------------------------------------------------------------

  private makePending(resolve: (data: unknown) => void, reject: (error: WsCallError) => void): Pending {
    const pending: Pending = {
      resolve,
      reject,
      timer: setTimeout(() => {
        for (const [id, p] of this.pending) if (p === pending) this.pending.delete(id);
        reject(lostError());
      }, this.timing.callTimeoutMs),
    };
    return pending;
  }

  private send(path: string, data: unknown, pending: Pending): void {
    const id = this.nextId++;
    this.pending.set(id, pending);
    if (!this.sendRaw({ id, path, data })) {
      this.pending.delete(id);
      this.queue.push({ path, data, pending });
    }
  }

  private sendTopics(path: string, topics: string[]): void {
    const pending = this.makePending(
      () => undefined,
      (error) => {
        if (error.code !== -1) console.warn(`[ws] ${path} refused`, topics, error.code, error.message);
      },
    );
    this.send(path, { topics }, pending);
  }

  private sendRaw(frame: object): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  private handleFrame(text: string): void {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof frame !== 'object' || frame === null) return;
    const f = frame as { id?: unknown; code?: unknown; msg?: unknown; data?: unknown; path?: unknown; ts?: unknown };
    if (typeof f.id === 'number' && typeof f.code === 'number') {
      const pending = this.pending.get(f.id);
      if (!pending) return;
      this.pending.delete(f.id);
      clearTimeout(pending.timer);
      if (f.code === 200) pending.resolve(f.data);
      else pending.reject(new WsCallError(f.code, typeof f.msg === 'string' ? f.msg : errorEntry(f.code).text));
      return;
    }
    if (typeof f.path !== 'string') return;
    if (typeof f.ts === 'number') this.options.onClockSample?.(f.ts - this.now());
    const handlers = this.handlers.get(f.path);
    if (!handlers) return;
    const push: ServerPush = { path: f.path, data: f.data, ts: typeof f.ts === 'number' ? f.ts : this.now() };
    for (const handler of [...handlers]) {
      try {
        handler(push.data, push);
      } catch (error) {
        console.error('[ws] topic handler failed', f.path, error);
      }
    }
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onStateChange?.(state);
  }
}
