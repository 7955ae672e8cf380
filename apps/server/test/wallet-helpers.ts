/**
 * Wallet steps as a client performs them: deposit through the sandbox and wait for it, set a PIN,
 * add a bank account.
 */
import { registerUser, request, WsClient } from './harness.ts';

export async function depositAndWait(
  base: string,
  token: string,
  amount: string,
  options: { key?: string; channel?: string } = {},
): Promise<{ id: string; status: string }> {
  const created = await request<{ id: string; status: string }>(base, 'POST', '/main/pay/recharge', {
    token,
    body: { amount, channel: options.channel ?? 'bank' },
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
  if (created.status !== 200) throw new Error(`recharge failed: ${JSON.stringify(created.body)}`);
  const id = created.body.data!.id;
  // A deadline, not a count of polls: on a loaded CI machine the sandbox's confirmation can take seconds.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const state = await request<{ id: string; status: string }>(base, 'GET', `/main/pay/orderState/${id}`, { token });
    if (state.body.data?.status !== 'pending') return state.body.data!;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`order ${id} stayed pending for 20 s`);
}

export async function balanceOf(base: string, token: string): Promise<string> {
  return (await request<{ balance: string }>(base, 'GET', '/main/user', { token })).body.data!.balance;
}

/** Sets the first PIN with the step-up password (registerUser's default); `mfaCode` while 2FA is on. */
export async function setPin(base: string, token: string, pin = '123456', password = 'rahasia123', mfaCode?: string): Promise<void> {
  const res = await request(base, 'POST', '/main/user/pin', { token, body: mfaCode ? { pin, password, mfaCode } : { pin, password } });
  if (res.status !== 200) throw new Error(`pin failed: ${JSON.stringify(res.body)}`);
}

/** Adds a bank account with the PIN and the step-up password (registerUser's default). */
export async function addBankAccount(
  base: string,
  token: string,
  accountNumber = '1234567890',
  pin = '123456',
  password = 'rahasia123',
): Promise<number> {
  const res = await request<{ id: number }>(base, 'POST', '/main/pay/bank/account', {
    token,
    body: { bankCode: 'BCA', accountNumber, holderName: 'Budi Santoso', pin, password },
  });
  if (res.status !== 200) throw new Error(`bank account failed: ${JSON.stringify(res.body)}`);
  return res.body.data!.id;
}

/** A registered player with a confirmed deposit and an open websocket link, ready to bet. */
export async function fundedPlayer(server: { url: string; wsUrl: string }, deposit = '100000') {
  const u = await registerUser(server.url);
  await depositAndWait(server.url, u.token, deposit);
  return { ...u, ws: await WsClient.connect(server.wsUrl, { cookieToken: u.token }) };
}
