/**
 * Auth module: phone registration and login, hashed session tokens, brute-force counters (in Redis when
 * the node has it, so every node counts the same tries). A session ended on any node reaches every
 * node's open websocket links through the bus.
 */
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.ts';
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import { SESSIONS_CHANGED, type SessionsChanged } from '../../platform/realtime/session-events.ts';
import type { WalletRepository } from '../wallet/wallet.repository.ts';
import { MemoryAttemptStore, RedisAttemptStore, type AttemptStore } from './attempt-limiter.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { UserRepository } from './user.repository.ts';

export interface AuthModuleConfig {
  readonly auth: AppConfig['auth'];
  readonly cookieSecure: boolean;
  readonly redisPrefix: string;
}

export interface AuthServices {
  readonly auth: AuthService;
  /** Brute-force and resend counters, shared with the account module (and reset by tests). */
  readonly attempts: AttemptStore;
}

export function authModule(
  ctx: ModuleContext<AuthModuleConfig>,
  deps: { readonly redis: Redis | null; readonly wallets: WalletRepository },
): BuiltModule<AuthServices> {
  const { config, database, outbox, bus, now } = ctx;
  const attempts: AttemptStore = deps.redis ? new RedisAttemptStore(deps.redis, config.redisPrefix) : new MemoryAttemptStore(now);
  const auth = new AuthService(database.db, new UserRepository(database.db), deps.wallets, attempts, config.auth, outbox, now);
  // A logout, password change or revoke on any node reaches every node's open links.
  auth.onSessionsEnded((userId) => bus.publish(SESSIONS_CHANGED, { userId } satisfies SessionsChanged));
  return {
    services: { auth, attempts },
    manifest: { name: 'auth', routes: (app) => registerAuthRoutes(app, { auth, gateway: ctx.gateway, cookieSecure: config.cookieSecure }) },
  };
}
