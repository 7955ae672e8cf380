/** Indonesian UI strings of Dice: the `rounds.dice` part of the round games' strings (rounds/rounds.id.ts), merged into i18n/id.ts; keys keep their full path (t('rounds.dice.…')). */
export const diceStrings = {
  rules:
    'Tiga dadu, dadu j = floor(f(hashRonde, j) × 6) + 1. Taruhan pada satu angka membayar 2x bila muncul sekali, 3x bila dua kali, 9x bila tiga kali.',
} as const;
