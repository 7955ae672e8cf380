/** Indonesian UI strings: Support tickets. Loaded with its screen (strings.ts); keys keep their full path (t('support.…')). */
export const supportId = {
  support: {
    intro: 'Ceritakan masalah Anda. Lampirkan hingga 3 gambar (PNG, JPEG, atau WebP, maks. 2 MB per gambar).',
    subject: 'Judul',
    subjectPlaceholder: 'Contoh: Deposit belum masuk',
    message: 'Pesan',
    messagePlaceholder: 'Jelaskan yang terjadi, kapan, dan nomor pesanan bila ada.',
    images: 'Gambar ({{count}}/{{max}})',
    addImage: 'Tambah gambar',
    removeImage: 'Hapus gambar {{name}}',
    tooMany: 'Maksimal 3 gambar per tiket',
    tooLarge: '{{name}} lebih dari 2 MB',
    badType: '{{name}} bukan PNG, JPEG, atau WebP',
    submit: 'Kirim tiket',
    sent: 'Tiket terkirim. Kami akan segera membalas.',
    mine: 'Tiket saya',
    empty: 'Belum ada tiket',
    emptyBody: 'Tiket yang Anda kirim akan muncul di sini.',
    status: { open: 'Terbuka', answered: 'Dijawab', closed: 'Selesai' },
    loadError: 'Tiket gagal dimuat.',
  },
} as const;
