/** Indonesian UI strings: the /verify page (a bet's detail in the history shows its recomputed result in them too). Added when either loads (i18n/verify-strings.ts), not in the first load; keys keep their full path (t('verify.…')). */
export const verifyId = {
  verify: {
    game: 'Game',
    serverSeed: 'Seed server',
    clientSeed: 'Seed klien',
    nonce: 'Nonce',
    direction: 'Arah',
    guesses: 'Tebakan (higher, lower, same, skip; dipisah koma)',
    mines: 'Jumlah ranjau (1–24)',
    fillIn: 'Isi seed server, seed klien dan nonce untuk menghitung hasilnya.',
    badNonce: 'Nonce harus bilangan bulat ≥ 0',
    badClientSeed: 'Seed klien tidak valid',
    badRoller: 'Target 1–99.999 dengan pengali maksimal 200x',
    badGuesses: 'Tebakan hanya: higher, lower, same, skip',
    badMines: 'Jumlah ranjau 1–24',
    side: 'Sisi pilihan',
    result: 'Hasil',
    minesAt: 'Ranjau di petak {{tiles}}',
    hash: 'sha256(seed server): bandingkan dengan hash yang diumumkan',
    chunks: 'Potongan yang dipakai (6 digit hex)',
    hashMatch: '✓ Cocok dengan hash seed server yang diumumkan sebelum taruhan',
    hashMismatch: '✗ Tidak cocok dengan hash yang diumumkan',
    explainTitle: 'Bagaimana hasil dibuat',
    explain: {
      seeds: {
        title: 'Seed',
        body: 'Setiap pemain punya seed server (hanya hash sha256-nya yang ditampilkan sebelum bertaruh), seed klien yang boleh Anda ubah, dan nonce yang mulai dari 0 dan naik satu setiap taruhan. "Ganti seed" membuka seed server lama dan mengaktifkan seed berikutnya yang hash-nya sudah diumumkan.',
      },
      stream: {
        title: 'Aliran acak',
        body: 'D(c) = HMAC-SHA256(seedServer, seedKlien + ":" + nonce + ":" + c), digabung D(0) + D(1) + … Potongan ke-k adalah 6 digit hex ke-k sebagai bilangan 0–16.777.215; f = potongan ÷ 2^24. Indeks dalam [0, n) = floor(potongan × n ÷ 2^24), dihitung tepat.',
      },
      roller: {
        title: 'Roller (RTP 99%)',
        body: 'R = floor(f(0) × 100.001), 0–100.000. Lebih tinggi menang jika R > target, lebih rendah jika R < target. Pengali = floor(990.009.900 ÷ angka menang) ÷ 10.000, antara 1,0102x dan 200x.',
      },
      coinflip: {
        title: 'Coin flip (RTP 99%)',
        body: 'Koin = floor(f(0) × 2) = floor(potongan × 2 ÷ 2^24): 0 (potongan < 8.388.608) Garuda, 1 Angka. Sisi yang cocok dibayar 1,98x, yaitu floor(taruhan × 198 ÷ 100); sisi lain kalah.',
      },
      hilo: {
        title: 'Hilo (RTP 99% per tebakan)',
        body: 'Kartu ke-k = floor(f(k) × 52); peringkat = kartu mod 13 + 1 (A=1 … K=13), jenis = floor(kartu ÷ 13) (♦ ♥ ♠ ♣). Pada 2–12 "lebih tinggi" berarti lebih tinggi atau sama; pada A/K ada "sama". Pengali = hasil kali 0,99 × 13 ÷ peringkat menang, maksimal 200x.',
      },
      mines: {
        title: 'Mines (RTP 97%)',
        body: 'Dari daftar petak 0–24, untuk i = 0…m−1 diambil elemen di indeks floor(f(i) × (25 − i)); petak yang diambil adalah ranjau. Setelah k petak aman: pengali = floor(97 × C(25, k) ÷ C(25 − m, k)) ÷ 100, maksimal 200x.',
      },
      never: {
        title: 'Yang tidak pernah terjadi',
        body: 'Tidak ada hasil yang bisa dihitung dari apa pun yang ditampilkan sebelum taruhan. Server tidak pernah memilih, melewati, mengulang atau mengubah urutan hasil, dan besar taruhan tidak mengubahnya.',
      },
    },
  },
  instantVerify: {
    egg: 'Telur pilihan',
    eggValue: 'nilai {{value}}',
    segment: 'Segmen {{segment}}',
    segmentOf: 'Segmen 0–49 searah jarum jam dari penunjuk',
    picks: 'Petak dipilih (0 = kiri, pisah koma)',
    badPicks: 'Petak hanya angka 0–3, dipisah koma',
    weights: 'Bobot segmen (dipisah koma, searah jarum jam dari penunjuk)',
    badWeights: 'Bobot hanya angka bulat, dipisah koma, total 1–1.000.000',
    wheelSegment: 'Segmen {{n}} · nilai {{value}} dari {{total}}',
    wheelRow: 'Segmen {{n}}',
    pocket: {
      pot: 'Total angpao (Rp)',
      shares: 'Jumlah bagian',
      min: 'Minimal per bagian (Rp)',
      max: 'Maksimal per bagian (Rp)',
      bad: 'Total harus antara bagian × minimal dan bagian × maksimal (angka bulat)',
      result: '{{n}} bagian dari {{pot}}',
      share: 'Bagian ke-{{n}}',
    },
    trapMap: 'Peta jebakan',
    trapsDerived: 'Dihitung ulang di browser: jebakan per anak tangga {{traps}}.',
    explain: {
      eggs: {
        title: 'Telur Emas (RTP 98%)',
        body: 'Telur ke-i (i = 0, 1, 2) mendapat nilai v = floor(f(i) × 100); v memilih hadiah menurut bobot kumulatif tabel risiko (Rendah, Sedang, Tinggi) dalam urutan yang diterbitkan. Telur pilihan Anda dibayar taruhan × pengalinya.',
      },
      colorwheel: {
        title: 'Roda Warna (RTP 99%)',
        body: 'Segmen = floor(f(0) × 50) pada urutan tetap 50 segmen (emas di 0, abu di setiap segmen ganjil). Warna yang cocok dibayar: abu 1,98x, hijau 3,30x, biru 5,50x, emas 49,50x.',
      },
      cryptos: {
        title: 'Kripto (RTP 97,67%)',
        body: 'Koin ke-i = floor(f(i) × 7), i = 0…4: 0 BTC, 1 ETH, 2 BNB, 3 SOL, 4 XRP, 5 DOGE, 6 TRX. Kombinasi terbaik: lima sama 50x, empat 10x, full house 4x, tiga 2x, dua pasang 1,5x, satu pasang 0,4x, tanpa kombinasi 0.',
      },
      stairs: {
        title: 'Tangga (RTP 98%)',
        body: 'Jebakan anak tangga r: dari daftar petak [0 … petak − 1], untuk j = 0 … jebakan − 1 diambil elemen di indeks floor(f(r × jebakan + j) × (petak − j)). Semua jebakan ditentukan saat ronde dimulai; setelah k anak tangga aman pengali = floor(98 × petak^k ÷ (petak − jebakan)^k) ÷ 100.',
      },
      redPocket: {
        title: 'Angpao (promosi)',
        body: 'Seed angpao dibuat dan hash-nya diumumkan sebelum dibuka; seed klien adalah kunci angpao (tanggal dan jam WIB), nonce 0. Dengan R sisa total dan L sisa bagian: batas bawah = maks(minimal, R − (L−1) × maksimal), batas atas = maks(batas bawah, min(maksimal, R − (L−1) × minimal, floor(2R ÷ L))), bagian ke-k = batas bawah + floor(f(k) × (atas − bawah + 1)); bagian terakhir adalah sisanya. Pembuka ke-k mendapat bagian ke-k.',
      },
      dailyWheel: {
        title: 'Roda Harian (promosi)',
        body: 'Putaran memakai pasangan seed Anda dan nonce berikutnya, seperti taruhan. Dengan W = total bobot segmen yang diterbitkan, v = floor(f(0) × W); roda berhenti di segmen yang rentang bobot kumulatifnya memuat v. Segmen berbobot 0 tidak pernah terpilih.',
      },
    },
  },
} as const;
