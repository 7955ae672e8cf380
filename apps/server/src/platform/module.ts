/**
 * The module contract. A module (apps/server/src/modules/<m>/<m>.module.ts) is a function: given the
 * platform parts, its slice of the config and the services of the modules it depends on (passed
 * explicitly, typed), it builds its own services and returns them with a manifest of what it adds to
 * the server. `app.ts` calls the modules in order and installs each manifest; there is no container and
 * no lookup by name: a dependency is a constructor argument one level up.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database.ts';
import type { UnitRunner } from './db/unit-of-work.ts';
import type { DurableSubscriber, EventDispatcher, LiveSubscriber } from './events/event-dispatcher.ts';
import type { Outbox } from './events/outbox.ts';
import type { Job, JobRunner } from './jobs/job-runner.ts';
import type { Leadership } from './leadership/leadership.ts';
import type { EventBus } from './realtime/event-bus.ts';
import type { Gateway } from './realtime/gateway.ts';

/** What every module may use; opened by `app.ts` before any module. */
export interface Platform {
  readonly app: FastifyInstance;
  readonly gateway: Gateway;
  readonly bus: EventBus;
  readonly events: EventDispatcher;
  readonly database: DatabaseHandle;
  /** Records domain events in a unit of work (delivered after commit). */
  readonly outbox: Outbox;
  readonly units: UnitRunner;
  readonly log: FastifyBaseLogger;
  readonly now: () => number;
  readonly leadership: Leadership;
  readonly jobs: JobRunner;
  /** This node's own base URL once it listens (callbacks a sandbox sends to itself); null before. */
  readonly selfUrl: () => string | null;
}

/** A module's context: the platform and its own slice of the configuration. */
export type ModuleContext<Config> = Platform & { readonly config: Config };

/** What a module adds to the server. Every part is optional. */
export interface ModuleManifest {
  readonly name: string;
  /** Player-facing HTTP routes (`/main/…`), each with its own auth guard. */
  readonly routes?: (app: FastifyInstance) => void | Promise<void>;
  /** Operator routes (`/ops/…`, behind the ops guard). */
  readonly opsRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /** Websocket calls (`gateway.register`). */
  readonly calls?: (gateway: Gateway) => void;
  /** Domain-event subscribers: live (this node, after commit) and durable (cursor, leader). */
  readonly live?: readonly LiveSubscriber[];
  readonly durable?: readonly DurableSubscriber[];
  /** Periodic jobs, run by the platform's job runner from listen to close. */
  readonly jobs?: readonly Job[];
  /** Told when this node gains or loses the cluster lead (after listen). */
  readonly onLeadership?: (leader: boolean) => void;
  /** On close, before the gateway drains and storage closes (in reverse module order). */
  readonly stop?: () => void | Promise<void>;
}

/** A built module: its services (for the modules after it, and for tests) and its manifest. */
export interface BuiltModule<Services> {
  readonly services: Services;
  readonly manifest: ModuleManifest;
}

/** The installed modules, in order: their routes, calls, subscribers and jobs are registered on add. */
export class ModuleList {
  private readonly manifests: ModuleManifest[] = [];

  constructor(private readonly platform: Platform) {}

  /** Installs a built module's manifest and hands back its services. */
  async add<S>(built: BuiltModule<S> | Promise<BuiltModule<S>>): Promise<S> {
    const { services, manifest } = await built;
    const { app, gateway, events, jobs } = this.platform;
    if (this.manifests.some((m) => m.name === manifest.name)) throw new Error(`module ${manifest.name} is installed twice`);
    this.manifests.push(manifest);
    await manifest.routes?.(app);
    await manifest.opsRoutes?.(app);
    manifest.calls?.(gateway);
    for (const subscriber of manifest.live ?? []) events.live(subscriber);
    for (const subscriber of manifest.durable ?? []) events.durable(subscriber);
    for (const job of manifest.jobs ?? []) jobs.add(job);
    return services;
  }

  /** Hands a change of the lead to every module that follows it. */
  readonly leadershipChanged = (leader: boolean): void => {
    for (const m of this.manifests) m.onLeadership?.(leader);
  };

  /** Stops the modules, last installed first; a failure is logged so the others still stop. */
  async stop(): Promise<void> {
    for (const m of [...this.manifests].reverse()) {
      try {
        await m.stop?.();
      } catch (err) {
        this.platform.log.error({ err, module: m.name }, 'module stop failed');
      }
    }
  }
}
