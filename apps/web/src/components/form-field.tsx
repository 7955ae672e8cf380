/** Labelled inputs for the forms: icon, error text under the field, password visibility toggle. */
import { Eye, EyeOff, type LucideIcon } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  icon?: LucideIcon;
  ref?: Ref<HTMLInputElement>;
  /** Prefix text inside the field (e.g. the +62 flag area). */
  prefix?: string;
}

function FieldShell({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-[13px] font-semibold text-muted">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-[12.5px] font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

const inputBox = (error: boolean) =>
  `flex h-12 items-center gap-2.5 rounded-xl border bg-surface-2 px-3.5 transition focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25 ${
    error ? 'border-danger/70' : 'border-line'
  }`;

export function TextField({ label, error, icon: Icon, prefix, id: givenId, ref, className = '', ...input }: FieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className={inputBox(Boolean(error))}>
        {Icon && <Icon className="size-[18px] shrink-0 text-faint" aria-hidden="true" />}
        {prefix && <span className="shrink-0 border-r border-line pr-2.5 text-sm font-semibold text-muted">{prefix}</span>}
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`h-full min-w-0 flex-1 bg-transparent text-[15px] text-fg outline-none ${className}`}
          {...input}
        />
      </div>
    </FieldShell>
  );
}

export function PasswordField({ label, error, icon: Icon, id: givenId, ref, className = '', ...input }: FieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className={inputBox(Boolean(error))}>
        {Icon && <Icon className="size-[18px] shrink-0 text-faint" aria-hidden="true" />}
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`h-full min-w-0 flex-1 bg-transparent text-[15px] text-fg outline-none ${className}`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          className="-mr-1.5 grid size-9 shrink-0 place-items-center rounded-lg text-faint transition hover:text-fg"
        >
          {visible ? <EyeOff className="size-[18px]" aria-hidden="true" /> : <Eye className="size-[18px]" aria-hidden="true" />}
        </button>
      </div>
    </FieldShell>
  );
}
