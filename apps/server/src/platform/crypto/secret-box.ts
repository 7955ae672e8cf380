/**
 * Encrypts small secrets at rest (TOTP secrets) with DATA_KEY: AES-256-GCM from node:crypto.
 *  1. the AES key is derived from DATA_KEY with HKDF-SHA256 (a fixed salt and a purpose label), so the
 *     raw DATA_KEY text is never used as a key and one DATA_KEY can serve other purposes later;
 *  2. every seal uses a fresh random 12-byte IV; the stored text is base64url(iv | tag | ciphertext);
 *  3. `keyId` (first 8 hex characters of sha256 of the derived key) is stored beside each ciphertext,
 *     so a future key rotation can tell which key sealed a row, and a wrong DATA_KEY is named as such
 *     instead of surfacing as a bare authentication failure;
 *  4. an "associated data" string binds a ciphertext to its row (e.g. the user id): a ciphertext copied
 *     onto another row does not open.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = 'kasino/data-key/v1';

export interface Sealed {
  readonly ciphertext: string;
  readonly keyId: string;
}

/** Thrown when a row cannot be opened: sealed under another key, or altered. The message says which. */
export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError';
}

export class SecretBox {
  private readonly key: Buffer;
  /** Rule 3. */
  readonly keyId: string;

  constructor(dataKey: string, purpose: string) {
    if (!dataKey) throw new Error('SecretBox: DATA_KEY is empty');
    this.key = Buffer.from(hkdfSync('sha256', dataKey, SALT, purpose, 32));
    this.keyId = createHash('sha256').update(this.key).digest('hex').slice(0, 8);
  }

  /** Rule 2 and 4. */
  seal(plaintext: string, associated: string): Sealed {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(associated, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return { ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url'), keyId: this.keyId };
  }

  /** Opens what `seal` made; throws SecretBoxError naming the key ids when the key does not match. */
  open(sealed: Sealed, associated: string): string {
    if (sealed.keyId !== this.keyId) {
      throw new SecretBoxError(
        `secret sealed with data key ${sealed.keyId}, but DATA_KEY gives key ${this.keyId}: set the DATA_KEY that encrypted these rows`,
      );
    }
    const raw = Buffer.from(sealed.ciphertext, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('sealed secret is truncated');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(associated, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError(`sealed secret (key ${sealed.keyId}) failed authentication: altered, or moved from another row`);
    }
  }
}

/** The box for TOTP secrets; associated data is the owner's user id. */
export const totpBox = (dataKey: string): SecretBox => new SecretBox(dataKey, 'totp-secret');
export const totpAssociated = (userId: number | bigint): string => `user_mfa:${userId}`;
