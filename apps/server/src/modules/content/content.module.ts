/**
 * Content module: site settings (typed, one source of defaults), front info, boards (operators edit them;
 * images through the image CDN setting), client error reports, and the demo seed. Its settings are handed to the wallet and the games.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import { cdnImage } from './cdn-image.ts';
import { ClientErrorLog } from './client-errors.ts';
import { registerContentOpsRoutes } from './content.ops.ts';
import { ContentRepository, type BoardView } from './content.repository.ts';
import { registerContentRoutes } from './content.routes.ts';
import { SiteSettings } from './site-settings.service.ts';

export interface ContentServices {
  readonly content: ContentRepository;
  readonly settings: SiteSettings;
  /** A group's active boards as players see them (images through the image CDN setting). */
  readonly boards: (group: string) => Promise<BoardView[]>;
}

export async function contentModule(
  ctx: ModuleContext<{ readonly seedDemo: boolean; readonly opsToken: string | null }>,
): Promise<BuiltModule<ContentServices>> {
  const { config, database, log, now } = ctx;
  const content = new ContentRepository(database.db);
  if (config.seedDemo) await content.seedDemo(now());
  const settings = new SiteSettings(content, log, now);
  const boards = async (group: string): Promise<BoardView[]> => {
    const [list, cdn] = await Promise.all([content.boards(group), settings.get('image_cdn')]);
    return list.map((b) => ({ ...b, image: cdnImage(b.image, cdn) }));
  };
  const clientErrors = new ClientErrorLog(log, now);
  return {
    services: { content, settings, boards },
    manifest: {
      name: 'content',
      routes: (app) => registerContentRoutes(app, { boards, settings, clientErrors, opsToken: config.opsToken, now }),
      opsRoutes: (app) => registerContentOpsRoutes(app, { opsToken: config.opsToken, content }),
    },
  };
}
