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
}

export function FilterChips<T extends string>({ options, value, onChange, label, testIdPrefix, size = 'md' }: FilterChipsProps<T>) {
  return (
    <div role="radiogroup" aria-label={label} className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 py-0.5">
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
