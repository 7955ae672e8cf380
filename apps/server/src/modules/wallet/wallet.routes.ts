/**
 * `/main/pay/*`: deposit info and orders, the provider webhook, bank accounts, withdrawals and the
 * balance flow. Handlers validate, authorise, call a service and present; the rules live in services.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseAmount, toWireAmount, type Minor } from '@kasino/shared/money';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import {
  BankAccountBody,
  FlowQuery,
  PageQuery,
  PinOnlyBody,
  RechargeBody,
  WithdrawBody,
  WithdrawFeeBody,
} from '@kasino/shared/protocol/pay';
import { depositChannelNames, depositChannels, withdrawBanks } from '@kasino/shared/wallet';
import { AppError } from '../../platform/http/app-error.ts';
import { principalOf, requireUser } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import { balanceFlow } from './balance-flow.ts';
import type { BalanceFlowRepository } from './balance-flow.repository.ts';
import type { BankAccountService } from './bank-account.service.ts';
import type { DepositService } from './deposit.service.ts';
import type { LedgerService } from './ledger.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { loadWalletSettings } from './wallet-config.ts';
import type { WithdrawService } from './withdraw.service.ts';
import { IdParam } from '@kasino/shared/protocol/params';

export interface WalletRouteDeps {
  auth: AuthService;
  flows: BalanceFlowRepository;
  ledger: LedgerService;
  settings: SiteSettings;
  deposits: DepositService;
  withdrawals: WithdrawService;
  bankAccounts: BankAccountService;
  providers: Map<string, PaymentProvider>;
}

/** Reads a money input; code 3 naming the field when it is not an exact amount. */
export function amountOf(value: unknown, field = 'amount'): Minor {
  const amount = parseAmount(value);
  if (amount === null || amount <= 0n) throw AppError.invalid(field, 'jumlah tidak valid');
  return amount;
}

function idempotencyKey(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_.:-]{1,100}$/.test(key)) throw AppError.invalid('Idempotency-Key');
  return key;
}

