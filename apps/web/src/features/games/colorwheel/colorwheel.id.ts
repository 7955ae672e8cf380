/** Indonesian UI strings of Roda Warna: the `colorwheel` section, joined into the tables' strings (controls/tables.id.ts) that load with the screens; keys keep their full path (t('colorwheel.…')). */
export const colorwheelStrings = {
  title: 'Roda Warna',
  colors: { grey: 'Abu', green: 'Hijau', blue: 'Biru', gold: 'Emas' },
  pick: 'Pilih warna',
  yourPick: 'Pilihan Anda',
  color: 'Warna',
  segments: 'Segmen',
  layout: 'Urutan 50 segmen searah jarum jam dari penunjuk',
  spin: 'Putar',
  spinning: 'Roda berputar…',
  idle: 'Menang {{multiplier}} jika roda berhenti di {{color}}',
  landed: '{{color}}, segmen {{segment}}',
  rules:
    'Pilih warna lalu putar. Roda punya 50 segmen dengan urutan tetap; segmen = floor(f(0) × 50) dari seed Anda berhenti di bawah penunjuk. Jika warnanya sama dengan pilihan Anda, taruhan dibayar sesuai pengali warna.',
  rtp: 'Abu 25 segmen × 1,98x, Hijau 15 × 3,30x, Biru 9 × 5,50x, Emas 1 × 49,50x: setiap warna RTP 99%.',
} as const;
