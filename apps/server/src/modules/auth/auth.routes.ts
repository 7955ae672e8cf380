/**
 * Account endpoints: register, login, logout, and the current user (REST and websocket).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuthResult, FailureSchema, LoginBody, LogoutBody, RegisterBody, UserView, successSchema } from '@kasino/shared/protocol/rest';
import { wsPaths } from '@kasino/shared/protocol/ws';
import { LoginResult } from '@kasino/shared/protocol/account';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Gateway } from '../../platform/realtime/gateway.ts';
import type { AuthService, ClientMeta } from './auth.service.ts';

const ONE_YEAR_S = 365 * 24 * 3600;
const errors = { 400: FailureSchema, 401: FailureSchema, 409: FailureSchema, 429: FailureSchema };

/** Who is calling, kept with the session (shown in the session list). */
export function metaOf(request: FastifyRequest): ClientMeta {
  const clientId = request.headers['x-client-id'];
  return {
    ip: request.ip,
    clientId: typeof clientId === 'string' ? clientId.slice(0, 100) : null,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

export function registerAuthRoutes(app: FastifyInstance, deps: { auth: AuthService; gateway: Gateway; cookieSecure: boolean }): void {
  const { auth, gateway } = deps;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const setTokenCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie('token', token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: ONE_YEAR_S, secure: deps.cookieSecure });

  api.post(
    '/main/user/phone/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Daftar dengan nomor ponsel',
        body: RegisterBody,
        response: { 200: successSchema(AuthResult), ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.register(request.body, metaOf(request));
      setTokenCookie(reply, result.token);
      return ok(result);
    },
  );

  api.post(
    '/main/user/phone/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Masuk dengan nomor ponsel (dengan 2FA aktif: tantangan, tanpa token)',
        body: LoginBody,
        response: { 200: successSchema(LoginResult), ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, metaOf(request));
      if ('token' in result) setTokenCookie(reply, result.token);
      return ok(result);
    },
  );

  api.post(
    '/main/user/logout',
    {
      onRequest: requireUser(auth),
      schema: {
        tags: ['auth'],
        summary: 'Keluar (sesi ini, atau semua dengan all=true)',
        body: Type.Optional(LogoutBody),
        response: { 200: successSchema(Type.Null()), ...errors },
      },
    },
    async (request, reply) => {
      await auth.logout(principalOf(request), request.body?.all === true);
      reply.clearCookie('token', { path: '/' });
      return ok(null);
    },
  );

  api.get(
    '/main/user',
    {
      onRequest: requireUser(auth),
      schema: { tags: ['auth'], summary: 'Pengguna saat ini', response: { 200: successSchema(UserView), ...errors } },
    },
    async (request) => ok(await auth.userView(principalOf(request).userId)),
  );

  gateway.register(wsPaths.user, { auth: true, handle: (ctx) => auth.userView(ctx.userId as number) });
}
