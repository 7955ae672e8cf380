/** The VIP club's screens, loaded together as one chunk. */
export { VipPage } from './components/vip-page.tsx';
export { VipRecordPage } from './components/vip-record-page.tsx';
export { VipCashbackPage } from './components/vip-cashback-page.tsx';
export { VipDepositCheckPage } from './components/vip-deposit-check-page.tsx';
export { VipDepositRecordPage } from './components/vip-deposit-record-page.tsx';
