/**
 * Configuration from environment variables, validated once at start with messages a person can act on.
 * Secrets get safe generated defaults in development; production must set them.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import { DEV_AUDIT_SIGNING_KEY } from '../modules/audit/audit.keys.ts';
import { DEV_SLOT_PROVIDER_SECRET, parseProviderSecrets } from './provider-secrets.ts';
import { productionProblems } from './production.ts';
import { parseTrustProxy, trustProxyProblem, type TrustProxy } from './trust-proxy.ts';
import type { LinkLimits } from '../platform/realtime/link-limits.ts';
import { normalizeOrigin } from '../platform/realtime/origin-check.ts';

/** `synchronous` FULL (default) fsyncs every commit: committed money survives power loss, not only a crash. */
export type DatabaseConfig = { engine: 'sqlite'; file: string; synchronous?: 'FULL' | 'NORMAL' } | { engine: 'postgres'; url: string };

export interface AppConfig {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly database: DatabaseConfig;
  readonly redisUrl: string | null;
  readonly redisPrefix: string;
  readonly nodeId: string;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  readonly opsToken: string | null;
  /** Who may set the client address in X-Forwarded-For (TRUST_PROXY; default: no one). */
  readonly trustProxy: TrustProxy;
  /** Swagger UI and `/docs/json`: on in development, off in production unless DOCS=1. */
  readonly docs: boolean;
  /** TEST_CLOCK=1: the server's time can be moved forward by `POST /ops/test-clock` (refused in production). */
  readonly testClock: boolean;
  /** The site's public origin for canonical URLs, robots.txt and the sitemap (`SITE_URL`); null: the request's. */
  readonly siteUrl: string | null;
  /**
   * Encrypts secrets at rest (TOTP secrets). Development and tests use DEV_DATA_KEY so a restarted
   * demo can still read its rows; production must set DATA_KEY (see DESIGN "Production mode").
   */
  readonly dataKey: string;
  /**
   * Signs the audit log's checkpoints (`AUDIT_SIGNING_KEY`: a 32-byte Ed25519 seed, base64 or hex).
   * Development and tests use DEV_AUDIT_SIGNING_KEY; production must set its own.
   */
  readonly auditSigningKey: string;
  readonly webDist: string;
  readonly seedDemo: boolean;
  readonly cookieSecure: boolean;
  readonly auth: {
    readonly loginFailuresPerPhone: number;
    readonly attemptsPerIp: number;
    readonly windowMs: number;
    readonly tokenTtlMs: number;
    readonly sessionIdleMs: number;
  };
  readonly ws: {
    readonly lifetimeMs: number;
    readonly callTimeoutMs: number;
    /** How often each node re-checks the sessions of its identified links (WS_SESSION_CHECK_MS). */
    readonly sessionCheckMs: number;
    readonly maxPayloadBytes: number;
    /** Pages of other origins allowed to open a link (ALLOWED_ORIGINS); the request's own host always is. */
    readonly allowedOrigins: readonly string[];
    readonly limits: LinkLimits;
  };
  readonly bodyLimitBytes: number;
  /** How long a client may take to send a request (http/timeouts.ts). */
  readonly http: { readonly requestMs: number; readonly headersMs: number; readonly idleMs: number; readonly keepAliveMs: number };
  /**
   * Support tickets: daily quotas per player (WIB day) and the directory of the image store. Several
   * nodes must share the directory (one volume) or use an object-store BlobStore instead.
   */
  readonly support: { readonly uploadDir: string; readonly ticketsPerDay: number; readonly imagesPerDay: number };
  readonly slowRequestMs: number;
  readonly shutdownGraceMs: number;
  readonly sandbox: { readonly secret: string; readonly confirmAfterMs: number };
  /** Background jobs (reconciliation, sandbox re-sends); off in tests that drive them by hand. */
  readonly jobs: boolean;
  readonly jobIntervals: {
    readonly reconcileMs: number;
    readonly sandboxMs: number;
    readonly promoExpireMs: number;
    readonly referralSettleMs: number;
  };
  /** A Hilo/Mines round left open this long is settled by the documented rule (default 24 h). */
  readonly staleRoundMs: number;
  /** How long withdrawals stay held after a PIN reset, an email/phone change or a bank account change. */
  readonly withdrawHoldMs: number;
  /** Round games: clock scale (1 in production; tests shorten rounds), chain length, leader polling. */
  readonly rounds: { enabled: boolean; timeScale: number; chainLength: number; leaderPollMs: number; crashMaxPayoutRupiah: number };
  /**
   * Durable event subscribers poll the outbox this often for other nodes' events (local commits wake them
   * at once). Outbox rows older than `retentionMs` that every durable cursor has passed are deleted every
   * `pruneEveryMs` (EVENT_RETENTION_HOURS, default 7 days; EVENT_PRUNE_MS, default 10 minutes).
   */
  readonly events: { pollMs: number; retentionMs: number; pruneEveryMs: number };
  /** Outgoing mail: SMTP when `smtpUrl` is set, else the dev outbox (logged, last 50 kept, `GET /ops/outbox`). */
  readonly mail: { readonly smtpUrl: string | null; readonly from: string };
  /**
   * Third-party games: each provider's shared secret that signs its wallet callbacks (provider id →
   * secret, from SLOT_PROVIDER_SECRETS and SLOT_PROVIDER_SECRET; see provider-secrets.ts), and
   * the region block (BLOCKED_COUNTRIES=US,GB with the country from COUNTRY_HEADER, CF-IPCountry).
   */
  readonly slots: {
    readonly providerSecrets: Readonly<Record<string, string>>;
    readonly blockedCountries: readonly string[];
    readonly countryHeader: string;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Konfigurasi tidak valid:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Parses DATABASE_URL: empty → the embedded SQLite file; `file:<path>` or a bare path → SQLite; postgres:// → PostgreSQL. */
export function parseDatabaseUrl(value: string | undefined, problems: string[]): DatabaseConfig {
  const raw = (value ?? '').trim();
  if (!raw) return { engine: 'sqlite', file: path.join(repoRoot, 'data', 'kasino.db') };
  if (/^postgres(ql)?:\/\//.test(raw)) {
    try {
      new URL(raw);
    } catch {
      problems.push(`DATABASE_URL bukan URL PostgreSQL yang valid: ${raw}`);
    }
    return { engine: 'postgres', url: raw };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    problems.push(`DATABASE_URL harus postgres://…, file:<path>, atau path file SQLite (diterima: ${raw.split(':')[0]}://)`);
  }
  const file = raw.startsWith('file:') ? raw.slice('file:'.length) : raw;
  return { engine: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

function intVar(env: Env, name: string, fallback: number, problems: string[], min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} harus bilangan bulat ${min}..${max} (diterima: ${raw})`);
    return fallback;
  }
  return n;
}

function withSqliteSync(database: DatabaseConfig, value: string | undefined, problems: string[]): DatabaseConfig {
  if (database.engine !== 'sqlite' || !value) return database;
  if (value !== 'FULL' && value !== 'NORMAL') {
    problems.push(`SQLITE_SYNCHRONOUS harus FULL atau NORMAL (diterima: ${value})`);
    return database;
  }
  return { ...database, synchronous: value };
}

/** BLOCKED_COUNTRIES: comma-separated ISO 3166-1 alpha-2 codes (e.g. `US,GB`). */
function countryList(value: string | undefined, problems: string[]): string[] {
  const codes = (value ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const bad = codes.filter((c) => !/^[A-Z]{2}$/.test(c));
  if (bad.length) problems.push(`BLOCKED_COUNTRIES harus kode negara dua huruf dipisah koma (diterima: ${bad.join(', ')})`);
  return codes.filter((c) => /^[A-Z]{2}$/.test(c));
}

/** ALLOWED_ORIGINS: comma-separated http(s) origins (e.g. `https://kasino.id,https://www.kasino.id`). */
function originList(value: string | undefined, problems: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const origins = items.map((o) => normalizeOrigin(o));
  const bad = items.filter((_, i) => origins[i] === null);
  if (bad.length) problems.push(`ALLOWED_ORIGINS harus origin http(s)://host[:port] dipisah koma (diterima: ${bad.join(', ')})`);
  return origins.filter((o): o is string => o !== null);
}

/** The development data key: written here, so production refuses it. */
export const DEV_DATA_KEY = 'kasino-development-data-key-not-for-production';
/** The sandbox gateway's development webhook secret (the sandbox never runs in production). */
export const DEV_SANDBOX_SECRET = 'kasino-sandbox-development-secret';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const NODE_ENVS = { '': 'development', development: 'development', test: 'test', production: 'production' } as const;

/**
 * The mode, from NODE_ENV exactly as written. Anything else (`prod`, `Production`, `staging`, a
 * trailing space) is refused rather than run as development: the demo's sandbox gateway confirms
 * deposits and its /ops is open to loopback, so a production that misspelled its mode must not start.
 */
function nodeEnvOf(value: string | undefined): AppConfig['env'] {
  const mode = Object.hasOwn(NODE_ENVS, value ?? '') ? NODE_ENVS[(value ?? '') as keyof typeof NODE_ENVS] : undefined;
  if (mode) return mode;
  throw new ConfigError([
    `NODE_ENV harus kosong, development, test atau production (persis, diterima: ${JSON.stringify(value)}); nilai lain tidak dijalankan sebagai development`,
  ]);
}

/** Reads and validates the whole configuration; throws ConfigError listing every problem at once. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = nodeEnvOf(env.NODE_ENV);
  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info')) as AppConfig['logLevel'];
  if (!logLevels.includes(logLevel)) problems.push(`LOG_LEVEL harus salah satu dari ${logLevels.join(', ')}`);

  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push(`REDIS_URL harus redis://… (diterima: ${redisUrl})`);

  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    problems.push(`SMTP_URL harus smtp://… atau smtps://… (diterima: ${smtpUrl.split(':')[0]}://)`);

  const opsToken = env.OPS_TOKEN?.trim() || null;
  if (nodeEnv !== 'production' && opsToken && opsToken.length < 16) problems.push('OPS_TOKEN minimal 16 karakter');

  const config: AppConfig = {
    env: nodeEnv,
    host: env.HOST?.trim() || '0.0.0.0',
    port: intVar(env, 'PORT', 3000, problems, 0, 65535),
    database: withSqliteSync(parseDatabaseUrl(env.DATABASE_URL, problems), env.SQLITE_SYNCHRONOUS, problems),
    redisUrl,
    redisPrefix: env.REDIS_PREFIX ?? 'kasino:',
    nodeId: env.NODE_ID?.trim() || `${hostname()}-${process.pid}-${randomBytes(2).toString('hex')}`,
    logLevel,
    opsToken,
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    docs: env.DOCS === '1' || (env.DOCS !== '0' && nodeEnv !== 'production'),
    testClock: env.TEST_CLOCK === '1',
    siteUrl: parseSiteUrl(env.SITE_URL, problems),
    dataKey: env.DATA_KEY?.trim() || DEV_DATA_KEY,
    auditSigningKey: env.AUDIT_SIGNING_KEY?.trim() || DEV_AUDIT_SIGNING_KEY,
    webDist: env.WEB_DIST?.trim() || path.join(repoRoot, 'apps', 'web', 'dist'),
    seedDemo: env.SEED_DEMO !== '0',
    cookieSecure: env.COOKIE_SECURE === '1' || nodeEnv === 'production',
    auth: {
      loginFailuresPerPhone: intVar(env, 'AUTH_FAILURES_PER_PHONE', 5, problems, 1),
      attemptsPerIp: intVar(env, 'AUTH_ATTEMPTS_PER_IP', 60, problems, 1),
      windowMs: intVar(env, 'AUTH_WINDOW_MS', 15 * 60_000, problems, 1000),
      // A session's absolute lifetime and idle expiry, behind the one-year cookie SPEC asks for.
      tokenTtlMs: intVar(env, 'TOKEN_TTL_MS', 90 * 24 * 3_600_000, problems, 60_000),
      sessionIdleMs: intVar(env, 'SESSION_IDLE_MS', 7 * 24 * 3_600_000, problems, 60_000),
    },
    ws: {
      lifetimeMs: intVar(env, 'WS_LIFETIME_MS', 12_000, problems, 500),
      callTimeoutMs: intVar(env, 'WS_CALL_TIMEOUT_MS', 10_000, problems, 100),
      // Expiry fires no event: each node re-checks its links' sessions this often, one query per round.
      sessionCheckMs: intVar(env, 'WS_SESSION_CHECK_MS', 60_000, problems, 100),
      // The largest legitimate call (50 topics of 200 characters) is about 11 KiB.
      maxPayloadBytes: intVar(env, 'WS_MAX_PAYLOAD', 16 * 1024, problems, 1024),
      allowedOrigins: originList(env.ALLOWED_ORIGINS, problems),
      limits: {
        maxPendingPerLink: intVar(env, 'WS_MAX_PENDING', 32, problems, 1, 10_000),
        maxBufferedBytes: intVar(env, 'WS_MAX_BUFFERED', 1024 * 1024, problems, 16 * 1024),
        linkRate: { perSecond: intVar(env, 'WS_LINK_RATE', 30, problems, 1), burst: intVar(env, 'WS_LINK_BURST', 60, problems, 1) },
        userRate: { perSecond: intVar(env, 'WS_USER_RATE', 60, problems, 1), burst: intVar(env, 'WS_USER_BURST', 120, problems, 1) },
        linksPerIp: intVar(env, 'WS_LINKS_PER_IP', 300, problems, 1),
        linksPerUser: intVar(env, 'WS_LINKS_PER_USER', 20, problems, 1),
      },
    },
    bodyLimitBytes: intVar(env, 'BODY_LIMIT', 1024 * 1024, problems, 1024),
    http: {
      // 60 s fits a 6.5 MB support form (three 2 MB images) at about 1 Mbit/s.
      requestMs: intVar(env, 'HTTP_REQUEST_TIMEOUT_MS', 60_000, problems, 100, 3_600_000),
      headersMs: intVar(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, problems, 100, 3_600_000),
      idleMs: intVar(env, 'HTTP_IDLE_TIMEOUT_MS', 60_000, problems, 100, 3_600_000),
      keepAliveMs: intVar(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000, problems, 100, 3_600_000),
    },
    support: {
      uploadDir: path.resolve(env.UPLOAD_DIR?.trim() || path.join(repoRoot, 'data', 'uploads')),
      ticketsPerDay: intVar(env, 'SUPPORT_TICKETS_PER_DAY', 5, problems, 1, 1000),
      imagesPerDay: intVar(env, 'SUPPORT_IMAGES_PER_DAY', 10, problems, 0, 3000),
    },
    slowRequestMs: intVar(env, 'SLOW_REQUEST_MS', 1000, problems, 1),
    shutdownGraceMs: intVar(env, 'SHUTDOWN_GRACE_MS', 10_000, problems, 100),
    sandbox: {
      // Every node must share it to verify each other's webhooks; production sets SANDBOX_SECRET.
      secret: env.SANDBOX_SECRET?.trim() || DEV_SANDBOX_SECRET,
      confirmAfterMs: intVar(env, 'SANDBOX_CONFIRM_MS', 1_000, problems, 0, 60_000),
    },
    jobs: env.JOBS !== '0',
    staleRoundMs: intVar(env, 'STALE_ROUND_MS', 24 * 3_600_000, problems, 1_000),
    withdrawHoldMs: intVar(env, 'WITHDRAW_HOLD_HOURS', 24, problems, 0, 720) * 3_600_000,
    rounds: {
      enabled: env.ROUNDS !== '0',
      timeScale: intVar(env, 'ROUND_TIME_PERCENT', 100, problems, 1, 1000) / 100,
      chainLength: intVar(env, 'ROUND_CHAIN_LENGTH', 10_000, problems, 10, 1_000_000),
      leaderPollMs: intVar(env, 'LEADER_POLL_MS', 1_000, problems, 50, 60_000),
      crashMaxPayoutRupiah: intVar(env, 'CRASH_MAX_PAYOUT', 500_000_000, problems, 1_000),
    },
    events: {
      pollMs: intVar(env, 'EVENT_POLL_MS', 500, problems, 10, 60_000),
      // Milliseconds for tests (EVENT_RETENTION_MS wins over the hours).
      retentionMs: env.EVENT_RETENTION_MS
        ? intVar(env, 'EVENT_RETENTION_MS', 7 * 24 * 3_600_000, problems, 0)
        : intVar(env, 'EVENT_RETENTION_HOURS', 7 * 24, problems, 0, 24 * 3_650) * 3_600_000,
      pruneEveryMs: intVar(env, 'EVENT_PRUNE_MS', 600_000, problems, 10, 86_400_000),
    },
    mail: { smtpUrl, from: env.MAIL_FROM?.trim() || 'Kasino <no-reply@kasino.local>' },
    slots: {
      providerSecrets: parseProviderSecrets(env, nodeEnv, problems),
      blockedCountries: countryList(env.BLOCKED_COUNTRIES, problems),
      countryHeader: (env.COUNTRY_HEADER?.trim() || 'cf-ipcountry').toLowerCase(),
    },
    jobIntervals: {
      reconcileMs: intVar(env, 'JOBS_RECONCILE_MS', 60_000, problems, 100),
      sandboxMs: intVar(env, 'JOBS_SANDBOX_MS', 5_000, problems, 100),
      promoExpireMs: intVar(env, 'JOBS_PROMO_EXPIRE_MS', 60_000, problems, 100),
      referralSettleMs: intVar(env, 'JOBS_REFERRAL_SETTLE_MS', 60_000, problems, 100),
    },
  };
  if (nodeEnv === 'production') {
    // DESIGN "Production mode": refuse to start on a missing, short or development secret.
    const providerSecrets = Object.entries(config.slots.providerSecrets).map(([id, value]) => ({
      name: id === 'sandbox' && env.SLOT_PROVIDER_SECRET?.trim() ? 'SLOT_PROVIDER_SECRET' : `SLOT_PROVIDER_SECRETS (${id})`,
      value,
    }));
    problems.push(
      ...productionProblems(env, providerSecrets, [DEV_DATA_KEY, DEV_SANDBOX_SECRET, DEV_SLOT_PROVIDER_SECRET, DEV_AUDIT_SIGNING_KEY]),
    );
    const trust = trustProxyProblem(config.trustProxy, config.host);
    if (trust) problems.push(trust);
  }
  if (config.http.headersMs > config.http.requestMs)
    problems.push('HTTP_HEADERS_TIMEOUT_MS tidak boleh lebih besar dari HTTP_REQUEST_TIMEOUT_MS');
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** `SITE_URL`: an http(s) origin with no path, e.g. `https://kasino.example`; anything else is a problem. */
function parseSiteUrl(raw: string | undefined, problems: string[]): string | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && (url.pathname === '/' || url.pathname === '') && !url.search)
      return url.origin;
  } catch {
    // reported below
  }
  problems.push(`SITE_URL must be an http(s) origin without a path (got "${text}")`);
  return null;
}
