/** A labelled value with a copy button (account numbers, VA numbers, addresses, amounts). */
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/clipboard.ts';

interface CopyRowProps {
  label: string;
  value: string;
  /** What is copied when it differs from what is shown (e.g. "50000" for "Rp 50.000"). */
  copyValue?: string;
  mono?: boolean;
  emphasis?: boolean;
  testId?: string;
}

export function CopyRow({ label, value, copyValue, mono = false, emphasis = false, testId }: CopyRowProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(copyValue ?? value)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1_500);
    }
  };
  return (
    <div className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-[11.5px] font-semibold text-muted">{label}</p>
        <p
          data-testid={testId}
          className={`mt-0.5 break-all ${mono ? 'font-mono tracking-wide' : ''} ${emphasis ? 'text-lg font-extrabold text-fg' : 'text-[15px] font-bold text-fg'} tabular-nums`}
        >
          {value}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('common.copyLabel', { label })}
        data-testid={testId ? `${testId}-copy` : undefined}
        className={`flex h-8 shrink-0 items-center gap-1 rounded-lg px-2.5 text-xs font-bold ring-1 transition ${
          copied ? 'bg-accent/15 text-accent ring-accent/40' : 'bg-surface-3 text-fg ring-line hover:ring-accent/50'
        }`}
      >
        {copied ? <Check className="size-3.5" aria-hidden="true" /> : <Copy className="size-3.5" aria-hidden="true" />}
        {copied ? t('common.copied') : t('common.copy')}
      </button>
    </div>
  );
}
