/** How deposit and withdrawal states look: a chip tone per state (labels come from @kasino/shared/wallet). */
import type { DepositStatus, WithdrawStatus } from '@kasino/shared/wallet';
import type { ChipTone } from '../../components/status-chip.tsx';

export const depositStatusTone: Record<DepositStatus, ChipTone> = {
  pending: 'pending',
  paid: 'success',
  failed: 'danger',
  expired: 'muted',
};
export const withdrawStatusTone: Record<WithdrawStatus, ChipTone> = {
  pending: 'pending',
  paid: 'success',
  rejected: 'danger',
  cancelled: 'muted',
};
