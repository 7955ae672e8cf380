/** Indonesian UI strings of Mines: its words in the `stepped` section, joined into the tables' strings (controls/tables.id.ts) that load with the screens; keys keep their full path (t('stepped.…')). */
export const minesStrings = {
  mines: 'Ranjau',
  minesCount: 'Jumlah ranjau',
  cashNeedsPick: 'Buka 1 petak',
  tile: 'Petak {{n}}',
  picked: '{{count}} permata ditemukan',
  boom: 'Kena ranjau!',
  minesRules:
    'Pilih 1–24 ranjau, lalu buka petak. Setiap permata menaikkan pengali (RTP 97%), maksimal 200x; petak ranjau mengakhiri ronde. Cairkan setelah minimal satu permata. Semua ranjau ditampilkan di akhir ronde.',
} as const;
