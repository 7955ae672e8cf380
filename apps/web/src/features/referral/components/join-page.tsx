/**
 * `/referral-join` and `/spread`: the programme's landing page. With `?code=` (or `?inviteCode=`) a
 * visitor is offered "Daftar dengan kode …", which opens the register popup over this page with the
 * code filled in (the popup reads the same parameter); a player who may still bind an inviter gets the
 * code form filled in. Otherwise the way in (register, log in) or to the player's own code, then the
 * steps and the published terms.
 */
import '../strings.ts';
import { Gift, LogIn, UserPlus } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { searchWithStack } from '../../../lib/popups/popup-keys.ts';
import { useReferralTerms, useSpreadInfo } from '../api/referral.ts';
import { inviteCodeOrNull } from '../referral-format.ts';
import { BindForm } from './bind-form.tsx';
import { HowItWorks, ReferralHero } from './referral-hero.tsx';
import type { ReferralPageProps } from './referral-page.tsx';
import { TermsSection } from './terms-section.tsx';

export function ReferralJoinPage({ entry }: ReferralPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const location = useLocation();
  const [params] = useSearchParams();
  const code = inviteCodeOrNull(params.get('code') ?? params.get('inviteCode'));
  const loggedIn = useIsLoggedIn();
  const terms = useReferralTerms();
  const info = useSpreadInfo(loggedIn);
  const over = (popup: 'login' | 'register') => ({ pathname: location.pathname, search: searchWithStack(location.search, [popup]) });
  return (
    <div data-testid="referral-join-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        <ReferralHero terms={terms.data}>
          {code && !loggedIn && (
            <div className="mt-3 flex items-center gap-3 rounded-2xl bg-black/30 p-3" data-testid="referral-join-code">
              <Gift className="size-5 shrink-0 text-gold" aria-hidden="true" />
              <span className="flex min-w-0 flex-col">
                <span className="text-[11.5px] text-muted">{t('referral.joinCode')}</span>
                <span className="font-mono text-lg font-black tracking-[0.12em]">{code}</span>
              </span>
            </div>
          )}
          <div className="mt-3 flex flex-col gap-2">
            {loggedIn ? (
              <Link to="/referral" className={buttonClass('primary', 'lg', 'w-full')} data-testid="referral-join-mine">
                {t('referral.myInvite')}
              </Link>
            ) : (
              <>
                <Link to={over('register')} className={buttonClass('primary', 'lg', 'w-full gap-2')} data-testid="referral-join-register">
                  <UserPlus className="size-5" aria-hidden="true" />
                  {code ? t('referral.joinWithCode', { code }) : t('referral.joinNow')}
                </Link>
                <Link to={over('login')} className={buttonClass('ghost', 'md', 'w-full gap-2')} data-testid="referral-join-login">
                  <LogIn className="size-4" aria-hidden="true" />
                  {t('common.login')}
                </Link>
              </>
            )}
          </div>
        </ReferralHero>
        {code && info.data?.canBind && !info.data.inviter && <BindForm initialCode={code} />}
        <HowItWorks />
        <TermsSection terms={terms.data} current={info.data?.agentLevel} />
      </div>
    </div>
  );
}
