/**
 * Health module: `/health` for load balancers and operators (database, Redis, who leads, draining).
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import { registerHealthRoutes } from './health.routes.ts';

export interface HealthModuleDeps {
  readonly startedAt: number;
  /** True once a graceful shutdown began: the balancer stops sending new requests. */
  readonly draining: () => boolean;
  /** Redis reachability, or null when this node runs without Redis. */
  readonly redis: () => Promise<boolean | null>;
}

export function healthModule(ctx: ModuleContext<{ readonly nodeId: string }>, deps: HealthModuleDeps): BuiltModule<object> {
  const { leadership, database, now } = ctx;
  return {
    services: {},
    manifest: {
      name: 'health',
      routes: (app) =>
        registerHealthRoutes(app, {
          nodeId: ctx.config.nodeId,
          startedAt: deps.startedAt,
          draining: deps.draining,
          leader: () => ({ leader: leadership.leader, epoch: leadership.epoch }),
          db: () => database.ping(),
          redis: deps.redis,
          now,
        }),
    },
  };
}
