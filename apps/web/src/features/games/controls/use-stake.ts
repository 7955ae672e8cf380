/**
 * The stake plumbing every in-house table shares: the range from curRound, the balance, the typed
 * amount (empty means the table's minimum) and what is wrong with it (SPEC §5: required, within
 * the range, not above the balance), in the catalogue's words.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import { useUser } from '../../../lib/auth/get-user.ts';
import { stakeProblem, stakeRangeOf } from './stake-field.tsx';
import '../../../i18n/tables-strings.ts';

export function useStake(betAmountRange: { min: string; max: string } | undefined) {
  const { t } = useTranslation();
  const user = useUser();
  const [amount, setAmount] = useState('');
  const range = stakeRangeOf(betAmountRange);
  const balance = user.data ? parseAmount(user.data.balance) : null;
  const stakeWire = amount === '' && range ? toWireAmount(range.min) : amount;
  const stake = parseAmount(stakeWire);
  const error = stakeProblem(stake, range, balance, {
    required: t('roller.amountRequired'),
    range: (min, max) => t('roller.amountRange', { min: formatIdr(min), max: formatIdr(max) }),
    insufficient: t('roller.insufficient'),
  });
  /** The error to show under the field: only once the player typed something. */
  const shownError = amount !== '' ? (error ?? undefined) : undefined;
  return { amount, setAmount, range, balance, stakeWire, stake, error, shownError };
}
