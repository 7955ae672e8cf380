/**
 * Games module: the in-house single-player games. The single-player bet engine, single-shot games
 * (Roller, coin flip, eggs, colour wheel, cryptos) and stepped rounds (Hilo, Mines, stairs) with their
 * websocket calls; the stale-round settlement job; game REST routes. What every bet shares (admission,
 * seeds, events, the live feed) is the bets module's.
 */
import { Type } from 'typebox';
import type { BigWinView } from '@kasino/shared/games';
import type { AppConfig } from '../../config/config.ts';
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { BetsServices, SeedService } from '../bets/bets.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { coinflipRules } from './coinflip/coinflip.rules.ts';
import { colorwheelRules } from './colorwheel/colorwheel.rules.ts';
import { cryptosRules } from './cryptos/cryptos.rules.ts';
import { eggsRules } from './eggs/eggs.rules.ts';
import { registerGameRoutes } from './games.routes.ts';
import { rollerRules } from './roller/roller.rules.ts';
import { SinglePlayerService } from './single-player.service.ts';
import { registerSingleShotCalls } from './single-shot.ws.ts';
import { steppedRulesByGame } from './stepped-games.ts';
import { SteppedRoundService } from './stepped.service.ts';
import { registerSteppedCalls } from './stepped.ws.ts';

export interface GamesModuleDeps {
  readonly ledger: LedgerService;
  readonly auth: AuthService;
  readonly bets: BetsServices;
  /** Third-party big wins: the lobby's feed shows them with the in-house ones. */
  readonly thirdPartyBigWins: (count: number) => Promise<BigWinView[]>;
}

export interface GamesServices {
  readonly bets: SinglePlayerService;
  readonly seeds: SeedService;
  readonly rounds: SteppedRoundService;
}

export function gamesModule(ctx: ModuleContext<Pick<AppConfig, 'staleRoundMs'>>, deps: GamesModuleDeps): BuiltModule<GamesServices> {
  const { config, database, now } = ctx;
  const { ledger, auth } = deps;
  const { admission, range, seeds, store } = deps.bets;
  const db = database.db;
  const bets = new SinglePlayerService(db, ledger, seeds, admission, range, store, deps.bets.history, now);
  const rounds = new SteppedRoundService(db, ledger, seeds, bets, admission, now);
  // The lobby's big-wins feed: in-house and third-party wins together, newest first.
  const bigWins = async (count: number): Promise<BigWinView[]> => {
    const [inHouse, thirdParty] = await Promise.all([bets.bigWins(count), deps.thirdPartyBigWins(count)]);
    return [...inHouse, ...thirdParty].sort((a, b) => b.createdAt - a.createdAt).slice(0, count);
  };
  const single = { bets, seeds };
  const stepped = { rounds, bets, seeds };
  return {
    services: { bets, seeds, rounds },
    manifest: {
      name: 'games',
      routes: (app) => registerGameRoutes(app, { auth, bets, seeds, bigWins }),
      calls: (gateway) => {
        registerSingleShotCalls(gateway, rollerRules, { choose: Type.Integer(), isHigher: Type.Boolean() }, single);
        registerSingleShotCalls(gateway, coinflipRules, { side: Type.Union([Type.Literal('heads'), Type.Literal('tails')]) }, single);
        registerSteppedCalls(gateway, steppedRulesByGame.get('hilo')!, {}, stepped);
        registerSingleShotCalls(gateway, eggsRules, { risk: Type.String({ maxLength: 10 }), egg: Type.Integer() }, single);
        registerSingleShotCalls(gateway, colorwheelRules, { color: Type.String({ maxLength: 10 }) }, single);
        registerSingleShotCalls(gateway, cryptosRules, {}, single);
        registerSteppedCalls(gateway, steppedRulesByGame.get('mines')!, { mines: Type.Integer() }, stepped);
        registerSteppedCalls(gateway, steppedRulesByGame.get('stairs')!, { level: Type.String({ maxLength: 10 }) }, stepped);
      },
      jobs: [
        {
          // Rounds left open for a day are settled by the documented rule (FAIRNESS.md).
          name: 'games.settle-stale',
          everyMs: Math.min(60_000, config.staleRoundMs),
          scope: 'everyNode',
          run: () => rounds.settleStale(steppedRulesByGame, config.staleRoundMs),
        },
      ],
    },
  };
}
