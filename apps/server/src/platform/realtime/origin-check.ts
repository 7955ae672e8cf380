/**
 * Which pages may open a websocket. A browser sends the `token` cookie with the upgrade from any
 * site (websockets are not bound by CORS), so a cross-site page could otherwise drive a logged-in
 * player's link: cross-site WebSocket hijacking. The browser always sends `Origin` with the upgrade:
 *  - no Origin: not a browser (an app or a script carrying its own bearer token) → allowed;
 *  - an Origin whose host is the request's own Host (same site, also the Vite dev proxy) → allowed;
 *  - an Origin whose host is X-Forwarded-Host, only when that header comes from a TRUST_PROXY peer
 *    (nginx's default `Host $proxy_host` hands us the upstream's 127.0.0.1:3000 as Host) → allowed;
 *  - an Origin listed in ALLOWED_ORIGINS (the explicit way, for any proxy) → allowed;
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

/** `hosts`: the request's Host and the host the trusted proxy forwarded (the same when there is none). */
export function originAllowed(origin: string | undefined, hosts: readonly (string | undefined)[], allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  if (allowed.includes(normalized)) return true;
  const url = new URL(normalized);
  // A proxy may write the default port the Origin leaves out (`kasino.id:443`).
  const defaultPort = url.protocol === 'https:' ? ':443' : ':80';
  return hosts.some((host) => {
    const h = host?.toLowerCase();
    return h !== undefined && h !== '' && (h === url.host || (h.endsWith(defaultPort) && h.slice(0, -defaultPort.length) === url.host));
  });
}

/** The `/ws` route's preValidation hook: refuses the upgrade of a cross-site page (20280) or an address over its links (667). */
export function linkAdmission(gateway: Pick<Gateway, 'admits'>, allowedOrigins: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    // request.host is X-Forwarded-Host only when the peer is a TRUST_PROXY proxy (Fastify checks), else Host.
    if (!originAllowed(request.headers.origin, [request.headers.host, request.host], allowedOrigins))
      throw new AppError(ownCodes.originRefused);
    if (!gateway.admits(request.ip)) throw new AppError(667, `${errorEntry(667).text}: terlalu banyak koneksi dari alamat ini`);
  };
}
