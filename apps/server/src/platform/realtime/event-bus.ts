/**
 * The event bus carries websocket pushes between nodes. In-process it is a plain fan-out;
 * with Redis every node publishes to one channel and every node delivers to its own subscribers,
 * so a push published on node A reaches a subscriber on node B.
 */
import type { ServerPush } from '@kasino/shared/protocol/ws';
import type { WsTopic, WsTopicPayload } from '@kasino/shared/protocol/ws-topics';

export type PushListener = (push: ServerPush) => void;

export interface EventBus {
  /** Publishes a push; `ts` is stamped here, once, so every subscriber on every node sees the same one. */
  publish(topic: string, data: unknown): Promise<void>;
  /** Registers a listener for every push on this node; returns the unsubscribe function. */
  onPush(listener: PushListener): () => void;
  /** Whether the bus crosses nodes (Redis) or stays in this process. */
  readonly kind: 'memory' | 'redis';
  /** Liveness for /health. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

/** Publishes on a topic of the shared table (protocol/ws-topics.ts) with the payload the table gives it. */
export type TopicPublisher<R = Promise<void>> = <P extends WsTopic>(topic: P, data: WsTopicPayload<P>) => R;

/** `bus.publish`, checked against the topic table. */
export const publishTopic = <P extends WsTopic>(bus: EventBus, topic: P, data: WsTopicPayload<P>): Promise<void> =>
  bus.publish(topic, data);

/** Shared listener bookkeeping of both implementations. */
export class PushListeners {
  private readonly listeners = new Set<PushListener>();

  add(listener: PushListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  deliver(push: ServerPush): void {
    for (const listener of this.listeners) listener(push);
  }
}

/** Single-process bus: pushes go straight to this node's listeners. */
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly listeners = new PushListeners();

  constructor(private readonly now: () => number = Date.now) {}

  async publish(topic: string, data: unknown): Promise<void> {
    this.listeners.deliver({ path: topic, data, ts: this.now() });
  }

  onPush(listener: PushListener): () => void {
    return this.listeners.add(listener);
  }

  async healthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}
}
