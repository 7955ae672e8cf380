/**
 * The mail templates (`GET /main/inbox/tpl`): Indonesian title and body with `{variable}` placeholders,
 * filled with escaped values (a reason typed by staff cannot inject markup). The event subscribers send
 * all but `reward`; operators may send any.
 */
import type { DisplayMode, MailTag, MailTemplateView } from '@kasino/shared/protocol/inbox';

export interface MailTemplate extends MailTemplateView {
  readonly displayMode: DisplayMode;
  /** How long the mail stays listed. */
  readonly ttlDays: number;
}

const tpl = (key: string, tag: MailTag, title: string, body: string, displayMode: DisplayMode, ttlDays = 30): MailTemplate => ({
  key,
  tag,
  title,
  body,
  variables: [...new Set([...`${title} ${body}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string))],
  displayMode,
  ttlDays,
});

export const mailTemplates = {
  welcome: tpl(
    'welcome',
    'system',
    'Selamat datang di Kasino, {name}!',
    '<p>Halo <b>{name}</b>, akun Anda sudah aktif.</p><p>Lakukan deposit pertama untuk mulai bermain, dan atur batas bermain Anda di menu Akun agar tetap bermain secara bertanggung jawab.</p>',
    3,
  ),
  depositPaid: tpl(
    'deposit_paid',
    'system',
    'Deposit {amount} berhasil',
    '<p>Deposit Anda sebesar <b>{amount}</b> (pesanan {orderId}) telah masuk ke saldo.</p>',
    2,
  ),
  withdrawalPaid: tpl(
    'withdrawal_paid',
    'system',
    'Penarikan {amount} berhasil',
    '<p>Penarikan Anda sebesar <b>{amount}</b> telah dikirim ke rekening bank Anda.</p>',
    2,
  ),
  withdrawalRejected: tpl(
    'withdrawal_rejected',
    'system',
    'Penarikan {amount} ditolak',
    '<p>Penarikan Anda sebesar <b>{amount}</b> ditolak dan dananya dikembalikan ke saldo.</p><p>Alasan: {reason}</p>',
    4,
  ),
  // Display mode 6: the toast waits until the player leaves the game screen, so it never covers play.
  bigWin: tpl(
    'big_win',
    'system',
    'Kemenangan besar {payout} di {game}!',
    '<p>Selamat! Taruhan <b>{stake}</b> Anda di <b>{game}</b> menang <b>{payout}</b> ({multiplier}x).</p><p>Nikmati kemenangan Anda, dan tetap bermain dalam batas yang Anda tetapkan.</p>',
    6,
  ),
  reward: tpl('reward', 'reward', '{title}', '<p>{message}</p><p>Klaim hadiah Anda sebelum kedaluwarsa.</p>', 2, 7),
} as const satisfies Record<string, MailTemplate>;

export type TemplateKey = keyof typeof mailTemplates;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Fills a template; the title gets plain values, the body escaped ones. */
export function renderTemplate(template: MailTemplate, values: Record<string, string>): { title: string; content: string } {
  const fill = (text: string, escape: boolean) =>
    text.replace(/\{(\w+)\}/g, (_, k: string) => (escape ? escapeHtml(values[k] ?? '') : (values[k] ?? '')));
  return { title: fill(template.title, false), content: fill(template.body, true) };
}
