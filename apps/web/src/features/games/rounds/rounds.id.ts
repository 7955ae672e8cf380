/**
 * Indonesian UI strings: the live round games, merged into i18n/id.ts: what every round screen says
 * (clock, my bets, the round fairness sheet, the round part of /verify) and each game's own part from its
 * folder (Wingo, Crash, Roulette, Dice, Dingdong). Keys keep their full path (t('rounds.…')).
 */
import { crashStrings } from '../crash/crash.id.ts';
import { diceStrings } from '../dice/dice.id.ts';
import { dingdongStrings } from '../dingdong/dingdong.id.ts';
import { rouletteStrings } from '../roulette/roulette.id.ts';
import { wingoStrings } from '../wingo/wingo.id.ts';

export const gamesRoundsId = {
  rounds: {
    soundOn: 'Nyalakan suara',
    soundOff: 'Matikan suara',
    period: 'Periode',
    bettingCloses: 'Taruhan ditutup dalam',
    loading: 'Memuat ronde…',
    waitingResult: 'Menunggu hasil',
    won: 'Menang',
    lostRound: 'Belum menang di ronde ini',
    loginForBets: 'Masuk untuk melihat taruhan Anda',
    noBets: 'Belum ada taruhan',
    pending: 'menunggu',
    void: 'Dibatalkan',
    loadError: 'Ronde gagal dimuat',
    retry: 'Coba lagi',
    amount: 'Jumlah taruhan',
    tapPool: 'Ketuk pilihan untuk memasang {{amount}}',
    closedHint: 'Taruhan ditutup, tunggu ronde berikutnya',
    history: 'Riwayat',
    myBets: 'Taruhan Saya',
    noHistory: 'Belum ada hasil',
    poolRules:
      'Setiap ronde: taruhan dibuka saat ronde dimulai dan ditutup 5 detik sebelum berakhir. Hasil dibaca dari hash ronde yang sudah dikomit sebelumnya; seed server dibuka saat ronde berakhir.',
    fair: {
      intro:
        'Hasil setiap ronde diambil dari rantai hash yang sudah dikomit. Hash seed server ditampilkan sebelum ronde; seed-nya dibuka saat ronde berakhir sehingga hasilnya bisa Anda hitung ulang.',
      current: 'Ronde ini {{id}}',
      seedHash: 'Hash seed server (dipublikasikan sebelum ronde)',
      none: 'Belum ada ronde yang menerima taruhan.',
      last: 'Ronde terakhir {{id}}',
      result: 'Hasil:',
      seed: 'Seed server (dibuka)',
      roundHash: 'Hash ronde = HMAC(seed, salt)',
      salt: 'Salt rantai',
      verify: 'Verifikasi ronde ini',
      waiting: 'Seed dibuka saat ronde berakhir.',
    },
    roulette: rouletteStrings,
    dice: diceStrings,
    dingdong: dingdongStrings,
    wingo: wingoStrings,
    crash: crashStrings,
    verify: {
      title: 'Ronde',
      body: 'Hitung ulang hasil ronde Wingo, Crash, Roulette, Dice atau Dingdong: sha256(seed server) harus sama dengan hash yang dipublikasikan sebelum ronde, dan hash ronde = HMAC(seed server, salt).',
      fillIn: 'Isi seed server dan salt ronde yang sudah berakhir.',
      badSeed: 'Seed server harus 64 karakter hex',
      hash: 'sha256(seed server)',
      chains: 'Rantai hash yang dikomit',
      chainsBody:
        'Setiap rantai dipublikasikan (komitmen s₀ dan salt) sebelum ronde pertamanya. Seed server setiap ronde yang sudah dibuka, bila di-hash berulang kali, kembali ke s₀ rantainya: hasil tidak bisa dipilih setelah taruhan masuk.',
      chainsLoading: 'Memuat rantai…',
      chainsEmpty: 'Belum ada rantai: rantai pertama dibuat saat ronde pertama dimulai.',
      chainUse: '{{used}} dari {{length}} ronde · dibuat {{date}}',
    },
  },
} as const;
