/**
 * Help module (issue 14, SPEC §7 Content): the help centre (FAQ by topic, the terms, the privacy policy,
 * search, view counts), currency symbols, and site messages (announcements with a read state per
 * player). The shipped documents are inserted when missing at start, on every node; an operator's edit
 * is kept. Contact links are the `contact_links` site setting of the content module.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { SessionChecker } from '../../platform/http/auth-guard.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import { helpDefaults } from './help-defaults.ts';
import { registerHelpOpsRoutes } from './help.ops.ts';
import { HelpRepository } from './help.repository.ts';
import { registerHelpRoutes } from './help.routes.ts';
import { HelpService } from './help.service.ts';

export interface HelpServices {
  readonly help: HelpService;
}

export async function helpModule(
  ctx: ModuleContext<{ readonly opsToken: string | null }>,
  deps: { readonly auth: SessionChecker; readonly settings: Pick<SiteSettings, 'get'> },
): Promise<BuiltModule<HelpServices>> {
  const { database, now, bus, config } = ctx;
  const repo = new HelpRepository(database.db);
  await repo.seedMissing(helpDefaults, now());
  const help = new HelpService(repo, deps.settings, now);
  return {
    services: { help },
    manifest: {
      name: 'help',
      routes: (app) => registerHelpRoutes(app, { auth: deps.auth, help }),
      opsRoutes: (app) => registerHelpOpsRoutes(app, { opsToken: config.opsToken, help, bus }),
    },
  };
}
