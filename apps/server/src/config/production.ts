/**
 * The start-up checks of production mode (DESIGN "Production mode (contract)"): with NODE_ENV=production
 * the server refuses to start, naming every problem on its own line, unless OPS_TOKEN, DATA_KEY,
 * AUDIT_SIGNING_KEY and SMTP_URL are set, and every secret it is given is at least 32 characters and none of the
 * development defaults written in the code (anyone can read those in the repository).
 */

export const MIN_SECRET_LENGTH = 32;

/** A secret the operator gave (or must give), by its variable name. */
export interface SecretSetting {
  readonly name: string;
  readonly value: string | null | undefined;
  readonly required?: boolean;
}

/**
 * Problems of the secrets: missing required ones, short ones, and development defaults. Every
 * development default is refused for every variable (DEV_DATA_KEY as an OPS_TOKEN is no better).
 */
export function secretProblems(secrets: readonly SecretSetting[], devDefaults: readonly string[]): string[] {
  const problems: string[] = [];
  const defaults = new Set(devDefaults);
  for (const { name, value, required } of secrets) {
    const v = value?.trim() ?? '';
    if (!v) {
      if (required) problems.push(`${name} wajib diisi di production (rahasia acak minimal ${MIN_SECRET_LENGTH} karakter)`);
      continue;
    }
    if (defaults.has(v)) problems.push(`${name} memakai nilai bawaan development yang tertulis di kode: ganti dengan rahasia acak`);
    else if (v.length < MIN_SECRET_LENGTH)
      problems.push(`${name} minimal ${MIN_SECRET_LENGTH} karakter di production (diterima: ${v.length})`);
  }
  return problems;
}

/**
 * Every production problem (the caller adds them only with NODE_ENV=production). `thirdParty` are the
 * slot providers' and payment gateways' shared secrets as parsed, named as the operator wrote them.
 */
export function productionProblems(
  env: Record<string, string | undefined>,
  thirdParty: readonly SecretSetting[],
  devDefaults: readonly string[],
): string[] {
  const problems: string[] = [];
  if (env.TEST_CLOCK === '1') problems.push('TEST_CLOCK tidak boleh di production (waktu server bisa dimajukan lewat /ops/test-clock)');
  if (!env.SMTP_URL?.trim())
    problems.push('SMTP_URL wajib diisi di production (kode verifikasi dikirim lewat email; tanpa SMTP tidak ada kotak keluar dev)');
  const secrets: SecretSetting[] = [
    { name: 'OPS_TOKEN', value: env.OPS_TOKEN, required: true },
    { name: 'DATA_KEY', value: env.DATA_KEY, required: true },
    // Signs the audit log's checkpoints: without an operator's own key they prove nothing.
    { name: 'AUDIT_SIGNING_KEY', value: env.AUDIT_SIGNING_KEY, required: true },
    // The sandbox gateway never runs in production; a value given anyway is held to the same rule.
    { name: 'SANDBOX_SECRET', value: env.SANDBOX_SECRET },
    ...thirdParty,
  ];
  problems.push(...secretProblems(secrets, devDefaults));
  return problems;
}
