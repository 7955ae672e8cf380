/**
 * 2FA: `GET/POST /main/user/email/mfa` (status; setup and enable), `DELETE /main/user/mfa` (disable)
 * and `POST /main/user/mfa/verify` (answer the login challenge; sets the session cookie like login).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuthResult, FailureSchema, successSchema } from '@kasino/shared/protocol/rest';
import { MfaDisableBody, MfaSetupBody, MfaSetupResult, MfaVerifyBody } from '@kasino/shared/protocol/account';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { metaOf } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MfaService } from './mfa.service.ts';
import type { StepUp } from './step-up.ts';

const ONE_YEAR_S = 365 * 24 * 3600;
const errors = { 400: FailureSchema, 401: FailureSchema, 409: FailureSchema, 429: FailureSchema };
const tags = ['account'];

export function registerMfaRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; mfa: MfaService; stepUp: StepUp; cookieSecure: boolean },
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const { auth, mfa } = deps;

  api.get(
    '/main/user/email/mfa',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Status 2FA',
        response: { 200: successSchema(Type.Object({ enabled: Type.Boolean(), recoveryCodesLeft: Type.Integer() })), ...errors },
      },
    },
    async (request) => ok(await mfa.status(principalOf(request).userId)),
  );
  api.post(
    '/main/user/email/mfa',
    {
      onRequest,
      schema: {
        tags,
        summary: '2FA: setup (rahasia + URL otpauth) lalu enable dengan kode dan kata sandi (kode pemulihan sekali tampil)',
        body: MfaSetupBody,
        response: { 200: successSchema(MfaSetupResult), ...errors },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const body = request.body;
      if (body.action === 'enable') {
        // Step-up: a stolen session must not turn 2FA on with the thief's authenticator and lock the owner out.
        await deps.stepUp.checkPassword(userId, body.password);
        return ok(await mfa.enable(userId, body.code));
      }
      const user = await auth.userView(userId);
      return ok(await mfa.setup(userId, user.phone)); // the masked phone labels the entry in the app
    },
  );
  api.delete(
    '/main/user/mfa',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Matikan 2FA (kata sandi + kode TOTP atau kode pemulihan)',
        body: MfaDisableBody,
        response: { 200: successSchema(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      // Step-up: the password here (limited), the 2FA code inside disable (one use of it).
      await deps.stepUp.checkPassword(userId, request.body.password);
      await mfa.disable(userId, request.body.code);
      return ok(null);
    },
  );
  api.post(
    '/main/user/mfa/verify',
    {
      schema: {
        tags,
        summary: 'Selesaikan login 2FA dengan kode TOTP atau kode pemulihan',
        body: MfaVerifyBody,
        response: { 200: successSchema(AuthResult), ...errors },
      },
    },
    async (request, reply) => {
      const { userId, meta } = await mfa.verifyChallenge(request.body.challenge, request.body.code, metaOf(request).ip);
      const result = await auth.openSession(userId, meta);
      reply.setCookie('token', result.token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: ONE_YEAR_S, secure: deps.cookieSecure });
      return ok(result);
    },
  );
}
