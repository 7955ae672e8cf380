/**
 * A page (or a game's screen) in a chunk of its own, like React's `lazy`, with `preload()`: once its
 * code is loaded, the component renders at once instead of suspending for a turn.
 *
 * Why: app/start.tsx loads the page of the address it opens with before React starts. A plain lazy page
 * suspends anyway on its first render (an import resolves a turn later, even when the code is here),
 * so the app's first screen was the page's skeleton; and React holds back content that comes after a
 * skeleton by 300 ms, so the page painted 300 ms after its code was ready.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the code; after it resolves, the component renders without suspending. */
  preload: () => Promise<unknown>;
};

type Loaded<P> = { default: ComponentType<P> };

/** A thenable that calls back at once (React's lazy runs its `then` before it looks at the status). */
const settled = <P>(module: Loaded<P>) =>
  ({ then: (resolve: (value: Loaded<P>) => void) => resolve(module) }) as unknown as Promise<Loaded<P>>;

export function lazyPage<P extends object>(load: () => Promise<Loaded<P>>): LazyPage<P> {
  let loaded: Loaded<P> | null = null;
  let loading: Promise<Loaded<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download (offline) may work on the next try.
        loading = null;
        throw error;
      },
    ));
  // A page whose code is loaded renders in the same pass; otherwise it suspends until it is.
  const component = lazy<ComponentType<P>>(() => (loaded ? settled(loaded) : preload()));
  return Object.assign(component, { preload });
}
