/**
 * The Ed25519 key that signs the audit log's checkpoints. `AUDIT_SIGNING_KEY` is its 32-byte seed in
 * base64 or hex; production refuses to start without one (config/production.ts). Development and tests
 * derive one from a fixed text, so a restarted demo still verifies its own checkpoints; that key is
 * written in the code, so it proves nothing and production never accepts it. The public key is derived
 * from the seed: whoever runs `npm run audit:verify` holds the same secret as the server.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

export const DEV_AUDIT_SIGNING_KEY = 'kasino-development-audit-signing-key-not-for-production';

// The PKCS#8 prefix of a raw 32-byte Ed25519 seed (RFC 8410).
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The 32-byte seed a setting names: base64 or hex of 32 bytes, else (development) the sha256 of its text. */
export function seedOf(setting: string): Buffer {
  const text = setting.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  const b64 = Buffer.from(text, 'base64');
  if (b64.length === 32 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return b64;
  return createHash('sha256').update(text).digest();
}

export interface AuditKeys {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  /** The first 8 hex characters of sha256 of the public key, stored with each checkpoint. */
  readonly keyId: string;
}

export function auditKeys(setting: string): AuditKeys {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seedOf(setting)]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const keyId = createHash('sha256')
    .update(publicKey.export({ format: 'der', type: 'spki' }))
    .digest('hex')
    .slice(0, 8);
  return { privateKey, publicKey, keyId };
}
