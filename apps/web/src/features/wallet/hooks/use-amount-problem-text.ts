/** The Indonesian text of an amount problem (SPEC §5 generic minimum / maximum messages). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '@kasino/shared/money';
import type { AmountProblem } from '../amount-rules.ts';

export function useAmountProblemText() {
  const { t } = useTranslation();
  return useCallback(
    (problem: AmountProblem | null): string | undefined => {
      if (!problem) return undefined;
      switch (problem.kind) {
        case 'required':
          return t('amount.required');
        case 'invalid':
          return t('amount.invalid');
        case 'firstMin':
          return t('amount.firstMin', { amount: formatIdr(problem.limit) });
        case 'min':
          return t('amount.min', { amount: formatIdr(problem.limit) });
        case 'exceeds':
          return t('amount.exceeds', { amount: formatIdr(problem.limit) });
        case 'max':
          return t('amount.max', { amount: formatIdr(problem.limit) });
        default:
          return assertNever(problem);
      }
    },
    [t],
  );
}

function assertNever(value: never): never {
  throw new Error(`unexpected amount problem ${JSON.stringify(value)}`);
}
