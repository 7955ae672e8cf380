/** Indonesian UI strings: Banners. Merged into i18n/id.ts; keys keep their full path (t('banners.…')). */
export const contentId = {
  banners: {
    depositTitle: 'Deposit Cepat',
    depositSubtitle: 'Saldo masuk otomatis begitu pembayaran terkonfirmasi',
    fairTitle: '13 Game In-house',
    fairSubtitle: 'Wingo, Crash, Mines dan lainnya, adil terbukti',
    responsibleTitle: 'Bermain Bertanggung Jawab',
    responsibleSubtitle: 'Batas deposit, jeda, dan pengingat waktu',
    cta: 'Lihat',
  },
} as const;
