/**
 * History module: the bet history of every game (single-player, stepped, round, Crash, third-party),
 * read from the tables of the modules that own the bets; it writes nothing and records no events.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { SessionChecker } from '../../platform/http/auth-guard.ts';
import { HistoryRepository } from './history.repository.ts';
import { registerHistoryRoutes } from './history.routes.ts';
import { HistoryService } from './history.service.ts';

export function historyModule(
  ctx: ModuleContext<object>,
  deps: { readonly auth: SessionChecker; readonly gameName: (gameId: string) => string | null },
): BuiltModule<{ history: HistoryService }> {
  const history = new HistoryService(new HistoryRepository(ctx.database.db), (id) => deps.gameName(id) ?? id);
  return {
    services: { history },
    manifest: { name: 'history', routes: (app) => registerHistoryRoutes(app, { auth: deps.auth, history }) },
  };
}
