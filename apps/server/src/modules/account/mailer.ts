/**
 * Outgoing mail. With SMTP_URL, nodemailer sends it; without (development and tests only: production
 * requires SMTP_URL), the dev outbox keeps the last 50 in memory for `GET /ops/outbox` and the browser
 * tests. A code is never written to a log line, in any mode: the log says a mail was kept, and the
 * code is read from the outbox. Sending never blocks or fails the request that caused it (see `sendLater`).
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMail } from '@kasino/shared/protocol/account';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The code the mail carries, if any (kept in the dev outbox for tests; never logged). */
  readonly code?: string;
}

export interface Mailer {
  /** True for the dev outbox. */
  readonly outbox: boolean;
  send(mail: Mail): Promise<void>;
  /** The kept mails, newest first (empty with SMTP). */
  recent(): readonly OutboxMail[];
}

const OUTBOX_SIZE = 50;

export class OutboxMailer implements Mailer {
  readonly outbox = true;
  private readonly mails: OutboxMail[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async send(mail: Mail): Promise<void> {
    const kept: OutboxMail = { to: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null, sentAt: this.now() };
    this.mails.unshift(kept);
    this.mails.length = Math.min(this.mails.length, OUTBOX_SIZE);
    // No code in the log line: a log is read by more people, for longer, than the outbox.
    const subject = mail.code ? kept.subject.replaceAll(mail.code, '******') : kept.subject;
    this.log.info(
      { mail: { to: kept.to, subject, withCode: kept.code !== null } },
      'dev outbox: mail kept (SMTP_URL not set; read it at GET /ops/outbox)',
    );
  }

  recent(): readonly OutboxMail[] {
    return this.mails;
  }
}

export class SmtpMailer implements Mailer {
  readonly outbox = false;
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  recent(): readonly OutboxMail[] {
    return [];
  }
}

/**
 * Sends without awaiting: the answer (and its timing) must not depend on the mail server, nor reveal
 * whether a mail went out at all (password reset for an unknown address).
 */
export function sendLater(mailer: Mailer, mail: Mail, log: FastifyBaseLogger): void {
  mailer.send(mail).catch((err: unknown) => log.warn({ err, to: mail.to.replace(/^(.{2}).*@/, '$1***@') }, 'mail send failed'));
}
