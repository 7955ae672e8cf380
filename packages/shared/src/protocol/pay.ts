/**
 * Wallet wire contract: request bodies of `/main/pay/*` and the views they return.
 */
import { Type, type Static } from 'typebox';
import { AmountInput } from './rest.ts';
import {
  ACCOUNT_NUMBER_PATTERN,
  HOLDER_NAME_PATTERN,
  depositChannels,
  withdrawBankCodes,
  type BalanceFlowKind,
  type DepositChannel,
  type DepositStatus,
  type WithdrawBankCode,
  type WithdrawStatus,
} from '../wallet.ts';
import { CountParam, EpochMsParam, PageParam } from './params.ts';

export const RechargeBody = Type.Object(
  { amount: AmountInput, currency: Type.Optional(Type.Literal('IDR')), channel: Type.Optional(Type.Enum([...depositChannels])) },
  { additionalProperties: false },
);
export type RechargeBody = Static<typeof RechargeBody>;

export const WithdrawBody = Type.Object(
  {
    amount: AmountInput,
    bankAccountId: Type.Integer({ minimum: 1 }),
    pin: Type.String({ maxLength: 32 }),
    currency: Type.Optional(Type.Literal('IDR')),
  },
  { additionalProperties: false },
);
export type WithdrawBody = Static<typeof WithdrawBody>;

export const WithdrawFeeBody = Type.Object({ amount: AmountInput }, { additionalProperties: false });

export const BankAccountBody = Type.Object(
  {
    bankCode: Type.Enum([...withdrawBankCodes]),
    accountNumber: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN }),
    holderName: Type.String({ pattern: HOLDER_NAME_PATTERN }),
    pin: Type.String({ maxLength: 32 }),
    // Step-up (issue 12): the current password, and the 2FA code while 2FA is on.
    password: Type.String({ minLength: 1, maxLength: 64 }),
    mfaCode: Type.Optional(Type.String({ minLength: 6, maxLength: 11 })),
  },
  { additionalProperties: false },
);
export type BankAccountBody = Static<typeof BankAccountBody>;

export const PinOnlyBody = Type.Object({ pin: Type.String({ maxLength: 32 }) }, { additionalProperties: false });

export const PageQuery = Type.Object({
  page: Type.Optional(PageParam()),
  count: Type.Optional(CountParam(100)),
  status: Type.Optional(Type.String({ maxLength: 20 })),
});

export const FlowQuery = Type.Object({
  page: Type.Optional(PageParam()),
  count: Type.Optional(CountParam(100)),
  type: Type.Optional(Type.String({ maxLength: 32 })),
  start: Type.Optional(EpochMsParam()),
  end: Type.Optional(EpochMsParam()),
});

export const ReviewBody = Type.Object(
  { decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]), note: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

/** What the payment-in-progress page shows: bank transfer details, a VA number, a QR payload, or a USDT address. */
export type PayInfo =
  | { kind: 'bank'; bank: string; accountNumber: string; holder: string }
  | { kind: 'va'; bank: string; vaNumber: string }
  | { kind: 'qris'; qrString: string; merchant: string }
  | { kind: 'usdt'; network: 'TRC20'; address: string; usdtAmount: string };

/** A deposit order as `/main/pay/recharge`, `orderState` and `orders` return it. */
export interface DepositOrderView {
  id: string;
  amount: string;
  currency: string;
  channel: DepositChannel;
  status: DepositStatus;
  payInfo: PayInfo;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  failure: string | null;
}

/** A withdrawal bank account (or e-wallet) of the player. */
export interface BankAccountView {
  id: number;
  bankCode: WithdrawBankCode;
  bankName: string;
  accountNumber: string;
  maskedNumber: string;
  holderName: string;
  status: 'active' | 'inactive';
  createdAt: number;
}

/** A withdrawal as `/main/pay/withdraw` and its records return it. */
export interface WithdrawalView {
  id: string;
  amount: string;
  fee: string;
  receive: string;
  currency: string;
  status: WithdrawStatus;
  bankAccount: BankAccountView;
  note: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A row of the balance flow (DESIGN "Wire names"). */
export interface FlowRowView {
  id: string;
  kind: BalanceFlowKind;
  amount: string;
  balanceAfter: string;
  reference: string;
  createdAt: number;
}

/** Paged lists: `{list, total, page, count}`. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  count: number;
}
