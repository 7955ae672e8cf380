/**
 * `/main/user/pin`: GET whether a PIN is set, POST to set it, PUT to change it.
 * Setting the first PIN needs the step-up (password, plus the 2FA code while 2FA is on: step-up.ts):
 * the PIN guards withdrawals and bank accounts, so a stolen session alone must not be able to choose
 * it on an account that never had one. Format (7032) and "already set" (7031) are answered first,
 * so they spend no password try.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FailureSchema, successSchema } from '@kasino/shared/protocol/rest';
import { StepUpFields } from '@kasino/shared/protocol/account';
import { AppError } from '../../platform/http/app-error.ts';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PinService } from './pin.service.ts';
import type { StepUp } from './step-up.ts';

const PinText = Type.String({ maxLength: 32 });
const errors = { 400: FailureSchema, 401: FailureSchema, 409: FailureSchema, 429: FailureSchema };

export function registerPinRoutes(app: FastifyInstance, deps: { auth: AuthService; pins: PinService; stepUp: StepUp }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);

  api.get(
    '/main/user/pin',
    {
      onRequest,
      schema: {
        tags: ['account'],
        summary: 'Status PIN keamanan',
        response: {
          200: successSchema(Type.Object({ set: Type.Boolean(), lockedUntil: Type.Union([Type.Integer(), Type.Null()]) })),
          ...errors,
        },
      },
    },
    async (request) => ok(await deps.pins.status(principalOf(request).userId)),
  );
  api.post(
    '/main/user/pin',
    {
      onRequest,
      schema: {
        tags: ['account'],
        summary: 'Atur PIN keamanan pertama (6 digit; kata sandi, dan kode 2FA bila aktif)',
        body: Type.Object({ pin: PinText, ...StepUpFields }, { additionalProperties: false }),
        response: { 200: successSchema(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const userId = principalOf(request).userId;
      const { pin, password, mfaCode } = request.body;
      deps.pins.assertFormat(pin);
      if ((await deps.pins.status(userId)).set) throw new AppError(7031);
      await deps.stepUp.verify(userId, { password, code: mfaCode });
      await deps.pins.set(userId, pin);
      return ok(null);
    },
  );
  api.put(
    '/main/user/pin',
    {
      onRequest,
      schema: {
        tags: ['account'],
        summary: 'Ubah PIN keamanan',
        body: Type.Object({ oldPin: PinText, pin: PinText }, { additionalProperties: false }),
        response: { 200: successSchema(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await deps.pins.change(principalOf(request).userId, request.body.oldPin, request.body.pin);
      return ok(null);
    },
  );
}
