/**
 * Generated card artwork (UI.md "Artwork is generated (SVG) per title"): a gradient, a motif and the
 * title, all chosen from a hash of the game id, so a title always looks the same and the lobby looks
 * full without any outside image. Pure: returns the SVG text.
 */
import type { SlotCategory } from '@kasino/shared/protocol/slots';
import { hash32 } from './catalogue.data.ts';

/** Cards are 3:4; the client reserves this box before the image loads. */
export const ART_WIDTH = 300;
export const ART_HEIGHT = 400;

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Splits a title into at most 3 lines of about 13 characters for the card. */
function wrap(title: string, width = 13): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(' ')] : lines;
}

/** A motif per category, varied by the hash: what the card shows behind the title. */
function motif(type: SlotCategory, h: number, light: string): string {
  const r = (n: number) => (h >>> n) % 100;
  switch (type) {
    case 'slot': {
      // Three "reel" symbols: circles, diamonds or stars in a row.
      const shapes = [0, 1, 2].map((i) => {
        const x = 60 + i * 90;
        const kind = (h >>> (i * 3)) % 3;
        if (kind === 0) return `<circle cx="${x}" cy="150" r="32" fill="${light}" fill-opacity="0.85"/>`;
        if (kind === 1) return `<path d="M${x} 112 L${x + 34} 150 L${x} 188 L${x - 34} 150 Z" fill="#fff" fill-opacity="0.8"/>`;
        return `<path d="M${x} 114 L${x + 10} 140 L${x + 36} 142 L${x + 15} 158 L${x + 22} 186 L${x} 170 L${x - 22} 186 L${x - 15} 158 L${x - 36} 142 L${x - 10} 140 Z" fill="#ffe27a" fill-opacity="0.9"/>`;
      });
      return `<rect x="18" y="100" width="264" height="100" rx="18" fill="#000" fill-opacity="0.25"/>${shapes.join('')}`;
    }
    case 'live':
    case 'table':
      return `<ellipse cx="150" cy="160" rx="120" ry="70" fill="#0b5d3b" stroke="${light}" stroke-width="6"/><circle cx="${110 + r(3) / 3}" cy="150" r="18" fill="#fff"/><circle cx="${170 + r(5) / 4}" cy="165" r="18" fill="#e23b3b"/>`;
    case 'fish':
      return [0, 1, 2]
        .map((i) => {
          const x = 70 + i * 80 + (r(i * 4) % 20);
          const y = 110 + ((h >>> (i * 5)) % 90);
          return `<path d="M${x - 30} ${y} Q${x} ${y - 24} ${x + 30} ${y} Q${x} ${y + 24} ${x - 30} ${y} Z M${x + 30} ${y} L${x + 46} ${y - 14} L${x + 46} ${y + 14} Z" fill="${light}" fill-opacity="0.85"/>`;
        })
        .join('');
    case 'sports':
      return `<circle cx="150" cy="155" r="60" fill="#fff"/><path d="M150 120 L178 140 L168 172 L132 172 L122 140 Z" fill="#111"/>`;
    case 'lottery':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${60 + i * 60}" cy="${150 + (i % 2) * 20}" r="26" fill="${['#fb4e4e', '#18b660', '#c86eff', '#ffcc33'][i]}"/><text x="${60 + i * 60}" y="${159 + (i % 2) * 20}" font-size="24" font-weight="800" text-anchor="middle" fill="#fff">${(h >>> (i * 4)) % 10}</text>`,
        )
        .join('');
    case 'instant':
    case 'egames':
      return `<path d="M40 210 Q150 ${60 + r(2)} 260 90" stroke="${light}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="260" cy="90" r="16" fill="#fff"/>`;
  }
}

/** The SVG of one title's card. */
export function slotArt(game: { id: string; name: string; type: SlotCategory }, providerName: string, providerColor: string): string {
  const h = hash32(game.id);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const dark = `hsl(${hue} 70% 18%)`;
  const bright = `hsl(${hue2} 80% 48%)`;
  const light = `hsl(${hue2} 90% 72%)`;
  const lines = wrap(game.name);
  const fontSize = lines.some((l) => l.length > 11) ? 30 : 36;
  const textY = ART_HEIGHT - 40 - (lines.length - 1) * (fontSize + 4);
  const title = lines
    .map(
      (line, i) =>
        `<text x="150" y="${textY + i * (fontSize + 4)}" font-size="${fontSize}" font-weight="900" text-anchor="middle" fill="#fff" stroke="#000" stroke-opacity="0.35" stroke-width="2" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" font-family="Inter, Arial, sans-serif">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${bright}"/></linearGradient>`,
    `<radialGradient id="r" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#g)"/><rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#r)"/>`,
    motif(game.type, h, light),
    `<rect x="12" y="12" rx="10" width="${Math.min(200, 18 + providerName.length * 10)}" height="30" fill="${providerColor}"/>`,
    `<text x="22" y="33" font-size="16" font-weight="800" fill="#111">${escapeXml(providerName)}</text>`,
    `<rect y="${ART_HEIGHT - 150}" width="${ART_WIDTH}" height="150" fill="#000" fill-opacity="0.25"/>`,
    title,
    '</svg>',
  ].join('');
}
