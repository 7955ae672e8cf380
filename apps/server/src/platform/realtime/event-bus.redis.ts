/**
 * Redis pub/sub bus: one channel per deployment (`<prefix>push`), so runs sharing a Redis never cross-talk.
 */
import { Redis } from 'ioredis';
import type { ServerPush } from '@kasino/shared/protocol/ws';
import { PushListeners, type EventBus, type PushListener } from './event-bus.ts';

export class RedisEventBus implements EventBus {
  readonly kind = 'redis' as const;
  private readonly listeners = new PushListeners();
  private readonly channel: string;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    prefix: string,
    private readonly now: () => number,
  ) {
    this.channel = `${prefix}push`;
  }

  /** Connects both clients and subscribes before resolving, so no push published after start is missed. */
  static async connect(url: string, prefix: string, now: () => number = Date.now): Promise<RedisEventBus> {
    const options = { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: true };
    const publisher = new Redis(url, options);
    const subscriber = new Redis(url, { ...options, enableAutoPipelining: false });
    // Errors are retried by ioredis; log noise is left to health checks.
    publisher.on('error', () => undefined);
    subscriber.on('error', () => undefined);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    const bus = new RedisEventBus(publisher, subscriber, prefix, now);
    subscriber.on('message', (_channel: string, message: string) => bus.receive(message));
    await subscriber.subscribe(bus.channel);
    return bus;
  }

  private receive(message: string): void {
    let push: ServerPush;
    try {
      push = JSON.parse(message) as ServerPush;
    } catch {
      return;
    }
    if (typeof push?.path === 'string') this.listeners.deliver(push);
  }

  async publish(topic: string, data: unknown): Promise<void> {
    const push: ServerPush = { path: topic, data, ts: this.now() };
    await this.publisher.publish(this.channel, JSON.stringify(push));
  }

  onPush(listener: PushListener): () => void {
    return this.listeners.add(listener);
  }

  async healthy(): Promise<boolean> {
    try {
      return (await this.publisher.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
