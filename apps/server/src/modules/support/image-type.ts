/**
 * Which image a file really is, from its first bytes (the client's file name and declared type are
 * not trusted): PNG, JPEG or WebP, or null for anything else.
 */
import type { TicketImageType } from '@kasino/shared/protocol/protection';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (data: Uint8Array, magic: readonly number[], at = 0): boolean =>
  data.length >= at + magic.length && magic.every((byte, i) => data[at + i] === byte);

export function sniffImageType(data: Uint8Array): TicketImageType | null {
  if (startsWith(data, PNG)) return 'image/png';
  if (startsWith(data, JPEG)) return 'image/jpeg';
  // RIFF <4-byte size> WEBP
  if (startsWith(data, RIFF) && startsWith(data, WEBP, 8)) return 'image/webp';
  return null;
}
