/**
 * `/main/user/pin`: GET whether a PIN is set, POST to set it, PUT to change it.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FailureSchema, successSchema } from '@kasino/shared/protocol/rest';
import { principalOf, requireUser } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PinService } from './pin.service.ts';

const PinText = Type.String({ maxLength: 32 });
const errors = { 400: FailureSchema, 401: FailureSchema, 409: FailureSchema, 429: FailureSchema };

export function registerPinRoutes(app: FastifyInstance, deps: { auth: AuthService; pins: PinService }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);

  api.get(
    '/main/user/pin',
    { onRequest, schema: { tags: ['account'], summary: 'Status PIN keamanan', response: { 200: successSchema(Type.Object({ set: Type.Boolean(), lockedUntil: Type.Union([Type.Integer(), Type.Null()]) })), ...errors } } },
    async (request) => ok(await deps.pins.status(principalOf(request).userId)),
  );
  api.post(
    '/main/user/pin',
    { onRequest, schema: { tags: ['account'], summary: 'Atur PIN keamanan (6 digit)', body: Type.Object({ pin: PinText }, { additionalProperties: false }), response: { 200: successSchema(Type.Null()), ...errors } } },
    async (request) => {
      await deps.pins.set(principalOf(request).userId, request.body.pin);
      return ok(null);
    },
  );
  api.put(
    '/main/user/pin',
    {
      onRequest,
      schema: { tags: ['account'], summary: 'Ubah PIN keamanan', body: Type.Object({ oldPin: PinText, pin: PinText }, { additionalProperties: false }), response: { 200: successSchema(Type.Null()), ...errors } },
    },
    async (request) => {
      await deps.pins.change(principalOf(request).userId, request.body.oldPin, request.body.pin);
      return ok(null);
    },
  );
}
