/** Indonesian UI strings every stepped round (Hilo, Mines, Tangga) shows: the `stepped` section less each game's own words (hilo.id.ts, mines.id.ts), joined into the tables' strings (controls/tables.id.ts); keys keep their full path (t('stepped.…')). */
export const steppedStrings = {
  restored: 'Ronde Anda yang masih berjalan dipulihkan. Lanjutkan!',
  multiplier: 'Pengali',
  next: 'Berikutnya',
  cashOut: 'Cairkan {{amount}}',
  random: 'Acak',
} as const;
