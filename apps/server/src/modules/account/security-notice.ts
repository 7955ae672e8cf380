/**
 * Tells the player about a security change that held their withdrawals (issue 12, point 5): a mail to
 * the bound email, if any (through the Mailer, never blocking the request), and a push on the personal
 * topic `/ws/user/{userId}/security`, so an open tab shows it at once. An inbox does not exist yet.
 */
import type { FastifyBaseLogger } from 'fastify';
import { personalTopic } from '@kasino/shared/protocol/ws';
import { formatWib, holdMessage, holdReasonText, type WithdrawalHoldView } from '@kasino/shared/withdrawal-hold';
import { publishTopic, type EventBus } from '../../platform/realtime/event-bus.ts';
import type { EmailRepository } from './email.repository.ts';
import { sendLater, type Mailer } from './mailer.ts';

export const SECURITY_TOPIC = '/ws/user/{userId}/security';

export function securityNotifier(deps: {
  emails: Pick<EmailRepository, 'boundEmail'>;
  mailer: Mailer;
  bus: EventBus;
  log: FastifyBaseLogger;
  now: () => number;
}) {
  return (userId: number, hold: WithdrawalHoldView): void => {
    const msg = holdMessage(hold, deps.now());
    publishTopic(deps.bus, personalTopic(SECURITY_TOPIC, userId), {
      kind: 'withdrawal_hold',
      until: hold.until,
      reason: hold.reason,
      msg,
    }).catch((err: unknown) => deps.log.warn({ err }, 'security push failed'));
    deps.emails
      .boundEmail(userId)
      .then((email) => {
        if (!email) return;
        const text = `Perubahan keamanan pada akun Kasino Anda: ${holdReasonText(hold.reason)}. Demi keamanan, penarikan ditahan hingga ${formatWib(hold.until)} WIB. Jika itu bukan Anda, segera ubah kata sandi dan hubungi layanan pelanggan.`;
        sendLater(deps.mailer, { to: email, subject: 'Kasino: perubahan keamanan akun, penarikan ditahan sementara', text }, deps.log);
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'security mail failed'));
  };
}
