/**
 * The help centre as Kasino ships it, in Indonesian: FAQ answers per topic, the terms and the privacy
 * policy. Inserted when a key is missing (help.repository.ts `seedMissing`), so an operator's edit is
 * kept. `{{name}}` variables are filled on every read from the live site settings (help-variables.ts),
 * so an answer never quotes a limit the operator has since changed. Every answer describes what the
 * product does today: no reward is promised here that the server does not pay.
 */
import type { HelpTopic } from '@kasino/shared/protocol/help';

export interface DocDefault {
  key: string;
  module: HelpTopic;
  title: string;
  body: string;
}

const faq = (module: HelpTopic, key: string, title: string, ...paragraphs: string[]): DocDefault => ({
  key,
  module,
  title,
  body: paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join(''),
});

export const helpDefaults: readonly DocDefault[] = [
  // Account.
  faq(
    'account',
    'account-register',
    'Bagaimana cara mendaftar?',
    'Ketuk <b>Daftar</b>, isi nomor ponsel Indonesia dan kata sandi, lalu centang pernyataan bahwa Anda berusia 18 tahun ke atas dan menyetujui Syarat &amp; Ketentuan. Satu orang hanya boleh memiliki satu akun.',
  ),
  faq(
    'account',
    'account-password',
    'Saya lupa kata sandi',
    'Di jendela masuk, pilih <b>Lupa kata sandi</b>. Kode dikirim ke email yang terikat pada akun Anda. Setelah kata sandi diganti, semua sesi lain keluar otomatis.',
    'Belum mengikat email? Hubungi layanan pelanggan lewat halaman Kontak.',
  ),
  faq(
    'account',
    'account-security',
    'Bagaimana mengamankan akun saya?',
    '<ul><li>Ikat email di <b>Akun → Info akun</b> agar kata sandi dan PIN dapat dipulihkan.</li><li>Aktifkan verifikasi dua langkah (2FA) dengan aplikasi autentikator.</li><li>Tinjau perangkat yang masuk di <b>Info keamanan</b> dan keluarkan sesi yang tidak Anda kenal.</li></ul>',
    'Kasino tidak pernah meminta kata sandi, PIN, atau kode 2FA Anda lewat chat, telepon, atau email.',
  ),
  faq(
    'account',
    'account-pin',
    'Apa itu PIN penarikan?',
    'PIN enam digit melindungi penarikan dan data rekening bank. Atur di <b>Akun → PIN</b>. Jika lupa, setel ulang lewat kode email; demi keamanan, penarikan kemudian ditahan sementara.',
  ),
  // Deposit.
  faq(
    'deposit',
    'deposit-how',
    'Bagaimana cara deposit?',
    'Buka <b>Dompet → Deposit</b>, pilih metode pembayaran dan jumlah, lalu ikuti petunjuk pembayaran. Jumlah deposit antara {{deposit_min}} dan {{deposit_max}}.',
    'Saldo bertambah otomatis begitu pembayaran dikonfirmasi; status setiap pesanan terlihat di <b>Riwayat deposit</b>.',
  ),
  faq(
    'deposit',
    'deposit-missing',
    'Deposit saya belum masuk',
    'Pembayaran biasanya terkonfirmasi dalam beberapa menit. Periksa status pesanan di <b>Riwayat deposit</b>. Bila sudah membayar tetapi status masih menunggu lebih dari 30 menit, buat tiket bantuan dan lampirkan bukti transfer.',
  ),
  faq(
    'deposit',
    'deposit-limit',
    'Bisakah saya membatasi deposit?',
    'Bisa. Di <b>Bermain bertanggung jawab</b> Anda dapat memasang batas deposit harian, mingguan, atau bulanan. Batas yang diturunkan berlaku seketika; menaikkan atau menghapus batas baru berlaku setelah 24 jam.',
  ),
  // Withdrawal.
  faq(
    'withdrawal',
    'withdrawal-how',
    'Bagaimana cara menarik dana?',
    'Tambahkan rekening bank atas nama Anda di <b>Kartu bank</b>, lalu buka <b>Dompet → Tarik</b>, masukkan jumlah dan PIN. Jumlah penarikan antara {{withdraw_min}} dan {{withdraw_max}}, paling banyak {{withdraw_daily}} per hari.',
    'Biaya penarikan {{withdraw_fee_rate}} (paling sedikit {{withdraw_fee_min}}); penarikan mulai {{withdraw_fee_free_from}} bebas biaya. Biaya selalu ditampilkan sebelum Anda mengonfirmasi.',
  ),
  faq(
    'withdrawal',
    'withdrawal-hold',
    'Mengapa penarikan saya ditahan?',
    'Setelah perubahan keamanan (rekening bank baru atau diubah, PIN disetel ulang, email atau nomor ponsel diganti), penarikan ditahan sementara agar orang yang mencuri akses tidak dapat membawa dana Anda. Pesan di layar menyebut alasan dan sampai kapan penahanan berlaku.',
    'Jika perubahan itu bukan Anda, segera ganti kata sandi dan hubungi layanan pelanggan.',
  ),
  faq(
    'withdrawal',
    'withdrawal-status',
    'Berapa lama penarikan diproses?',
    'Penarikan diperiksa lalu dikirim ke rekening Anda; statusnya terlihat di <b>Riwayat penarikan</b> dan Anda menerima pesan di Kotak Masuk ketika dana dibayar atau ditolak beserta alasannya. Selama masih menunggu, penarikan dapat dibatalkan dan dana kembali ke saldo.',
  ),
  // Games and fairness.
  faq(
    'games',
    'games-fair',
    'Bagaimana saya tahu permainan adil?',
    'Semua permainan Kasino sendiri (Wingo, Crash, Dice, Mines, dan lainnya) dapat dibuktikan adil: hasil ditentukan dari seed server yang hash-nya diumumkan sebelum Anda bertaruh, seed klien Anda, dan nomor taruhan.',
    'Buka <b>Verifikasi</b> untuk menghitung ulang hasil taruhan mana pun dari seed-nya; setelah seed diganti, seed lama dibuka untuk diperiksa.',
  ),
  faq(
    'games',
    'games-history',
    'Di mana riwayat taruhan saya?',
    'Semua taruhan, termasuk slot dan kasino langsung, ada di <b>Akun → Riwayat taruhan</b>, dengan hasil bersih dan detail setiap taruhan.',
  ),
  faq(
    'games',
    'games-disconnect',
    'Koneksi terputus saat bermain',
    'Taruhan yang sudah diterima server tetap diselesaikan. Ronde terbuka (misalnya Hilo atau Mines) dipulihkan saat Anda kembali ke permainan; hasil setiap taruhan dapat diperiksa di Riwayat taruhan.',
  ),
  // Bonuses.
  faq(
    'bonus',
    'bonus-inbox',
    'Bagaimana hadiah diterima?',
    'Hadiah dikirim sebagai pesan di <b>Kotak Masuk</b>. Buka pesannya dan ketuk <b>Klaim</b> sebelum kedaluwarsa; saldo bertambah seketika. Setiap hadiah hanya dapat diklaim sekali.',
  ),
  faq(
    'bonus',
    'bonus-terms',
    'Syarat promosi',
    'Promosi yang sedang berjalan tampil di tab Bonus beserta syaratnya (misalnya syarat taruhan sebelum penarikan). Bila tidak ada promosi yang tampil, saat ini tidak ada promosi aktif.',
    'Pemain yang sedang jeda atau mengecualikan diri tidak menerima penawaran promosi.',
  ),
  // Responsible gaming.
  faq(
    'responsible',
    'responsible-tools',
    'Alat bermain bertanggung jawab',
    '<ul><li><b>Batas deposit dan kerugian</b> harian, mingguan, atau bulanan.</li><li><b>Pengingat waktu bermain</b> yang muncul berkala selama sesi.</li><li><b>Jeda</b> 24 jam, 7 hari, atau 30 hari.</li><li><b>Pengecualian diri</b> 6 bulan, 1 tahun, atau permanen.</li></ul>',
    'Jeda dan pengecualian diri tidak dapat diakhiri lebih awal. Semua alat ada di <b>Akun → Bermain bertanggung jawab</b>.',
  ),
  faq(
    'responsible',
    'responsible-help',
    'Saya merasa bermain berlebihan',
    'Berhentilah sejenak dan pasang jeda atau pengecualian diri. Bicarakan dengan orang yang Anda percayai, atau hubungi layanan konseling profesional. Judi hanya untuk hiburan orang dewasa berusia 18 tahun ke atas, bukan cara mencari penghasilan.',
  ),
  // Legal.
  {
    key: 'terms',
    module: 'legal',
    title: 'Syarat & Ketentuan',
    body: [
      '<h3>1. Kelayakan</h3><p>Layanan hanya untuk orang berusia 18 tahun ke atas di wilayah tempat operator memegang izin. Anda wajib mematuhi hukum yang berlaku di tempat Anda berada. Akses dari wilayah yang dibatasi ditolak.</p>',
      '<h3>2. Akun</h3><p>Satu orang satu akun, dengan data yang benar. Anda bertanggung jawab menjaga kata sandi, PIN, dan kode 2FA. Akun ganda, akun atas nama orang lain, atau penyalahgunaan promosi dapat ditutup dan saldonya ditahan selama pemeriksaan.</p>',
      '<h3>3. Deposit dan penarikan</h3><p>Deposit dan penarikan hanya dari dan ke rekening atas nama pemilik akun. Batas, biaya, dan masa tahan keamanan ditampilkan sebelum transaksi dikonfirmasi. Operator dapat meminta verifikasi identitas sebelum membayar penarikan.</p>',
      '<h3>4. Permainan</h3><p>Hasil permainan Kasino sendiri dapat dibuktikan adil lewat halaman Verifikasi. Taruhan yang sudah diterima tidak dapat dibatalkan. Jika terjadi gangguan teknis, taruhan diselesaikan sesuai hasil yang tercatat di server; taruhan yang tidak dapat diselesaikan dikembalikan.</p>',
      '<h3>5. Promosi</h3><p>Setiap promosi memiliki syaratnya sendiri yang ditampilkan bersama promosi itu. Hadiah yang tidak diklaim sebelum kedaluwarsa hangus.</p>',
      '<h3>6. Bermain bertanggung jawab</h3><p>Anda dapat memasang batas, jeda, atau pengecualian diri kapan saja. Selama jeda atau pengecualian diri, Anda tidak dapat bertaruh atau deposit dan tidak menerima promosi.</p>',
      '<h3>7. Perubahan</h3><p>Syarat ini dapat diubah; tanggal pembaruan terakhir tercantum di halaman ini. Dengan terus menggunakan layanan setelah perubahan, Anda menyetujui syarat yang baru.</p>',
    ].join(''),
  },
  {
    key: 'privacy',
    module: 'legal',
    title: 'Kebijakan Privasi',
    body: [
      '<h3>Data yang kami simpan</h3><p>Nomor ponsel, email bila diikat, rekening bank untuk penarikan, riwayat transaksi dan taruhan, serta data perangkat dan alamat IP untuk keamanan akun.</p>',
      '<h3>Untuk apa</h3><p>Menjalankan akun dan pembayaran, mencegah penipuan dan pencurian akun, memenuhi kewajiban izin dan hukum, serta menjalankan alat bermain bertanggung jawab.</p>',
      '<h3>Siapa yang menerima</h3><p>Penyedia pembayaran dan penyedia permainan sebatas yang diperlukan untuk transaksi, serta otoritas bila diwajibkan hukum. Kami tidak menjual data Anda.</p>',
      '<h3>Berapa lama</h3><p>Selama akun aktif dan sesudahnya selama diwajibkan oleh aturan izin dan hukum yang berlaku.</p>',
      '<h3>Hak Anda</h3><p>Anda dapat meminta salinan data, perbaikan data yang salah, atau penutupan akun lewat layanan pelanggan.</p>',
    ].join(''),
  },
];
