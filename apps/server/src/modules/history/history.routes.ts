/**
 * REST of the bet history of every game (owner only): the page, filtered by game and WIB days, and
 * one bet's detail with its fairness data or provider transactions.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { wibDayRange, WIB_DAY_PATTERN } from '@kasino/shared/protocol/history';
import { CountParam, PageParam } from '@kasino/shared/protocol/params';
import { principalOf, requireUser, type SessionChecker } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { historyGames, type HistoryService } from './history.service.ts';

/** The longest date range one request may ask for. */
const MAX_RANGE_DAYS = 366;

export function registerHistoryRoutes(app: FastifyInstance, deps: { auth: SessionChecker; history: HistoryService }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const tags = ['games'];
  const day = () => Type.Optional(Type.String({ pattern: WIB_DAY_PATTERN }));

  api.get(
    '/main/bet/history',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Riwayat taruhan semua game (taruhan, pembayaran, bersih, pengali)',
        querystring: Type.Object({
          game: Type.Optional(Type.Union(historyGames.map((g) => Type.Literal(g)))),
          from: day(),
          to: day(),
          page: Type.Optional(PageParam()),
          count: Type.Optional(CountParam(100)),
        }),
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const start = from ? wibDayRange(from)[0] : undefined;
      const end = to ? wibDayRange(to)[1] : undefined;
      if (Number.isNaN(start) || Number.isNaN(end)) throw AppError.invalid(Number.isNaN(start) ? 'from' : 'to');
      if (start !== undefined && end !== undefined && (end <= start || end - start > MAX_RANGE_DAYS * 86_400_000))
        throw new AppError(20300);
      return ok(
        await deps.history.page(principalOf(request).userId, {
          game: request.query.game,
          from: start,
          to: end,
          page: request.query.page ?? 1,
          count: request.query.count ?? 20,
        }),
      );
    },
  );
  api.get(
    '/main/bet/history/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Detail taruhan game apa pun, dengan data keadilan atau transaksi penyedia',
        params: Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_.:-]{5,200}$' }) }),
      },
    },
    async (request) => ok(await deps.history.detail(principalOf(request).userId, request.params.id)),
  );
}
