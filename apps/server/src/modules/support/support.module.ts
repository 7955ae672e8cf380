/**
 * Support module: tickets with images kept in the blob store (UPLOAD_DIR; the database keeps their
 * keys), daily quotas, owner only.
 */
import type { AppConfig } from '../../config/config.ts';
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { LocalDirectoryStore } from './blob-store.ts';
import { registerSupportRoutes } from './support.routes.ts';
import { SupportRepository } from './support.repository.ts';
import { SupportService } from './support.service.ts';

export function supportModule(ctx: ModuleContext<AppConfig['support']>, deps: { readonly auth: AuthService }): BuiltModule<object> {
  const { database, now } = ctx;
  const repo = new SupportRepository(database.db, database.dialect);
  const support = new SupportService(repo, new LocalDirectoryStore(ctx.config.uploadDir), ctx.config, now);
  return { services: {}, manifest: { name: 'support', routes: (app) => registerSupportRoutes(app, { auth: deps.auth, support }) } };
}
