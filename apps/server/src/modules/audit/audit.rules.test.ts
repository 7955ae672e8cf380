import { describe, expect, it } from 'vitest';
import { auditKeys } from './audit.keys.ts';
import { chainRow, GENESIS, signCheckpoint, verifyChain, type AuditEntry, type AuditRow, type Checkpoint } from './audit.rules.ts';

const keys = auditKeys('a-test-audit-key-that-is-only-for-this-test');
const entry = (n: number): AuditEntry => ({
  at: 1_000 + n,
  actor: `staff:${n}`,
  role: 'finance',
  action: 'withdrawal.approve',
  target: `withdrawal:W${n}`,
  before: '{"status":"pending"}',
  after: '{"status":"paid"}',
  reason: null,
  requestId: `req-${n}`,
  ip: '10.0.0.1',
});

function chain(n: number): AuditRow[] {
  const rows: AuditRow[] = [];
  let head = { lastId: 0, hash: GENESIS };
  for (let i = 1; i <= n; i++) {
    const row = chainRow(head, entry(i));
    rows.push(row);
    head = { lastId: row.id, hash: row.hash };
  }
  return rows;
}
const headOf = (rows: AuditRow[]) => (rows.length ? { lastId: rows.at(-1)!.id, hash: rows.at(-1)!.hash } : { lastId: 0, hash: GENESIS });
const checkpointAt = (rows: AuditRow[], id: number): Checkpoint =>
  signCheckpoint({ at: 5_000, lastId: id, headHash: rows[id - 1]!.hash }, keys.privateKey);

describe('audit chain', () => {
  it('verifies an untouched chain with its checkpoints', async () => {
    const rows = chain(6);
    const result = await verifyChain(rows, [checkpointAt(rows, 3), checkpointAt(rows, 6)], keys.publicKey, headOf(rows));
    expect(result).toEqual({ rows: 6, checkpoints: 2, broken: null });
  });

  it('names the row whose content was edited', async () => {
    const rows = chain(6);
    rows[2] = { ...rows[2]!, reason: 'disetujui' };
    expect((await verifyChain(rows, [], keys.publicKey, headOf(rows))).broken).toEqual({ kind: 'row', id: 3, why: 'hash' });
  });

  it('finds a deleted row, an inserted row, and a deleted last row', async () => {
    const rows = chain(6);
    const deleted = rows.filter((r) => r.id !== 4);
    expect((await verifyChain(deleted, [], keys.publicKey, headOf(rows))).broken).toEqual({ kind: 'row', id: 4, why: 'gap' });
    // An inserted row, rehashed on its own, does not link the chain around it.
    const forged = chainRow({ lastId: 3, hash: rows[2]!.hash }, { ...entry(99), reason: 'sisipan' });
    const inserted = [...rows.slice(0, 3), forged, ...rows.slice(4)];
    expect((await verifyChain(inserted, [], keys.publicKey, headOf(rows))).broken).toEqual({ kind: 'row', id: 5, why: 'link' });
    expect((await verifyChain(rows.slice(0, 5), [], keys.publicKey, headOf(rows))).broken).toEqual({
      kind: 'head',
      lastId: 6,
      why: 'head',
    });
  });

  it('finds a whole chain rewritten after a checkpoint, and a checkpoint not signed by the key', async () => {
    const rows = chain(6);
    const checkpoint = checkpointAt(rows, 4);
    // Every row rewritten consistently (hashes and head recomputed), as someone with database access could.
    let head = { lastId: 0, hash: GENESIS };
    const rewritten = rows.map((r) => {
      const row = chainRow(head, { ...r, reason: r.id === 2 ? 'ditulis ulang' : r.reason });
      head = { lastId: row.id, hash: row.hash };
      return row;
    });
    expect((await verifyChain(rewritten, [], keys.publicKey, head)).broken).toBeNull();
    expect((await verifyChain(rewritten, [checkpoint], keys.publicKey, head)).broken).toEqual({
      kind: 'checkpoint',
      lastId: 4,
      why: 'head',
    });
    const other = auditKeys('someone-else-key-who-wants-to-re-sign-the-chain');
    const resigned = signCheckpoint({ at: 6_000, lastId: 4, headHash: rewritten[3]!.hash }, other.privateKey);
    expect((await verifyChain(rewritten, [resigned], keys.publicKey, head)).broken).toEqual({
      kind: 'checkpoint',
      lastId: 4,
      why: 'signature',
    });
  });

  it('reads a 32-byte key given in base64 or hex as the same key', () => {
    const seed = Buffer.alloc(32, 7);
    expect(auditKeys(seed.toString('base64')).keyId).toBe(auditKeys(seed.toString('hex')).keyId);
    expect(auditKeys(seed.toString('base64')).keyId).not.toBe(keys.keyId);
  });
});
