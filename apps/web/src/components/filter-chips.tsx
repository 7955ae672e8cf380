/** A horizontally scrolling row of choice chips (status and type filters, date presets). */

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

interface FilterChipsProps<T extends string> {
  options: ReadonlyArray<ChipOption<T>>;
  value: T;
  onChange: (value: T) => void;
  label: string;
  /** Each chip gets `${testIdPrefix}-${value}`. */
  testIdPrefix?: string;
  size?: 'sm' | 'md';
  /**
   * The side padding of the column the row sits in: the row bleeds exactly that far, so it scrolls
   * edge to edge without making the page wider than the screen (the lobby's column is px-3).
   */
  gutter?: 'px-3' | 'px-4';
}

const bleedOf = { 'px-3': '-mx-3 px-3', 'px-4': '-mx-4 px-4' } as const;

export function FilterChips<T extends string>({
  options,
  value,
  onChange,
  label,
  testIdPrefix,
  size = 'md',
  gutter = 'px-4',
}: FilterChipsProps<T>) {
  return (
    <div role="radiogroup" aria-label={label} className={`no-scrollbar flex gap-2 overflow-x-auto py-0.5 ${bleedOf[gutter]}`}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => onChange(option.value)}
            data-testid={testIdPrefix ? `${testIdPrefix}-${option.value}` : undefined}
            className={`shrink-0 rounded-full font-semibold whitespace-nowrap ring-1 transition active:scale-[0.97] ${size === 'sm' ? 'h-7 px-3 text-xs' : 'h-8 px-3.5 text-[13px]'} ${
              selected ? 'bg-accent/15 text-accent ring-accent/50' : 'bg-surface-2 text-muted ring-line hover:text-fg'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
