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

/** Writes the head for a page: its title and description, and the canonical URL of the current path. */
export function applyPageMeta(title: string, description: string = title ? `${title} di Kasino: ${OFFER}` : SITE_DESCRIPTION): void {
  const fullTitle = title ? `${title} · Kasino` : SITE_TITLE;
  // Canonical: the path without query or hash, so filters and tracking parameters do not split a page.
  const canonical = `${location.origin}${location.pathname}`;
  document.title = fullTitle;
  meta('name', 'description', description);
  meta('property', 'og:title', fullTitle);
  meta('property', 'og:description', description);
  meta('property', 'og:url', canonical);
  headTag('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  }).setAttribute('href', canonical);
}

export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    applyPageMeta(title, description);
  }, [title, description]);
}
