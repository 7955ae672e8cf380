/** Extracts the session token from `Authorization: Bearer …` or the `token` cookie, header first. */
export function tokenFrom(headers: { authorization?: string }, cookies: Record<string, string | undefined>): string | undefined {
  const auth = headers.authorization;
  if (auth && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim();
  return cookies.token || undefined;
}
