/** The colours of each bank and e-wallet badge (a table, so a new bank is one row). */
import type { WithdrawBankCode } from '@kasino/shared/wallet';

interface BankBrand {
  /** Badge background and card gradient start. */
  color: string;
  /** Card gradient end. */
  deep: string;
  /** Short mark on the badge. */
  mark: string;
}

export const bankBrands: Record<WithdrawBankCode, BankBrand> = {
  BCA: { color: '#1467c8', deep: '#0a2f66', mark: 'BCA' },
  BRI: { color: '#1f5fae', deep: '#0b2950', mark: 'BRI' },
  BNI: { color: '#f26522', deep: '#7a2a08', mark: 'BNI' },
  MANDIRI: { color: '#e8a317', deep: '#0b2e5c', mark: 'MDR' },
  CIMB: { color: '#a3171e', deep: '#4a070b', mark: 'CIMB' },
  PERMATA: { color: '#2e9b47', deep: '#0f3f1c', mark: 'PMT' },
  DANAMON: { color: '#f39200', deep: '#6b3200', mark: 'DMN' },
  BSI: { color: '#14a39a', deep: '#064541', mark: 'BSI' },
  BTN: { color: '#1a4f9c', deep: '#0b2147', mark: 'BTN' },
  DANA: { color: '#118eea', deep: '#063e69', mark: 'DANA' },
  OVO: { color: '#6a3bb8', deep: '#2a1252', mark: 'OVO' },
  GOPAY: { color: '#00aed6', deep: '#004c5e', mark: 'GoPay' },
};

const fallback: BankBrand = { color: '#3a4a6b', deep: '#182236', mark: '' };

/** The brand of a code, with a neutral fallback for codes this build does not know. */
export const brandOf = (code: string): BankBrand => bankBrands[code as WithdrawBankCode] ?? { ...fallback, mark: code.slice(0, 4) };
