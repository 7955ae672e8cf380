/** The app's start (main.tsx loads it last): translations, wiring, then React. */
import '../i18n/index.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { afterTakeover, bootstrap } from './bootstrap.ts';
import { loadPageOf } from './router.tsx';
import { drawnAt, loadServerState, renderedAs } from './server-state.ts';
import { queryClient } from '../lib/api/query-client.ts';
import { holdReads } from '../lib/api/read-gate.ts';
import { afterNextPaint } from '../lib/after-paint.ts';
import { getSession } from '../lib/auth/token-store.ts';
import { pinNow } from '../lib/use-now.ts';

bootstrap();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// GET / arrives with the lobby rendered by the server for a visitor or a member: the app takes that
// markup over (hydration) instead of painting it again when it was rendered for whom this browser
// holds (a session marker or none); otherwise it renders afresh.
const as = root.firstElementChild === null ? null : renderedAs();
const hydrating = as !== null && (as === 'member') === (getSession() !== null);
// A member's page may hold their data: it goes into the cache only with the markup it was drawn for.
if (hydrating || as === 'visitor') loadServerState(queryClient);
// While the markup is taken over, the app's reads wait (lib/api/read-gate.ts).
const releaseReads = hydrating ? holdReads() : () => undefined;
// Its countdowns render the time the server drew them at, until the page is taken over.
if (hydrating) pinNow(drawnAt());
const app = (
  <StrictMode>
    <App
      onLive={() =>
        afterTakeover(() => {
          pinNow(null);
          releaseReads();
        })
      }
    />
  </StrictMode>
);
// As a transition, React renders the app in slices of a few milliseconds and lets the browser answer
// taps and paint between them, instead of one task of hundreds of milliseconds on a slow phone.
const start = () =>
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
// Start once the code of the page at this address is here (the HTML preloads it), so the first
// render is the page rather than its loading skeleton; on the server-rendered lobby also once it has
// been painted. A failed load still starts the app, whose error page offers a reload.
Promise.all([loadPageOf(window.location.pathname), as === null ? null : afterNextPaint()]).then(start, start);
