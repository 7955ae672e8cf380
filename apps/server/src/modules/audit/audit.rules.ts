/**
 * The audit log's chain, pure (issue 35 "Audit log"). Every row names who did what and carries
 *  1. `hash = sha256(prevHash ‖ canonical row)`, `prevHash` being the previous row's hash (the first
 *     row's is GENESIS), so editing, deleting or inserting one row breaks every hash after it;
 *  2. ids that count up by one from 1, so a row deleted at the end is seen against the chain head
 *     and the checkpoints;
 *  3. a checkpoint is the chain head (last id and its hash) signed with the operator's Ed25519 key,
 *     which the database does not hold: someone who can write the database can rewrite the whole
 *     chain consistently, but not re-sign the checkpoints, so a rewrite of anything up to the last
 *     checkpoint is found.
 * `verifyChain` names the first row that does not hold.
 */
import { createHash, sign, verify, type KeyObject } from 'node:crypto';

export const GENESIS = '0'.repeat(64);

/** What an audited action records (who, as which role, what, before and after, why, from where). */
export interface AuditEntry {
  at: number;
  /** `staff:{id}` for a person, `ops-token` for a machine (scripts, monitoring). */
  actor: string;
  role: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  reason: string | null;
  requestId: string | null;
  ip: string | null;
}

export interface AuditRow extends AuditEntry {
  id: number;
  prevHash: string;
  hash: string;
}

export interface Checkpoint {
  at: number;
  lastId: number;
  headHash: string;
  signature: string;
}

/** Rule 1: the row's text as hashed; a fixed field order, so the same row always hashes the same. */
const canonical = (id: number, e: AuditEntry): string =>
  JSON.stringify([id, e.at, e.actor, e.role, e.action, e.target, e.before, e.after, e.reason, e.requestId, e.ip]);

export const rowHash = (prevHash: string, id: number, entry: AuditEntry): string =>
  createHash('sha256').update(prevHash).update('\n').update(canonical(id, entry)).digest('hex');

/** The next row after the head (rule 2). */
export function chainRow(head: { lastId: number; hash: string }, entry: AuditEntry): AuditRow {
  const id = head.lastId + 1;
  return { ...entry, id, prevHash: head.hash, hash: rowHash(head.hash, id, entry) };
}

const checkpointText = (c: Omit<Checkpoint, 'signature'>): string => `kasino-audit-checkpoint:v1:${c.lastId}:${c.headHash}:${c.at}`;

/** Rule 3. */
export function signCheckpoint(c: Omit<Checkpoint, 'signature'>, key: KeyObject): Checkpoint {
  return { ...c, signature: sign(null, Buffer.from(checkpointText(c)), key).toString('base64') };
}

export const checkpointValid = (c: Checkpoint, publicKey: KeyObject): boolean =>
  verify(null, Buffer.from(checkpointText(c)), publicKey, Buffer.from(c.signature, 'base64'));

export type ChainBreak =
  | { kind: 'row'; id: number; why: 'hash' | 'link' | 'gap' }
  | { kind: 'checkpoint'; lastId: number; why: 'signature' | 'head' | 'missing' }
  | { kind: 'head'; lastId: number; why: 'head' };

/**
 * Walks the rows in id order (any iterable, so a long chain is read in pages) and then the
 * checkpoints; the first break, or null. `head` is the stored chain head, which must be the last row.
 */
export async function verifyChain(
  rows: AsyncIterable<AuditRow> | Iterable<AuditRow>,
  checkpoints: readonly Checkpoint[],
  publicKey: KeyObject,
  head: { lastId: number; hash: string },
): Promise<{ rows: number; checkpoints: number; broken: ChainBreak | null }> {
  const hashAt = new Map<number, string>();
  const wanted = new Set(checkpoints.map((c) => c.lastId));
  let prev = { id: 0, hash: GENESIS };
  let count = 0;
  for await (const row of rows) {
    count++;
    if (row.id !== prev.id + 1) return { rows: count, checkpoints: 0, broken: { kind: 'row', id: prev.id + 1, why: 'gap' } };
    if (row.prevHash !== prev.hash) return { rows: count, checkpoints: 0, broken: { kind: 'row', id: row.id, why: 'link' } };
    if (rowHash(row.prevHash, row.id, row) !== row.hash)
      return { rows: count, checkpoints: 0, broken: { kind: 'row', id: row.id, why: 'hash' } };
    if (wanted.has(row.id)) hashAt.set(row.id, row.hash);
    prev = { id: row.id, hash: row.hash };
  }
  if (head.lastId !== prev.id || head.hash !== prev.hash)
    return { rows: count, checkpoints: 0, broken: { kind: 'head', lastId: head.lastId, why: 'head' } };
  for (const [i, c] of checkpoints.entries()) {
    if (!checkpointValid(c, publicKey))
      return { rows: count, checkpoints: i, broken: { kind: 'checkpoint', lastId: c.lastId, why: 'signature' } };
    const at = c.lastId === 0 ? GENESIS : hashAt.get(c.lastId);
    if (at === undefined) return { rows: count, checkpoints: i, broken: { kind: 'checkpoint', lastId: c.lastId, why: 'missing' } };
    if (at !== c.headHash) return { rows: count, checkpoints: i, broken: { kind: 'checkpoint', lastId: c.lastId, why: 'head' } };
  }
  return { rows: count, checkpoints: checkpoints.length, broken: null };
}

const why: Record<string, string> = {
  hash: 'isinya tidak cocok dengan hash-nya (diubah)',
  link: 'tidak tersambung ke baris sebelumnya (baris disisipkan atau dihapus)',
  gap: 'hilang (dihapus)',
  signature: 'tanda tangannya tidak sah',
  missing: 'menunjuk baris yang tidak ada lagi',
  head: 'tidak cocok dengan rantai (rantai ditulis ulang atau barisnya dihapus)',
};

/** The break in Indonesian, for the operator. */
export const describeBreak = (b: ChainBreak): string =>
  b.kind === 'row'
    ? `baris audit #${b.id} ${why[b.why]}`
    : b.kind === 'checkpoint'
      ? `checkpoint sampai baris #${b.lastId} ${why[b.why]}`
      : `kepala rantai (baris #${b.lastId}) ${why[b.why]}`;
