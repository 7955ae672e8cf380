/**
 * What to pay and where, per channel: bank transfer (bank, account number, holder), virtual account
 * (VA number), QRIS (a QR code to scan) and USDT (TRC20 address, USDT amount, network). Every value
 * the player has to type elsewhere has a copy button.
 */
import '../strings.ts';
import { QRCodeSVG } from 'qrcode.react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatWireIdr } from '@kasino/shared/money';
import { CopyRow } from '../../../components/copy-row.tsx';
import { formatDecimal } from '../../../lib/format-number.ts';
import type { DepositOrderView, PayInstructions } from '../api/get-order-state.ts';
import { BankBadge } from './bank-badge.tsx';

export function PayInstructionsCard({ order }: { order: DepositOrderView }) {
  const { t } = useTranslation();
  const info = order.payInfo;
  return (
    <section data-testid={`pay-info-${info.kind}`} className="rounded-3xl border border-line/60 bg-surface-1 px-4 pt-2 pb-1">
      <Instructions info={info} />
      <div className="border-t border-line/60">
        <CopyRow
          label={t('deposit.amountToPay')}
          value={formatWireIdr(order.amount)}
          copyValue={order.amount}
          emphasis
          testId="pay-amount"
        />
      </div>
    </section>
  );
}

function Instructions({ info }: { info: PayInstructions }) {
  const { t } = useTranslation();
  switch (info.kind) {
    case 'bank':
      return (
        <div className="divide-y divide-line/60">
          <BankHead code={info.bank} label={t('deposit.bankTransfer')} />
          <CopyRow label={t('deposit.accountNumber')} value={info.accountNumber} mono emphasis testId="pay-account-number" />
          <CopyRow label={t('deposit.holder')} value={info.holder} testId="pay-holder" />
        </div>
      );
    case 'va':
      return (
        <div className="divide-y divide-line/60">
          <BankHead code={info.bank} label={t('deposit.virtualAccount')} />
          <CopyRow label={t('deposit.vaNumber')} value={info.vaNumber} mono emphasis testId="pay-va-number" />
        </div>
      );
    case 'qris':
      return (
        <div className="flex flex-col items-center gap-3 pt-3 pb-4">
          <div className="rounded-3xl bg-white p-3.5 shadow-[0_0_0_6px_rgb(31_224_127/0.12),0_20px_40px_-20px_rgb(0_0_0/0.8)]">
            <p className="mb-2 text-center text-[13px] font-black tracking-[0.3em] text-[#0b111d]">QRIS</p>
            <QRCodeSVG
              value={info.qrString}
              size={208}
              level="M"
              bgColor="#ffffff"
              fgColor="#0b111d"
              marginSize={1}
              title={t('deposit.qrTitle')}
              data-testid="pay-qr"
            />
          </div>
          <p className="text-sm font-bold">{info.merchant}</p>
          <p className="max-w-[280px] text-center text-[12.5px] text-muted">{t('deposit.qrHint')}</p>
        </div>
      );
    case 'usdt':
      return (
        <div className="divide-y divide-line/60">
          <div className="flex items-center gap-4 py-3">
            <div className="rounded-2xl bg-white p-2">
              <QRCodeSVG
                value={info.address}
                size={96}
                level="M"
                bgColor="#ffffff"
                fgColor="#0b111d"
                marginSize={0}
                title={t('deposit.address')}
              />
            </div>
            <div className="min-w-0">
              <p className="text-[11.5px] font-semibold text-muted">{t('deposit.network')}</p>
              <p
                className="mt-0.5 inline-flex items-center gap-1.5 rounded-full bg-[#26a17b]/15 px-2.5 py-1 text-sm font-extrabold text-[#3fd6a4]"
                data-testid="pay-network"
              >
                USDT · {info.network}
              </p>
            </div>
          </div>
          <CopyRow label={t('deposit.address')} value={info.address} mono testId="pay-address" />
          <CopyRow
            label={t('deposit.usdtAmount')}
            value={`${formatDecimal(info.usdtAmount)} USDT`}
            copyValue={info.usdtAmount}
            emphasis
            testId="pay-usdt-amount"
          />
          <p className="flex items-start gap-2 py-3 text-[12.5px] text-gold">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('deposit.usdtWarning')}
          </p>
        </div>
      );
  }
}

function BankHead({ code, label }: { code: string; label: string }) {
  return (
    <div className="flex items-center gap-3 py-3">
      <BankBadge code={code} />
      <div>
        <p className="text-[11.5px] font-semibold text-muted">{label}</p>
        <p className="text-base font-extrabold" data-testid="pay-bank">
          {code}
        </p>
      </div>
    </div>
  );
}
