/** GET /main/site/config/{key} → the value of one site config key (SPEC §3 site config keys). */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

export const siteConfigQueryKey = (key: string) => ['content', 'siteConfig', key] as const;

export const getSiteConfig = <T = unknown>(key: string, signal?: AbortSignal): Promise<T> =>
  apiRequest<T>(`/main/site/config/${encodeURIComponent(key)}`, { signal, quiet: true });

/** One config value; callers keep a sensible default while it loads or when it is missing. */
export function useSiteConfig<T = unknown>(key: string) {
  return useQuery({
    queryKey: siteConfigQueryKey(key),
    queryFn: ({ signal }) => getSiteConfig<T>(key, signal),
    staleTime: 10 * 60_000,
  });
}
