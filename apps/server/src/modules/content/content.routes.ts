/**
 * Public content: site config keys (SPEC §3) one by one and as a list, front info, boards with their
 * images through the image CDN setting, and client error reports; the operator's write of a site
 * setting (`PUT /ops/site/config/{key}`, X-Ops-Token), checked against the key's schema.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CLIENT_VERSION, DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { FailureSchema, successSchema } from '@kasino/shared/protocol/rest';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { restRoute } from '../../platform/http/rest-route.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import type { ClientErrorLog } from './client-errors.ts';
import { Group } from './content.ops.ts';
import type { BoardView } from './content.repository.ts';
import type { SiteSettings } from './site-settings.service.ts';
import { isSettingKey } from './site-settings.ts';

const Key = Type.String({ pattern: '^[a-z0-9_]{1,64}$' });
const Board = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  image: Type.String(),
  link: Type.String(),
  color: Type.String(),
});

export function registerContentRoutes(
  app: FastifyInstance,
  deps: {
    boards: (group: string) => Promise<BoardView[]>;
    settings: SiteSettings;
    clientErrors: ClientErrorLog;
    opsToken: string | null;
    now: () => number;
  },
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/main/site/config/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'Nilai konfigurasi situs',
        params: Type.Object({ key: Key }),
        response: { 200: successSchema(Type.Unknown()), 400: FailureSchema, 404: FailureSchema },
      },
    },
    async (request) => {
      const key = request.params.key;
      if (!isSettingKey(key)) throw new AppError(20002, 'Konfigurasi tidak ditemukan');
      return ok(await deps.settings.get(key));
    },
  );

  api.get('/main/site/list/config', { schema: { tags: ['content'], summary: 'Semua konfigurasi situs publik' } }, async () =>
    ok({ list: Object.entries(await deps.settings.all()).map(([key, value]) => ({ key, value })) }),
  );

  api.post(
    '/main/site/error/notify',
    {
      schema: {
        tags: ['content'],
        summary: 'Laporkan galat skrip di aplikasi',
        body: Type.Object(
          {
            message: Type.String({ minLength: 1, maxLength: 500 }),
            stack: Type.Optional(Type.String({ maxLength: 4000 })),
            path: Type.Optional(Type.String({ maxLength: 300 })),
            clientVersion: Type.Optional(Type.String({ maxLength: 40 })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => ok({ logged: deps.clientErrors.report(request.ip, request.body) }),
  );

  restRoute(app, 'GET /main/site/page/open', { tags: ['content'], summary: 'Halaman yang ditutup operator' }, async () =>
    ok(await deps.settings.get('page_open')),
  );

  api.get('/main/site/frontInfo', { schema: { tags: ['content'], summary: 'Info awal untuk klien' } }, async () =>
    ok({
      siteName: 'Kasino',
      currency: DEFAULT_CURRENCY,
      clientVersion: CLIENT_VERSION,
      serverTime: deps.now(),
      config: await deps.settings.all(),
    }),
  );

  api.get(
    '/heracles/board/boards/:group',
    {
      schema: {
        tags: ['content'],
        summary: 'Banner per grup',
        params: Type.Object({ group: Group }),
        response: { 200: successSchema(Type.Object({ list: Type.Array(Board) })), 400: FailureSchema },
      },
    },
    async (request) => ok({ list: await deps.boards(request.params.group) }),
  );

  api.put(
    '/ops/site/config/:key',
    {
      onRequest: requireOps(deps.opsToken),
      schema: {
        tags: ['ops'],
        summary: 'Ubah pengaturan situs',
        params: Type.Object({ key: Key }),
        body: Type.Object({ value: Type.Unknown() }, { additionalProperties: false }),
        response: { 200: successSchema(Type.Unknown()), 400: FailureSchema, 404: FailureSchema },
      },
    },
    async (request) => {
      const key = request.params.key;
      if (!isSettingKey(key)) throw new AppError(20002, 'Pengaturan tidak dikenal');
      await deps.settings.set(key, request.body.value);
      return ok(await deps.settings.get(key));
    },
  );
}
