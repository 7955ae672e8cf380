/**
 * Account pages' calls: `POST /main/user` (nickname), avatar upload and serving, `/main/user/brief`,
 * `/main/user/phone` (GET, POST), `phone/check`, `phone/password`, and the session list.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { IdParam } from '@kasino/shared/protocol/params';
import { FailureSchema, UserView, successSchema } from '@kasino/shared/protocol/rest';
import {
  AVATAR_MAX_BYTES,
  AvatarResult,
  PasswordChangeBody,
  PasswordChanged,
  PhoneChangeBody,
  PhoneCheck,
  PhoneCheckBody,
  PhoneView,
  ProfileBody,
  SecurityBrief,
  SessionList,
  SessionsRevoked,
} from '@kasino/shared/protocol/account';
import { AppError } from '../../platform/http/app-error.ts';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { AVATAR_PATH, type ProfileService } from './profile.service.ts';

const errors = {
  400: FailureSchema,
  401: FailureSchema,
  404: FailureSchema,
  409: FailureSchema,
  413: FailureSchema,
  415: FailureSchema,
  429: FailureSchema,
};
const tags = ['account'];

export function registerProfileRoutes(app: FastifyInstance, deps: { auth: AuthService; profiles: ProfileService }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const { profiles } = deps;

  api.post(
    '/main/user',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ubah profil (nama panggilan, maks. 20 karakter)',
        body: ProfileBody,
        response: { 200: successSchema(UserView), ...errors },
      },
    },
    async (request) => ok(await profiles.setNickname(principalOf(request).userId, request.body.name)),
  );

  api.get(
    '/main/user/brief',
    { onRequest, schema: { tags, summary: 'Ringkasan keamanan akun', response: { 200: successSchema(SecurityBrief), ...errors } } },
    async (request) => ok(await profiles.brief(principalOf(request))),
  );

  api.get(
    '/main/user/phone',
    { onRequest, schema: { tags, summary: 'Nomor ponsel akun (disamarkan)', response: { 200: successSchema(PhoneView), ...errors } } },
    async (request) => ok(await profiles.phone(principalOf(request).userId)),
  );
  api.post(
    '/main/user/phone',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ubah nomor ponsel (kata sandi + kode 2FA bila aktif); penarikan ditahan 24 jam',
        body: PhoneChangeBody,
        response: { 200: successSchema(PhoneView), ...errors },
      },
    },
    async (request) =>
      ok(
        await profiles.changePhone(principalOf(request).userId, request.body.phone, {
          password: request.body.password,
          code: request.body.mfaCode,
        }),
      ),
  );
  api.post(
    '/main/user/phone/check',
    {
      schema: {
        tags,
        summary: 'Apakah nomor ponsel bisa didaftarkan (dihitung seperti pendaftaran)',
        body: PhoneCheckBody,
        response: { 200: successSchema(PhoneCheck), ...errors },
      },
    },
    async (request) => ok(await profiles.phoneAvailable(request.body.phone, request.ip)),
  );
  api.post(
    '/main/user/phone/password',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ubah kata sandi; perangkat lain dikeluarkan',
        body: PasswordChangeBody,
        response: { 200: successSchema(PasswordChanged), ...errors },
      },
    },
    async (request) => ok(await profiles.changePassword(principalOf(request), request.body.oldPassword, request.body.password)),
  );

  api.get(
    '/main/user/sessions',
    { onRequest, schema: { tags, summary: 'Sesi (perangkat) yang aktif', response: { 200: successSchema(SessionList), ...errors } } },
    async (request) => ok({ list: await profiles.sessions(principalOf(request)) }),
  );
  api.delete(
    '/main/user/sessions',
    {
      onRequest,
      schema: { tags, summary: 'Keluarkan semua perangkat lain', response: { 200: successSchema(SessionsRevoked), ...errors } },
    },
    async (request) => ok(await profiles.revokeSessions(principalOf(request), 'others')),
  );
  api.delete(
    '/main/user/sessions/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Keluarkan satu perangkat lain',
        params: Type.Object({ id: IdParam() }),
        response: { 200: successSchema(SessionsRevoked), ...errors },
      },
    },
    async (request) => ok(await profiles.revokeSessions(principalOf(request), request.params.id)),
  );

  api.get(
    `${AVATAR_PATH}:id`,
    { schema: { tags, summary: 'Gambar avatar', params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) }) } },
    async (request, reply) => {
      const image = await profiles.avatar(request.params.id);
      if (!image) throw new AppError(20002);
      // A new upload gets a new id, so a served image never changes.
      return reply
        .type(image.mime)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(image.data));
    },
  );

  // Multipart lives in its own scope so another module's upload settings cannot clash with these.
  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.post(
      '/main/user/avatar',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Unggah avatar (PNG, JPEG, WEBP; maks. 1 MB), multipart field "file"',
          response: { 200: successSchema(AvatarResult), ...errors },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw AppError.invalid('file', 'multipart/form-data');
        let bytes: Buffer;
        try {
          const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
          if (!file) throw AppError.invalid('file');
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(20102);
          throw error;
        }
        return ok(await profiles.setAvatar(principalOf(request).userId, bytes));
      },
    );
  });
}
