/**
 * The agency programme on a phone (390x844). A visitor sees what it is and a log-in card. Player A
 * opens it from the Referensi tab, reads the marketing terms, is stopped until every field is filled
 * and the terms accepted, and applies; staff approve through the ops endpoint. B registers with A's
 * code and deposits: A's week report counts one new member and one first deposit, this week's task
 * "1 first deposit" is met and its claim moves A's balance by its reward, once. C reports A's code
 * for spam; C sees the report under review and A sees the open report with how many suspend an agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIdr, parseAmount, rupiah } from '@kasino/shared/money';
import type { AgencyReport, SpreadInfo } from '@kasino/shared/protocol/referral';
import type { Locator } from 'playwright-core';
import { registerUser, request, uniquePhone } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const REWARD = '7000';
const AGENCY = {
  enabled: true,
  suspendAt: 2,
  tasks: [
    { id: 'deposits_1', kind: 'first_deposits', target: 1, reward: REWARD },
    { id: 'active_3', kind: 'new_active', target: 3, reward: '15000' },
  ],
};

async function waitForText(locator: Locator, expected: string | RegExp, timeout = 15_000): Promise<void> {
  await expect
    .poll(async () => ((await locator.count()) ? (await locator.innerText()).replace(/\s+/g, ' ').trim() : ''), { timeout })
    .toMatch(expected);
}

describe('agency programme', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
    const saved = await request(e2e.server.url, 'PUT', '/ops/site/config/agency', { body: { value: AGENCY } });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows a visitor the programme and a log-in card', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/agency');
    await page.getByTestId('referral-login').waitFor();
    expect(await page.getByTestId('referral-login').innerText()).toContain('Masuk untuk melamar menjadi agen');
    expect(await page.getByTestId('agency-apply').count()).toBe(0);
    await e2e.shot(page, 'agency-visitor');
    await context.close();
  });

  it('takes an application, shows the report and pays a met task once; a spam report reaches the agent', { timeout: 120_000 }, async () => {
    const base = e2e.server.url;
    const a = await registerUser(base);
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, a);

    // From the Referensi tab to the programme: the terms forbid unsolicited messages.
    await page.goto('/referral');
    await page.getByTestId('referral-link-agency').click();
    await page.getByTestId('agency-apply').waitFor();
    expect(await page.getByTestId('agency-terms').innerText()).toContain('Dilarang mengirim pesan tanpa diminta (spam)');

    // Nothing filled: every field says so and the terms must be accepted; nothing is sent.
    await page.getByTestId('agency-submit').click();
    await expect.poll(() => page.getByTestId('agency-apply').getByText('Isi minimal 2 karakter').count()).toBe(4);
    await page.getByTestId('agency-accept-error').waitFor();
    await page.getByTestId('agency-channel').fill('Grup Telegram');
    await page.getByTestId('agency-audience').fill('1.500 anggota dewasa di Surabaya');
    await page.getByTestId('agency-contact').fill('@agen_sby');
    await page.getByTestId('agency-plan').fill('Ulasan game in-house di grup, hanya untuk anggota yang bergabung sendiri.');
    await page.getByTestId('agency-submit').click();
    await page.getByTestId('agency-accept-error').waitFor();
    expect(await page.getByTestId('agency-status').count()).toBe(0);
    await page.getByTestId('agency-accept').check();
    await page.getByTestId('agency-submit').click();
    await waitForText(page.getByTestId('agency-status-chip'), 'Sedang ditinjau');
    await e2e.shot(page, 'agency-pending');

    // Staff approve it with a note.
    const pending = (await request<{ userId: number }[]>(base, 'GET', '/ops/agency/applications?status=pending')).body.data!;
    expect(pending.map((p) => p.userId)).toContain(a.userId);
    const decided = await request(base, 'POST', `/ops/agency/applications/${a.userId}`, {
      body: { decision: 'approve', note: 'Selamat bergabung' },
    });
    expect(decided.status).toBe(200);
    await page.reload();
    await waitForText(page.getByTestId('agency-status-chip'), 'Agen aktif');
    expect(await page.getByTestId('agency-note').innerText()).toBe('Catatan staf: Selamat bergabung');
    await waitForText(page.getByTestId('agency-newMembers-value'), '0');
    expect(await page.getByTestId('agency-task-deposits_1').getByTestId('agency-task-claim').isDisabled()).toBe(true);

    // B joins with A's code and makes a first deposit.
    const code = (await request<SpreadInfo>(base, 'GET', '/main/promo/spread/info', { token: a.token })).body.data!.inviteCode;
    const joined = await request<{ token: string }>(base, 'POST', '/main/user/phone/register', {
      body: { phone: uniquePhone(), password: 'rahasia123', adult: true, inviteCode: code },
    });
    expect(joined.status).toBe(200);
    await depositAndWait(base, joined.body.data!.token, '50000');
    // B joins A's network through a subscriber after the registration commits: wait for the server to
    // count B before reading the page (the report itself refreshes each minute).
    await expect
      .poll(
        async () => {
          const report = (await request<AgencyReport>(base, 'GET', '/main/promo/spa/report?period=week', { token: a.token })).body.data!;
          return [report.current.newMembers, report.current.firstDeposits];
        },
        { timeout: 20_000 },
      )
      .toEqual([1, 1]);

    await page.reload();
    await waitForText(page.getByTestId('agency-newMembers-value'), '1');
    await waitForText(page.getByTestId('agency-firstDeposits-value'), '1');
    await page.getByTestId('agency-period-month').click();
    await expect.poll(() => page.getByTestId('agency-report').getAttribute('data-period')).toBe('month');
    await waitForText(page.getByTestId('agency-newMembers-value'), '1');
    const task = page.getByTestId('agency-task-deposits_1');
    await waitForText(task.getByTestId('agency-task-progress'), '1 dari 1');
    await e2e.shot(page, 'agency-agent');

    // The claim moves the balance by the reward; the task then shows it claimed, with no second claim.
    const before = parseAmount(await balanceOf(base, a.token))!;
    await task.getByTestId('agency-task-claim').click();
    await waitForText(task.getByTestId('agency-task-state'), 'Diklaim');
    expect(await task.getByTestId('agency-task-claim').count()).toBe(0);
    const after = parseAmount(await balanceOf(base, a.token))!;
    expect(after - before).toBe(rupiah(Number(REWARD)));
    await waitForText(page.getByTestId('balance'), formatIdr(after));

    // C reports A's code; C sees it under review, A sees the open report.
    const c = await registerUser(base);
    const other = await e2e.newPage();
    await signInContext(other.context, base, c);
    await other.page.goto('/agency/spam');
    await other.page.getByTestId('spam-empty').waitFor();
    await other.page.getByTestId('spam-code').fill(code);
    await other.page.getByTestId('spam-detail').fill('SMS massal tanpa diminta pada pukul 21.00');
    await other.page.getByTestId('spam-submit').click();
    const report = other.page.getByTestId('spam-report');
    await waitForText(report, new RegExp(`${code}.*Ditinjau.*SMS massal`));
    // A second report of the same code is refused with the server's reason.
    await other.page.getByTestId('spam-code').fill(code);
    await other.page.getByTestId('spam-detail').fill('Lagi');
    await other.page.getByTestId('spam-submit').click();
    await waitForText(other.page.getByTestId('spam-error'), 'Anda sudah melaporkan kode ini');
    await e2e.shot(other.page, 'agency-spam');
    await other.context.close();

    await page.reload();
    await waitForText(page.getByTestId('agency-open-reports'), '1 laporan spam terbuka · 2 laporan menangguhkan akun agen');
    await context.close();
  });
});
