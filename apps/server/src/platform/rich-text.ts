/**
 * Rich text (mail content, help documents, site messages) is HTML an operator or a template wrote; it
 * is cleaned here, once, before it is stored, with sanitize-html: a short list of text tags, links only to http(s)/mailto (opened in a new
 * tab without an opener), images only from this site's own paths or inline data (no remote images,
 * which would leak who opened a mail or a page), no style or event attributes, no script/style/iframe content.
 * The browser cleans it again (DOMPurify) before rendering.
 */
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'img', 'span', 'div'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isLocalImage(frame.attribs.src ?? ''),
};

/** A site path (`/assets/x.png`, not `//host`) or an inline raster image. */
function isLocalImage(src: string): boolean {
  return (src.startsWith('/') && !src.startsWith('//')) || /^data:image\/(png|jpeg|gif|webp);base64,/i.test(src);
}

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain text for a toast: every tag dropped. */
export const plainText = (text: string): string => sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * The text of HTML for places that render text, never HTML (titles, search snippets): tags dropped,
 * then the entities the sanitizer wrote decoded, so "S&K" reads "S&K" and not "S&amp;K".
 */
export const textOf = (html: string): string => plainText(html).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => entities[e] ?? e);
