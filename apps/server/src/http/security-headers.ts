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
    (m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`,
  );
}

export function installSecurityHeaders(app: FastifyInstance, inlineScripts: readonly string[] = []): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Only this site: 'self' covers the same-origin websocket too (CSP Level 3; Chromium, Firefox, Safari).
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
