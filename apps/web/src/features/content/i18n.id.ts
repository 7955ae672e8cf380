/** Indonesian UI strings: Banners. Merged into i18n/id.ts; keys keep their full path (t('banners.…')). */
export const contentId = {
  banners: {
    welcomeTitle: 'Bonus Deposit Pertama',
    welcomeSubtitle: 'Mulai bermain dengan saldo ekstra',
    fairTitle: '13 Game In-house',
    fairSubtitle: 'Wingo, Crash, Mines dan lainnya, adil terbukti',
    inviteTitle: 'Ajak Teman, Dapat Komisi',
    inviteSubtitle: 'Bagikan kode undangan Anda',
    cta: 'Lihat',
  },
} as const;
