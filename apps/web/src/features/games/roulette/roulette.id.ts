/** Indonesian UI strings of Roulette: the `rounds.roulette` part of the round games' strings (rounds/rounds.id.ts), merged into i18n/id.ts; keys keep their full path (t('rounds.roulette.…')). */
export const rouletteStrings = {
  black: 'Hitam',
  red: 'Merah',
  green: 'Hijau',
  rules:
    'Strip berisi 15 slot: 0 hitam, 1-7 merah, 8-14 hijau. Slot = floor(f(hashRonde, 0) × 15). Hitam membayar 14x, merah atau hijau yang cocok membayar 2x.',
} as const;
