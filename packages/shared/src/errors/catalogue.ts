/**
 * The error catalogue of SPEC §8: code → Indonesian text, whether a toast shows it, what the client
 * does about auth, and the HTTP status the server answers with. One table, used by server and web.
 */

/** What the client does on top of (or instead of) a toast. */
export type ErrorAction = 'none' | 'relogin' | 'reauth' | 'info';

export interface ErrorEntry {
  /** Indonesian message shown to the player. */
  readonly text: string;
  /** Whether the client shows a toast for it (SPEC §8 lists the silent codes). */
  readonly toast: boolean;
  /** 1/707 clear the token and open login; 703 re-authenticates; 1321/1331/1371 are info only. */
  readonly action: ErrorAction;
  /** HTTP status of a REST failure with this code. */
  readonly http: number;
}

const e = (text: string, http = 400, action: ErrorAction = 'none', toast = true): ErrorEntry => ({ text, toast, action, http });

/** Every code the product knows. Codes ≥ 20000 are the project's own additions (DESIGN "Codes"). */
export const errorCatalogue = {
  [-1]: e('Koneksi terputus, silakan muat ulang halaman', 503),
  0: e('Terjadi kesalahan layanan, coba lagi nanti', 500),
  1: e('Sesi login telah berakhir, silakan masuk kembali', 401, 'relogin'),
  3: e('Parameter tidak valid', 400),
  206: e('Penarikan tidak dapat dibatalkan pada status ini', 409),
  666: e('Terjadi kesalahan layanan, coba lagi nanti', 500),
  667: e('Terlalu sering, silakan coba lagi nanti', 429),
  700: e('Saldo tidak mencukupi', 400),
  701: e('Game tidak tersedia selama promosi berlangsung', 403),
  702: e('Jumlah taruhan salah', 400),
  703: e('Silakan verifikasi ulang akun Anda', 401, 'reauth'),
  707: e('Verifikasi token gagal, silakan masuk kembali', 401, 'relogin'),
  711: e('Taruhan melebihi batas', 400),
  712: e('Ronde akan segera berakhir', 409),
  716: e('Game sudah dimulai, ikut ronde berikutnya', 409),
  1000: e('Situs sedang dalam pemeliharaan', 503),
  1004: e('Saldo tidak mencukupi', 400),
  1018: e('Tunggu hingga aktivitas dimulai', 409),
  1023: e('Anda sudah berpartisipasi hari ini, lanjutkan besok pukul 08.00', 409),
  1028: e('Promosi telah berakhir', 409),
  1045: e('Aktivitas roda belum dibuka', 409),
  1046: e('Jumlah putaran tidak cukup', 409),
  1049: e('Pesanan deposit telah dikirim', 409),
  1051: e('Level VIP tidak mencukupi', 403),
  1052: e('Klaim gagal', 409),
  1201: e('Jumlah pembayaran di luar batas', 400),
  1203: e('Rekening bank tidak aktif', 409),
  1305: e('Game tidak tersedia selama promosi berlangsung', 403),
  1321: e('Informasi: permintaan sedang diproses', 200, 'info'),
  1331: e('Informasi: data belum tersedia', 200, 'info'),
  1371: e('Informasi: silakan coba lagi nanti', 200, 'info'),
  2001: e('Email terlalu sering dikirim, tunggu sebentar', 429),
  2002: e('Kode kedaluwarsa atau tidak valid', 400),
  3002: e('Verifikasi 2FA gagal', 401),
  3008: e('Rekening bank sudah ada', 409),
  3009: e('Ada penarikan yang sedang ditinjau', 409),
  3010: e('Jumlah rekening bank melebihi batas', 409),
  3021: e('Jumlah penarikan di luar batas', 400),
  3036: e('Batas penarikan harian terlampaui', 409),
  3037: e('PIN salah', 400),
  4001: e('Anda sudah check-in hari ini', 409),
  4002: e('Syarat belum terpenuhi', 409),
  7003: e('Kode undangan tidak valid', 400),
  7010: e('Pengguna sudah ada', 409),
  7011: e('Tidak dapat menggunakan kode referral sendiri', 400),
  7017: e('Nomor ponsel sudah terdaftar', 409),
  7021: e('Nomor ponsel atau kata sandi salah', 401),
  7031: e('PIN sudah diatur', 409),
  7032: e('Format PIN salah, harus 6 digit', 400),
  7033: e('PIN salah', 400),
  8003: e('Kode hanya untuk pengguna baru', 403),
  8004: e('Kode hadiah sudah digunakan', 409),
  10001: e('Pengguna tidak dapat bermain', 403),
  10002: e('Saldo tidak mencukupi', 400),
  10006: e('Game untuk sementara tidak tersedia', 503),
  10013: e('Game tidak tersedia selama promosi berlangsung', 403),
  10024: e('Permintaan diabaikan', 400, 'none', false),
  10025: e('Permintaan diabaikan', 400, 'none', false),
  14704: e('Permintaan diabaikan', 400, 'none', false),
  14705: e('Permintaan diabaikan', 400, 'none', false),
  14922: e('Permintaan diabaikan', 400, 'none', false),
  20001: e('Wilayah Anda tidak didukung', 451),
  20002: e('Halaman tidak ditemukan', 404),
  20003: e('Permintaan terlalu besar', 413),
  20004: e('Waktu permintaan habis', 504),
  20005: e('PIN keamanan belum diatur', 409),
  20006: e('Tanda tangan tidak valid', 401),
  20007: e('Pesanan tidak ditemukan', 404),
  20008: e('Rekening bank tidak ditemukan', 404),
  20009: e('Jumlah deposit pertama di bawah minimum', 400),
  20010: e('Taruhan tidak ditemukan', 404),
  20011: e('Ronde sebelumnya belum selesai', 409),
  20012: e('Tebak atau buka minimal satu kali sebelum cash out', 409),
  20013: e('Ronde sudah berakhir atau berubah', 409),
  20014: e('Crash sudah meledak: terlambat untuk mencairkan', 409),
  20015: e('Ronde ini sudah mencapai batas total pembayaran; kurangi taruhan atau ikut ronde berikutnya', 409),
  // Account security (20100-20149).
  20100: e('Email belum terhubung ke akun ini', 409),
  20101: e('Format avatar harus PNG, JPEG, atau WebP', 415),
  20102: e('Ukuran avatar maksimal 1 MB', 413),
  20103: e('2FA sudah aktif', 409),
  20104: e('2FA belum aktif', 409),
  20105: e('Sesi verifikasi 2FA kedaluwarsa, silakan masuk lagi', 401),
  20106: e('Kata sandi saat ini salah', 400),
  20107: e('Sesi tidak ditemukan', 404),
  20108: e('Siapkan 2FA terlebih dahulu', 409),
  // Player protection and support tickets (20150-20199).
  20150: e('Pendaftaran hanya untuk usia 18 tahun ke atas: centang konfirmasi usia dan Syarat & Ketentuan', 400),
  20151: e('Batas deposit Anda terlampaui', 409),
  20152: e('Batas kekalahan Anda tercapai', 409),
  20153: e('Anda sedang dalam masa jeda bermain: taruhan dan deposit ditutup sementara', 403),
  20154: e('Anda sedang dalam masa pengecualian diri: taruhan dan deposit ditutup', 403),
  20155: e('Masa jeda atau pengecualian diri yang aktif tidak dapat dipersingkat atau dibatalkan', 409),
  20160: e('Tiket bantuan tidak ditemukan', 404),
  20161: e('Maksimal 3 gambar per tiket', 400),
  20162: e('Ukuran gambar maksimal 2 MB', 413),
  20163: e('Format gambar harus PNG, JPEG, atau WebP', 415),
  // Lobby, third-party games and the seamless wallet (20200-20249).
  20200: e('Masukkan minimal 3 karakter untuk mencari', 400),
  20201: e('Game tidak ditemukan', 404),
  20202: e('Penyedia game tidak dikenal', 404),
  20203: e('Sesi game tidak valid atau sudah berakhir', 401),
  20204: e('Transaksi sudah dibatalkan', 409),
  20205: e('ID transaksi sudah dipakai dengan data lain', 409),
  20206: e('Game ini dimainkan langsung di Kasino', 409),
  20207: e('Transaksi taruhan tidak ditemukan', 404),
  // Real-money safety (20250-20299), one block per area.
  // -- seeds and bets (20250-20254)
  20250: e('Selesaikan ronde yang masih berjalan dulu: seed tidak dapat diganti selama ronde Hilo, Mines, atau Tangga belum selesai', 409),
  // -- production mode and operators (20255-20259)
  20255: e('Deposit belum tersedia: belum ada gateway pembayaran yang aktif. Silakan hubungi layanan pelanggan', 503),
  // -- seamless wallet and deposits (20260-20269)
  20260: e('Kemenangan harus menyebut transaksi taruhannya (debitTxId)', 400),
  20261: e('Kemenangan tidak cocok dengan taruhannya (sesi, ronde, atau game berbeda)', 409),
  20262: e('Kemenangan melebihi batas pembayaran maksimum game ini', 409),
  20263: e('Taruhan yang sudah dibayar tidak dapat dibatalkan', 409),
  // -- account step-up and withdrawal holds (20270-20279)
  20270: e('Penarikan ditahan sementara karena perubahan keamanan akun', 403),
  20271: e('Masukkan kode 2FA dari aplikasi autentikator', 400),
  20272: e('Penarikan tidak dapat disetujui selama masa tahan keamanan akun', 409),
  // -- sessions and websocket links (20280-20289)
  20280: e('Koneksi ditolak: halaman asal tidak diizinkan', 403),
  // -- support tickets and request hygiene (20290-20299)
  20290: e('Waktu pengiriman permintaan habis: koneksi terlalu lambat, silakan coba lagi', 408),
  20291: e('Batas tiket bantuan hari ini tercapai, silakan coba lagi besok', 429),
  20292: e('Batas gambar tiket bantuan hari ini tercapai, silakan coba lagi besok', 429),
  // Bet history (20300-20309).
  20300: e('Rentang tanggal tidak valid: tanggal akhir harus setelah tanggal awal, paling lama 366 hari', 400),
  // Site settings (20310-20319).
  20310: e('Nilai pengaturan situs tidak valid', 400),
  // Inbox mail (20350-20369).
  20350: e('Pesan tidak ditemukan', 404),
  20351: e('Hadiah pesan ini sudah kedaluwarsa', 409),
  20352: e('Hadiah pesan ini sudah diklaim', 409),
  20353: e('Pesan ini tidak memiliki hadiah untuk diklaim', 409),
  20354: e('Penerima pesan tidak ditemukan', 404),
  // Help centre and site messages (20370-20379).
  20370: e('Artikel bantuan tidak ditemukan', 404),
  20371: e('Pengumuman tidak ditemukan', 404),
  20372: e('Waktu kedaluwarsa pengumuman harus di masa depan', 400),
  20373: e('Mata uang tidak dikenal', 404),
  20374: e('Banner tidak ditemukan', 404),
  // Promotions (20380-20399).
  20380: e('Saldo bonus masih terkunci: selesaikan syarat taruhan dulu', 409),
  20381: e('Hadiah tidak ditemukan', 404),
  20382: e('Taruhan melebihi batas selama bonus aktif', 400),
  20384: e('Tidak ada bonus aktif', 404),
  20385: e('Promosi tidak tersedia untuk akun Anda', 403),
  20386: e('Kode hadiah tidak valid', 404),
  20387: e('Kode hadiah sudah ada', 409),
} as const satisfies Record<number, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The project's own codes, named for readability at call sites. */
export const ownCodes = {
  areaBlocked: 20001,
  notFound: 20002,
  tooLarge: 20003,
  timeout: 20004,
  pinNotSet: 20005,
  badSignature: 20006,
  orderNotFound: 20007,
  bankAccountNotFound: 20008,
  firstDepositMin: 20009,
  betNotFound: 20010,
  roundOpen: 20011,
  cashOutTooEarly: 20012,
  roundChanged: 20013,
  crashed: 20014,
  roundPayoutCap: 20015,
  emailNotBound: 20100,
  avatarType: 20101,
  avatarTooLarge: 20102,
  mfaAlreadyOn: 20103,
  mfaOff: 20104,
  mfaChallengeExpired: 20105,
  wrongCurrentPassword: 20106,
  sessionNotFound: 20107,
  mfaNotSetUp: 20108,
  adultRequired: 20150,
  depositLimit: 20151,
  lossLimit: 20152,
  coolOffActive: 20153,
  selfExclusionActive: 20154,
  blockCannotShorten: 20155,
  ticketNotFound: 20160,
  tooManyImages: 20161,
  imageTooLarge: 20162,
  imageType: 20163,
  searchTooShort: 20200,
  slotGameNotFound: 20201,
  slotProviderUnknown: 20202,
  slotSessionInvalid: 20203,
  slotTxRolledBack: 20204,
  slotTxConflict: 20205,
  slotInHouseGame: 20206,
  slotDebitUnknown: 20207,
  // -- seeds and bets
  seedInUse: 20250,
  // -- production mode and operators
  depositUnavailable: 20255,
  // -- seamless wallet and deposits
  slotCreditNeedsDebit: 20260,
  slotCreditMismatch: 20261,
  slotCreditAboveCap: 20262,
  slotRollbackSettled: 20263,
  // -- account step-up and withdrawal holds
  withdrawalHeld: 20270,
  secondFactorRequired: 20271,
  withdrawalApprovalHeld: 20272,
  // -- sessions and websocket links
  originRefused: 20280,
  // -- support tickets and request hygiene
  requestTimeout: 20290,
  ticketQuota: 20291,
  ticketImageQuota: 20292,
  // -- bet history
  historyRangeInvalid: 20300,
  // -- site settings
  siteSettingInvalid: 20310,
  // -- inbox mail
  mailNotFound: 20350,
  mailRewardExpired: 20351,
  mailAlreadyClaimed: 20352,
  mailNoReward: 20353,
  mailRecipientUnknown: 20354,
  // -- help centre and site messages
  docNotFound: 20370,
  siteMessageNotFound: 20371,
  siteMessageExpiry: 20372,
  currencyUnknown: 20373,
  boardNotFound: 20374,
  bonusLocked: 20380,
  grantNotFound: 20381,
  bonusMaxBet: 20382,
  bonusNone: 20384,
  promoIneligible: 20385,
  giftCodeUnknown: 20386,
  giftCodeExists: 20387,
} as const;

/** Generic texts the client shows for failures that carry no usable code (SPEC §8). */
export const clientMessages = {
  network: 'Masalah jaringan, silakan coba lagi nanti',
  serviceConfig: 'Kesalahan konfigurasi layanan, silakan hubungi dukungan',
  connectionLost: errorCatalogue[-1].text,
  copied: 'Berhasil disalin',
  copyFailed: 'Gagal menyalin',
  loginFailed: 'Login gagal',
  areaBlocked: errorCatalogue[20001].text,
} as const;

/** Looks a code up; unknown codes fall back to the generic service error. */
export function errorEntry(code: number): ErrorEntry {
  return (errorCatalogue as Record<number, ErrorEntry>)[code] ?? errorCatalogue[0];
}

/** True for codes that must clear the token and open login (SPEC §8, §4 Auth). */
export const isAuthFailure = (code: number): boolean => errorEntry(code).action === 'relogin';

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/** SPEC §8: error text containing Chinese characters is replaced with a generic message. */
export function displayErrorText(code: number, msg: string | undefined): string {
  const text = msg && msg.trim() ? msg : errorEntry(code).text;
  return HAN.test(text) ? clientMessages.serviceConfig : text;
}
