/**
 * Wallet wire contract: request bodies of `/main/pay/*` and the views they return.
 */
import { Type, type Static } from 'typebox';
import { AmountInput } from './rest.ts';
import { ACCOUNT_NUMBER_PATTERN, HOLDER_NAME_PATTERN, depositChannels, withdrawBankCodes } from '../wallet.ts';

const literalUnion = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

export const RechargeBody = Type.Object(
  { amount: AmountInput, currency: Type.Optional(Type.Literal('IDR')), channel: Type.Optional(literalUnion(depositChannels)) },
  { additionalProperties: false },
);
export type RechargeBody = Static<typeof RechargeBody>;

export const WithdrawBody = Type.Object(
  { amount: AmountInput, bankAccountId: Type.Integer({ minimum: 1 }), pin: Type.String({ maxLength: 32 }), currency: Type.Optional(Type.Literal('IDR')) },
  { additionalProperties: false },
);
export type WithdrawBody = Static<typeof WithdrawBody>;

export const WithdrawFeeBody = Type.Object({ amount: AmountInput }, { additionalProperties: false });

export const BankAccountBody = Type.Object(
  {
    bankCode: literalUnion(withdrawBankCodes),
    accountNumber: Type.String({ pattern: ACCOUNT_NUMBER_PATTERN }),
    holderName: Type.String({ pattern: HOLDER_NAME_PATTERN }),
    pin: Type.String({ maxLength: 32 }),
  },
  { additionalProperties: false },
);
export type BankAccountBody = Static<typeof BankAccountBody>;

export const PinOnlyBody = Type.Object({ pin: Type.String({ maxLength: 32 }) }, { additionalProperties: false });

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  status: Type.Optional(Type.String({ maxLength: 20 })),
});

export const FlowQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  type: Type.Optional(Type.String({ maxLength: 32 })),
  start: Type.Optional(Type.Integer({ minimum: 0 })),
  end: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const ReviewBody = Type.Object(
  { decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]), note: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
