/**
 * `/main/user/email/*` (SPEC §7, "vertify" spelled as SPEC has it) and the dev outbox `GET /ops/outbox`.
 * The public password-reset routes count their caller's address first (address-limit.ts): 667 over
 * AUTH_ATTEMPTS_PER_IP per window, so made-up emails cannot flood the attempt store.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FailureSchema, successSchema } from '@kasino/shared/protocol/rest';
import {
  CodeSent,
  EmailBindBody,
  EmailCodeBody,
  EmailVerifyBody,
  OutboxView,
  PasswordResetBody,
  PasswordResetCheck,
  PasswordResetCheckQuery,
} from '@kasino/shared/protocol/account';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import type { AttemptStore } from '../auth/attempt-limiter.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { limitPerAddress, type AddressLimits } from './address-limit.ts';
import type { EmailService } from './email.service.ts';
import type { Mailer } from './mailer.ts';

const errors = { 400: FailureSchema, 401: FailureSchema, 409: FailureSchema, 429: FailureSchema };
const tags = ['account'];

export function registerEmailRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; emails: EmailService; mailer: Mailer; opsToken: string | null; attempts: AttemptStore; limits: AddressLimits },
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const perAddress = limitPerAddress(deps.attempts, deps.limits, 'password-reset');
  const { emails } = deps;

  api.post(
    '/main/user/email/code',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Kirim kode 6 digit: bind (ke email baru) atau pin (ke email terhubung)',
        body: EmailCodeBody,
        response: { 200: successSchema(CodeSent), ...errors },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      const body = request.body;
      return ok(body.purpose === 'bind' ? await emails.sendBindCode(userId, body.email) : await emails.sendPinCode(userId));
    },
  );
  api.post(
    '/main/user/email/bind',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Hubungkan atau ubah email dengan kode dan kata sandi (+ kode 2FA bila aktif)',
        body: EmailBindBody,
        response: { 200: successSchema(Type.Object({ email: Type.String() })), ...errors },
      },
    },
    async (request) => ok(await emails.bind(principalOf(request).userId, request.body)),
  );
  api.post(
    '/main/user/email/vertify',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Atur ulang PIN dengan kode email, kata sandi (+ kode 2FA bila aktif); penarikan ditahan 24 jam',
        body: EmailVerifyBody,
        response: { 200: successSchema(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      await emails.resetPin(principalOf(request).userId, body.code, body.pin, { password: body.password, code: body.mfaCode });
      return ok(null);
    },
  );

  api.get(
    '/main/user/email/password',
    {
      onRequest: perAddress,
      schema: {
        tags,
        summary: 'Periksa kode atur ulang kata sandi tanpa memakainya',
        querystring: PasswordResetCheckQuery,
        response: { 200: successSchema(PasswordResetCheck), ...errors },
      },
    },
    async (request) => ok(await emails.checkPasswordReset(request.query.email, request.query.code)),
  );
  api.post(
    '/main/user/email/password',
    {
      onRequest: perAddress,
      schema: {
        tags,
        summary: 'Atur ulang kata sandi lewat email: {email} mengirim kode, {email, code, password} mengatur ulang',
        body: PasswordResetBody,
        response: { 200: successSchema(Type.Union([CodeSent, Type.Null()])), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if ('code' in body) {
        await emails.resetPassword(body.email, body.code, body.password);
        return ok(null);
      }
      return ok(await emails.requestPasswordReset(body.email));
    },
  );

  // The dev outbox exists only without SMTP (never in production, where SMTP_URL is required): codes
  // stay in memory for this route and are never written to a log line.
  if (!deps.mailer.outbox) return;
  api.get(
    '/ops/outbox',
    {
      onRequest: requireOps(deps.opsToken),
      schema: { tags: ['ops'], summary: 'Kotak keluar dev (tanpa SMTP_URL)', response: { 200: successSchema(OutboxView) } },
    },
    async () => ok({ enabled: deps.mailer.outbox, mails: [...deps.mailer.recent()] }),
  );
}
