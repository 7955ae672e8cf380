/**
 * `{{name}}` variables in help documents, filled from the live site settings on every read, so an
 * answer quotes the limits the operator runs today. An unknown name is left as written (an operator
 * sees the typo on the page instead of a silent blank).
 */
import { formatWireIdr } from '@kasino/shared/money';
import type { SiteSettings } from '../content/site-settings.service.ts';

export type HelpVariables = Readonly<Record<string, string>>;

export async function helpVariables(settings: Pick<SiteSettings, 'get'>): Promise<HelpVariables> {
  const [recharge, withdraw, fee, limits] = await Promise.all([
    settings.get('recharge_range'),
    settings.get('withdraw_range'),
    settings.get('withdraw_fee'),
    settings.get('withdraw_limits'),
  ]);
  return {
    deposit_min: formatWireIdr(recharge.min),
    deposit_max: formatWireIdr(recharge.max),
    withdraw_min: formatWireIdr(withdraw.min),
    withdraw_max: formatWireIdr(withdraw.max),
    withdraw_daily: formatWireIdr(limits.daily),
    // Per mille as a percentage with a decimal comma: 10 → "1%", 25 → "2,5%".
    withdraw_fee_rate: `${String(fee.perMille / 10).replace('.', ',')}%`,
    withdraw_fee_min: formatWireIdr(fee.min),
    withdraw_fee_free_from: formatWireIdr(fee.freeFrom),
  };
}

export function fillVariables(text: string, variables: HelpVariables): string {
  return text.replace(/\{\{([a-z_]{1,40})\}\}/g, (whole, name: string) => variables[name] ?? whole);
}
