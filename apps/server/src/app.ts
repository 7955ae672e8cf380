/**
 * Composition root: opens storage, builds repositories and services, wires HTTP routes and the
 * websocket gateway into one Fastify instance. Tests call `createServer` with their own config.
 */
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { Redis } from 'ioredis';
import type { AppConfig } from './config/config.ts';
import { AppError } from './platform/http/app-error.ts';
import { installErrorHandler, sendError } from './platform/http/error-handler.ts';
import { sharedSchemaController } from './platform/http/schema-compilers.ts';
import { installRequestLog, requestIdFor } from './platform/http/request-log.ts';
import { inlineScriptHashes, installSecurityHeaders } from './platform/http/security-headers.ts';
import { timeoutOptions } from './platform/http/timeouts.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { accountModule } from './modules/account/account.module.ts';
import { ledgerModule } from './modules/wallet/ledger.module.ts';
import { opsModule } from './modules/ops/ops.module.ts';
import type { AttemptStore } from './modules/auth/attempt-limiter.ts';
import { tokenFrom } from './platform/http/token-from.ts';
import { contentModule } from './modules/content/content.module.ts';
import { seoModule } from './modules/seo/seo.module.ts';
import type { LedgerService } from './modules/wallet/ledger.service.ts';
import type { WalletJobs } from './modules/wallet/wallet.jobs.ts';
import { walletModule } from './modules/wallet/wallet.module.ts';
import { slotCatalogueModule } from './modules/slots/catalogue.module.ts';
import { slotsModule } from './modules/slots/slots.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { betsModule } from './modules/bets/bets.ts';
import { gamesModule } from './modules/games/games.module.ts';
import type { WithdrawService } from './modules/wallet/withdraw.service.ts';
import { historyModule } from './modules/history/history.module.ts';
import { EmbeddedLeadership, PostgresLeadership, type Leadership } from './platform/leadership/leadership.ts';
import type { RoundGame } from './modules/rounds/round-games.ts';
import type { RoundScheduler } from './modules/rounds/round.scheduler.ts';
import type { RoundService } from './modules/rounds/round.service.ts';
import { roundsModule } from './modules/rounds/rounds.module.ts';
import { protectionModule } from './modules/protection/protection.module.ts';
import { supportModule } from './modules/support/support.module.ts';
import { inboxModule } from './modules/inbox/inbox.module.ts';
import { helpModule } from './modules/help/help.module.ts';
import { promotionsModule } from './modules/promotions/promotions.module.ts';
import { vipModule } from './modules/vip/vip.module.ts';
import { referralModule } from './modules/referral/referral.module.ts';
import { statsModule } from './modules/stats/stats.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import type { SteppedRoundService } from './modules/games/stepped.service.ts';
import { createUnitRunner } from './platform/db/unit-of-work.ts';
import { Outbox } from './platform/events/outbox.ts';
import { EventDispatcher } from './platform/events/event-dispatcher.ts';
import { EventPruner } from './platform/events/event-pruner.ts';
import { JobRunner } from './platform/jobs/job-runner.ts';
import { registerTestClockRoutes, TestClock } from './platform/clock/test-clock.ts';
import { ModuleList, type ModuleContext, type Platform } from './platform/module.ts';
import { openDatabase, type DatabaseHandle } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { MemoryEventBus, type EventBus } from './platform/realtime/event-bus.ts';
import { RedisEventBus } from './platform/realtime/event-bus.redis.ts';
import { Gateway } from './platform/realtime/gateway.ts';
import { linkAdmission } from './platform/realtime/origin-check.ts';

