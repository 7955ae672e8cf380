/**
 * Content module: site settings (typed, one source of defaults), front info, lobby boards, and the demo
 * seed. Its settings are handed to the wallet and the games.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import { ContentRepository } from './content.repository.ts';
import { registerContentRoutes } from './content.routes.ts';
import { SiteSettings } from './site-settings.service.ts';

export interface ContentServices {
  readonly content: ContentRepository;
  readonly settings: SiteSettings;
}

export async function contentModule(
  ctx: ModuleContext<{ readonly seedDemo: boolean; readonly opsToken: string | null }>,
): Promise<BuiltModule<ContentServices>> {
  const { config, database, log, now } = ctx;
  const content = new ContentRepository(database.db);
  if (config.seedDemo) await content.seedDemo(now());
  const settings = new SiteSettings(content, log, now);
  return {
    services: { content, settings },
    manifest: { name: 'content', routes: (app) => registerContentRoutes(app, { content, settings, opsToken: config.opsToken, now }) },
  };
}
