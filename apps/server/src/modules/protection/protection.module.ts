/**
 * Protection module: deposit and loss limits, cool-off, self-exclusion, the reality check. Its service
 * is the bet and deposit guard the wallet, the games, the rounds and the slots are handed.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { ProtectionRepository } from './protection.repository.ts';
import { registerProtectionRoutes } from './protection.routes.ts';
import { ProtectionService } from './protection.service.ts';

export interface ProtectionServices {
  readonly protection: ProtectionService;
}

export function protectionModule(ctx: ModuleContext<object>, deps: { readonly auth: AuthService }): BuiltModule<ProtectionServices> {
  const { database, now } = ctx;
  const protection = new ProtectionService(new ProtectionRepository(database.db, database.dialect), now);
  return {
    services: { protection },
    manifest: { name: 'protection', routes: (app) => registerProtectionRoutes(app, { auth: deps.auth, protection }) },
  };
}
