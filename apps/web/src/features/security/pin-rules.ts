/**
 * What makes a PIN acceptable beyond the shared 6-digit pattern: not one digit repeated (111111) and
 * not a straight run (123456, 987654), the first guesses anyone tries.
 */
import { PIN_PATTERN } from '@kasino/shared/wallet';

const pinRegex = new RegExp(PIN_PATTERN);

export type PinProblem = 'format' | 'weak' | null;

export function pinProblem(pin: string): PinProblem {
  if (!pinRegex.test(pin)) return 'format';
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - (digits[i] ?? 0)));
  if (steps.size === 1) {
    const [step] = [...steps];
    if (step === 0 || step === 1 || step === -1) return 'weak';
  }
  return null;
}
