/**
 * Which pages may open a websocket. A browser sends the `token` cookie with the upgrade from any
 * site (websockets are not bound by CORS), so a cross-site page could otherwise drive a logged-in
 * player's link: cross-site WebSocket hijacking. The browser always sends `Origin` with the upgrade:
 *  - no Origin: not a browser (an app or a script carrying its own bearer token) → allowed;
 *  - an Origin whose host is the request's own Host (same site, also the Vite dev proxy) → allowed;
 *  - an Origin listed in ALLOWED_ORIGINS (the public site behind a proxy that rewrites Host) → allowed;
 *  - anything else, and `null` (sandboxed frames, file pages) → refused.
 */
import type { FastifyRequest } from 'fastify';
import { errorEntry, ownCodes } from '@kasino/shared/errors/catalogue';
import { AppError } from '../http/app-error.ts';
import type { Gateway } from './gateway.ts';

/** Normalises `https://Kasino.id:443/` to `https://kasino.id`; null when it is not an http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  if (allowed.includes(normalized)) return true;
  return host !== undefined && new URL(normalized).host === host.toLowerCase();
}

/** The `/ws` route's preValidation hook: refuses the upgrade of a cross-site page (20280) or an address over its links (667). */
export function linkAdmission(gateway: Pick<Gateway, 'admits'>, allowedOrigins: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!originAllowed(request.headers.origin, request.headers.host, allowedOrigins)) throw new AppError(ownCodes.originRefused);
    if (!gateway.admits(request.ip)) throw new AppError(667, `${errorEntry(667).text}: terlalu banyak koneksi dari alamat ini`);
  };
}
