/** The app's buttons: one strong primary (green), gold for money-in, quiet secondary/ghost, red danger. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'gold' | 'secondary' | 'ghost' | 'danger' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-b from-[#3dfc9b] to-accent-strong text-accent-ink shadow-glow hover:brightness-110 active:brightness-95 disabled:from-surface-3 disabled:to-surface-3 disabled:text-muted disabled:shadow-none',
  gold: 'bg-gradient-to-b from-[#ffe07a] to-gold-strong text-[#2b1700] shadow-[0_8px_24px_-8px_rgb(255_200_61/0.6)] hover:brightness-110 active:brightness-95',
  secondary: 'bg-surface-3 text-fg hover:bg-[#2a3858] disabled:text-muted',
  ghost: 'bg-transparent text-fg hover:bg-surface-2',
  outline: 'border border-line bg-surface-2/40 text-fg hover:border-accent/60 hover:text-accent',
  danger: 'bg-danger/12 text-danger border border-danger/40 hover:bg-danger/20',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm rounded-xl gap-1.5',
  md: 'h-11 px-4 text-[15px] rounded-xl gap-2',
  lg: 'h-13 px-5 text-base rounded-2xl gap-2',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  block?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  icon,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center font-semibold whitespace-nowrap transition select-none active:scale-[0.98] disabled:active:scale-100 ${variants[variant]} ${sizes[size]} ${block ? 'w-full' : ''} ${className}`}
      {...rest}
    >
      {loading ? <Spinner className="size-5" /> : icon}
      {children}
    </button>
  );
}

/** Class names of a primary button, for links styled as buttons. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string =>
  `inline-flex items-center justify-center font-semibold whitespace-nowrap transition select-none active:scale-[0.98] ${variants[variant]} ${sizes[size]} ${extra}`;
