/** Indonesian UI strings of Roller: its own words in the `roller` section (the rest of it is the control kit's), joined into the tables' strings (controls/tables.id.ts) that load with the screens; keys keep their full path (t('roller.…')). */
export const rollerStrings = {
  target: 'Target',
  chance: 'Peluang menang',
  multiplier: 'Pengali',
  higher: 'Lebih tinggi',
  lower: 'Lebih rendah',
  idleHigher: 'Menang jika angka di atas {{target}}',
  idleLower: 'Menang jika angka di bawah {{target}}',
  myResults: 'Hasil saya',
  noResults: 'Belum ada hasil. Pasang taruhan pertama!',
  myHistory: 'Riwayat taruhan saya',
  rulesTitle: 'Aturan & RTP',
  rules:
    'Angka acak 0–100.000 diambil dari seed Anda. Pilih target 1–99.999 dan arah: Lebih tinggi menang jika angka > target, Lebih rendah menang jika angka < target. Pengali = 0,99 × 100.001 ÷ jumlah angka menang (RTP 99%), dari 1,0102x sampai 200x.',
} as const;
