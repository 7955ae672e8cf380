/**
 * Indonesian UI strings of the single-player tables, added with their screens (i18n/tables-strings.ts),
 * not in the first load: the control kit's words (stake, play, win and lose, live feed), which keep
 * their old home in the `roller` section, and each game's part from its folder. Keys keep their full
 * path (t('roller.…'), t('coinflip.…')).
 */
import { coinflipStrings } from '../coinflip/coinflip.id.ts';
import { colorwheelStrings } from '../colorwheel/colorwheel.id.ts';
import { cryptosStrings } from '../cryptos/cryptos.id.ts';
import { eggsStrings } from '../eggs/eggs.id.ts';
import { hiloStrings } from '../hilo/hilo.id.ts';
import { minesStrings } from '../mines/mines.id.ts';
import { rollerStrings } from '../roller/roller.id.ts';
import { stairsStrings } from '../stairs/stairs.id.ts';
import { steppedStrings } from '../stepped/stepped.id.ts';

/** The control kit's words, used by every table. */
const tableWords = {
  multiplierShort: 'Pengali',
  amount: 'Jumlah taruhan',
  place: 'Pasang',
  loginToPlay: 'Masuk untuk bermain',
  win: 'Menang',
  lose: 'Kalah',
  manual: 'Manual',
  auto: 'Otomatis',
  winPreview: 'Bayaran jika menang: {{amount}}',
  amountRequired: 'Masukkan jumlah taruhan',
  amountRange: 'Jumlah melebihi batas, {{min}} sampai {{max}}',
  insufficient: 'Saldo tidak cukup',
  liveBets: 'Taruhan langsung',
  liveEmpty: 'Menunggu taruhan pemain…',
  player: 'Pemain',
  payout: 'Bayaran',
} as const;

export const gamesTablesId = {
  roller: { ...tableWords, ...rollerStrings },
  coinflip: coinflipStrings,
  stepped: { ...steppedStrings, ...hiloStrings, ...minesStrings },
  eggs: eggsStrings,
  colorwheel: colorwheelStrings,
  cryptos: cryptosStrings,
  stairs: stairsStrings,
} as const;
