/**
 * Operator endpoints (`/ops/*`) need `X-Ops-Token: $OPS_TOKEN`. Only when OPS_TOKEN is not set
 * (development and tests: production refuses to start without it) do loopback callers pass without
 * one, so the zero-setup demo keeps its ops tools. Behind a proxy on the same host every visitor
 * arrives from loopback: that is why production never takes an address as proof (DESIGN "Production
 * mode"), and why the address checked is the socket's, never a forwarded one.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Constant-time comparison of the given header with the token. */
export function opsTokenMatches(given: unknown, opsToken: string): boolean {
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(opsToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function requireOps(opsToken: string | null) {
  return async (request: FastifyRequest): Promise<void> => {
    if (opsToken) {
      if (!opsTokenMatches(request.headers['x-ops-token'], opsToken)) throw new AppError(707);
      return;
    }
    // request.socket.remoteAddress, not request.ip: with TRUST_PROXY, request.ip is the forwarded
    // address, and a forwarded header must not pass as loopback.
    if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) throw new AppError(707);
  };
}
