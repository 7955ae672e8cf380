/** Indonesian UI strings: The account pages (their security strings are in i18n/account-security.id.ts). Loaded with its screens (strings.ts); keys keep their full path (t('account.…')). */
export const accountId = {
  account: {
    guestTitle: 'Masuk ke akun Anda',
    guestBody: 'Masuk atau daftar untuk melihat saldo, riwayat taruhan dan bonus Anda.',
    userId: 'ID',
    copyId: 'Salin ID',
    memberSince: 'Bergabung {{date}}',
    balanceTitle: 'Saldo utama',
    groups: {
      wallet: 'Dompet',
      play: 'Permainan & Promosi',
      security: 'Akun & Keamanan',
      other: 'Lainnya',
    },
    loadError: 'Data akun gagal dimuat.',
  },
} as const;
