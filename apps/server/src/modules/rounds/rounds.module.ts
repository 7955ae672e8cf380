/**
 * Rounds module: the round games (Wingo per speed, Roulette, Dice, Dingdong) and Crash on committed hash
 * chains. Any node takes bets; the node that leads runs the schedulers, following the platform's
 * leadership, and each of its round-state transactions is fenced by its epoch (decision 0009).
 */
import { CRASH_GROWTH_PER_MS } from '@kasino/shared/fairness/games/crash';
import { rupiah } from '@kasino/shared/money';
import type { AppConfig } from '../../config/config.ts';
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { BetsServices } from '../bets/bets.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { ChainRepository } from './chain.repository.ts';
import { ChainService } from './chain.service.ts';
import { CrashEngine } from './crash/crash.engine.ts';
import { CrashRepository } from './crash/crash.repository.ts';
import { CrashService } from './crash/crash.service.ts';
import { registerCrashCalls } from './crash/crash.ws.ts';
import { roundGames, type RoundGame } from './round-games.ts';
import { RoundScheduler } from './round.scheduler.ts';
import { RoundService } from './round.service.ts';
import { RoundsRepository } from './rounds.repository.ts';
import { registerRoundRoutes } from './rounds.routes.ts';
import { registerRoundCalls } from './rounds.ws.ts';

export interface RoundsModuleDeps {
  readonly ledger: LedgerService;
  /** Admission (with the active bonus's max bet in front of player protection), ranges and masked names. */
  readonly bets: Pick<BetsServices, 'admission' | 'range' | 'nameOf' | 'history'>;
}

export interface RoundsServices {
  readonly service: RoundService;
  readonly scheduler: RoundScheduler;
  readonly defs: readonly RoundGame[];
}

export function roundsModule(
  ctx: ModuleContext<AppConfig['rounds'] & { readonly opsToken: string | null }>,
  deps: RoundsModuleDeps,
): BuiltModule<RoundsServices> {
  const { config, database, bus, log, leadership, now } = ctx;
  const { ledger, bets } = deps;
  const { admission, range, nameOf } = bets;
  const defs = roundGames(config.timeScale);
  const chains = new ChainService(new ChainRepository(database.db), config.chainLength, now);
  const service = new RoundService(new RoundsRepository(database.db), ledger, chains, admission, bets.history, now);
  const crashRepo = new CrashRepository(database.db);
  const publishRound = (topic: string, data: unknown) =>
    bus.publish(topic, data).catch((err: unknown) => log.warn({ err, topic }, 'round push failed'));
  const crash = new CrashService(
    crashRepo,
    ledger,
    chains,
    service,
    admission,
    {
      prepMs: Math.round(8_000 * config.timeScale),
      growth: CRASH_GROWTH_PER_MS / config.timeScale,
      maxPayout: rupiah(config.crashMaxPayoutRupiah),
    },
    now,
  );
  const crashEngine = new CrashEngine(crash, publishRound, nameOf, now);
  const scheduler = new RoundScheduler(defs, service, leadership, bus, log, [crashEngine]);
  const publish = (topic: string, data: unknown) => void publishRound(topic, data);
  return {
    services: { service, scheduler, defs },
    manifest: {
      name: 'rounds',
      routes: (app) => registerRoundRoutes(app, { chains, rounds: service, defs, leadership, opsToken: config.opsToken }),
      calls: (gateway) => {
        registerCrashCalls(gateway, {
          repo: crashRepo,
          crash,
          rounds: service,
          range,
          publish,
          nameOf,
          announceEscape: (bet) => crashEngine.announceEscape(bet),
          now,
        });
        registerRoundCalls(gateway, defs, { rounds: service, range, publish, nameOf, now });
      },
      // ROUNDS=0 keeps the games closed: the node still campaigns, for the durable subscribers and jobs.
      onLeadership: config.enabled ? (leader) => scheduler.follow(leader) : undefined,
      stop: () => scheduler.stop(),
    },
  };
}
