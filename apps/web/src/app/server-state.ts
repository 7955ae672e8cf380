/**
 * Query data the server rendered the page with (GET / renders the lobby with its banners), carried
 * in a JSON script inside #root. Loading it before the first render makes that render match what is
 * already on screen instead of falling back to loading skeletons.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

export const SERVER_STATE_ID = 'kasino-state';

/** Whom the server rendered the page for (the state script's `data-as`). */
export type RenderedAs = 'visitor' | 'member';

/** Whom the markup in #root was rendered for, or null when the page came without it. */
export function renderedAs(): RenderedAs | null {
  const as = document.getElementById(SERVER_STATE_ID)?.dataset.as;
  return as === 'visitor' || as === 'member' ? as : null;
}

/** When the markup in #root was drawn (its countdowns are taken over at that moment: lib/use-now.ts). */
export function drawnAt(): number | null {
  const at = Number(document.getElementById(SERVER_STATE_ID)?.dataset.now);
  return Number.isFinite(at) && at > 0 ? at : null;
}

/** JSON safe inside <script>: no `</script>` or `<!--` can close or bend the element. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function loadServerState(queryClient: QueryClient): void {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState);
  } catch {
    /* unreadable state: the page fetches as on any other visit */
  }
}
