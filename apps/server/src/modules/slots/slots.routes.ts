/**
 * `/main/slot/*` (SPEC §7): the lobby catalogue, search, providers, favourites, recent titles, the
 * player's third-party rounds, artwork, and the launch `/main/{provider}/{id}/launch` (GET or POST).
 * Handlers validate, authorise, call the service and present.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import {
  CollectionBody,
  GAME_ID_PATTERN,
  PROVIDER_ID_PATTERN,
  SlotListQuery,
  SlotSearchQuery,
  slotCategories,
} from '@kasino/shared/protocol/slots';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SeamlessWalletService } from '../providers/seamless-wallet.service.ts';
import { isRegionBlocked, regionGuard, type RegionRules } from './region.ts';
import { slotArt } from './slot-art.ts';
import type { SlotsService } from './slots.service.ts';
import { CountParam, PageParam } from '@kasino/shared/protocol/params';

export interface SlotRouteDeps {
  auth: AuthService;
  slots: SlotsService;
  wallet: SeamlessWalletService;
  region: RegionRules;
  /** Third-party big wins (`/main/game/bigWins` lists them with the in-house ones). */
  bigWins: (count: number) => Promise<unknown[]>;
}

const GameParams = Type.Object({ id: Type.String({ pattern: GAME_ID_PATTERN }) });

export function registerSlotRoutes(app: FastifyInstance, deps: SlotRouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const tags = ['slots'];
  const user = (request: FastifyRequest) => principalOf(request).userId;

  api.get(
    '/main/slot/list',
    { schema: { tags, summary: 'Daftar game (type, tag, firm, page, count)', querystring: SlotListQuery } },
    async (request) => {
      const { type, tag, firm, page = 1, count = 20 } = request.query;
      return ok(await deps.slots.list({ type, tag, firm }, page, count));
    },
  );

  api.get(
    '/main/slot/search',
    { schema: { tags, summary: 'Cari game (minimal 3 karakter)', querystring: SlotSearchQuery } },
    async (request) => {
      const { q, type, page = 1, count = 20 } = request.query;
      return ok(await deps.slots.search(q, type, page, count));
    },
  );

  api.get(
    '/main/slot/firm',
    { schema: { tags, summary: 'Penyedia game', querystring: Type.Object({ type: Type.Optional(Type.Enum([...slotCategories])) }) } },
    async (request) => ok({ list: deps.slots.providers(request.query.type) }),
  );

  api.get('/main/slot/home', { schema: { tags, summary: 'Baris rekomendasi lobi' } }, async () => ok(await deps.slots.home()));
  api.get('/main/slot/onlineCount', { schema: { tags, summary: 'Jumlah pemain online' } }, async () => ok(await deps.slots.onlineCount()));
  api.get(
    '/main/slot/bigWin',
    {
      schema: {
        tags,
        summary: 'Kemenangan besar terbaru di game pihak ketiga',
        querystring: Type.Object({ count: Type.Optional(CountParam(50)) }),
      },
    },
    async (request) => ok({ list: await deps.bigWins(request.query.count ?? 20) }),
  );

  api.get('/main/slot/recent', { onRequest, schema: { tags, summary: 'Game yang baru dimainkan' } }, async (request) =>
    ok(await deps.slots.recent(user(request))),
  );
  api.get('/main/slot/collection', { onRequest, schema: { tags, summary: 'Game favorit' } }, async (request) =>
    ok(await deps.slots.favorites(user(request))),
  );
  api.post(
    '/main/slot/collection',
    { onRequest, schema: { tags, summary: 'Tandai atau lepas favorit', body: CollectionBody } },
    async (request) => ok(await deps.slots.setFavorite(user(request), request.body.gameId, request.body.favorite)),
  );

  api.get(
    '/main/slot/game/record',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Riwayat taruhan game pihak ketiga',
        querystring: Type.Object({ page: Type.Optional(PageParam()), count: Type.Optional(CountParam(100)) }),
      },
    },
    async (request) =>
      ok(
        await deps.wallet.records(user(request), request.query.page ?? 1, request.query.count ?? 20, (id) => deps.slots.gameName(id) ?? id),
      ),
  );

  api.get('/main/slot/launchQuery/:id', { schema: { tags, summary: 'Syarat membuka game', params: GameParams } }, async (request) =>
    ok(deps.slots.launchQuery(request.params.id, isRegionBlocked(deps.region, request.headers))),
  );

  api.get('/main/slot/art/:id', { schema: { tags, summary: 'Gambar kartu game (SVG)', params: GameParams } }, async (request, reply) => {
    const { game, providerName, providerColor } = deps.slots.art(request.params.id);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(slotArt(game, providerName, providerColor));
  });

  api.get('/main/slot/:id', { schema: { tags, summary: 'Detail game', params: GameParams } }, async (request) =>
    ok(await deps.slots.detail(request.params.id)),
  );

  // Launch: login first (1/707), then the region (20001), then the title.
  const launchSchema = {
    tags,
    summary: 'Buka game penyedia: URL peluncuran',
    params: Type.Object({ provider: Type.String({ pattern: PROVIDER_ID_PATTERN }), id: Type.String({ pattern: GAME_ID_PATTERN }) }),
  };
  const region = regionGuard(deps.region);
  const launchHooks = [onRequest, region];
  const launch = async (request: FastifyRequest) => {
    const { provider, id } = request.params as { provider: string; id: string };
    return ok(await deps.slots.launch(user(request), provider, id, DEFAULT_CURRENCY));
  };
  api.get('/main/:provider/:id/launch', { onRequest: launchHooks, schema: launchSchema }, launch);
  api.post('/main/:provider/:id/launch', { onRequest: launchHooks, schema: launchSchema }, launch);
}
