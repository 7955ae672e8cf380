/**
 * REST of the bet history of every game (owner only): the page, filtered by game and WIB days, and
 * one bet's detail with its fairness data or provider transactions.
 */
import type { FastifyInstance } from 'fastify';
import { wibDayRange } from '@kasino/shared/protocol/history';
import { principalOf, requireUser, type SessionChecker } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { restRoute } from '../../platform/http/rest-route.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type HistoryService } from './history.service.ts';

/** The longest date range one request may ask for. */
const MAX_RANGE_DAYS = 366;

export function registerHistoryRoutes(app: FastifyInstance, deps: { auth: SessionChecker; history: HistoryService }): void {
  const onRequest = requireUser(deps.auth);
  const tags = ['games'];

  restRoute(
    app,
    'GET /main/bet/history',
    { onRequest, tags, summary: 'Riwayat taruhan semua game (taruhan, pembayaran, bersih, pengali)' },
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
  restRoute(
    app,
    'GET /main/bet/history/:id',
    { onRequest, tags, summary: 'Detail taruhan game apa pun, dengan data keadilan atau transaksi penyedia' },
    async (request) => ok(await deps.history.detail(principalOf(request).userId, request.params.id)),
  );
}
