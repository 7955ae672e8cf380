/**
 * A rupiah amount that counts to its new value (UI.md: number tickers for balances). Formatting is
 * the shared formatIdr/formatBalance; the animation interpolates integer minor units, no floats, and
 * passes through whole rupiah only (a count through "Rp 370.865,16" reads as noise).
 */
import { useEffect, useRef } from 'react';
import { formatBalance, formatIdr, parseAmount } from '@kasino/shared/money';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion.ts';

const DURATION_MS = 650;
const STEPS = 1000n;
/** Minor units per rupiah: the count runs in whole rupiah, only the last frame shows the sen. */
const RUPIAH = 100n;

/** The amount shown at `eased` (0-1) of the way from `from` to `to`: whole rupiah until the end. */
export function tickerValue(from: bigint, to: bigint, eased: number): bigint {
  if (eased >= 1) return to;
  const step = BigInt(Math.round(eased * Number(STEPS)));
  const passing = from + ((to - from) * step) / STEPS;
  return (passing / RUPIAH) * RUPIAH;
}

interface MoneyTickerProps {
  /** Wire amount (decimal rupiah string). */
  wire: string;
  /** Balance display: a negative value shows as 0 (SPEC §3). */
  balance?: boolean;
  className?: string;
  testId?: string;
}

export function MoneyTicker({ wire, balance = false, className, testId }: MoneyTickerProps) {
  const format = balance ? formatBalance : formatIdr;
  const target = parseAmount(wire) ?? 0n;
  const text = format(target);
  const node = useRef<HTMLSpanElement>(null);
  const previous = useRef<bigint>(target);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const from = previous.current;
    const to = parseAmount(wire) ?? 0n;
    previous.current = to;
    const element = node.current;
    if (!element || from === to || reduced) return;
    const fmt = balance ? formatBalance : formatIdr;
    const started = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const progress = Math.min(1, (now - started) / DURATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      element.textContent = fmt(tickerValue(from, to, progress < 1 ? Math.min(eased, 0.999) : 1));
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      element.textContent = fmt(to);
    };
  }, [wire, balance, reduced]);

  return (
    <span ref={node} className={className} data-testid={testId}>
      {text}
    </span>
  );
}
