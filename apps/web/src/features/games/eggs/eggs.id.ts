/** Indonesian UI strings of Telur Emas: the `eggs` section, joined into the tables' strings (controls/tables.id.ts) that load with the screens; keys keep their full path (t('eggs.…')). */
export const eggsStrings = {
  title: 'Telur Emas',
  egg: 'Telur {{n}}',
  riskLabel: 'Risiko',
  risk: { low: 'Rendah', medium: 'Sedang', high: 'Tinggi' },
  upTo: 'maks {{multiplier}}',
  idle: 'Ketuk telur untuk bertaruh {{amount}}',
  autoHint: 'Otomatis memakai Telur {{n}} · ketuk telur lain untuk mengganti',
  tapHint: 'Ketuk salah satu telur untuk memasang. Hadiah tertinggi {{amount}}.',
  cracking: 'Telur dipecahkan…',
  pickedEgg: 'Telur {{n}}, risiko {{risk}}',
  random: 'Acak',
  prize: 'Hadiah',
  chance: 'Peluang per telur',
  rules:
    'Pilih risiko, lalu ketuk satu dari tiga telur: ketukan itu adalah taruhan Anda. Setiap telur menyimpan hadiah (pengali taruhan) yang diambil dari seed Anda: nilai telur ke-i = floor(f(i) × 100) memilih baris tabel menurut bobotnya. Telur pilihan Anda dibayar; dua lainnya dibuka sesudahnya untuk menunjukkan isinya.',
  rtp: 'RTP 98% untuk setiap risiko; pilihan telur tidak mengubah peluang.',
} as const;