export interface KasinoServer {
  readonly app: FastifyInstance;
  readonly config: AppConfig;
  readonly database: DatabaseHandle;
  readonly bus: EventBus;
  readonly gateway: Gateway;
  readonly auth: AuthService;
  readonly ledger: LedgerService;
  readonly withdrawals: WithdrawService;
  readonly walletJobs: WalletJobs;
  readonly rounds: SteppedRoundService;
  /** Domain events after commit: live subscribers, and durable ones with cursors (tests drain them). */
  readonly events: EventDispatcher;
  readonly roundGames: {
    readonly service: RoundService;
    readonly scheduler: RoundScheduler;
    readonly leadership: Leadership;
    readonly defs: readonly RoundGame[];
  };
  /** Brute-force and resend counters (tests reset them instead of waiting out a window). */
  readonly attempts: AttemptStore;
  /** The periodic jobs (tests run one now instead of waiting for its tick). */
  readonly jobs: Pick<JobRunner, 'runNow' | 'names'>;
  /** Listens on the configured host/port; returns the base URL. */
  listen(): Promise<string>;
  /** Graceful shutdown: drain websockets, finish in-flight requests, close storage. */
  close(): Promise<void>;
}

/** API path prefixes: never answered with the SPA, always with the JSON envelope. */
const API_PREFIXES = ['/main/', '/heracles/', '/ops/', '/ws', '/health', '/docs', '/sandbox-slot'];

