/**
 * Shared secrets of the game providers' seamless-wallet callbacks, one per provider: a secret that
 * signs one provider's calls cannot sign another's, and none is written in the code for production.
 *  - `SLOT_PROVIDER_SECRETS=provider:secret,provider2:secret` (provider ids as in the callback path;
 *    a secret holds no comma; everything after the first colon is the secret);
 *  - `SLOT_PROVIDER_SECRET=secret` stays the sandbox provider's secret (as before);
 *  - in development and tests only, the sandbox falls back to DEV_SLOT_PROVIDER_SECRET so the demo
 *    runs with zero setup. Production gets no fallback (production mode refuses the dev value too).
 */
import { PROVIDER_ID_PATTERN } from '@kasino/shared/protocol/slots';

/** The development secret of the sandbox provider: written here, so production must never accept it. */
export const DEV_SLOT_PROVIDER_SECRET = 'kasino-slot-provider-development-secret';

const providerId = new RegExp(PROVIDER_ID_PATTERN);

/** Provider id → secret; adds a readable problem for every malformed entry. */
export function parseProviderSecrets(
  env: Record<string, string | undefined>,
  nodeEnv: 'development' | 'production' | 'test',
  problems: string[],
): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const entry of (env.SLOT_PROVIDER_SECRETS ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon).trim() : '';
    const secret = colon > 0 ? entry.slice(colon + 1).trim() : '';
    if (!providerId.test(id) || !secret) {
      problems.push(
        `SLOT_PROVIDER_SECRETS harus berbentuk penyedia:rahasia dipisah koma (entri tidak valid: ${id || entry.split(':')[0]})`,
      );
      continue;
    }
    if (secrets[id] !== undefined) problems.push(`SLOT_PROVIDER_SECRETS menyebut penyedia ${id} lebih dari sekali`);
    secrets[id] = secret;
  }
  const single = env.SLOT_PROVIDER_SECRET?.trim();
  if (single) {
    if (secrets.sandbox !== undefined && secrets.sandbox !== single)
      problems.push('SLOT_PROVIDER_SECRET dan entri sandbox di SLOT_PROVIDER_SECRETS berbeda: pakai salah satu');
    secrets.sandbox = single;
  }
  if (secrets.sandbox === undefined && nodeEnv !== 'production') secrets.sandbox = DEV_SLOT_PROVIDER_SECRET;
  return secrets;
}
