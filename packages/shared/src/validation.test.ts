import { describe, expect, it } from 'vitest';
import { isValidPassword, isValidPhone, maskPhone, normalizePhone } from './validation.ts';

describe('phone rule', () => {
  it.each(['081234567890', '6281234567890', '+6281234567890', '0812345678', '0895123456789'])('accepts %s', (p) => {
    expect(isValidPhone(p)).toBe(true);
  });
  it.each(['', '0712345678', '080123456789', '08123', '081234567890123', '12345678901', '0812-3456-789', 'abc'])('refuses %s', (p) => {
    expect(isValidPhone(p)).toBe(false);
  });
  it('stores every prefix form as 62…', () => {
    expect(normalizePhone('081234567890')).toBe('6281234567890');
    expect(normalizePhone('+6281234567890')).toBe('6281234567890');
    expect(normalizePhone('6281234567890')).toBe('6281234567890');
  });
  it('masks for display', () => {
    expect(maskPhone('6281234567890')).toBe('0812****7890');
  });
});

describe('password rule', () => {
  it.each(['abcd1234', 'A1b2C3d4E5f6G7h8', 'password1'])('accepts %s', (p) => {
    expect(isValidPassword(p)).toBe(true);
  });
  it.each(['abc123', 'abcdefgh', '12345678', 'abcd1234abcd12345', 'abcd 1234', 'abcd_1234', 'pässword1'])('refuses %s', (p) => {
    expect(isValidPassword(p)).toBe(false);
  });
});
