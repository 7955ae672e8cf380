/**
 * How long a client may take to send a request. Without these, a body dripping one byte every few
 * seconds held a connection (and its parser and buffers) open for minutes: a handful of such
 * clients is a cheap denial of service.
 *
 *  - headers: the request line and headers must arrive within `headersMs` of the connection (or of
 *    the previous response on a kept-alive connection);
 *  - request: the whole request, body included, within `requestMs`. Sized for the largest legitimate
 *    body, a support form of three 2 MB images (about 6.5 MB), on a slow mobile uplink;
 *  - idle: a socket with no traffic at all for `idleMs` is closed;
 *  - keep-alive: an idle kept-alive connection lives `keepAliveMs` between requests (above the
 *    usual 60 s idle timeout of a proxy in front, so the proxy, not us, closes first).
 *
 * Only the receiving of a request is timed: a handler's own work and the response are not, and a
 * websocket is no longer an HTTP request once upgraded (`ws` clears the socket timeout), so long-lived
 * links are not cut. Node checks the running requests every `checkEveryMs`; its default, 30 s,
 * would let a timed-out request live up to 30 s longer than configured.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ownCodes } from '@kasino/shared/errors/catalogue';
import { failure } from './app-error.ts';

export interface HttpTimeouts {
  readonly requestMs: number;
  readonly headersMs: number;
  readonly idleMs: number;
  readonly keepAliveMs: number;
}

/** How often Node looks for expired requests: a quarter of the shortest timeout, 100 ms to 5 s. */
export const checkEveryMs = (t: HttpTimeouts): number => Math.min(5_000, Math.max(100, Math.floor(Math.min(t.headersMs, t.requestMs) / 4)));

/** The Fastify options that set them (spread into `Fastify({...})`). */
export function timeoutOptions(t: HttpTimeouts) {
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    // Passed to http.createServer: headersTimeout has no Fastify option of its own.
    http: { headersTimeout: t.headersMs, requestTimeout: t.requestMs, connectionsCheckingInterval: checkEveryMs(t) },
    clientErrorHandler,
  };
}

/** A raw HTTP/1.1 answer with the JSON envelope, written straight to the socket. */
function rawAnswer(status: number, body: object): string {
  const json = JSON.stringify(body);
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`;
}

/**
 * Node's `clientError`: a request that timed out or could not be parsed. Like Node's own handler,
 * answers only when no response has started on the socket, then closes the connection; the answer
 * carries the envelope instead of Fastify's default body.
 */
function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.write(rawAnswer(408, failure(ownCodes.requestTimeout)));
    else if (err.code === 'HPE_HEADER_OVERFLOW') socket.write(rawAnswer(431, failure(ownCodes.tooLarge)));
    else socket.write(rawAnswer(400, failure(3)));
  }
  this.log.debug({ err: { code: err.code, message: err.message } }, 'client error');
  socket.destroy(err);
}
