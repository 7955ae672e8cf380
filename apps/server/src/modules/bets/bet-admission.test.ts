import { describe, expect, it } from 'vitest';
import { minor, rupiah } from '@kasino/shared/money';
import { AppError } from '../../platform/http/app-error.ts';
import { BetAdmission, checkBetId, checkStake, rangeOf } from './bet-admission.ts';

const codeOf = (work: () => unknown): number | null => {
  try {
    work();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

const range = { min: rupiah(1_000), max: rupiah(10_000) };

describe('bet admission kernel', () => {
  it('takes a stake at either end of the range and refuses one outside it with 702 below and 711 above', () => {
    expect(codeOf(() => checkStake(rupiah(1_000), range))).toBeNull();
    expect(codeOf(() => checkStake(rupiah(10_000), range))).toBeNull();
    expect(codeOf(() => checkStake(minor(rupiah(1_000) - 1n), range))).toBe(702);
    expect(codeOf(() => checkStake(minor(rupiah(10_000) + 1n), range))).toBe(711);
  });

  it('names the range in Indonesian rupiah in the refusal', () => {
    expect(() => checkStake(rupiah(20_000), range)).toThrow('Taruhan melebihi batas Rp 1.000 - Rp 10.000');
    expect(() => checkStake(rupiah(500), range)).toThrow('Jumlah taruhan minimal Rp 1.000');
  });

  it('accepts client uuids, server ids and provider transaction ids, and refuses anything else with 3 naming the field', () => {
    for (const id of ['a1b2c3d4', 'srv-17-1764000000000-k3j2h1', 'round:tx_9.1', 'x'.repeat(128)])
      expect(codeOf(() => checkBetId(id))).toBeNull();
    for (const id of ['', 'has space', 'x'.repeat(129), 'semi;colon', 'ünï']) expect(codeOf(() => checkBetId(id))).toBe(3);
    expect(() => checkBetId('bad id', 'txId')).toThrow(/txId/);
  });

  it("reads a game's own range from the setting, else its default", () => {
    const setting = { default: { min: '1000', max: '10000000' }, crash: { min: '2000.50', max: '500000' } };
    expect(rangeOf(setting, 'crash')).toEqual({ min: 200_050n, max: rupiah(500_000) });
    expect(rangeOf(setting, 'roller')).toEqual({ min: rupiah(1_000), max: rupiah(10_000_000) });
  });

  it('checks the id before the range, and asks protection with the whole exposure', async () => {
    const asked: Array<[number, bigint]> = [];
    let ranRange = false;
    const admission = new BetAdmission(
      {
        assertCanBet: () => Promise.resolve(),
        betCheck: (userId, stake) => (asked.push([userId, stake]), Promise.resolve(null)),
      },
      () => ((ranRange = true), Promise.resolve(range)),
    );
    await expect(admission.check('roller', { uuid: 'no good', amount: rupiah(5_000) })).rejects.toMatchObject({ code: 3 });
    expect(ranRange).toBe(false);
    await expect(admission.check('roller', { uuid: 'good-uuid-1', amount: rupiah(50_000) })).rejects.toMatchObject({ code: 711 });
    const inUnit = await admission.protect(7, rupiah(3_000));
    expect(asked).toEqual([[7, rupiah(3_000)]]);
    await expect(inUnit({} as never)).resolves.toBeUndefined();
  });

  it('hands the loss-limit check to the unit, and refuses a block before it', async () => {
    const blocked = new BetAdmission({ assertCanBet: () => Promise.resolve(), betCheck: () => Promise.reject(new AppError(20153)) });
    await expect(blocked.protect(1, 1n)).rejects.toMatchObject({ code: 20153 });
    const limited = new BetAdmission({
      assertCanBet: () => Promise.resolve(),
      betCheck: () => Promise.resolve(() => Promise.reject(new AppError(20152))),
    });
    await expect((await limited.protect(1, 1n))({} as never)).rejects.toMatchObject({ code: 20152 });
    // Without a range source the kernel cannot check a stake: a wiring mistake, not a player's error.
    await expect(limited.check('roller', { uuid: 'good-uuid-1', amount: minor(1n) })).rejects.not.toBeInstanceOf(AppError);
  });
});
