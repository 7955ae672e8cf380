/** Indonesian UI strings: The bet history pages. Merged into i18n/id.ts; keys keep their full path (t('betHistory.…')). */
export const gamesHistoryId = {
  betHistory: {
    games: 'Game',
    emptyTitle: 'Belum ada taruhan',
    emptyBody: 'Taruhan Anda di game in-house akan muncul di sini.',
    playRoller: 'Main Roller',
    id: 'ID taruhan',
    time: 'Waktu',
    amount: 'Taruhan',
    multiplier: 'Pengali',
    payout: 'Bayaran',
    bet: 'Pilihan',
    serverSeed: 'Seed server',
    serverHash: 'Hash seed server',
    total: '{{count}} taruhan',
    notRevealed: 'Belum dibuka',
    revealNote:
      'Seed server taruhan ini masih aktif, jadi belum ditampilkan. Seed dibuka setelah Anda menekan "Ganti seed"; sesudah itu hasilnya bisa dihitung ulang.',
    hashOk: 'sha256(seed server) cocok dengan hash yang diumumkan sebelum taruhan.',
    hashBad: 'Hash tidak cocok!',
    derived: 'Dihitung ulang di browser: {{result}} ({{outcome}}).',
    state: {
      win: 'Menang',
      lose: 'Kalah',
      pending: 'Berjalan',
      void: 'Dikembalikan',
    },
  },
} as const;
