/**
 * SEO module: `/robots.txt` and `/sitemap.xml` for crawlers, under `SITE_URL` or the request's origin.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import { registerSeoRoutes } from './seo.routes.ts';

export function seoModule(ctx: ModuleContext<{ readonly siteUrl: string | null }>): BuiltModule<object> {
  return {
    services: {},
    manifest: { name: 'seo', routes: (app) => registerSeoRoutes(app, { siteUrl: ctx.config.siteUrl }) },
  };
}
