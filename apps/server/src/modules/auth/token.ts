/**
 * Session tokens: `v1-<userId>-<secret>` (SPEC §3: the second dash part is the user id).
 * Only sha256(token) is stored, so a database leak does not leak live sessions.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Creates a fresh token for a user. The secret is 32 random bytes in hex (no dashes inside). */
export function issueToken(userId: number): string {
  return `v1-${userId}-${randomBytes(32).toString('hex')}`;
}

/** The stored form of a token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Reads the user id out of a well-formed token; null for anything else. */
export function parseToken(token: string): { userId: number } | null {
  const match = /^v1-([1-9][0-9]{0,15})-([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  return Number.isSafeInteger(userId) ? { userId } : null;
}
