/**
 * The control kit's choice of a table: one option of a radio group (coin side, wheel colour, egg risk,
 * stair level); the game gives its looks (`className`, `style`) and what it shows.
 */
import type { CSSProperties, ReactNode } from 'react';

export function ChoiceButton({
  checked,
  disabled,
  onSelect,
  testId,
  className,
  style,
  children,
}: {
  checked: boolean;
  disabled: boolean;
  onSelect: () => void;
  testId: string;
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      disabled={disabled}
      onClick={onSelect}
      data-testid={testId}
      className={className}
      style={style}
    >
      {children}
    </button>
  );
}
