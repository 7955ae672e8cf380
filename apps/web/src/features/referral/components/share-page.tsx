/**
 * `/referral-share` (login): the share sheet. A QR code of the invite link to show a friend, the link and
 * the code with their copy buttons, and the phone's share sheet; the marketing rule under it.
 * The QR comes from qrcode.react, the library the deposit QR and 2FA already use (one shared chunk).
 */
import '../strings.ts';
import { QRCodeSVG } from 'qrcode.react';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useSpreadInfo } from '../api/referral.ts';
import { inviteLink } from '../referral-format.ts';
import { CopyButton } from './invite-card.tsx';
import { LoadError } from './load-error.tsx';
import type { ReferralPageProps } from './referral-page.tsx';
import { shareInvite } from './share-invite.ts';
import { SpamRule } from './terms-section.tsx';

export function ReferralSharePage({ entry }: ReferralPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  // The route needs login: the guard shows this page to players only.
  const info = useSpreadInfo(true);
  const data = info.data;
  const link = data ? inviteLink(window.location.origin, data.invitePath) : '';
  return (
    <div data-testid="referral-share-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        <p className="text-[13.5px] leading-relaxed text-muted">{t('referral.shareIntro')}</p>
        {data ? (
          <>
            <section
              className="relative flex flex-col items-center overflow-hidden rounded-3xl bg-gradient-to-b from-[#2a1747] to-surface-1 px-4 pt-5 pb-4 ring-1 ring-[#c86eff]/40"
              data-testid="referral-share-card"
            >
              <div className="absolute -top-16 size-56 rounded-full bg-[#c86eff]/25 blur-3xl" aria-hidden="true" />
              <div className="relative rounded-3xl bg-white p-3 shadow-[0_12px_40px_-12px_rgb(200_110_255/0.7)]">
                <QRCodeSVG
                  value={link}
                  size={216}
                  level="M"
                  bgColor="#ffffff"
                  fgColor="#0b111d"
                  marginSize={1}
                  title={t('referral.qrLabel', { code: data.inviteCode })}
                  data-testid="referral-qr"
                />
              </div>
              <span className="relative mt-4 text-[12.5px] text-muted">{t('referral.myCode')}</span>
              <span className="relative font-mono text-[30px] leading-tight font-black tracking-[0.14em]" data-testid="referral-share-code">
                {data.inviteCode}
              </span>
              <p
                className="relative mt-2 w-full rounded-2xl bg-black/30 px-3 py-2 text-center text-[12.5px] break-all text-muted"
                data-testid="referral-share-link"
              >
                {link}
              </p>
            </section>
            <div className="grid grid-cols-2 gap-2">
              <CopyButton value={link} label={t('referral.copyLink')} testId="referral-share-copy-link" wide />
              <CopyButton value={data.inviteCode} label={t('referral.copyCode')} testId="referral-share-copy-code" wide />
            </div>
            <Button
              size="lg"
              block
              data-testid="referral-share-native"
              icon={<Share2 className="size-5" aria-hidden="true" />}
              onClick={() => void shareInvite(link, t('referral.shareTitle'), t('referral.shareText', { code: data.inviteCode }))}
            >
              {t('referral.share')}
            </Button>
          </>
        ) : info.isError ? (
          <LoadError onRetry={() => void info.refetch()} />
        ) : (
          <Skeleton className="h-[26rem] rounded-3xl" />
        )}
        <SpamRule />
      </div>
    </div>
  );
}
