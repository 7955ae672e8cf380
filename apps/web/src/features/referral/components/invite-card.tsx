/**
 * The player's invitation: the code in large type, the full link (this site's origin + the server's
 * path), a copy button for each (with the copy toast), the phone's share sheet, and the QR page.
 */
import type { SpreadInfo } from '@kasino/shared/protocol/referral';
import { Check, Copy, QrCode, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { inviteLink } from '../referral-format.ts';
import { shareInvite } from './share-invite.ts';

export function InviteCard({ info }: { info: SpreadInfo }) {
  const { t } = useTranslation();
  const link = inviteLink(window.location.origin, info.invitePath);
  return (
    <section
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[#2a1747] via-surface-2 to-surface-1 p-4 ring-1 ring-[#c86eff]/40"
      data-testid="referral-invite"
    >
      <div className="absolute -top-12 -right-12 size-44 rounded-full bg-[#c86eff]/25 blur-3xl" aria-hidden="true" />
      <div className="relative flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="text-[12.5px] text-muted">{t('referral.myCode')}</span>
          <span className="font-mono text-[28px] leading-tight font-black tracking-[0.12em] text-fg" data-testid="referral-code">
            {info.inviteCode}
          </span>
          {info.inviter && (
            <span className="mt-0.5 text-[12px] text-faint tabular-nums" data-testid="referral-inviter">
              {t('referral.invitedBy', { phone: info.inviter.phone })}
            </span>
          )}
        </div>
        <CopyButton value={info.inviteCode} label={t('referral.copyCode')} testId="referral-copy-code" />
      </div>
      <div className="relative mt-3 flex items-center gap-2 rounded-2xl bg-black/30 py-1.5 pr-1.5 pl-3">
        <span className="min-w-0 flex-1 truncate text-[13px] text-muted" data-testid="referral-link" title={link}>
          {link}
        </span>
        <CopyButton value={link} label={t('referral.copyLink')} testId="referral-copy-link" />
      </div>
      <div className="relative mt-3 grid grid-cols-2 gap-2">
        <Button
          data-testid="referral-share"
          icon={<Share2 className="size-4" aria-hidden="true" />}
          onClick={() => void shareInvite(link, t('referral.shareTitle'), t('referral.shareText', { code: info.inviteCode }))}
        >
          {t('referral.share')}
        </Button>
        <Link to="/referral-share" className={buttonClass('secondary', 'md', 'gap-2')} data-testid="referral-qr-link">
          <QrCode className="size-4" aria-hidden="true" />
          {t('referral.qr')}
        </Link>
      </div>
    </section>
  );
}

/** A copy button that says "Tersalin" for a moment after the copy worked. */
export function CopyButton({ value, label, testId, wide = false }: { value: string; label: string; testId: string; wide?: boolean }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1_500);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      data-testid={testId}
      className={`flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-xl px-3 text-[13px] font-bold ring-1 transition active:scale-[0.97] ${
        wide ? 'w-full' : ''
      } ${copied ? 'bg-accent/15 text-accent ring-accent/40' : 'bg-surface-3 text-fg ring-line hover:ring-accent/50'}`}
    >
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      {copied ? t('common.copied') : wide ? label : t('common.copy')}
    </button>
  );
}
