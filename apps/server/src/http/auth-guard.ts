/**
 * Login-required routes run this in onRequest, before body validation, so the order of checks is
 * auth (1/707) → shape (3) → everything else (DESIGN "Order of checks").
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService, Principal } from '../modules/auth/auth.service.ts';
import { tokenFrom } from '../modules/auth/token.ts';
import { AppError } from './app-error.ts';

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
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const result = await auth.check(tokenFrom(request.headers, request.cookies));
    if (!result.ok) throw new AppError(result.code);
    request.principal = result.principal;
  };
}