export function registerWalletRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const tags = ['wallet'];
  const user = (request: FastifyRequest) => principalOf(request).userId;

  api.get('/main/pay/info', { onRequest, schema: { tags, summary: 'Batas dan saldo untuk halaman dompet' } }, async (request) => {
    const settings = await loadWalletSettings(deps.settings);
    const userId = user(request);
    const [balance, pending, hasDeposit, lock] = await Promise.all([
      deps.ledger.balanceOf(userId, DEFAULT_CURRENCY),
      deps.withdrawals.pending(userId),
      deps.deposits.latest(userId),
      deps.withdrawals.bonusLock.lockOf(userId, DEFAULT_CURRENCY),
    ]);
    // A bonus under wagering stays in the balance but not in what may be withdrawn.
    const free = balance - lock.locked;
    return ok({
      currency: DEFAULT_CURRENCY,
      balance: toWireAmount(balance),
      withdrawable: toWireAmount(free < 0n ? 0n : free),
      bonusLock: lock.locked > 0n ? { locked: toWireAmount(lock.locked), remainingTurnover: toWireAmount(lock.remainingTurnover) } : null,
      rechargeRange: { min: toWireAmount(settings.rechargeRange.min), max: toWireAmount(settings.rechargeRange.max) },
      firstRechargeMin: toWireAmount(settings.firstRechargeMin),
      fixedAmounts: settings.fixedAmounts.map(toWireAmount),
      withdrawRange: { min: toWireAmount(settings.withdrawRange.min), max: toWireAmount(settings.withdrawRange.max) },
      withdrawFee: {
        perMille: Number(settings.withdrawFee.perMille),
        min: toWireAmount(settings.withdrawFee.min),
        freeFrom: toWireAmount(settings.withdrawFee.freeFrom),
      },
      dailyWithdrawLimit: toWireAmount(settings.dailyWithdrawLimit),
      pendingWithdrawal: pending,
      hasDeposited: hasDeposit !== null,
    });
  });

  api.get('/main/pay/ports', { schema: { tags, summary: 'Kanal pembayaran' } }, async () => {
    const settings = await loadWalletSettings(deps.settings);
    return ok({
      // Only a configured gateway's channels: production without one offers none (deposits answer 20255).
      list: (deps.providers.size ? depositChannels : []).map((id) => ({
        id,
        name: depositChannelNames[id],
        min: toWireAmount(settings.rechargeRange.min),
        max: toWireAmount(settings.rechargeRange.max),
      })),
      fixedAmounts: settings.fixedAmounts.map(toWireAmount),
    });
  });

  api.get('/main/pay/banks', { schema: { tags, summary: 'Bank tujuan transfer deposit' } }, async () => {
    const strategy = await deps.settings.get('manual_pay_bank_strategy');
    return ok({
      list: strategy.banks.map((code) => ({ code, name: withdrawBanks.find((b) => b.code === code)?.name ?? code })),
    });
  });

  api.get('/main/pay/firstAmount', { schema: { tags, summary: 'Minimal deposit pertama' } }, async () =>
    ok({ amount: toWireAmount((await loadWalletSettings(deps.settings)).firstRechargeMin) }),
  );

  api.get('/main/pay/lastRecharge', { onRequest, schema: { tags, summary: 'Pesanan deposit terakhir' } }, async (request) =>
    ok(await deps.deposits.latest(user(request))),
  );

  api.post('/main/pay/recharge', { onRequest, schema: { tags, summary: 'Buat pesanan deposit', body: RechargeBody } }, async (request) => {
    const amount = amountOf(request.body.amount);
    return ok(
      await deps.deposits.recharge(
        user(request),
        { amount, currency: DEFAULT_CURRENCY, channel: request.body.channel ?? 'bank' },
        idempotencyKey(request),
      ),
    );
  });

  api.get(
    '/main/pay/orderState/:id',
    {
      onRequest,
      schema: { tags, summary: 'Status pesanan deposit', params: Type.Object({ id: Type.String({ pattern: '^[A-Z0-9]{4,40}$' }) }) },
    },
    async (request) => ok(await deps.deposits.orderState(user(request), request.params.id)),
  );

  api.get('/main/pay/orders', { onRequest, schema: { tags, summary: 'Riwayat deposit', querystring: PageQuery } }, async (request) =>
    ok(await deps.deposits.records(user(request), request.query.page ?? 1, request.query.count ?? 20, request.query.status)),
  );

  // Provider webhooks read the raw body: the signature covers the exact bytes sent.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/main/pay/webhook/:provider',
      {
        schema: {
          tags,
          summary: 'Webhook penyedia pembayaran',
          params: Type.Object({ provider: Type.String({ pattern: '^[a-z0-9-]{1,32}$' }) }),
        },
      },
      async (request, reply) => {
        const provider = deps.providers.get((request.params as { provider: string }).provider);
        // An unconfigured gateway's webhook does not exist (the sandbox's in production): the plain 404.
        if (!provider) {
          reply.callNotFound();
          return reply;
        }
        const event = provider.parseWebhook(typeof request.body === 'string' ? request.body : '', request.headers);
        if (!event) throw new AppError(20006);
        return ok(await deps.deposits.applyPaymentEvent(provider.name, event));
      },
    );
  });

  api.get('/main/pay/bank/support', { schema: { tags, summary: 'Bank dan e-wallet untuk penarikan' } }, async () =>
    ok({ list: withdrawBanks }),
  );
  api.get('/main/pay/bank/account', { onRequest, schema: { tags, summary: 'Rekening bank saya' } }, async (request) =>
    ok({ list: await deps.bankAccounts.list(user(request)) }),
  );
  api.get('/main/pay/bank/account/latest', { onRequest, schema: { tags, summary: 'Rekening bank terakhir dipakai' } }, async (request) =>
    ok(await deps.bankAccounts.latest(user(request))),
  );
  api.post(
    '/main/pay/bank/account',
    { onRequest, schema: { tags, summary: 'Tambah rekening bank (PIN)', body: BankAccountBody } },
    async (request) => ok(await deps.bankAccounts.add(user(request), request.body)),
  );
  api.put(
    '/main/pay/bank/account/:id',
    { onRequest, schema: { tags, summary: 'Ubah rekening bank (PIN)', params: Type.Object({ id: IdParam() }), body: BankAccountBody } },
    async (request) => ok(await deps.bankAccounts.update(user(request), request.params.id, request.body)),
  );
  api.delete(
    '/main/pay/bank/account/:id',
    { onRequest, schema: { tags, summary: 'Hapus rekening bank (PIN)', params: Type.Object({ id: IdParam() }), body: PinOnlyBody } },
    async (request) => {
      await deps.bankAccounts.remove(user(request), request.params.id, request.body.pin);
      return ok(null);
    },
  );

  api.post('/main/pay/withdraw/fee', { onRequest, schema: { tags, summary: 'Biaya penarikan', body: WithdrawFeeBody } }, async (request) =>
    ok(await deps.withdrawals.fee(amountOf(request.body.amount))),
  );
  api.post('/main/pay/withdraw', { onRequest, schema: { tags, summary: 'Ajukan penarikan (PIN)', body: WithdrawBody } }, async (request) =>
    ok(
      await deps.withdrawals.request(
        user(request),
        {
          amount: amountOf(request.body.amount),
          bankAccountId: request.body.bankAccountId,
          pin: request.body.pin,
          currency: DEFAULT_CURRENCY,
        },
        idempotencyKey(request),
      ),
    ),
  );
  api.get(
    '/main/pay/withdraw/hold',
    { onRequest, schema: { tags, summary: 'Penahanan penarikan setelah perubahan keamanan: {until, reason} atau null' } },
    async (request) => ok(await deps.withdrawals.hold(user(request))),
  );
  api.delete(
    '/main/pay/withdraw/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Batalkan penarikan yang sedang ditinjau',
        params: Type.Object({ id: Type.String({ pattern: '^[A-Z0-9]{4,40}$' }) }),
      },
    },
    async (request) => ok(await deps.withdrawals.cancel(user(request), request.params.id)),
  );
  api.get(
    '/main/pay/withdraw/records',
    { onRequest, schema: { tags, summary: 'Riwayat penarikan', querystring: PageQuery } },
    async (request) =>
      ok(await deps.withdrawals.records(user(request), request.query.page ?? 1, request.query.count ?? 20, request.query.status)),
  );

  api.get('/main/pay/balance/flow', { onRequest, schema: { tags, summary: 'Riwayat saldo', querystring: FlowQuery } }, async (request) =>
    ok(
      await balanceFlow(deps.flows, user(request), DEFAULT_CURRENCY, {
        kind: request.query.type,
        from: request.query.start,
        to: request.query.end,
        page: request.query.page ?? 1,
        count: request.query.count ?? 20,
      }),
    ),
  );
}