export async function createServer(config: AppConfig, options: { now?: () => number } = {}): Promise<KasinoServer> {
  // TEST_CLOCK=1 (never in production): time an operator can move forward (platform/clock/test-clock.ts).
  const testClock = config.env !== 'production' && config.testClock ? new TestClock(options.now ?? Date.now) : null;
  const now = testClock?.now ?? options.now ?? Date.now;
  const startedAt = now();
  // DESIGN "Production mode": the sandbox gateway and slot provider, the dev outbox and ops from
  // loopback exist only outside production, whatever else is set. loadConfig refuses a production
  // start without OPS_TOKEN and SMTP_URL; this guards a config built some other way.
  const demo = config.env !== 'production';
  if (!demo && (!config.opsToken || !config.mail.smtpUrl)) throw new Error('production needs OPS_TOKEN and SMTP_URL (see loadConfig)');
  const database = openDatabase(config.database);
  await migrateToLatest(database, { dataKey: config.dataKey });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true }) : null;
  redis?.on('error', () => undefined);
  if (redis) await redis.connect();
  const bus: EventBus = config.redisUrl ? await RedisEventBus.connect(config.redisUrl, config.redisPrefix, now) : new MemoryEventBus(now);

  // Domain events: recorded in the units of work, handed to the dispatcher after commit (decision 0012).
  const outbox = new Outbox(database, now);
  const units = createUnitRunner(database, outbox);

  const app = Fastify({
    logger: { level: config.logLevel, base: { node: config.nodeId } },
    genReqId: requestIdFor,
    // Our own onResponse hook writes the request log event; Fastify's per-request lines are off.
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (default: no one).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    forceCloseConnections: 'idle',
    // Request, header, idle and keep-alive timeouts: a slowly dripping request is cut (408, 20290).
    ...timeoutOptions(config.http),
    // Bad URL encoding and similar router failures get the envelope too.
    frameworkErrors: (error, request, reply) => sendError(reply, error, request),
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false } },
    // Each route schema compiled once per process, not once per server (platform/http/schema-compilers.ts).
    schemaController: sharedSchemaController,
  });
  let draining = false;
  let baseUrl: string | null = null;

  const gateway = new Gateway({
    bus,
    log: app.log,
    nodeId: config.nodeId,
    lifetimeMs: config.ws.lifetimeMs,
    callTimeoutMs: config.ws.callTimeoutMs,
    limits: config.ws.limits,
    // The auth module is built below, before any link can attach (links attach after listen).
    authenticate: (token) => auth.userIdFor(token),
    liveSessions: (tokens) => auth.liveSessions(tokens),
    sessionCheckMs: config.ws.sessionCheckMs,
    now,
  });

  installRequestLog(app, config.slowRequestMs);
  installErrorHandler(app);
  await app.register(cookie);
  installSecurityHeaders(app, inlineScriptHashes(path.join(config.webDist, 'index.html')), config.ws.allowedOrigins);
  // The API docs: off in production unless DOCS=1 (then /docs is a 404 like any unknown path).
  if (config.docs) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Kasino API', version: '0.1.0', description: 'REST API Kasino. Semua respons memakai amplop {code, msg, data}.' },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  }
  await app.register(websocket, { options: { maxPayload: config.ws.maxPayloadBytes } });

  // Refused before the upgrade: a cross-site page (20280) and an address with too many links (667).
  app.get(
    '/ws',
    { websocket: true, schema: { hide: true }, preValidation: linkAdmission(gateway, config.ws.allowedOrigins) },
    (socket, request) => {
      gateway.attach(socket, tokenFrom(request.headers, request.cookies), request.ip);
    },
  );

  // One node of a cluster leads (PostgreSQL advisory lock + epoch); the embedded SQLite node always does.
  // It runs the round games, the durable subscribers and the leaderOnly jobs.
  const leadership: Leadership =
    config.database.engine === 'postgres'
      ? new PostgresLeadership(database.db, config.database.url, config.nodeId, config.rounds.leaderPollMs, now, app.log)
      : new EmbeddedLeadership(database.db, config.nodeId, now);
  const leads = () => database.dialect === 'sqlite' || leadership.leader;
  // Events reach live subscribers on this node after commit; durable ones run on the leader only.
  const events = new EventDispatcher({
    db: database.db,
    dialect: database.dialect,
    units,
    shouldRunDurable: leads,
    log: app.log,
    now,
    pollMs: config.events.pollMs,
  });
  outbox.deliverTo(events.committed);
  const jobs = new JobRunner({ isLeader: leads, log: app.log });
  // The outbox keeps rows for the retention and until every durable cursor has passed them.
  const pruner = new EventPruner({ db: database.db, units, retentionMs: config.events.retentionMs, now });
  jobs.add({ name: 'events.prune', everyMs: config.events.pruneEveryMs, scope: 'leaderOnly', run: () => pruner.prune() });
  const log = app.log;
  const platform: Platform = { app, gateway, bus, events, database, outbox, units, log, now, leadership, jobs, selfUrl: () => baseUrl };
  const modules = new ModuleList(platform);
  const ctx = <C>(slice: C): ModuleContext<C> => ({ ...platform, config: slice });
  const { wallets, ledger } = await modules.add(ledgerModule(ctx({})));
  const authConfig = { auth: config.auth, cookieSecure: config.cookieSecure, redisPrefix: config.redisPrefix };
  // Who did what: the hash-chained audit log every staff and machine action is written to.
  const { audit } = await modules.add(auditModule(ctx({ signingKey: config.auditSigningKey, opsToken: config.opsToken })));
  const { auth, attempts } = await modules.add(authModule(ctx(authConfig), { redis, wallets }));
  const { boards, settings } = await modules.add(contentModule(ctx({ seedDemo: config.seedDemo, opsToken: config.opsToken })));
  const redisUp = async () => (redis ? (await bus.healthy()) && redis.status === 'ready' : null);
  await modules.add(seoModule(ctx({ siteUrl: config.siteUrl })));
  await modules.add(healthModule(ctx({ nodeId: config.nodeId }), { startedAt, draining: () => draining, redis: redisUp }));
  // Player protection guards deposits and bets (limits, cool-off, self-exclusion).
  const { protection } = await modules.add(protectionModule(ctx({}), { auth }));
  // Account security before the wallet: the PIN, 2FA, the step-up for sensitive changes and the
  // withdrawal holds they place.
  const { pins, stepUp, holds } = await modules.add(accountModule(ctx(config), { auth, attempts }));
  // The slot catalogue (no money): the inbox, promotions and reconciliation name and judge titles by it.
  const slotsConfig = { ...config.slots, demo, opsToken: config.opsToken };
  const catalogue = await modules.add(slotCatalogueModule(ctx(slotsConfig), { protection }));
  const { gameName, categoryOf } = catalogue;
  // Mails (a big win names its game) and the help centre.
  const { mails } = await modules.add(inboxModule(ctx({ opsToken: config.opsToken }), { auth, ledger, gameName }));
  await modules.add(helpModule(ctx({ opsToken: config.opsToken }), { auth, settings }));
  // Promotions before the wallet and every game: a withdrawal may not take the bonus still locked by
  // its wagering, and every stake passes the active bonus's max bet.
  const promoConfig = { expireEveryMs: config.jobIntervals.promoExpireMs, opsToken: config.opsToken, demo };
  const promotions = await modules.add(promotionsModule(ctx(promoConfig), { auth, ledger, settings, protection, mails, categoryOf }));
  // The VIP club pays its level rewards and cashback through the promotions' grants.
  await modules.add(vipModule(ctx({}), { auth, settings, grants: promotions.grants, protection, mails }));
  // Referral rebates and the inviter's first-deposit bonus, paid the same way.
  const referralConfig = { settleEveryMs: config.jobIntervals.referralSettleMs, opsToken: config.opsToken };
  await modules.add(referralModule(ctx(referralConfig), { auth, settings, grants: promotions.grants, mails }));
  // Deposits (the sandbox gateway outside production), bank accounts, withdrawals, the wallet jobs.
  const walletConfig = { sandbox: config.sandbox, jobs: config.jobs, jobIntervals: config.jobIntervals, demo };
  const walletDeps = {
    audit,
    ledger,
    auth,
    settings,
    protection,
    pins,
    stepUp,
    holds,
    bonusLock: promotions.bonus,
    slotProviders: catalogue.adapters,
  };
  const { withdrawals, walletJobs } = await modules.add(walletModule(ctx(walletConfig), walletDeps));
  await modules.add(supportModule(ctx(config.support), { auth }));
  await modules.add(opsModule(ctx({ opsToken: config.opsToken }), { walletJobs, withdrawals }));
  // What every bet shares: admission (with the active bonus's max bet in front of player protection),
  // seeds, the bet events, the live feed and big wins.
  const bets = await modules.add(betsModule(ctx({}), { settings, guard: promotions.betGuard, gameName }));
  // Third-party games' money (the seamless wallet) and the lobby's slot calls.
  const { seamlessWallet } = await modules.add(slotsModule(ctx(slotsConfig), { ledger, auth, catalogue, admission: bets.admission }));
  const thirdPartyBigWins = (count: number) => seamlessWallet.bigWins(count);
  // In-house single-player games: single-shot and stepped games, stale rounds.
  const gamesDeps = { ledger, auth, bets, thirdPartyBigWins };
  const { rounds } = await modules.add(gamesModule(ctx({ staleRoundMs: config.staleRoundMs }), gamesDeps));
  await modules.add(statsModule(ctx({})));
  await modules.add(historyModule(ctx({}), { auth, reader: bets.history, gameName }));

  // Round games (Wingo per model, Roulette, Dice, Crash): the leader runs the schedulers, any node takes bets.
  const roundsM = await modules.add(roundsModule(ctx({ ...config.rounds, opsToken: config.opsToken }), { ledger, bets }));

  if (testClock) registerTestClockRoutes(app, testClock, config.opsToken);

  const sendShell = await registerWebApp(app, {
    webDist: config.webDist,
    homeBoards: () => boards('home'),
    sessions: auth,
    siteUrl: config.siteUrl,
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && sendShell && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes: every unknown page path gets the SPA shell.
      return sendShell(request, reply);
    }
    return sendError(reply, new AppError(3, `Path tidak ditemukan: ${request.method} ${request.url.split('?')[0]}`), request).status(404);
  });

  gateway.start();

  return {
    app,
    config,
    database,
    bus,
    gateway,
    auth,
    ledger,
    withdrawals,
    walletJobs,
    rounds,
    events,
    attempts,
    jobs,
    roundGames: { service: roundsM.service, scheduler: roundsM.scheduler, leadership, defs: roundsM.defs },
    async listen() {
      const address = await app.listen({ host: config.host, port: config.port });
      const port = new URL(address).port;
      baseUrl = `http://127.0.0.1:${port}`;
      jobs.start();
      // Every node campaigns for the lead; the modules that follow it (the round games) hear of changes.
      await leadership.start(modules.leadershipChanged);
      await events.start();
      return address.replace('[::]', 'localhost').replace('0.0.0.0', 'localhost');
    },
    async close() {
      draining = true;
      await jobs.stop();
      await events.stop();
      await modules.stop();
      await leadership.stop();
      await gateway.drain();
      await app.close();
      await bus.close();
      if (redis) await redis.quit().catch(() => undefined);
      await database.close();
    },
  };
}
