/**
 * Account module: the security PIN, mail (SMTP or the dev outbox), email codes and binding, 2FA as the
 * login's second step (secrets sealed with DATA_KEY), profile and sessions, and the step-up and the
 * withdrawal holds that sensitive changes place. The wallet is handed its PIN check, step-up and holds.
 */
import type { AppConfig } from '../../config/config.ts';
import { totpBox } from '../../platform/crypto/secret-box.ts';
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { AttemptStore } from '../auth/attempt-limiter.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { WithdrawalHolds } from '../wallet/withdrawal-hold.ts';
import { EmailCodes } from './email-codes.ts';
import { EmailRepository } from './email.repository.ts';
import { registerEmailRoutes } from './email.routes.ts';
import { EmailService } from './email.service.ts';
import { OutboxMailer, SmtpMailer, type Mailer } from './mailer.ts';
import { registerMfaRoutes } from './mfa.routes.ts';
import { MfaRepository } from './mfa.repository.ts';
import { MfaService } from './mfa.service.ts';
import { registerPinRoutes } from './pin.routes.ts';
import { PinRepository } from './pin.repository.ts';
import { PinService } from './pin.service.ts';
import { registerProfileRoutes } from './profile.routes.ts';
import { ProfileRepository } from './profile.repository.ts';
import { ProfileService } from './profile.service.ts';
import { securityNotifier } from './security-notice.ts';
import { StepUp } from './step-up.ts';

export type AccountModuleConfig = Pick<AppConfig, 'auth' | 'mail' | 'dataKey' | 'withdrawHoldMs' | 'opsToken' | 'cookieSecure'>;

export interface AccountServices {
  readonly pins: PinService;
  readonly stepUp: StepUp;
  readonly holds: WithdrawalHolds;
}

export function accountModule(
  ctx: ModuleContext<AccountModuleConfig>,
  deps: { readonly auth: AuthService; readonly attempts: AttemptStore },
): BuiltModule<AccountServices> {
  const { config, database, bus, log, now } = ctx;
  const { auth, attempts } = deps;
  const db = database.db;
  const pins = new PinService(new PinRepository(db), now);
  const mailer: Mailer = config.mail.smtpUrl ? new SmtpMailer(config.mail.smtpUrl, config.mail.from) : new OutboxMailer(log, now);
  const mfa = new MfaService(new MfaRepository(db), auth, attempts, config.auth, totpBox(config.dataKey), now);
  auth.useSecondFactor(mfa);
  const stepUp = new StepUp(auth, mfa, attempts, config.auth.windowMs);
  const emailRepo = new EmailRepository(db);
  const holds = new WithdrawalHolds(db, config.withdrawHoldMs, securityNotifier({ emails: emailRepo, mailer, bus, log, now }), now);
  const codes = new EmailCodes(emailRepo, attempts, config.auth.windowMs, now);
  const emails = new EmailService(emailRepo, codes, mailer, auth, pins, log, stepUp, holds);
  const profiles = new ProfileService(new ProfileRepository(db), auth, pins, mfa, attempts, config.auth, stepUp, holds, now);
  return {
    services: { pins, stepUp, holds },
    manifest: {
      name: 'account',
      routes: (app) => {
        registerPinRoutes(app, { auth, pins, stepUp });
        registerEmailRoutes(app, { auth, emails, mailer, opsToken: config.opsToken, attempts, limits: config.auth });
        registerMfaRoutes(app, { auth, mfa, stepUp, cookieSecure: config.cookieSecure });
        registerProfileRoutes(app, { auth, profiles });
      },
    },
  };
}
