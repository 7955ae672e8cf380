/**
 * Security headers from helmet, built once at start. (@fastify/helmet rebuilds helmet's middleware
 * on every request, which cost about a seventh of the CPU of a simple API call.)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * CSP sources for the inline scripts of the web build's index.html (the boot script that runs before
 * the first paint), by their SHA-256: those run, any other inline script stays blocked.
 */
export function inlineScriptHashes(indexHtmlFile: string): string[] {
  if (!existsSync(indexHtmlFile)) return [];
  const html = readFileSync(indexHtmlFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** A Host (or trusted X-Forwarded-Host) fit to write into a header: a name or an IP, an optional port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * `connect-src` of one response: 'self', the websocket origin of the host the page was asked from (wss
 * when it came over https, through a trusted proxy's X-Forwarded-Proto too) and the ws/wss forms of
 * ALLOWED_ORIGINS. CSP Level 2 browsers (Safari < 16, iOS ≤ 15) do not count ws:/wss: of the same
 * host as 'self' and would block the game's link. A Host that is not a plain host[:port] adds nothing.
 */
export function connectSources(protocol: string, host: string, allowedOrigins: readonly string[]): string[] {
  const sources = new Set(["'self'"]);
  const h = host.toLowerCase();
  if (HOST.test(h)) sources.add(`${protocol === 'https' ? 'wss' : 'ws'}://${h}`);
  for (const origin of allowedOrigins) sources.add(origin.replace(/^http/, 'ws'));
  return [...sources];
}

export function installSecurityHeaders(
  app: FastifyInstance,
  inlineScripts: readonly string[] = [],
  allowedOrigins: readonly string[] = [],
): void {
  // helmet calls a directive function with the raw request; the sources come from Fastify's request.
  const connectSrc = new WeakMap<object, string>();
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Only this site, its websocket spelled out for CSP Level 2 browsers (see connectSources).
        connectSrc: [(req: object) => connectSrc.get(req) ?? "'self'"],
        frameSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    connectSrc.set(request.raw, connectSources(request.protocol, request.host, allowedOrigins).join(' '));
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
