import { describe, expect, it } from 'vitest';
import { usage } from './limit-card.tsx';

describe('a limit period’s figure', () => {
  it('reads a negative net loss as a net win (issue 17 #10: never "Terpakai Rp -9.020")', () => {
    expect(usage({ kind: 'loss', used: '-9020' })).toEqual({ netWin: 902_000n });
    expect(usage({ kind: 'loss', used: '15000' })).toEqual({ netWin: null });
    expect(usage({ kind: 'loss', used: '0' })).toEqual({ netWin: null });
    expect(usage({ kind: 'deposit', used: '50000' })).toEqual({ netWin: null });
  });
});
