/** Indonesian UI strings of Kripto: the `cryptos` section, joined into the tables' strings (controls/tables.id.ts) that load with the screens; keys keep their full path (t('cryptos.…')). */
export const cryptosStrings = {
  title: 'Kripto',
  roll: 'Putar',
  rolling: 'Koin bergulir…',
  idle: 'Lima koin kripto bergulir. Dua pasang atau lebih menang!',
  topWin: 'Lima sama: {{amount}}',
  paytable: 'Tabel bayaran',
  hands: {
    five: 'Lima sama',
    four: 'Empat sama',
    fullHouse: 'Full house',
    three: 'Tiga sama',
    twoPairs: 'Dua pasang',
    pair: 'Satu pasang',
    nothing: 'Tanpa kombinasi',
  },
  rules:
    'Lima koin bergulir; koin ke-i = floor(f(i) × 7) dari seed Anda (BTC, ETH, BNB, SOL, XRP, DOGE, TRX). Kombinasi terbaik menentukan bayaran: lima sama 50x, empat sama 10x, full house 4x, tiga sama 2x, dua pasang 1,5x, satu pasang 0,4x (sebagian taruhan kembali, dihitung kalah).',
  rtp: 'Dari 16.807 kemungkinan yang sama besar, RTP 97,67%.',
} as const;
