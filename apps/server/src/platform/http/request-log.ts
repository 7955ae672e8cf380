/**
 * Request ids and the request log event of SPEC §3 (requestId, path, method, status, duration,
 * error code). Slow requests (over 1 s by default) are logged as warnings; 5xx as errors.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    errorCode: number | null;
  }
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Uses the client's `request_id` query parameter or `X-Request-Id` header when sane, else a new UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  if (q >= 0) {
    const fromQuery = new URLSearchParams(url.slice(q + 1)).get('request_id');
    if (fromQuery && SAFE_ID.test(fromQuery)) return fromQuery;
  }
  const header = req.headers['x-request-id'];
  if (typeof header === 'string' && SAFE_ID.test(header)) return header;
  return randomUUID();
}

/**
 * The path a log line names: the route's pattern (`/sandbox-slot/:token`), never its values; a path no
 * route matched is logged with long opaque segments masked, since it may still carry a token. The
 * query string is never logged (codes and tokens travel there too).
 */
export function loggedPath(routeUrl: string | undefined, url: string): string {
  if (routeUrl) return routeUrl;
  return (url.split('?')[0] ?? '').replace(/[^/]{16,}/g, ':redacted');
}

export function installRequestLog(app: FastifyInstance, slowRequestMs: number): void {
  app.decorateRequest('errorCode', null);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const duration = Math.round(reply.elapsedTime);
    const event = {
      request_id: request.id,
      method: request.method,
      path: loggedPath(request.routeOptions.url, request.url),
      status: reply.statusCode,
      duration,
      code: request.errorCode ?? (reply.statusCode < 400 ? 200 : null),
    };
    if (reply.statusCode >= 500) request.log.error(event, 'request failed');
    else if (duration > slowRequestMs) request.log.warn(event, 'slow request');
    else request.log.info(event, 'request');
  });
  app.addHook('onTimeout', async (request) => {
    request.log.warn(
      { request_id: request.id, method: request.method, path: loggedPath(request.routeOptions.url, request.url) },
      'request timed out',
    );
  });
}
