/**
 * Operator endpoints (`/ops/*`) need `X-Ops-Token: $OPS_TOKEN`; without OPS_TOKEN set, only loopback
 * callers are allowed (DESIGN "Reconciliation").
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function requireOps(opsToken: string | null) {
  return async (request: FastifyRequest): Promise<void> => {
    const given = request.headers['x-ops-token'];
    if (opsToken) {
      const a = Buffer.from(typeof given === 'string' ? given : '');
      const b = Buffer.from(opsToken);
      if (a.length !== b.length || !timingSafeEqual(a, b)) throw new AppError(707);
      return;
    }
    // request.socket.remoteAddress, not request.ip: a forwarded header must not pass as loopback.
    if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) throw new AppError(707);
  };
}
