/**
 * Help centre and site message routes (SPEC §7 Content, `/main/site/message`). Documents, search,
 * views and currency symbols are public; site messages need login and act on the caller's read marks.
 * Operators edit documents and publish messages with the X-Ops-Token (help.ops.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { helpTopics, type CurrencySymbol } from '@kasino/shared/protocol/help';
import { principalOf, requireUser, type SessionChecker } from '../../platform/http/auth-guard.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { restRoute } from '../../platform/http/rest-route.ts';
import type { HelpService } from './help.service.ts';

export const DocKey = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });
export const Topic = Type.Union(helpTopics.map((t) => Type.Literal(t)));

const symbols: Record<string, CurrencySymbol> = {
  [DEFAULT_CURRENCY]: { code: DEFAULT_CURRENCY, symbol: 'Rp', thousandsSeparator: '.', decimalSeparator: ',', decimals: 2 },
};

export function registerHelpRoutes(app: FastifyInstance, deps: { auth: SessionChecker; help: HelpService }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['help'];

  api.get(
    '/heracles/doc/docs/:key',
    { schema: { tags, summary: 'Satu artikel bantuan', params: Type.Object({ key: DocKey }) } },
    async (request) => ok(await deps.help.doc(request.params.key)),
  );

  api.get(
    '/heracles/doc/module/:module',
    { schema: { tags, summary: 'Artikel bantuan per topik', params: Type.Object({ module: Topic }) } },
    async (request) => ok({ list: await deps.help.topic(request.params.module) }),
  );

  api.get(
    '/heracles/doc/content',
    { schema: { tags, summary: 'Cari di pusat bantuan', querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 80 })) }) } },
    async (request) => ok({ list: await deps.help.search(request.query.q ?? '') }),
  );

  api.post(
    '/heracles/doc/visit',
    {
      schema: { tags, summary: 'Catat kunjungan artikel', body: Type.Object({ key: DocKey }, { additionalProperties: false }) },
    },
    async (request) => {
      await deps.help.visit(request.body.key, request.ip);
      return ok(null);
    },
  );

  api.get(
    '/heracles/symbol/:code',
    { schema: { tags, summary: 'Simbol dan format mata uang', params: Type.Object({ code: Type.String({ pattern: '^[A-Z]{3,5}$' }) }) } },
    async (request) => {
      const symbol = symbols[request.params.code];
      if (!symbol) throw new AppError(20373);
      return ok(symbol);
    },
  );

  // Site messages: login required, the caller's own read marks.
  const onRequest = requireUser(deps.auth);
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  restRoute(app, 'GET /main/site/message', { onRequest, tags, summary: 'Pengumuman situs (terbaru dulu)' }, async (request) =>
    ok(await deps.help.messages(user(request), request.query.page ?? 1, request.query.count ?? 20)),
  );

  restRoute(app, 'GET /main/site/message/unread', { onRequest, tags, summary: 'Jumlah pengumuman belum dibaca' }, async (request) =>
    ok({ count: await deps.help.unread(user(request)) }),
  );

  restRoute(app, 'POST /main/site/message/read', { onRequest, tags, summary: 'Tandai pengumuman dibaca' }, async (request) => {
    await deps.help.read(user(request), request.body.id);
    return ok(null);
  });

  restRoute(app, 'POST /main/site/message/read/all', { onRequest, tags, summary: 'Tandai semua pengumuman dibaca' }, async (request) =>
    ok({ count: await deps.help.readAll(user(request)) }),
  );
}
