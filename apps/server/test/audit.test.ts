/**
 * The audit log through HTTP (issue 35 "Audit log"), on each engine: a withdrawal approved and one
 * rejected with the ops token are each one chained row written with the decision; the chain verifies,
 * is signed at a checkpoint and exports as CSV. Then the database is tampered with as an insider
 * could: one row edited, one deleted, one inserted, and the whole chain rewritten consistently after
 * the checkpoint; `GET /ops/audit/verify` and `npm run audit:verify` (no server) name each break.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainRow, GENESIS } from '../src/modules/audit/audit.rules.ts';
import { engines, request, startTestServer, type TestServer } from './harness.ts';
import { depositAndWait } from './wallet-helpers.ts';
import { withdrawingPlayer } from './bonus-helpers.ts';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../src/audit-verify.ts');

interface Verified {
  ok: boolean;
  rows: number;
  checkpoints: number;
  problem: string | null;
}

describe.each(engines)('the audit log on %s', (engine) => {
  let t: TestServer;
  const verify = async () => (await request<Verified>(t.url, 'GET', '/ops/audit/verify')).body.data!;
  /** The command an operator runs, against the same database, with no server. */
  async function verifyCommand(): Promise<{ code: number; out: string }> {
    const db = t.server.config.database;
    const env = { ...process.env, DATABASE_URL: db.engine === 'sqlite' ? `file:${db.file}` : db.url, NODE_ENV: 'test' };
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', cli], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, out: failed.stderr };
    }
  }
  const db = () => t.server.database.db;

  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes each staff decision as a chained row, verifies it, signs it and exports it', async () => {
    const p = await withdrawingPlayer(t);
    await depositAndWait(t.url, p.token, '200000');
    const first = await p.withdraw('50000');
    const approved = await request(t.url, 'POST', `/ops/withdrawals/${first.body.data!.id}/review`, { body: { decision: 'approve' } });
    expect(approved.status).toBe(200);
    const second = await p.withdraw('60000');
    const reason = 'Rekening tidak sesuai';
    const rejected = await request(t.url, 'POST', `/ops/withdrawals/${second.body.data!.id}/review`, {
      body: { decision: 'reject', note: reason },
    });
    expect(rejected.status).toBe(200);

    const log = await request<{ list: Array<Record<string, unknown>> }>(t.url, 'GET', '/ops/audit/log');
    const [reject, approve] = log.body.data!.list;
    expect(approve).toMatchObject({
      id: 1,
      actor: 'ops-token',
      role: 'machine',
      action: 'withdrawal.approve',
      target: `withdrawal:${first.body.data!.id}`,
      before: JSON.stringify({ status: 'pending' }),
      after: JSON.stringify({ status: 'paid', amount: '50000' }),
      prevHash: GENESIS,
    });
    expect(approve!.requestId).toEqual(expect.any(String));
    expect(reject).toMatchObject({ id: 2, action: 'withdrawal.reject', reason, prevHash: approve!.hash });
    // A refused decision (already decided) writes nothing.
    expect((await request(t.url, 'POST', `/ops/withdrawals/${first.body.data!.id}/review`, { body: { decision: 'reject' } })).status).toBe(
      409,
    );
    expect((await verify()).rows).toBe(2);

    expect((await request(t.url, 'POST', '/ops/audit/checkpoint')).status).toBe(200);
    expect(await verify()).toMatchObject({ ok: true, rows: 2, checkpoints: 1, problem: null });
    expect(await verifyCommand()).toEqual({ code: 0, out: expect.stringMatching(/Log audit utuh: 2 baris, 1 checkpoint/) });

    const csv = await fetch(`${t.url}/ops/audit/log.csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('id,at,actor,role,action,target,before,after,reason,requestId,ip,prevHash,hash');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(reason);
  });

  it('names a row edited, deleted or inserted in the database, and a chain rewritten after its checkpoint', async () => {
    const rows = await db().selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(2);

    // Edited: the approval's reason changed afterwards.
    await db().updateTable('audit_log').set({ reason: 'disetujui manajer' }).where('id', '=', 1n).execute();
    expect((await verify()).problem).toBe('baris audit #1 isinya tidak cocok dengan hash-nya (diubah)');
    const edited = await verifyCommand();
    expect(edited.code).toBe(1);
    expect(edited.out).toMatch(/Log audit RUSAK: baris audit #1 isinya tidak cocok/);
    await db().updateTable('audit_log').set({ reason: null }).where('id', '=', 1n).execute();
    expect((await verify()).ok).toBe(true);

    // Deleted: the first row gone.
    await db().deleteFrom('audit_log').where('id', '=', 1n).execute();
    expect((await verify()).problem).toBe('baris audit #1 hilang (dihapus)');
    await db().insertInto('audit_log').values(rows[0]!).execute();

    // Inserted: a forged row between the two, its own hash right, the chain around it not.
    const forged = chainRow(
      { lastId: 1, hash: rows[0]!.hash },
      {
        at: Number(rows[0]!.at),
        actor: 'staff:7',
        role: 'finance',
        action: 'ledger.adjust',
        target: 'user:1',
        before: null,
        after: null,
        reason: 'tambahan',
        requestId: null,
        ip: null,
      },
    );
    await db().updateTable('audit_log').set({ id: 3n }).where('id', '=', 2n).execute();
    await db()
      .insertInto('audit_log')
      .values({
        id: 2,
        at: forged.at,
        actor: forged.actor,
        role: forged.role,
        action: forged.action,
        target: forged.target,
        before: null,
        after: null,
        reason: forged.reason,
        request_id: null,
        ip: null,
        prev_hash: forged.prevHash,
        hash: forged.hash,
      })
      .execute();
    expect((await verify()).problem).toBe('baris audit #3 tidak tersambung ke baris sebelumnya (baris disisipkan atau dihapus)');
    await db().deleteFrom('audit_log').where('id', '=', 2n).execute();
    await db().updateTable('audit_log').set({ id: 2n }).where('id', '=', 3n).execute();
    expect((await verify()).ok).toBe(true);

    // Rewritten: every row re-hashed with the approval's reason changed, and the head moved along.
    let head = { lastId: 0, hash: GENESIS };
    for (const r of rows) {
      const row = chainRow(head, {
        at: Number(r.at),
        actor: r.actor,
        role: r.role,
        action: r.action,
        target: r.target,
        before: r.before,
        after: r.after,
        reason: r.id === 1n ? 'ditulis ulang' : r.reason,
        requestId: r.request_id,
        ip: r.ip,
      });
      await db()
        .updateTable('audit_log')
        .set({ reason: row.reason, prev_hash: row.prevHash, hash: row.hash })
        .where('id', '=', r.id)
        .execute();
      head = { lastId: row.id, hash: row.hash };
    }
    await db().updateTable('audit_head').set({ last_id: head.lastId, hash: head.hash }).where('id', '=', 1).execute();
    expect((await verify()).problem).toBe(
      'checkpoint sampai baris #2 tidak cocok dengan rantai (rantai ditulis ulang atau barisnya dihapus)',
    );
    const rewritten = await verifyCommand();
    expect(rewritten.code).toBe(1);
    expect(rewritten.out).toMatch(/checkpoint sampai baris #2 tidak cocok/);
  });
});
