/**
 * The app's scripts run after the browser's first paint of the page. index.html names the entry as a
 * modulepreload (fetched and compiled at once, beside the stylesheet), and a small inline script adds
 * the entry itself once the page is painted. Before, a phone that had the scripts in time ran them first
 * (React and the shell: the longest task of the load on a slow CPU), and the lobby the server had
 * rendered stayed unpainted meanwhile.
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { chunksOf, initialFiles } from './route-preload.ts';

/**
 * A page the server rendered lists its scripts here instead of preloading them in its head, so they
 * do not share the line with its first paint (apps/server/src/platform/http/route-preloads.ts).
 */
export const MODULES_AFTER_PAINT_ID = 'kasino-modules';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

export function startAfterPaint(html: string, stages: readonly string[] = []): string {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error('start-after-paint: index.html has no module entry script');
  const src = entry[1]!;
  // The server's lobby is on screen once the browser reports its first contentful paint (the frame
  // presented, which on a slow phone is well after it was drawn); a page the app draws itself has
  // nothing to wait for but the first frame. A hidden tab paints nothing: it starts at once; and
  // should no paint be reported, a second is the longest the app waits. The module is fetched in the
  // modulepreload's crossorigin mode, so the browser uses the one it has. A page the server rendered
  // names its scripts in a list instead, preloaded here before the entry that imports them.
  const start =
    `<script>(function(){var done=0;function add(n){document.head.appendChild(n)}` +
    `function go(){if(done)return;done=1;var l=document.getElementById('${MODULES_AFTER_PAINT_ID}');` +
    `if(l)try{JSON.parse(l.textContent).forEach(function(h){var p=document.createElement('link');` +
    `p.rel='modulepreload';p.crossOrigin='';p.href=h;add(p)})}catch(e){}` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src='${src}';add(s)}` +
    `var root=document.getElementById('root'),P=window.PerformanceObserver;` +
    `if(document.visibilityState==='hidden')go();` +
    `else if(root&&root.firstElementChild&&P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){` +
    `new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});` +
    `setTimeout(go,1000)}` +
    `else requestAnimationFrame(function(){setTimeout(go)})})()</script>`;
  if (!html.includes('</body>')) throw new Error('start-after-paint: index.html has no </body>');
  // The entry loads the app in stages (src/main.tsx); their files are fetched at once, beside it.
  const preloads = [src, ...stages.map((file) => `/${file}`).filter((href) => href !== src && !html.includes(`href="${href}"`))]
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('\n    ');
  return html.replace(ENTRY, () => preloads).replace('</body>', () => `${start}</body>`);
}

export function entryAfterFirstPaint(): Plugin {
  return {
    name: 'kasino-start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html: string, ctx: IndexHtmlTransformContext) =>
        startAfterPaint(html, ctx.bundle ? initialFiles(chunksOf(ctx.bundle)) : []),
    },
  };
}
