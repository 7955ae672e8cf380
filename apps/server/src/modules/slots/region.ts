/**
 * Region restriction (SPEC §6, §8 "Area blocked"): countries in the configured block list may not
 * open third-party games. The country comes from a header the edge proxy sets (CF-IPCountry by
 * default); without the header nothing is blocked, since we cannot tell.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';

export interface RegionRules {
  /** ISO 3166-1 alpha-2 codes, upper case. */
  readonly blockedCountries: readonly string[];
  /** Header carrying the visitor's country, lower case. */
  readonly countryHeader: string;
}

/** The request's country (upper case), or null when the header is missing or not a country code. */
export function countryOf(rules: RegionRules, headers: FastifyRequest['headers']): string | null {
  const value = headers[rules.countryHeader];
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

export function isRegionBlocked(rules: RegionRules, headers: FastifyRequest['headers']): boolean {
  const country = countryOf(rules, headers);
  return country !== null && rules.blockedCountries.includes(country);
}

/** onRequest hook: refuses a blocked region with 20001 before anything else runs. */
export function regionGuard(rules: RegionRules) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isRegionBlocked(rules, request.headers)) throw new AppError(20001);
  };
}
