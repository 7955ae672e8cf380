import { describe, expect, it } from 'vitest';
import { SecretBox, SecretBoxError } from './secret-box.ts';

describe('SecretBox (AES-256-GCM with a key id)', () => {
  const box = new SecretBox('a-data-key-of-at-least-32-characters!!', 'totp-secret');

  it('seals with a fresh IV each time and opens only with the same key, purpose and associated data', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', 'user_mfa:7');
    const b = box.seal('JBSWY3DPEHPK3PXP', 'user_mfa:7');
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(a.ciphertext).not.toContain('JBSWY3DP');
    expect(a.keyId).toMatch(/^[0-9a-f]{8}$/);
    expect(box.open(a, 'user_mfa:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(a, 'user_mfa:8')).toThrow(/failed authentication/);
    const tampered = { ...a, ciphertext: a.ciphertext.slice(0, -2) + (a.ciphertext.endsWith('A') ? 'BB' : 'AA') };
    expect(() => box.open(tampered, 'user_mfa:7')).toThrow(SecretBoxError);
  });

  it('names both key ids when DATA_KEY does not match the row', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user_mfa:7');
    const other = new SecretBox('another-data-key-of-32-characters-long', 'totp-secret');
    expect(other.keyId).not.toBe(box.keyId);
    expect(() => other.open(sealed, 'user_mfa:7')).toThrow(
      new RegExp(`sealed with data key ${box.keyId}, but DATA_KEY gives key ${other.keyId}`),
    );
    // Another purpose derives another key from the same DATA_KEY.
    expect(new SecretBox('a-data-key-of-at-least-32-characters!!', 'other').keyId).not.toBe(box.keyId);
  });
});
