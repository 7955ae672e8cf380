/**
 * Places one bet of each kind the bet history must show, as players and providers do: a Wingo bet
 * on green, a manual Crash bet that never cashes out (lost at the crash point), Cryptos rolls until
 * one is a pair (a partial return), and a third-party slot round through the signed seamless-wallet
 * callbacks (staked Rp 5.000, paid Rp 12.000) beside one rolled back. Needs a server started with
 * ROUND_TIME_PERCENT low enough for quick rounds and SLOT_PROVIDER_SECRETS naming `secret`.
 * Then waits until the Wingo and Crash bets are settled.
 */
import type { HistoryPage } from '@kasino/shared/protocol/history';
import type { LaunchView, WalletReply } from '@kasino/shared/protocol/slots';
import { signedHeaders } from '../src/modules/providers/wallet-signature.ts';
import { request, type WsClient } from './harness.ts';

export interface EveryKind {
  wingo: string;
  crash: string;
  cryptos: string;
  slot: string;
  refunded: string;
}

const ok = async (reply: Promise<{ body: { code: number } }>): Promise<void> => {
  const { body } = await reply;
  if (body.code !== 200) throw new Error(`provider call refused: ${body.code}`);
};

export async function placeEveryKind(
  t: { url: string },
  p: { token: string; userId: number; ws: WsClient },
  secret: string,
  game: string,
): Promise<EveryKind> {
  const ids: EveryKind = { wingo: '', crash: '', cryptos: '', slot: '', refunded: '' };
  const subscribed = await p.ws.call('/ws/subscribe', { topics: ['/ws/game/wingo/fastest/round/start', '/ws/game/crash/start'] });
  if (subscribed.code !== 200) throw new Error(`subscribe failed: ${subscribed.code}`);
  // Wingo: one bet on green in a round that still takes bets.
  for (let i = 0; i < 5 && !ids.wingo; i++) {
    const cur = await p.ws.call('/ws/game/wingo/curRound', { model: 'fastest' });
    const data = cur.data as { phase: { roundId: string; status: string; closeTime: number } | null; curTime: number };
    if (data.phase?.status === 'betting' && data.phase.closeTime - data.curTime > 800) {
      const res = await p.ws.call('/ws/game/wingo/bet', {
        uuid: `hist-wingo-${p.userId}`,
        model: 'fastest',
        select: ['green'],
        amount: '2000',
        phaseNum: data.phase.roundId,
      });
      if (res.code === 200) ids.wingo = (res.data as { bets: Array<{ id: string }> }).bets[0]!.id;
    } else await p.ws.next((f) => f.path === '/ws/game/wingo/fastest/round/start', 10_000);
  }
  // Crash: a manual bet that never cashes out, so it loses at the crash point.
  for (let i = 0; i < 10 && !ids.crash; i++) {
    const cur = (await p.ws.call('/ws/game/crash/curGame', {})).data as {
      curTime: number;
      round: { status: string; startTime: number | null } | null;
    };
    if (cur.round?.status === 'PREPARATION' && cur.round.startTime !== null && cur.round.startTime - cur.curTime > 300) {
      const res = await p.ws.call('/ws/game/crash/bet', { uuid: `hist-crash-${p.userId}`, amount: '3000' });
      if (res.code === 200) ids.crash = (res.data as { bet: { id: string } }).bet.id;
    } else await p.ws.next((f) => f.path === '/ws/game/crash/start', 30_000);
  }
  // Cryptos: rolls until one is a pair (half of all rolls are).
  for (let i = 0; i < 40 && !ids.cryptos; i++) {
    const res = await p.ws.call('/ws/game/cryptos/startRound', { uuid: `hist-cr-${p.userId}-${i}`, amount: '1000' });
    const bet = (res.data as { bet: { id: string; multiplier: string } }).bet;
    if (bet.multiplier === '0.40') ids.cryptos = bet.id;
  }
  // A third-party slot: one round staked Rp 5.000 and paid Rp 12.000, one rolled back.
  const launch = await request<LaunchView>(t.url, 'POST', `/main/pp/${game}/launch`, { token: p.token });
  const sessionToken = decodeURIComponent(/\/sandbox-slot\/([^?]+)/.exec(launch.body.data!.url)![1]!);
  const call = (action: string, body: object) => {
    const raw = JSON.stringify(body);
    return request<WalletReply>(t.url, 'POST', `/main/provider/sandbox/wallet/${action}`, {
      headers: signedHeaders(secret, Date.now(), raw),
      rawBody: raw,
    });
  };
  const base = { sessionToken, gameId: game };
  const debit = { ...base, txId: `h-d1-${p.userId}`, roundId: `h-r1-${p.userId}`, amount: '5000' };
  await ok(call('debit', debit));
  await ok(call('credit', { ...base, txId: `h-c1-${p.userId}`, roundId: debit.roundId, amount: '12000', debitTxId: debit.txId }));
  ids.slot = `sandbox:${debit.roundId}`;
  const refunded = { ...base, txId: `h-d2-${p.userId}`, roundId: `h-r2-${p.userId}`, amount: '3000' };
  await ok(call('debit', refunded));
  await ok(call('rollback', { ...base, txId: `h-rb2-${p.userId}`, roundId: refunded.roundId, refTxId: refunded.txId }));
  ids.refunded = `sandbox:${refunded.roundId}`;

  // The round games settle on their own clock.
  for (let i = 0; i < 150; i++) {
    const page = await request<HistoryPage>(t.url, 'GET', '/main/bet/history?count=100', { token: p.token });
    const list = page.body.data!.list;
    if ([ids.wingo, ids.crash].every((id) => list.find((r) => r.id === id)?.status === 'settled')) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return ids;
}
