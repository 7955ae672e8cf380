/**
 * Login-required routes run this in onRequest, before body validation, so the order of checks is
 * auth (1/707) → shape (3) → everything else (DESIGN "Order of checks"). The platform knows only the
 * shape of a session check; the auth module supplies it (platform imports no module).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { tokenFrom } from './token-from.ts';

/** Who a request with a live session is. */
export interface Principal {
  readonly userId: number;
  readonly sessionId: number;
}

/** The outcome of checking a session token: a principal, or the SPEC code to refuse with. */
export type TokenCheck = { ok: true; principal: Principal } | { ok: false; code: 1 | 707 };

/** Anything that can check a session token (the auth module's service). */
export interface SessionChecker {
  check(token: string | undefined): Promise<TokenCheck>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The identity of a request that passed `requireUser`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(1);
  return request.principal;
}

/** Builds the onRequest hook that refuses requests without a live session. */
export function requireUser(sessions: SessionChecker) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const result = await sessions.check(tokenFrom(request.headers, request.cookies));
    if (!result.ok) throw new AppError(result.code);
    request.principal = result.principal;
  };
}

/**
 * Builds the onRequest hook of a route a visitor may call and a player sees more of: without a token
 * the request is a visitor's (`principal` null); a token that fails is refused as on a login-required
 * route (1/707), so the client learns its session ended rather than being shown a visitor's answer.
 */
export function optionalUser(sessions: SessionChecker) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    request.principal = null;
    const token = tokenFrom(request.headers, request.cookies);
    if (token === undefined) return;
    const result = await sessions.check(token);
    if (!result.ok) throw new AppError(result.code);
    request.principal = result.principal;
  };
}
