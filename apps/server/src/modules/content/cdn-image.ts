/**
 * An image URL as players load it (SPEC §7: through a CDN that serves jpg at quality 80): a site path
 * gets the CDN's origin in front and its transform suffix behind; an absolute https URL an operator
 * entered is left as written (it already names its host); an empty image stays empty.
 */
export interface ImageCdn {
  base: string;
  suffix: string;
}

export function cdnImage(image: string, cdn: ImageCdn): string {
  if (!image) return '';
  if (!image.startsWith('/') || image.startsWith('//')) return image;
  if (!cdn.base && !cdn.suffix) return image;
  const joiner = cdn.suffix.startsWith('?') && image.includes('?') ? '&' + cdn.suffix.slice(1) : cdn.suffix;
  return `${cdn.base}${image}${joiner}`;
}
