/** A bank's or e-wallet's coloured mark (no logos are shipped: the colour and short name do the work). */
import '../strings.ts';
import { brandOf } from '../bank-brand.ts';

export function BankBadge({ code, size = 'md' }: { code: string; size?: 'sm' | 'md' }) {
  const brand = brandOf(code);
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-xl font-black tracking-tight text-white shadow-[inset_0_1px_0_rgb(255_255_255/0.25)] ${
        size === 'sm' ? 'size-9 text-[9.5px]' : 'size-11 text-[11px]'
      }`}
      style={{ background: `linear-gradient(145deg, ${brand.color}, ${brand.deep})` }}
    >
      {brand.mark}
    </span>
  );
}
