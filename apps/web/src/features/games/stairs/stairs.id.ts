/** Indonesian UI strings of Tangga: the `stairs` section, joined into the tables' strings (controls/tables.id.ts) that load with the screens; keys keep their full path (t('stairs.…')). */
export const stairsStrings = {
  title: 'Tangga',
  level: 'Tingkat',
  levels: { easy: 'Mudah', medium: 'Sedang', hard: 'Sulit', expert: 'Ahli' },
  shape: '{{tiles}} petak, {{traps}} jebakan, {{steps}} anak tangga',
  tile: 'Anak tangga {{step}}, petak {{n}}',
  start: 'Mulai naik',
  idle: 'Setiap anak tangga: {{tiles}} petak, {{traps}} jebakan. Pilih tingkat lalu mulai.',
  firstStep: 'Pilih petak di anak tangga yang menyala',
  keepClimbing: '{{count}} anak tangga aman. Naik lagi atau cairkan!',
  fell: 'Jatuh di anak tangga {{step}}',
  climbed: 'Naik {{count}} anak tangga',
  cashNeedsStep: 'Naik 1 anak tangga',
  rules:
    'Pilih tingkat dan jumlah taruhan, lalu naik: di setiap anak tangga pilih satu petak. Petak aman menaikkan Anda dan pengalinya; petak jebakan mengakhiri ronde. Cairkan kapan saja setelah satu anak tangga; puncak dicairkan otomatis. Jebakan sudah ditentukan dari seed Anda saat ronde dimulai dan semuanya ditampilkan di akhir.',
  rtp: 'Pengali setelah k anak tangga = floor(98 × petak^k ÷ (petak − jebakan)^k) ÷ 100: RTP 98% di setiap pencairan.',
} as const;
