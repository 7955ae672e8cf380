/**
 * Rich text from the server (a mail, a help article, a site message): HTML the server already cleaned, cleaned again here with DOMPurify before it
 * touches the DOM (defence in depth): no scripts, event handlers, style attributes, forms or frames,
 * and images only from this site (a remote image would tell its owner who opened the page).
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** Made on first use: the lobby's server-side render imports this module where there is no window. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'img') return;
    const src = (node as Element).getAttribute('src') ?? '';
    const local = (src.startsWith('/') && !src.startsWith('//')) || /^data:image\/(png|jpeg|gif|webp);base64,/i.test(src);
    if (!local) node.parentNode?.removeChild(node);
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return (purifier = p);
}

export function sanitizeRichHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'img', 'span', 'div'],
    ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'width', 'height'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|data:image\/(?:png|jpeg|gif|webp);base64,)/i,
  });
}

export function RichHtml({ html, testId }: { html: string; testId: string }) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  return (
    <div
      data-testid={testId}
      className="text-[14.5px] leading-relaxed text-fg [&_a]:text-accent [&_a]:underline [&_b]:font-bold [&_h3]:mt-4 [&_h3]:mb-1.5 [&_h3]:text-[15.5px] [&_h3]:font-bold [&_img]:max-w-full [&_img]:rounded-xl [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-3 [&_strong]:font-bold [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
