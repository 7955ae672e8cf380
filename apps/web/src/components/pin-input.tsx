/**
 * The 6-box security PIN entry (SPEC §5 security code: 6 digits). One real input, transparent and
 * stretched over the boxes, so the phone's numeric keyboard, paste and autofill all work; the boxes
 * only draw what it holds (dots, or digits when revealed) and where the next digit goes.
 */
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Length of a security PIN (shared PIN_PATTERN is exactly 6 digits). */
export const PIN_LENGTH = 6;

interface PinInputProps {
  value: string;
  onChange: (digits: string) => void;
  label: string;
  /** Text under the boxes in red; the boxes turn red too. */
  error?: string | undefined;
  /** Grey help text under the boxes when there is no error. */
  hint?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Called once the last digit is typed. */
  onComplete?: (digits: string) => void;
  /** Test id of the real input. */
  testId?: string;
  ref?: Ref<HTMLInputElement>;
}

export function PinInput({
  value,
  onChange,
  label,
  error,
  hint,
  disabled = false,
  autoFocus = false,
  onComplete,
  testId = 'pin-input',
  ref,
}: PinInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const digits = value.slice(0, PIN_LENGTH);
  const active = Math.min(digits.length, PIN_LENGTH - 1);

  const change = (text: string) => {
    const next = text.replace(/\D/g, '').slice(0, PIN_LENGTH);
    onChange(next);
    if (next.length === PIN_LENGTH && digits.length < PIN_LENGTH) onComplete?.(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-[13px] font-semibold text-muted">
          {label}
        </label>
        <button
          type="button"
          onClick={() => setRevealed((v) => !v)}
          aria-pressed={revealed}
          aria-label={revealed ? t('pin.hide') : t('pin.show')}
          className="-my-1 grid size-8 place-items-center rounded-lg text-faint transition hover:text-fg"
        >
          {revealed ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      </div>
      <div className={`relative ${disabled ? 'opacity-50' : ''}`}>
        <div className="grid grid-cols-6 gap-2" aria-hidden="true">
          {Array.from({ length: PIN_LENGTH }, (_, index) => {
            const digit = digits[index];
            const isActive = focused && index === active && !disabled;
            return (
              <span
                key={index}
                className={`relative grid h-14 place-items-center rounded-xl border bg-surface-2 text-xl font-extrabold transition ${
                  error
                    ? 'border-danger/70'
                    : isActive
                      ? 'border-accent ring-2 ring-accent/25'
                      : digit
                        ? 'border-line bg-surface-3'
                        : 'border-line'
                }`}
              >
                {digit !== undefined ? (
                  revealed ? (
                    <span className="tabular-nums">{digit}</span>
                  ) : (
                    <span className="size-3 rounded-full bg-fg" />
                  )
                ) : (
                  isActive && <span className="h-6 w-0.5 rounded-full bg-accent motion-safe:animate-pulse" />
                )}
              </span>
            );
          })}
        </div>
        <input
          id={id}
          ref={ref}
          value={digits}
          onChange={(event) => change(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={PIN_LENGTH}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-note` : undefined}
          data-testid={testId}
          className="absolute inset-0 h-full w-full cursor-text bg-transparent text-transparent caret-transparent opacity-0 outline-none selection:bg-transparent"
        />
      </div>
      {error ? (
        <p id={`${id}-note`} role="alert" className="text-[12.5px] font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-note`} className="text-[12px] text-faint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
