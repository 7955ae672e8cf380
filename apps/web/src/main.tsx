/**
 * Entry point: the stylesheet (the font comes with index.html: plugins/font-subset.ts), then the app
 * in stages. The modules of one stage are compiled and run in one task: all at once, React's and
 * the app's were one task of ~150-280 ms on a phone's CPU (x4), and a tap meanwhile waited. Chained,
 * each stage is a task of its own, and a tap or a frame between them is answered. index.html preloads
 * every stage's files at once (plugins/start-after-paint.ts), so the chain waits for no round trip.
 */
import './styles/index.css';

void import('react-dom/client').then(() => import('@tanstack/react-query')).then(() => import('./app/start.tsx'));
