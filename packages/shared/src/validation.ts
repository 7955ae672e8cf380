/**
 * Validation rules of SPEC §5 shared by the server's schemas and the web forms.
 * The patterns are plain strings so TypeBox/JSON-Schema and RegExp can both use them.
 */

/** Indonesian mobile number: +62 / 62 / 0, then 8, then 9-12 digits (DESIGN "Wire names"). */
export const PHONE_PATTERN = '^(\\+62|62|0)8[1-9][0-9]{7,10}$';

/** Password: letters and digits only, 8-16 long, at least one letter and one digit. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{8,16}$';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

/** Invite codes are short alphanumeric strings. */
export const INVITE_CODE_PATTERN = '^[A-Za-z0-9]{4,16}$';

const phoneRegex = new RegExp(PHONE_PATTERN);
const passwordRegex = new RegExp(PASSWORD_PATTERN);

/** True when the text is an Indonesian mobile number in any accepted prefix form. */
export const isValidPhone = (text: string): boolean => phoneRegex.test(text.trim());

/** True when the text satisfies the password rule. */
export const isValidPassword = (text: string): boolean => passwordRegex.test(text);

/** Stores every accepted form as 62…: "081234567890" → "6281234567890". */
export function normalizePhone(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('+62')) return trimmed.slice(1);
  if (trimmed.startsWith('62')) return trimmed;
  if (trimmed.startsWith('0')) return '62' + trimmed.slice(1);
  return trimmed;
}

/** Masks a stored phone for display: "6281234567890" → "0812****7890". */
export function maskPhone(stored: string): string {
  const local = stored.startsWith('62') ? '0' + stored.slice(2) : stored;
  if (local.length < 8) return local;
  return local.slice(0, 4) + '****' + local.slice(-4);
}

/** Indonesian form messages for the rules above (SPEC §5 generic messages). */
export const validationMessages = {
  required: 'Wajib diisi',
  phoneRequired: 'Nomor ponsel wajib diisi',
  phoneFormat: 'Nomor ponsel tidak valid (contoh: 081234567890)',
  passwordRequired: 'Kata sandi wajib diisi',
  passwordFormat: `Kata sandi ${PASSWORD_MIN}-${PASSWORD_MAX} karakter, huruf dan angka`,
  passwordMismatch: 'Konfirmasi kata sandi tidak sama',
  inviteFormat: 'Kode undangan tidak valid',
  ageConfirm: 'Anda harus berusia 18 tahun atau lebih',
} as const;
