import { describe, expect, it } from 'vitest';
import { formatTimeLeft, formatWib, holdMessage } from './withdrawal-hold.ts';

describe('withdrawal hold texts', () => {
  it('shows the end in WIB and the time left rounded up to the minute', () => {
    const until = Date.UTC(2025, 10, 26, 7, 5); // 14.05 WIB
    expect(formatWib(until)).toBe('26/11 14.05');
    expect(formatTimeLeft(24 * 3_600_000)).toBe('24 jam');
    expect(formatTimeLeft(90 * 60_000 + 1)).toBe('1 jam 31 menit');
    expect(formatTimeLeft(10)).toBe('1 menit');
    expect(holdMessage({ until, reason: 'pin_reset' }, until - 3_600_000)).toBe(
      'Penarikan ditahan hingga 26/11 14.05 WIB karena perubahan keamanan akun (PIN keamanan diatur ulang); sisa 1 jam',
    );
  });
});
