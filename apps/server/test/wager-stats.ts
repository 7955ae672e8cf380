/**
 * What the daily wager statistics must say, derived independently from the bet tables, and the
 * statistics as stored: both as "user|day|category|currency" → {bets, wagered, payout, theo}.
 * Reads a database by URL (a SQLite file or PostgreSQL), so child-process servers can be checked.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { publishedRtpBps, theoreticalRevenue } from '@kasino/shared/fairness/published-rtp';
import type { GameId } from '@kasino/shared/games';
import { inHouseCategory } from '../src/modules/bets/bets.ts';
import { wibDay } from '../src/modules/protection/periods.ts';

export interface Totals {
  bets: bigint;
  wagered: bigint;
  payout: bigint;
  theo: bigint;
}

type Row = Record<string, unknown>;

/** Runs one query on the database at `url`. */
export async function queryRows(url: string, text: string): Promise<Row[]> {
  if (url.startsWith('file:')) {
    const db = new Database(url.slice('file:'.length), { readonly: true });
    try {
      return db.prepare(text).safeIntegers(true).all() as Row[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

const add = (map: Map<string, Totals>, key: string, t: Totals) => {
  const cur = map.get(key) ?? { bets: 0n, wagered: 0n, payout: 0n, theo: 0n };
  map.set(key, { bets: cur.bets + t.bets, wagered: cur.wagered + t.wagered, payout: cur.payout + t.payout, theo: cur.theo + t.theo });
};

/** Settled in-house bets (single-player, stepped, round games, Crash) and third-party money, as statistics. */
export async function expectedWagers(
  url: string,
  slotTitle: (gameId: string) => { category: string; rtpBps: number } = () => ({ category: 'slot', rtpBps: 9600 }),
): Promise<Map<string, Totals>> {
  const map = new Map<string, Totals>();
  const inHouse = [
    ...(await queryRows(url, "select user_id, game, currency, amount, payout, settled_at from bets where status = 'settled'")),
    ...(await queryRows(url, "select user_id, game, currency, amount, payout, settled_at from round_bets where status = 'settled'")),
  ];
  for (const r of inHouse) {
    const game = String(r.game).split(':')[0] as GameId;
    const stake = BigInt(r.amount as bigint);
    add(map, `${r.user_id}|${wibDay(Number(r.settled_at))}|${inHouseCategory(game)}|${r.currency}`, {
      bets: 1n,
      wagered: stake,
      payout: BigInt(r.payout as bigint),
      theo: theoreticalRevenue(stake, publishedRtpBps[game]),
    });
  }
  const slots = await queryRows(
    url,
    "select t.kind, t.user_id, t.game_id, t.currency, t.amount, t.created_at, d.created_at as debit_at from slot_transactions t left join slot_transactions d on d.provider = t.provider and d.tx_id = t.ref_tx_id where (t.kind = 'debit' and t.status = 'ok') or t.kind = 'credit'",
  );
  for (const r of slots) {
    const title = slotTitle(String(r.game_id));
    const amount = BigInt(r.amount as bigint);
    const debit = r.kind === 'debit';
    // A credit counts on the day it was paid; a debit's stake on the day it was taken.
    add(
      map,
      `${r.user_id}|${wibDay(Number(r.created_at))}|${title.category}|${r.currency}`,
      debit
        ? { bets: 1n, wagered: amount, payout: 0n, theo: theoreticalRevenue(amount, title.rtpBps) }
        : { bets: 0n, wagered: 0n, payout: amount, theo: 0n },
    );
  }
  for (const [key, t] of map) if (t.bets === 0n && t.wagered === 0n && t.payout === 0n) map.delete(key);
  return map;
}

/** The statistics as the subscriber stored them (rows that netted to zero left out). */
export async function storedWagers(url: string): Promise<Map<string, Totals>> {
  const map = new Map<string, Totals>();
  for (const r of await queryRows(
    url,
    'select user_id, day, category, currency, bets, wagered, payout, theoretical_revenue from wager_daily',
  )) {
    const t = {
      bets: BigInt(r.bets as bigint),
      wagered: BigInt(r.wagered as bigint),
      payout: BigInt(r.payout as bigint),
      theo: BigInt(r.theoretical_revenue as bigint),
    };
    if (t.bets === 0n && t.wagered === 0n && t.payout === 0n && t.theo === 0n) continue;
    map.set(`${r.user_id}|${r.day}|${r.category}|${r.currency}`, t);
  }
  return map;
}

/** Waits until the durable subscriber has read every event in the outbox. */
export async function caughtUp(url: string, subscriber = 'wager-daily', timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [left] = await queryRows(
      url,
      `select count(*) as n from domain_events e join event_cursors c on c.name = '${subscriber}' where e.tx_id > c.last_tx_id or (e.tx_id = c.last_tx_id and e.id > c.last_id)`,
    );
    if (BigInt((left?.n as bigint | string | undefined) ?? 0) === 0n) return;
    if (Date.now() > until) throw new Error(`subscriber ${subscriber} did not catch up: ${String(left?.n)} events left`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the VIP scores must be: per player, the theoretical revenue of their rupiah statistics. */
export function scoresOf(stats: Map<string, Totals>): Map<string, bigint> {
  const scores = new Map<string, bigint>();
  for (const [key, t] of stats) {
    const [user, , , currency] = key.split('|');
    if (currency === 'IDR' && t.theo !== 0n) scores.set(user!, (scores.get(user!) ?? 0n) + t.theo);
  }
  return scores;
}

/** The VIP scores as stored, per player. */
export async function vipScores(url: string): Promise<Map<string, bigint>> {
  const rows = await queryRows(url, 'select user_id, score from vip_accounts where score <> 0');
  return new Map(rows.map((r) => [String(r.user_id), BigInt(r.score as bigint)]));
}
