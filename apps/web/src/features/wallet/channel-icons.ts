/** The icon of each deposit channel (tabs, records, the payment page). */
import { Building2, CircleDollarSign, Landmark, QrCode, type LucideIcon } from 'lucide-react';
import type { DepositChannel } from '@kasino/shared/wallet';

export const channelIcons: Record<DepositChannel, LucideIcon> = { bank: Landmark, va: Building2, qris: QrCode, usdt: CircleDollarSign };
