/**
 * Per-address limit for the public account routes whose keys are chosen by the client (the password
 * reset by email: send a code, check a code, reset). Each such request makes attempt-store keys per
 * email (`mail-resend:…`, `mail-hour:…`, `code-fail:…`); with no limit per address, one client could
 * send made-up emails until the bounded memory store evicts live lock-out counters (login, PIN, codes).
 * So the address is counted first, in the route's onRequest (before the body is even read): more than
 * AUTH_ATTEMPTS_PER_IP requests per AUTH_WINDOW_MS from one address answer 667 and create no key per
 * email. Login and registration count the address the same way (auth.service.ts rule 1) before their
 * per-phone key; this counter is its own, so resets do not use up an address's logins.
 */
import type { FastifyRequest } from 'fastify';
import type { AttemptStore } from '../auth/attempt-limiter.ts';
import { reserveAttempt } from '../auth/attempt-reserve.ts';

export interface AddressLimits {
  readonly attemptsPerIp: number;
  readonly windowMs: number;
}

/** The onRequest hook: counts the request for `scope` and its address, 667 over the limit. */
export function limitPerAddress(attempts: AttemptStore, limits: AddressLimits, scope: string) {
  return async (request: FastifyRequest): Promise<void> => {
    await reserveAttempt(attempts, `${scope}-ip:${request.ip}`, limits.attemptsPerIp, limits.windowMs);
  };
}
