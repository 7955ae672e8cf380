/**
 * History module: the bet history of every game (single-player, stepped, round, Crash, third-party)
 * and the detail of one bet with what proves it, over the bets module's one reader of a player's
 * bets; it writes nothing and records no events.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { SessionChecker } from '../../platform/http/auth-guard.ts';
import type { HistoryRepository } from '../bets/bets.ts';
import { registerHistoryRoutes } from './history.routes.ts';
import { HistoryService } from './history.service.ts';

export function historyModule(
  ctx: ModuleContext<object>,
  deps: { readonly auth: SessionChecker; readonly reader: HistoryRepository; readonly gameName: (gameId: string) => string | null },
): BuiltModule<{ history: HistoryService }> {
  const history = new HistoryService(deps.reader, (id) => deps.gameName(id) ?? id);
  return {
    services: { history },
    manifest: { name: 'history', routes: (app) => registerHistoryRoutes(app, { auth: deps.auth, history }) },
  };
}
