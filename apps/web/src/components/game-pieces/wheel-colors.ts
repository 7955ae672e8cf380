/** The colour wheel's four colours, as its wheel, its pick buttons and the /verify page paint them. */
import type { WheelColor } from '@kasino/shared/fairness/games/colorwheel';

export const wheelColorHex: Record<WheelColor, string> = { grey: '#6b7489', green: '#18b660', blue: '#3b82f6', gold: '#ffc83d' };
