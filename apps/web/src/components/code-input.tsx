/**
 * A 6-digit verification code (email or 2FA, SPEC §5): one numeric field with wide spacing, the
 * phone's one-time-code autofill, and paste that keeps only digits.
 */
import { useId, type Ref } from 'react';

export const CODE_LENGTH = 6;

interface CodeInputProps {
  label: string;
  value: string;
  onChange: (digits: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  testId?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CodeInput({
  label,
  value,
  onChange,
  error,
  hint,
  disabled = false,
  autoFocus = false,
  testId = 'code-input',
  ref,
}: CodeInputProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-[13px] font-semibold text-muted">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        placeholder="••••••"
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        data-testid={testId}
        className={`h-14 rounded-xl border bg-surface-2 text-center font-mono text-2xl font-extrabold tracking-[0.5em] text-fg tabular-nums outline-none transition placeholder:text-faint focus:border-accent focus:ring-2 focus:ring-accent/25 disabled:opacity-50 ${
          error ? 'border-danger/70' : 'border-line'
        }`}
      />
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
