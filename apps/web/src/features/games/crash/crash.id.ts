/** Indonesian UI strings of Crash: the `rounds.crash` part of the round games' strings (rounds/rounds.id.ts), merged into i18n/id.ts; keys keep their full path (t('rounds.crash.…')). */
export const crashStrings = {
  nextIn: 'Ronde berikutnya dalam',
  busted: 'Meledak!',
  bet: 'Pasang',
  betNext: 'Pasang untuk ronde berikutnya',
  betIn: 'Taruhan {{amount}} masuk · menunggu lepas landas',
  joinedNext: 'Ikut ronde berikutnya',
  cashOut: 'Cairkan {{amount}}',
  cashed: 'Dicairkan di {{rate}} · +{{amount}}',
  autoCashed: 'Cair otomatis di {{rate}} · +{{amount}}',
  lost: 'Meledak sebelum dicairkan',
  auto: 'Cair otomatis',
  autoShort: 'Oto',
  manual: 'Manual',
  autoHint: 'mis. 2,00 · kosong = manual',
  autoRange: 'Antara 1,01x dan {{max}}x',
  players: 'Pemain ({{count}})',
  noPlayers: 'Belum ada pemain di ronde ini',
  rules:
    'Pasang saat persiapan, lalu cairkan sebelum roket meledak: kemenangan = taruhan × pengali saat Anda mencairkan. Taruhan yang dipasang saat roket terbang ikut ronde berikutnya.',
  formula:
    'Target = floor(99 × ffffff ÷ (ffffff − chunk(hashRonde, 0))) ÷ 100, paling sedikit 1,00x dan paling banyak 200x. Pengali naik menurut rate(t) = floor(100 × e^(growth × t)) ÷ 100.',
} as const;
