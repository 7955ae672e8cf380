/** Indonesian UI strings of Coin Flip: the `coinflip` section, joined into the tables' strings (controls/tables.id.ts) that load with the screens; keys keep their full path (t('coinflip.…')). */
export const coinflipStrings = {
  heads: 'Garuda',
  tails: 'Angka',
  pick: 'Pilih sisi koin',
  amount: 'Jumlah taruhan',
  place: 'Pasang',
  loginToPlay: 'Masuk untuk bermain',
  win: 'Menang',
  lose: 'Kalah',
  flipping: 'Koin dilempar…',
  landed: 'Koin: {{side}}',
  idle: 'Menang {{multiplier}} jika koin jatuh di {{side}}',
  winPreview: 'Bayaran jika menang: {{amount}}',
  myResults: 'Hasil saya',
  noResults: 'Belum ada lemparan. Pasang taruhan pertama!',
  myHistory: 'Riwayat taruhan saya',
  chance: 'Peluang 50%',
  rulesTitle: 'Aturan & RTP',
  rules:
    'Pilih Garuda atau Angka. Koin = floor(f(0) × 2) dari seed Anda: 0 Garuda, 1 Angka. Jika sisi yang Anda pilih keluar, bayaran 1,98x taruhan (dibulatkan ke bawah); RTP 99%.',
} as const;
