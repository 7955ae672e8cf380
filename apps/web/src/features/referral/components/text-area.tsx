/** A labelled multi-line field styled like the form fields, with its error under it. */
import { useId } from 'react';

export interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  error?: string | undefined;
  rows?: number;
  testId: string;
}

export function TextArea({ label, value, onChange, maxLength, placeholder, error, rows = 4, testId }: TextAreaProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-[13px] font-semibold text-muted">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
        className={`resize-none rounded-xl border bg-surface-2 px-3.5 py-3 text-[15px] text-fg outline-none transition focus:border-accent focus:ring-2 focus:ring-accent/25 ${error ? 'border-danger/70' : 'border-line'}`}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-[12.5px] font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
