/**
 * The seamless wallet as a game provider uses it: signed callbacks (authenticate, balance, debit,
 * credit, rollback), replays, out-of-order rollbacks, overdrafts, forged or stale signatures, and
 * the sandbox provider's demo slot moving money only through those callbacks. The ledger must
 * reconcile after every step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailList } from '@kasino/shared/protocol/inbox';
import type { ThursdayCashbackView } from '@kasino/shared/protocol/promo';
import type { LaunchView, SlotRecordView, WalletReply } from '@kasino/shared/protocol/slots';
import { DEV_SLOT_PROVIDER_SECRET } from '../src/config/provider-secrets.ts';
import { signedHeaders } from '../src/modules/providers/wallet-signature.ts';
import { engines, registerUser, request, startTestServer, WsClient, type TestServer } from './harness.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';

const SECRET = 'test-slot-provider-secret-0123456789';
const OTHER_SECRET = 'test-other-provider-secret-0123456789';
const GAME = 'pp-sweet-candy-bonanza';

describe.each(engines)('seamless wallet on %s', (engine) => {
  let t: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestServer(
      engine,
      { JOBS: '0', SANDBOX_CONFIRM_MS: '20', SLOT_PROVIDER_SECRETS: `sandbox:${SECRET},pp:${OTHER_SECRET}` },
      { now: () => clock },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const reconcileOk = async () => {
    const res = await request(t.url, 'GET', '/ops/reconcile');
    expect(res.body).toMatchObject({ ok: true, violations: [] });
  };

  /** A provider call signed with `secret` at `timestamp` (the server's clock by default). */
  const call = (
    action: string,
    body: object,
    options: { secret?: string; timestamp?: number; provider?: string; tamper?: (raw: string) => string } = {},
  ) => {
    const raw = JSON.stringify(body);
    const headers = signedHeaders(options.secret ?? SECRET, options.timestamp ?? clock, raw);
    return request<WalletReply>(t.url, 'POST', `/main/provider/${options.provider ?? 'sandbox'}/wallet/${action}`, {
      headers,
      rawBody: options.tamper ? options.tamper(raw) : raw,
    });
  };

  /** A funded player with a launched session; returns the session token. */
  const player = async (deposit = '100000') => {
    const u = await registerUser(t.url);
    if (deposit !== '0') await depositAndWait(t.url, u.token, deposit);
    const launch = await request<LaunchView>(t.url, 'POST', `/main/pp/${GAME}/launch`, { token: u.token });
    const sessionToken = decodeURIComponent(/\/sandbox-slot\/([^?]+)/.exec(launch.body.data!.url)![1]!);
    return { ...u, sessionToken };
  };

  let seq = 0;
  const tx = (prefix: string) => `${prefix}-${Date.now()}-${++seq}`;

  it('authenticates and tells the balance; an unknown session is 20203', async () => {
    const p = await player();
    const auth = await call('authenticate', { sessionToken: p.sessionToken });
    expect(auth.body.data).toEqual({ playerId: String(p.userId), currency: 'IDR', balance: '100000' });
    expect((await call('balance', { sessionToken: p.sessionToken })).body.data!.balance).toBe('100000');
    const unknown = await call('balance', { sessionToken: 'x'.repeat(32) });
    expect(unknown.body.code).toBe(20203);
    expect((await call('balance', { sessionToken: 'short' })).body.code).toBe(3);
    expect((await call('balance', { sessionToken: p.sessionToken }, { provider: 'nosuch' })).body.code).toBe(20202);
    await reconcileOk();
  });

  it('refuses bad signatures, stale timestamps and tampered bodies, moving nothing', async () => {
    const p = await player();
    const body = { sessionToken: p.sessionToken, txId: tx('sig'), roundId: 'R1', gameId: GAME, amount: '1000' };
    for (const options of [
      { secret: 'wrong-secret' },
      { timestamp: clock - 6 * 60_000 },
      { timestamp: clock + 6 * 60_000 },
      { tamper: (raw: string) => raw.replace('"1000"', '"1"') },
    ]) {
      const res = await call('debit', body, options);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(20006);
    }
    // No signature at all.
    const bare = await request(t.url, 'POST', '/main/provider/sandbox/wallet/debit', { body });
    expect(bare.body.code).toBe(20006);
    expect(await balanceOf(t.url, p.token)).toBe('100000');
    await reconcileOk();
  });

  it('refuses a debit above the max bet while a wagering bonus is active, and counts the debits it takes', async () => {
    const p = await player('100000');
    let grant: { id: number } | undefined;
    for (let i = 0; i < 300 && !grant; i++) {
      grant = (await request<{ grants: { id: number }[] }>(t.url, 'GET', '/main/promo/info', { token: p.token })).body.data!.grants[0];
      if (!grant) await new Promise((r) => setTimeout(r, 50));
    }
    expect((await request(t.url, 'POST', '/main/promo/claim', { token: p.token, body: { id: grant!.id } })).status).toBe(200);
    const body = { sessionToken: p.sessionToken, roundId: 'R-bonus', gameId: GAME };
    const big = await call('debit', { ...body, txId: tx('bonus-big'), amount: '50001' });
    expect(big.body.code).toBe(20382);
    expect(await balanceOf(t.url, p.token)).toBe('150000');
    expect((await call('debit', { ...body, txId: tx('bonus-ok'), amount: '50000' })).body.data).toMatchObject({ balance: '100000' });
    let progress = '0';
    for (let i = 0; i < 100 && progress === '0'; i++) {
      progress = (await request<{ bonus: { progress: string } }>(t.url, 'GET', '/main/promo/bonus', { token: p.token })).body.data!.bonus
        .progress;
      if (progress === '0') await new Promise((r) => setTimeout(r, 50));
    }
    expect(progress).toBe('50000'); // slots contribute 100%
    await reconcileOk();
  });

  it('debits once per transaction id, refuses a changed replay, and refuses overdrafts', async () => {
    const p = await player();
    const txId = tx('bet');
    const body = { sessionToken: p.sessionToken, txId, roundId: 'R-1', gameId: GAME, amount: '2500.50' };
    const first = await call('debit', body);
    expect(first.body.data).toMatchObject({ balance: '97499.5', transferId: `slot:debit:sandbox:${txId}` });
    const again = await call('debit', body);
    expect(again.body.data).toMatchObject({ balance: '97499.5', replayed: true });
    expect((await call('debit', { ...body, amount: '2600' })).body.code).toBe(20205);
    expect((await call('credit', { ...body, debitTxId: txId })).body.code).toBe(20205); // the id is taken by a debit
    await reconcileOk();

    const over = await call('debit', { ...body, txId: tx('big'), amount: '97499.51' });
    expect(over.body.code).toBe(700);
    expect(await balanceOf(t.url, p.token)).toBe('97499.5');
    const exact = await call('debit', { ...body, txId: tx('all'), amount: '97499.5' });
    expect(exact.body.data!.balance).toBe('0');
    expect((await call('debit', { ...body, txId: tx('zero'), amount: '0' })).body.code).toBe(3);
    expect((await call('debit', { ...body, txId: tx('neg'), amount: '-5' })).body.code).toBe(3);
    expect((await call('debit', { ...body, txId: tx('cents'), amount: '1.005' })).body.code).toBe(3);
    const transfer = await t.server.database.db
      .selectFrom('transfers')
      .selectAll()
      .where('id', '=', `slot:debit:sandbox:${txId}`)
      .executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ kind: 'stake', amount: 250050n });
    await reconcileOk();
  });

  it("refuses a debit naming another title than the session's (its cap would be that title's): nothing moves", async () => {
    const p = await player();
    const other = {
      sessionToken: p.sessionToken,
      txId: tx('title'),
      roundId: 'R-title',
      gameId: 'pp-sweet-fiesta-megaways',
      amount: '1000',
    };
    const refused = await call('debit', other);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(20261);
    expect(await balanceOf(t.url, p.token)).toBe('100000');
    expect(
      await t.server.database.db.selectFrom('slot_transactions').select('tx_id').where('user_id', '=', BigInt(p.userId)).execute(),
    ).toEqual([]);
    // A win on that refused bet has nothing to pay against.
    expect((await call('credit', { ...other, txId: tx('w'), amount: '5000', debitTxId: other.txId })).body.code).toBe(20207);
    // The launched title's own debit goes through.
    const ok = await call('debit', { ...other, txId: tx('title'), gameId: GAME });
    expect(ok.body.data).toMatchObject({ balance: '99000' });
    await reconcileOk();
  });

  it('applies concurrent copies of one debit once', async () => {
    const p = await player();
    const body = { sessionToken: p.sessionToken, txId: tx('race'), roundId: 'R-race', gameId: GAME, amount: '1000' };
    const replies = await Promise.all(Array.from({ length: 8 }, () => call('debit', body)));
    expect(replies.every((r) => r.body.code === 200)).toBe(true);
    expect(replies.filter((r) => !r.body.data!.replayed)).toHaveLength(1);
    expect(await balanceOf(t.url, p.token)).toBe('99000');
    await reconcileOk();
  });

  it('credits wins once, closes lost rounds with zero, and ties wins to their bet', async () => {
    const p = await player();
    const bet = tx('bet');
    await call('debit', { sessionToken: p.sessionToken, txId: bet, roundId: 'R-2', gameId: GAME, amount: '1000' });
    const win = { sessionToken: p.sessionToken, txId: tx('win'), roundId: 'R-2', gameId: GAME, amount: '5000', debitTxId: bet };
    expect((await call('credit', win)).body.data).toMatchObject({ balance: '104000', transferId: `slot:credit:sandbox:${win.txId}` });
    expect((await call('credit', win)).body.data).toMatchObject({ balance: '104000', replayed: true });
    expect((await call('credit', { ...win, amount: '9000' })).body.code).toBe(20205);
    const zero = await call('credit', { ...win, txId: tx('lost'), amount: '0' });
    expect(zero.body.data).toMatchObject({ balance: '104000' });
    expect(zero.body.data!.transferId).toBeUndefined();
    expect((await call('credit', { ...win, txId: tx('orphan'), debitTxId: 'never-sent' })).body.code).toBe(20207);
    // Another player's bet cannot be credited through this session.
    const other = await player();
    const otherBet = tx('other');
    await call('debit', { sessionToken: other.sessionToken, txId: otherBet, roundId: 'R-o', gameId: GAME, amount: '1000' });
    expect((await call('credit', { ...win, txId: tx('steal'), debitTxId: otherBet })).body.code).toBe(20207);
    const records = (await request<{ list: SlotRecordView[]; total: number }>(t.url, 'GET', '/main/slot/game/record', { token: p.token }))
      .body.data!;
    expect(records.total).toBe(1);
    expect(records.list[0]).toMatchObject({
      gameId: GAME,
      gameName: 'Sweet Candy Bonanza',
      amount: '1000',
      payout: '5000',
      status: 'settled',
      roundId: 'R-2',
    });
    await reconcileOk();
  });

  it('puts a big third-party win in the public feed once and announces it', async () => {
    const p = await player();
    const watcher = await WsClient.connect(t.wsUrl);
    expect((await watcher.call('/ws/subscribe', { topics: ['/ws/site/bigWin'] })).code).toBe(200);
    const pushed = watcher.next((f) => f.path === '/ws/site/bigWin');
    const round = async (stake: string, win: string) => {
      const bet = tx('bet');
      const roundId = tx('R');
      await call('debit', { sessionToken: p.sessionToken, txId: bet, roundId, gameId: GAME, amount: stake });
      const credit = { sessionToken: p.sessionToken, txId: tx('win'), roundId, gameId: GAME, amount: win, debitTxId: bet };
      expect((await call('credit', credit)).body.code).toBe(200);
      return credit;
    };
    await round('1000', '9000'); // 9x: a win, not a big one
    const big = await round('1000', '12500'); // 12.5x
    expect((await call('credit', big)).body.data).toMatchObject({ replayed: true });
    const push = (await pushed).data as Record<string, unknown>;
    expect(push).toMatchObject({
      id: `slot:sandbox:${big.txId}`,
      game: GAME,
      gameName: 'Sweet Candy Bonanza',
      amount: '1000',
      payout: '12500',
      multiplier: '12.50',
    });
    expect(push.user).toMatch(/^\w{2}\*{3}\w{2}$/);
    const thirdParty = (await request<{ list: Array<{ id: string }> }>(t.url, 'GET', '/main/slot/bigWin?count=50')).body.data!.list;
    expect(thirdParty.filter((w) => w.id === push.id)).toHaveLength(1);
    expect(thirdParty.every((w) => w.id.startsWith('slot:'))).toBe(true);
    // The lobby's feed lists it with the in-house wins, newest first.
    const lobby = (await request<{ list: Array<{ id: string; createdAt: number }> }>(t.url, 'GET', '/main/game/bigWins?count=50')).body
      .data!.list;
    expect(lobby[0]!.id).toBe(push.id);
    expect(lobby.map((w) => w.createdAt)).toEqual([...lobby.map((w) => w.createdAt)].sort((a, b) => b - a));
    watcher.close();
    // The winner gets one mail for the big win (the 9x win and the replay send none).
    const bigWinMails = async () =>
      (await request<MailList>(t.url, 'GET', '/heracles/inbox/mail', { token: p.token })).body.data!.list.filter(
        (m) => m.metadataId === 'big_win',
      );
    await expect.poll(bigWinMails, { timeout: 10_000 }).toHaveLength(1);
    await t.server.events.settle();
    const mails = await bigWinMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.title).toBe('Kemenangan besar Rp 12.500 di Sweet Candy Bonanza!');
    expect(mail!.content).toContain('<b>Rp 1.000</b>');
    expect(mail!.content).toContain('(12,50x)');
    expect(mail!.displayMode).toBe(6);
    await reconcileOk();
  });

  it('rolls a debit back once, whatever the replays', async () => {
    const p = await player();
    const bet = tx('bet');
    await call('debit', { sessionToken: p.sessionToken, txId: bet, roundId: 'R-3', gameId: GAME, amount: '3000' });
    expect(await balanceOf(t.url, p.token)).toBe('97000');
    const rb = { sessionToken: p.sessionToken, txId: tx('rb'), refTxId: bet, roundId: 'R-3', gameId: GAME };
    expect((await call('rollback', rb)).body.data).toMatchObject({ balance: '100000', transferId: `slot:rollback:sandbox:${bet}` });
    expect((await call('rollback', rb)).body.data).toMatchObject({ balance: '100000', replayed: true });
    // A second rollback message for the same bet (new id) refunds nothing more.
    expect((await call('rollback', { ...rb, txId: tx('rb2') })).body.data!.balance).toBe('100000');
    // The rolled-back bet cannot be debited again nor win.
    expect(
      (await call('debit', { sessionToken: p.sessionToken, txId: bet, roundId: 'R-3', gameId: GAME, amount: '3000' })).body.data,
    ).toMatchObject({ replayed: true, balance: '100000' });
    expect(
      (await call('credit', { sessionToken: p.sessionToken, txId: tx('w'), roundId: 'R-3', gameId: GAME, amount: '100', debitTxId: bet }))
        .body.code,
    ).toBe(20204);
    const records = (await request<{ list: SlotRecordView[] }>(t.url, 'GET', '/main/slot/game/record', { token: p.token })).body.data!;
    expect(records.list[0]).toMatchObject({ status: 'refunded', payout: '3000' });
    await reconcileOk();
  });

  it('settles a win and a rollback of the same bet arriving together in one order or the other', async () => {
    const p = await player();
    const bets = Array.from({ length: 12 }, () => tx('race'));
    for (const [i, bet] of bets.entries())
      await call('debit', { sessionToken: p.sessionToken, txId: bet, roundId: `R-race-${i}`, gameId: GAME, amount: '1000' });
    expect(await balanceOf(t.url, p.token)).toBe('88000');
    const outcomes = await Promise.all(
      bets.map(async (bet, i) => {
        const [win, rollback] = await Promise.all([
          call('credit', {
            sessionToken: p.sessionToken,
            txId: tx('w'),
            roundId: `R-race-${i}`,
            gameId: GAME,
            amount: '2500',
            debitTxId: bet,
          }),
          call('rollback', { sessionToken: p.sessionToken, txId: tx('rb'), refTxId: bet, roundId: `R-race-${i}`, gameId: GAME }),
        ]);
        // Either the win came first (paid; the settled bet cannot be rolled back) or the rollback did
        // (stake refunded; the win is refused). Never both.
        if (win.body.code === 200) {
          expect(rollback.body.code).toBe(20263);
          return 2500;
        }
        expect(win.body.code).toBe(20204);
        expect(rollback.body.data?.transferId).toBe(`slot:rollback:sandbox:${bet}`);
        return 1000;
      }),
    );
    const expected = 88000 + outcomes.reduce((sum, back) => sum + back, 0);
    expect(await balanceOf(t.url, p.token)).toBe(String(expected));
    const records = (await request<{ list: SlotRecordView[] }>(t.url, 'GET', '/main/slot/game/record?page=1&count=50', { token: p.token }))
      .body.data!;
    const raced = records.list.filter((r) => r.roundId.startsWith('R-race-'));
    expect(raced).toHaveLength(12);
    expect(raced.every((r) => (r.status === 'refunded' && r.payout === '1000') || (r.status === 'settled' && r.payout === '2500'))).toBe(
      true,
    );
    await reconcileOk();
  });

  it('records a rollback that arrives before its debit, so the late debit is refused', async () => {
    const p = await player();
    const bet = tx('late');
    const rb = await call('rollback', { sessionToken: p.sessionToken, txId: tx('rb'), refTxId: bet, roundId: 'R-4', gameId: GAME });
    expect(rb.body.data).toMatchObject({ balance: '100000' });
    expect(rb.body.data!.transferId).toBeUndefined();
    const late = await call('debit', { sessionToken: p.sessionToken, txId: bet, roundId: 'R-4', gameId: GAME, amount: '4000' });
    expect(late.body.code).toBe(20204);
    expect(await balanceOf(t.url, p.token)).toBe('100000');
    expect((await request<{ total: number }>(t.url, 'GET', '/main/slot/game/record', { token: p.token })).body.data!.total).toBe(0);
    await reconcileOk();
  });

  it('takes no bets and pays no new wins on an ended session, but refunds its open bets and replays its old wins', async () => {
    const p = await player();
    const bet = tx('bet');
    const paid = tx('paid');
    const open = tx('open');
    await call('debit', { sessionToken: p.sessionToken, txId: paid, roundId: 'R-4', gameId: GAME, amount: '1000' });
    const win = { sessionToken: p.sessionToken, txId: tx('w'), roundId: 'R-4', gameId: GAME, amount: '3000', debitTxId: paid };
    expect((await call('credit', win)).body.data!.balance).toBe('102000');
    await call('debit', { sessionToken: p.sessionToken, txId: bet, roundId: 'R-5', gameId: GAME, amount: '1000' });
    await call('debit', { sessionToken: p.sessionToken, txId: open, roundId: 'R-7', gameId: GAME, amount: '1000' });
    const saved = clock;
    clock += 13 * 3_600_000;
    try {
      expect(
        (await call('debit', { sessionToken: p.sessionToken, txId: tx('x'), roundId: 'R-6', gameId: GAME, amount: '1000' })).body.code,
      ).toBe(20203);
      // The attack: a win after the session ended is refused and moves nothing.
      expect(
        (
          await call('credit', {
            sessionToken: p.sessionToken,
            txId: tx('w'),
            roundId: 'R-5',
            gameId: GAME,
            amount: '1500',
            debitTxId: bet,
          })
        ).body.code,
      ).toBe(20203);
      expect(await balanceOf(t.url, p.token)).toBe('100000');
      // A win paid while the session was live still answers the same when re-sent.
      expect((await call('credit', win)).body.data).toMatchObject({ replayed: true });
      // The provider voids the unsettled round: the stake comes back.
      expect(
        (await call('rollback', { sessionToken: p.sessionToken, txId: tx('rb'), refTxId: open, roundId: 'R-7', gameId: GAME })).body.data!
          .balance,
      ).toBe('101000');
    } finally {
      clock = saved;
    }
    await reconcileOk();
  });

  it('refuses a credit with no debit, for another round, session or game, or above the cap, and a rollback of a settled bet: nothing moves', async () => {
    const p = await player();
    const bet = tx('bet');
    await call('debit', { sessionToken: p.sessionToken, txId: bet, roundId: 'R-8', gameId: GAME, amount: '1000' });
    const win = { sessionToken: p.sessionToken, roundId: 'R-8', gameId: GAME, debitTxId: bet };
    const refused: Array<[object, number]> = [
      [{ ...win, txId: tx('w'), amount: '999999999', debitTxId: undefined }, 20260], // the Rp 999.999.999 credit with no debit
      [{ ...win, txId: tx('w'), amount: '5000', debitTxId: tx('never') }, 20207],
      [{ ...win, txId: tx('w'), amount: '5000', roundId: 'R-other' }, 20261],
      [{ ...win, txId: tx('w'), amount: '5000', gameId: 'pp-sweet-fiesta-megaways' }, 20261],
      // 1000 × 12.500 (the sandbox slot's max multiplier) is the most this bet can ever pay.
      [{ ...win, txId: tx('w'), amount: '12500000.01' }, 20262],
    ];
    for (const [body, code] of refused) expect((await call('credit', body)).body.code, JSON.stringify(body)).toBe(code);
    // The same player's bet cannot be paid through another of their sessions.
    const launch = await request<LaunchView>(t.url, 'POST', `/main/pp/${GAME}/launch`, { token: p.token });
    const second = decodeURIComponent(/\/sandbox-slot\/([^?]+)/.exec(launch.body.data!.url)![1]!);
    expect((await call('credit', { ...win, sessionToken: second, txId: tx('w'), amount: '5000' })).body.code).toBe(20261);
    expect(await balanceOf(t.url, p.token)).toBe('99000');
    // Up to the cap in two parts (e.g. base game then free spins); a third part over it is refused.
    expect((await call('credit', { ...win, txId: tx('w'), amount: '12000000' })).body.data!.balance).toBe('12099000');
    expect((await call('credit', { ...win, txId: tx('w'), amount: '500000' })).body.data!.balance).toBe('12599000');
    expect((await call('credit', { ...win, txId: tx('w'), amount: '0.01' })).body.code).toBe(20262);
    // A settled bet (paid, or closed with a zero win) cannot be rolled back for its stake.
    expect(
      (await call('rollback', { sessionToken: p.sessionToken, txId: tx('rb'), refTxId: bet, roundId: 'R-8', gameId: GAME })).body.code,
    ).toBe(20263);
    const lost = tx('lost');
    await call('debit', { sessionToken: p.sessionToken, txId: lost, roundId: 'R-9', gameId: GAME, amount: '2000' });
    await call('credit', { sessionToken: p.sessionToken, txId: tx('zero'), roundId: 'R-9', gameId: GAME, amount: '0', debitTxId: lost });
    expect(
      (await call('rollback', { sessionToken: p.sessionToken, txId: tx('rb'), refTxId: lost, roundId: 'R-9', gameId: GAME })).body.code,
    ).toBe(20263);
    expect(await balanceOf(t.url, p.token)).toBe('12597000');
    const refusedRows = await t.server.database.db
      .selectFrom('slot_transactions')
      .select('tx_id')
      .where('user_id', '=', BigInt(p.userId))
      .where('kind', '!=', 'debit')
      .execute();
    expect(refusedRows).toHaveLength(3); // the two paid parts and the zero win: no refused call left a row
    await reconcileOk();
  });

  it("refuses calls signed with the old built-in secret or another provider's secret", async () => {
    const p = await player();
    const bet = tx('bet');
    await call('debit', { sessionToken: p.sessionToken, txId: bet, roundId: 'R-10', gameId: GAME, amount: '1000' });
    for (const secret of [DEV_SLOT_PROVIDER_SECRET, OTHER_SECRET]) {
      const forged = await call(
        'credit',
        { sessionToken: p.sessionToken, txId: tx('w'), roundId: 'R-10', gameId: GAME, amount: '999999999', debitTxId: bet },
        { secret },
      );
      expect(forged.body.code).toBe(20006);
    }
    expect(await balanceOf(t.url, p.token)).toBe('99000');
    await reconcileOk();
  });

  it('plays the sandbox demo slot: money moves only through the signed callbacks and the balance is pushed', async () => {
    const p = await player('50000');
    const ws = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
    await ws.call('/ws/subscribe', { topics: [`/ws/user/${p.userId}/balance`] });
    const base = `/sandbox-slot/${encodeURIComponent(p.sessionToken)}`;
    const state = await request<{ balance: string; bets: string[]; lines: number; serverSeedHash: string }>(t.url, 'GET', `${base}/state`);
    expect(state.body.data).toMatchObject({ balance: '50000', lines: 10 });
    expect(state.body.data!.bets).toContain('1000');

    let expected = 50_000n * 100n;
    for (let i = 0; i < 6; i++) {
      const pushed = ws.next((f) => f.path === `/ws/user/${p.userId}/balance`);
      const spin = await request<{ nonce: number; bet: string; win: string; grid: number[][]; balance: string }>(
        t.url,
        'POST',
        `${base}/spin`,
        { body: { bet: '1000', game: GAME } },
      );
      expect(spin.body.code, JSON.stringify(spin.body)).toBe(200);
      const s = spin.body.data!;
      expect(s.nonce).toBe(i);
      expect(s.grid).toHaveLength(5);
      expect(s.grid.every((col) => col.length === 3)).toBe(true);
      expected = expected - 100_000n + BigInt(Math.round(Number(s.win) * 100));
      expect(BigInt(Math.round(Number(s.balance) * 100))).toBe(expected);
      expect(((await pushed).data as { balance: string }).balance).toBeDefined();
    }
    expect(await balanceOf(t.url, p.token)).toBe((Number(expected) / 100).toString());
    // Every spin is a debit and a credit (zero on a loss) through the wallet, recorded as a settled round.
    const rows = await t.server.database.db.selectFrom('slot_transactions').selectAll().where('user_id', '=', BigInt(p.userId)).execute();
    expect(rows.filter((r) => r.kind === 'debit')).toHaveLength(6);
    expect(rows.filter((r) => r.kind === 'credit')).toHaveLength(6);
    const records = (await request<{ list: SlotRecordView[] }>(t.url, 'GET', '/main/slot/game/record', { token: p.token })).body.data!.list;
    expect(records).toHaveLength(6);
    expect(records.every((r) => r.status === 'settled' && r.amount === '1000')).toBe(true);
    // A bet outside the list; a bet the wallet refuses (700) leaves no round behind and frees its nonce.
    expect((await request(t.url, 'POST', `${base}/spin`, { body: { bet: '1234', game: GAME } })).body.code).toBe(3);
    const broke = await player('0');
    const brokeBase = `/sandbox-slot/${encodeURIComponent(broke.sessionToken)}`;
    expect((await request(t.url, 'POST', `${brokeBase}/spin`, { body: { bet: '200', game: GAME } })).body.code).toBe(700);
    expect(
      await t.server.database.db
        .selectFrom('sandbox_slot_spins')
        .selectAll()
        .where(
          'session_hash',
          'in',
          (
            await t.server.database.db
              .selectFrom('slot_sessions')
              .select('token_hash')
              .where('user_id', '=', BigInt(broke.userId))
              .execute()
          ).map((r) => r.token_hash),
        )
        .execute(),
    ).toEqual([]);
    expect((await request<{ nonce: number }>(t.url, 'POST', `${base}/spin`, { body: { bet: '200', game: GAME } })).body.data!.nonce).toBe(
      6,
    );
    expect((await request(t.url, 'GET', `/sandbox-slot/${'y'.repeat(32)}/state`)).body.code).toBe(20203);
    ws.close();
    await reconcileOk();
  });

  it('pays the Thursday cashback on the slot losses of the week that ended Thursday 16:00 WIB, once', async () => {
    const terms = { rates: ['0.1', '0.2'], minLoss: '10000', maxBonus: '1000000', turnover: 0 };
    expect((await request(t.url, 'PUT', '/ops/site/config/thursday_cashback', { body: { value: terms } })).status).toBe(200);
    const saved = clock;
    const weekEnd = Date.UTC(2026, 11, 3, 9); // Thursday 3 December 2026, 16:00 WIB
    clock = weekEnd - 28 * 3_600_000; // Wednesday 12:00 WIB
    try {
      const [p, late] = [await player(), await player()];
      const view = async (u = p) =>
        (await request<ThursdayCashbackView>(t.url, 'GET', '/main/promo/cashback', { token: u.token })).body.data!;
      const claim = (u = p) => request<ThursdayCashbackView>(t.url, 'POST', '/main/promo/cashback', { token: u.token });
      // Rp 20.000 staked, Rp 5.000 won back: a loss of Rp 15.000 this week, for each.
      for (const u of [p, late]) {
        const spin = { sessionToken: u.sessionToken, roundId: 'R-thursday', gameId: GAME };
        const debit = tx('thu');
        expect((await call('debit', { ...spin, txId: debit, amount: '20000' })).body.code).toBe(200);
        expect((await call('credit', { ...spin, txId: tx('thu-win'), amount: '5000', debitTxId: debit })).body.code).toBe(200);
      }
      expect(await view()).toMatchObject({ runningLoss: '15000', nextWeekEnd: weekEnd, loss: '0', bonus: '0' });
      expect((await claim()).body.code).toBe(4002);

      // A minute before Thursday 16:00 WIB the week still runs; at 16:00 it is claimable, at VIP 0's 10%.
      clock = weekEnd - 60_000;
      expect((await view()).runningLoss).toBe('15000');
      clock = weekEnd;
      expect(await view()).toMatchObject({ weekEnd, loss: '15000', vipLevel: 0, rate: '10%', bonus: '1500', runningLoss: '0' });
      const tries = await Promise.all([claim(), claim(), claim()]);
      expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
      expect(tries.filter((r) => r.body.code === 1023)).toHaveLength(2);
      const after = await view();
      expect(after.grant).toMatchObject({ status: 'claimed', amount: '1500', promotion: 'thursday_cashback' });
      expect(after.grant!.formula).toContain('10% × Rp 15.000 = Rp 1.500 dari kekalahan slot (VIP 0)');
      expect(await balanceOf(t.url, p.token)).toBe('86500');
      // Three days later the window has closed for the player who did not claim.
      clock = weekEnd + 3 * 86_400_000;
      expect(await view(late)).toMatchObject({ loss: '15000', bonus: '0', grant: null });
      expect((await claim(late)).body.code).toBe(4002);
      expect((await claim()).body.code).toBe(1023);
      await reconcileOk();
    } finally {
      clock = saved;
    }
  });
});
