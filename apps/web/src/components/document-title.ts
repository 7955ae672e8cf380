/**
 * The page's head while it is shown: tab title "<page> · Kasino", meta description, canonical URL and
 * the Open Graph copies of them, so a shared link and a crawler see the page, not the site's defaults.
 */
import { useEffect } from 'react';

export const SITE_TITLE = 'Kasino · Game Online Adil Terbukti';
const OFFER = 'game in-house adil terbukti, slot, kasino langsung dan olahraga dengan saldo Rupiah.';
export const SITE_DESCRIPTION = `Kasino: ${OFFER}`;

/** One `<meta>` or `<link>` in the head, created on first use and updated after. */
function headTag(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const tag = create();
  document.head.append(tag);
  return tag;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => {
  headTag(`meta[${attribute}="${key}"]`, () => {
    const tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    return tag;
  }).setAttribute('content', content);
};

/** A page's head as a crawler reads it: its full title and its description. */
export interface PageMeta {
  title: string;
  description: string;
}

/** The head of a page titled `title` ('' for the lobby's): "<page> · Kasino", and its own description. */
export function pageMeta(title: string, description: string = title ? `${title} di Kasino: ${OFFER}` : SITE_DESCRIPTION): PageMeta {
  return { title: title ? `${title} · Kasino` : SITE_TITLE, description };
}

/** Writes the head for a page: its title and description, and the canonical URL of the current path. */
export function applyPageMeta(title: string, description?: string): void {
  const head = pageMeta(title, description);
  // Canonical: the path without query or hash, so filters and tracking parameters do not split a page.
  const canonical = `${location.origin}${location.pathname}`;
  document.title = head.title;
  meta('name', 'description', head.description);
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', canonical);
  headTag('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  }).setAttribute('href', canonical);
}

/**
 * The head of the page the server's renderer drew (render-page.tsx): no effect runs there, so the
 * page names its head while it renders. The first page to name it keeps it, as in the browser, where
 * the outer component's effect runs last. The renderer draws one page at a time.
 */
let drawnMeta: PageMeta | null = null;

/** The head the page drawn since the last call named (null: none), for the server's renderer. */
export function takeDrawnMeta(): PageMeta | null {
  const meta = drawnMeta;
  drawnMeta = null;
  return meta;
}

export function useDocumentTitle(title: string, description?: string): void {
  if (typeof document === 'undefined') drawnMeta ??= pageMeta(title, description);
  useEffect(() => {
    applyPageMeta(title, description);
  }, [title, description]);
}
