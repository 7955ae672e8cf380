/**
 * Holiday check-in over HTTP on each engine, with today and tomorrow (WIB) listed as holidays: the list
 * is public; a player short of today's deposit is refused (4002), then signs once and is paid the reward
 * through a grant (4001 on a second tap, one of two taps at once); tomorrow cannot be signed today;
 * duplicate dates are refused on save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '@kasino/shared/money';
import type { HolidaySignView } from '@kasino/shared/protocol/promo';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';

const HOUR = 3_600_000;
const wib = (offsetDays: number) => new Date(Date.now() + 7 * HOUR + offsetDays * 24 * HOUR).toISOString().slice(0, 10);

describe.each(engines)('holiday check-in on %s', (engine) => {
  let t: TestServer;
  const today = wib(0);
  const tomorrow = wib(1);
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '5', ROUNDS: '0' });
    const value = {
      enabled: true,
      days: [
        { date: tomorrow, name: 'Hari Besok', reward: '9000', minDeposit: '50000' },
        { date: today, name: 'Hari Uji', reward: '7000', minDeposit: '50000' },
      ],
      turnover: 0,
    };
    expect((await request(t.url, 'PUT', '/ops/site/config/holiday_sign', { body: { value } })).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the holidays to anyone, sorted, with today’s open', async () => {
    const view = (await request<HolidaySignView>(t.url, 'GET', '/main/promo/holidaySign/days')).body.data!;
    expect(view.days.map((d) => [d.date, d.state, d.reward])).toEqual([
      [today, 'today', '7000'],
      [tomorrow, 'upcoming', '9000'],
    ]);
    expect(view.depositedToday).toBeNull();
  });

  it('signs today once, after today’s deposit, and pays the reward', async () => {
    const u = await registerUser(t.url);
    const sign = () => request<HolidaySignView>(t.url, 'POST', '/main/promo/holidaySign', { token: u.token });
    expect((await sign()).body.code).toBe(4002);
    await depositAndWait(t.url, u.token, '50000');
    const before = parseAmount(await balanceOf(t.url, u.token))!;
    const [one, two] = await Promise.all([sign(), sign()]);
    expect([one.body.code, two.body.code].sort()).toEqual([200, 4001]);
    expect(parseAmount(await balanceOf(t.url, u.token))! - before).toBe(parseAmount('7000'));
    const view = (await request<HolidaySignView>(t.url, 'GET', '/main/promo/holidaySign', { token: u.token })).body.data!;
    expect(view.days.map((d) => d.state)).toEqual(['signed', 'upcoming']);
    expect(view.depositedToday).toBe('50000');
    expect((await sign()).body.code).toBe(4001);
  });

  it('refuses duplicate dates on save', async () => {
    const value = {
      enabled: true,
      days: [
        { date: today, name: 'A hari', reward: '1000', minDeposit: '0' },
        { date: today, name: 'B hari', reward: '1000', minDeposit: '0' },
      ],
      turnover: 0,
    };
    expect((await request(t.url, 'PUT', '/ops/site/config/holiday_sign', { body: { value } })).body.code).toBe(20310);
  });
});
