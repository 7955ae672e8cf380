/**
 * Crawler files. The site's public origin is `SITE_URL` when set (production: the address players
 * use behind the proxy); without it, the origin the request came to, which is right in development.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapXml } from './sitemap.ts';

export interface SeoDeps {
  readonly siteUrl: string | null;
}

export function registerSeoRoutes(app: FastifyInstance, deps: SeoDeps): void {
  const originOf = (request: FastifyRequest): string => deps.siteUrl ?? `${request.protocol}://${request.host}`;
  const cache = 'public, max-age=3600';
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cache)
      .send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cache)
      .send(sitemapXml(originOf(request))),
  );
}
