/** Indonesian UI strings of Hilo: its words in the `stepped` section, joined into the tables' strings (controls/tables.id.ts) that load with the screens; keys keep their full path (t('stepped.…')). */
export const hiloStrings = {
  correct: '{{count}} tebakan benar',
  trail: 'Kartu sebelumnya',
  higher: 'Lebih tinggi',
  lower: 'Lebih rendah',
  higherSame: 'Tinggi / sama',
  lowerSame: 'Rendah / sama',
  same: 'Sama',
  skip: 'Lewati',
  cashNeedsGuess: 'Tebak dulu',
  hiloRules:
    'Tebak apakah kartu berikutnya lebih tinggi atau lebih rendah (pada 2–12 kartu yang sama juga menang; pada A dan K ada pilihan Sama). Setiap tebakan benar mengalikan kemenangan (RTP 99% per tebakan), maksimal 200x. Tebakan salah mengakhiri ronde; Cairkan setelah minimal satu tebakan benar.',
} as const;
