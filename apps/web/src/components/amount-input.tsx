/**
 * A rupiah amount field with live formatting (SPEC §5: dot thousands, comma decimals): the player
 * types "50000" and sees "Rp 50.000". The value going in and out is the wire form ("50000",
 * "1500.25", or "" when empty); grouping uses the shared formatIdr, never a local copy.
 */
import { X } from 'lucide-react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, parseAmount, rupiah } from '@kasino/shared/money';

/** Longest whole-rupiah part accepted while typing (the wire allows 15 digits). */
const MAX_WHOLE_DIGITS = 13;

interface Typed {
  wire: string;
  display: string;
}

/** Reads what the player typed: dots are thousands, a comma starts the sen (when allowed). */
export function readTypedAmount(text: string, decimals: boolean): Typed {
  const cleaned = text.replace(decimals ? /[^\d,]/g : /\D/g, '');
  const comma = decimals ? cleaned.indexOf(',') : -1;
  const wholeRaw = comma === -1 ? cleaned : cleaned.slice(0, comma);
  const sen =
    comma === -1
      ? ''
      : cleaned
          .slice(comma + 1)
          .replace(/,/g, '')
          .slice(0, 2);
  const whole = wholeRaw.replace(/^0+(?=\d)/, '').slice(0, MAX_WHOLE_DIGITS);
  if (!whole && comma === -1) return { wire: '', display: '' };
  const units = whole || '0';
  const grouped = formatIdr(rupiah(BigInt(units)), { prefix: false });
  return { wire: sen ? `${units}.${sen}` : units, display: comma === -1 ? grouped : `${grouped},${sen}` };
}

/** The display text of a wire amount ("1500.5" → "1.500,5"); "" for empty or invalid. */
export function displayOfWire(wire: string): string {
  const amount = parseAmount(wire);
  return amount === null || wire === '' ? '' : formatIdr(amount, { prefix: false });
}

interface AmountInputProps {
  /** Wire amount, "" when empty. */
  value: string;
  onChange: (wire: string) => void;
  label: string;
  error?: string | undefined;
  /** Grey note under the field when there is no error (e.g. the allowed range). */
  hint?: ReactNode;
  /** Allow sen after a comma (withdrawing a balance like Rp 1.500,25). */
  decimals?: boolean;
  placeholder?: string;
  testId?: string;
  /** Extra content at the right edge of the field (e.g. a "Semua" button). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

export function AmountInput({
  value,
  onChange,
  label,
  error,
  hint,
  decimals = false,
  placeholder = '0',
  testId,
  action,
  ref,
  disabled,
}: AmountInputProps) {
  const { t } = useTranslation();
  const id = useId();
  // What the field shows, with the wire value it stands for; a new value from outside (a preset
  // chip, "Semua") replaces it, the player's own typing keeps a trailing comma intact.
  const [typed, setTyped] = useState<Typed>(() => ({ wire: value, display: displayOfWire(value) }));
  if (typed.wire !== value) setTyped({ wire: value, display: displayOfWire(value) });

  const change = (text: string) => {
    const next = readTypedAmount(text, decimals);
    setTyped(next);
    if (next.wire !== value) onChange(next.wire);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-[13px] font-semibold text-muted">
        {label}
      </label>
      <div
        className={`flex h-14 items-center gap-2 rounded-2xl border bg-surface-2 pr-2 pl-4 transition focus-within:ring-2 ${
          error
            ? 'border-danger/70 focus-within:border-danger focus-within:ring-danger/20'
            : 'border-line focus-within:border-accent focus-within:ring-accent/25'
        }`}
      >
        <span className={`text-lg font-extrabold ${typed.display ? 'text-gold' : 'text-faint'}`}>Rp</span>
        <input
          id={id}
          ref={ref}
          value={typed.display}
          onChange={(event) => change(event.target.value)}
          inputMode={decimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          enterKeyHint="done"
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-note` : undefined}
          data-testid={testId}
          className="h-full min-w-0 flex-1 bg-transparent text-[22px] font-extrabold tracking-tight text-fg tabular-nums outline-none placeholder:font-bold"
        />
        {typed.display && !disabled && (
          <button
            type="button"
            onClick={() => change('')}
            aria-label={t('common.clear')}
            className="grid size-8 shrink-0 place-items-center rounded-full text-faint transition hover:bg-surface-3 hover:text-fg"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
        {action}
      </div>
      {error ? (
        <p
          id={`${id}-note`}
          role="alert"
          data-testid={testId ? `${testId}-error` : undefined}
          className="text-[12.5px] font-medium text-danger"
        >
          {error}
        </p>
      ) : hint ? (
        <div id={`${id}-note`} className="text-[12px] text-muted">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
