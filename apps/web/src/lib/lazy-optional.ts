/**
 * A lazily loaded part of the shell the page can live without for a while (toasts, the reality
 * check). Its code is fetched after the first render (and, on the server-rendered lobby, only when
 * hydration reaches it), so a phone losing its network just then must not take the whole app to the
 * error page: the import is tried again (1.5 s × attempt, five times), and if it still fails the part
 * renders nothing until the next page load.
 */
import { lazy, type ComponentType } from 'react';

const ATTEMPTS = 5;
const STEP_MS = 1_500;

const nothing = () => null;

export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve) => {
        let attempt = 0;
        const tryLoad = (): void => {
          load().then(
            (component) => resolve({ default: component }),
            () => {
              attempt += 1;
              if (attempt >= ATTEMPTS) resolve({ default: nothing });
              else setTimeout(tryLoad, STEP_MS * attempt);
            },
          );
        };
        tryLoad();
      }),
  );
}
