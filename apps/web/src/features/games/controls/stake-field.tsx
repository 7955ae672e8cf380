/**
 * The control kit's stake: the rupiah field and the ½ / 2× / Min / Max chips, kept inside the table's
 * range (StakeField, also under Wingo's sheet, Crash and the pool boards), and the same field wired to a
 * table's useStake (TableStake).
 */
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/amount-input.tsx';
import type { useStake } from './use-stake.ts';
import '../../../i18n/tables-strings.ts';

export interface StakeRange {
  min: bigint;
  max: bigint;
}

/** The table's range in minor units, from the wire strings of curRound. */
export const stakeRangeOf = (range: { min: string; max: string } | undefined): StakeRange | null =>
  range ? { min: parseAmount(range.min) ?? 0n, max: parseAmount(range.max) ?? 0n } : null;

interface StakeFieldProps {
  label: string;
  /** Wire amount. */
  value: string;
  onChange: (wire: string) => void;
  range: StakeRange | null;
  balance: bigint | null;
  disabled: boolean;
  error?: string | undefined;
}

export function StakeField({ label, value, onChange, range, balance, disabled, error }: StakeFieldProps) {
  const stake = parseAmount(value);
  const set = (next: bigint) => {
    let whole = (next / 100n) * 100n;
    if (range) whole = whole < range.min ? range.min : whole > range.max ? range.max : whole;
    onChange(toWireAmount(whole));
  };
  const max = (): bigint => (range && balance !== null && balance >= range.min && balance < range.max ? balance : (range?.max ?? 0n));
  const chips: ReadonlyArray<readonly [string, string, () => void]> = [
    ['half', '½', () => stake !== null && set(stake / 2n)],
    ['double', '2×', () => stake !== null && set(stake * 2n)],
    ['min', 'Min', () => range && set(range.min)],
    ['max', 'Max', () => range && set(max())],
  ];
  return (
    <div>
      <AmountInput label={label} value={value} onChange={onChange} error={error} testId="bet-amount" disabled={disabled} />
      <div className="mt-2 grid grid-cols-4 gap-1.5">
        {chips.map(([key, text, action]) => (
          <button
            key={key}
            type="button"
            disabled={disabled || !range}
            onClick={action}
            data-testid={`bet-amount-${key}`}
            className="h-9 rounded-xl bg-surface-3 text-sm font-extrabold text-fg ring-1 ring-line transition hover:ring-accent/50 active:scale-95 disabled:opacity-50"
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The problem with a stake, or null: required, inside the range, not above the balance. */
export function stakeProblem(
  stake: bigint | null,
  range: StakeRange | null,
  balance: bigint | null,
  texts: { required: string; range: (min: bigint, max: bigint) => string; insufficient: string },
): string | null {
  if (stake === null || stake <= 0n) return texts.required;
  if (range && (stake < range.min || stake > range.max)) return texts.range(range.min, range.max);
  if (balance !== null && stake > balance) return texts.insufficient;
  return null;
}

/** A table's stake field: its useStake, the error once the player typed (when `showError`), "Jumlah taruhan". */
export function TableStake({
  stake,
  disabled,
  showError,
  label,
}: {
  stake: ReturnType<typeof useStake>;
  disabled: boolean;
  showError: boolean;
  /** Coin flip says it in its own words (the same text). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <StakeField
      label={label ?? t('roller.amount')}
      value={stake.stakeWire}
      onChange={stake.setAmount}
      range={stake.range}
      balance={stake.balance}
      disabled={disabled}
      error={showError ? stake.shownError : undefined}
    />
  );
}
