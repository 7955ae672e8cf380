/**
 * Outbox pruning in a running server: rows older than the retention (7 days by default) go once every
 * durable cursor has passed them; a cursor left behind keeps every row after it however old, and
 * recent rows stay. The server's clock is moved forward (its own `now`), the pruning runs on its own
 * schedule (EVENT_PRUNE_MS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, registerUser, startOn, type TestDatabase, type TestServer } from './harness.ts';
import { fundedPlayer } from './wallet-helpers.ts';

const DAY = 86_400_000;

describe.each(engines)('outbox pruning on %s', (engine) => {
  let database: TestDatabase;
  let t: TestServer;
  let skew = 0;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await startOn(
      database.url,
      { SANDBOX_CONFIRM_MS: '10', JOBS: '0', ROUNDS: '0', EVENT_PRUNE_MS: '50' },
      { now: () => Date.now() + skew },
    );
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const db = () => t.server.database.db;
  const rows = async () =>
    (await db().selectFrom('domain_events').select(['id', 'tx_id', 'type']).orderBy('tx_id').orderBy('id').execute()).map((r) => ({
      id: BigInt(r.id),
      txId: BigInt(r.tx_id),
      type: r.type,
    }));
  const settle = () => new Promise((r) => setTimeout(r, 400)); // several pruning runs

  it('deletes old rows every cursor has passed, never one a cursor has not, and keeps recent ones', { timeout: 30_000 }, async () => {
    // A durable subscriber far behind: its cursor has passed nothing.
    await db()
      .insertInto('event_cursors')
      .values({ name: 'lagging-test', last_tx_id: 0n, last_id: 0n, updated_at: BigInt(Date.now()) })
      .execute();
    const p = await fundedPlayer(t, '100000');
    for (let i = 0; i < 6; i++)
      expect(
        (await p.ws.call('/ws/game/roller/startRound', { uuid: `prune-bet-${i}`, amount: '1000', choose: 50000, isHigher: true })).code,
      ).toBe(200);
    p.ws.close();
    await t.server.events.settle();
    const written = await rows();
    expect(written.filter((r) => r.type === 'bet.settled')).toHaveLength(6);
    const wagers = await db().selectFrom('wager_daily').selectAll().execute();

    // Six days on: nothing is old enough.
    skew = 6 * DAY;
    await settle();
    expect(await rows()).toEqual(written);

    // Eight days on: old, but the lagging cursor has passed none of them.
    skew = 8 * DAY;
    await settle();
    expect(await rows()).toEqual(written);

    // The lagging cursor passes the third row: the first three go, the rest stay.
    const third = written[2]!;
    await db().updateTable('event_cursors').set({ last_tx_id: third.txId, last_id: third.id }).where('name', '=', 'lagging-test').execute();
    await settle();
    expect(await rows()).toEqual(written.slice(3));

    // A new player now (recent), and the lagging subscriber gone: every old row goes, the new one stays.
    const fresh = await registerUser(t.url);
    await db().deleteFrom('event_cursors').where('name', '=', 'lagging-test').execute();
    await t.server.events.settle();
    await settle();
    const left = await db().selectFrom('domain_events').select(['type', 'user_id']).execute();
    // The fresh player's facts: the registration and the welcome mail the inbox sent for it.
    expect(left.map((r) => [r.type, Number(r.user_id)]).sort()).toEqual([
      ['mail.sent', fresh.userId],
      ['player.registered', fresh.userId],
    ]);
    // The statistics the events built are untouched.
    expect(await db().selectFrom('wager_daily').selectAll().execute()).toEqual(wagers);
  });
});
