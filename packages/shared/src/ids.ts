/** Branded identifiers so a user id cannot be passed where a round id is expected. */
export type UserId = number & { readonly __brand: 'UserId' };
export type SessionId = number & { readonly __brand: 'SessionId' };

/** Brands a positive integer as a user id. */
export const userId = (value: number): UserId => value as UserId;

/** Currencies a wallet can hold. IDR is the default (SPEC §1). */
export const currencies = ['IDR'] as const;
export type Currency = (typeof currencies)[number];
export const DEFAULT_CURRENCY: Currency = 'IDR';

/** The client version reported to the server (SPEC §1). */
export const CLIENT_VERSION = '3.3.0';
