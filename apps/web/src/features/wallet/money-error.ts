/**
 * Turns a failed money call into what the form shows: which input it belongs to and the text.
 * The API client has already shown the SPEC §8 toast; this puts the same message where the player
 * looks (under the amount, under the PIN, under the bank list, or in the box above the button).
 */
import { clientMessages } from '@kasino/shared/errors/catalogue';
import { errorToastText } from '../../lib/api/report-error.ts';
import { isApiError } from '../../lib/api/api-error.ts';

/** The part of a money form an error belongs to; `form` is the box above the submit button. */
export type MoneyField = 'amount' | 'pin' | 'bank' | 'holder' | 'number' | 'form';

/** Codes that name a specific input (SPEC §8 and the project's own codes). */
const fieldOfCode: Readonly<Record<number, MoneyField>> = {
  700: 'amount',
  1004: 'amount',
  1201: 'amount',
  3021: 'amount',
  3036: 'amount',
  10002: 'amount',
  20009: 'amount',
  667: 'pin',
  3037: 'pin',
  7032: 'pin',
  7033: 'pin',
  20005: 'pin',
  1203: 'bank',
  20008: 'bank',
};

/** Server field names (code 3) mapped to the form's inputs. */
const fieldOfName: Readonly<Record<string, MoneyField>> = {
  amount: 'amount',
  pin: 'pin',
  bankAccountId: 'bank',
  holderName: 'holder',
  accountNumber: 'number',
  bankCode: 'bank',
};

export interface MoneyError {
  field: MoneyField;
  /** Under an input: the text alone; in the form box: the text with its code. */
  message: string;
  code: number | null;
}

export function moneyErrorOf(error: unknown): MoneyError {
  if (!isApiError(error)) return { field: 'form', message: clientMessages.network, code: null };
  if (error.kind !== 'service') return { field: 'form', message: clientMessages.network, code: null };
  const field = fieldOfCode[error.code] ?? (error.field ? fieldOfName[error.field] : undefined) ?? 'form';
  return { field, message: field === 'form' ? errorToastText(error) : error.message, code: error.code };
}

/** The PIN is not set (20005): the form shows the "set your PIN" guide instead of a plain error. */
export const PIN_NOT_SET = 20005;
/** Too many wrong PINs (667): the PIN is locked for a while. */
export const PIN_LOCKED = 667;
