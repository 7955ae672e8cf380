/** The control kit's "Masuk untuk bermain": what a visitor sees where a table's play controls, or a game's list of my bets, would be. */
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import '../../../i18n/tables-strings.ts';

/** `testId` is `<game>-login`, which the browser tests look for. */
export function LoginToPlay({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const { open } = usePopups();
  return (
    <Button
      size="lg"
      block
      icon={<LogIn className="size-5" aria-hidden="true" />}
      onClick={() => open('login')}
      data-testid={testId}
      className="text-lg font-extrabold"
    >
      {t('roller.loginToPlay')}
    </Button>
  );
}

/** In place of my bets for a visitor: why there is nothing (`text`) and a small "Masuk untuk bermain". */
export function LoginForBets({ text }: { text: string }) {
  const { t } = useTranslation();
  const { open } = usePopups();
  return (
    <div className="px-3 py-5 text-center">
      <p className="text-xs text-muted">{text}</p>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        icon={<LogIn className="size-4" aria-hidden="true" />}
        onClick={() => open('login')}
      >
        {t('roller.loginToPlay')}
      </Button>
    </div>
  );
}
