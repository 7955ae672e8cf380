/**
 * Withdrawal holds after security changes (issue 12, point 5): the reasons, and the words the server's
 * refusal (code 20270), the security notice and the withdrawal page all use, so they never disagree.
 * Times are shown in WIB (UTC+7, no daylight saving), as players in Indonesia read them.
 */
export const holdReasons = ['pin_reset', 'email_changed', 'phone_changed', 'bank_account_added', 'bank_account_changed'] as const;
export type HoldReason = (typeof holdReasons)[number];

/** A hold in force: withdrawals are refused until `until` (ms since epoch). */
export interface WithdrawalHoldView {
  until: number;
  reason: HoldReason;
}

const reasonTexts: Record<HoldReason, string> = {
  pin_reset: 'PIN keamanan diatur ulang',
  email_changed: 'email akun diubah',
  phone_changed: 'nomor ponsel diubah',
  bank_account_added: 'rekening bank baru ditambahkan',
  bank_account_changed: 'rekening bank diubah',
};

export const holdReasonText = (reason: string): string => reasonTexts[reason as HoldReason] ?? 'perubahan keamanan akun';

const WIB_OFFSET_MS = 7 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** "26/11 14.05" in WIB. */
export function formatWib(at: number): string {
  const d = new Date(at + WIB_OFFSET_MS);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)} ${two(d.getUTCHours())}.${two(d.getUTCMinutes())}`;
}

/** "23 jam 5 menit" (rounded up to the minute, never "0 menit" while the hold lasts). */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} menit`;
  return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`;
}

/** The refusal's text: "Penarikan ditahan hingga 26/11 14.05 WIB karena perubahan keamanan akun (…); sisa 23 jam 5 menit". */
export function holdMessage(hold: WithdrawalHoldView, now: number): string {
  return `Penarikan ditahan hingga ${formatWib(hold.until)} WIB karena perubahan keamanan akun (${holdReasonText(hold.reason)}); sisa ${formatTimeLeft(hold.until - now)}`;
}
