/**
 * The site config keys of SPEC §3 with their demo values (amounts are wire strings in rupiah).
 * Operators change them in the database; these seed an empty one.
 */
export const defaultSiteConfig: Record<string, unknown> = {
  deposit_reward_new_user: { enabled: true, rate: '0.5', maxBonus: '500000', turnover: 10 },
  deposit_reward_spa_invite: { enabled: true, rate: '0.2', maxBonus: '200000', turnover: 8 },
  promo_red_pocket_normal: { enabled: true, minAmount: '1000', maxAmount: '50000', dailyLimit: 3 },
  manual_pay_bank_strategy: { banks: ['BCA', 'BNI', 'BRI', 'MANDIRI'], rotate: 'round_robin' },
  first_recharge_min_amount: '20000',
  recharge_range: { min: '10000', max: '50000000' },
  first_recharge_law: {
    tiers: [
      { min: '20000', bonusRate: '0.3' },
      { min: '100000', bonusRate: '0.5' },
    ],
  },
  withdraw_range: { min: '20000', max: '25000000' },
  recharge_fixed_amount: ['20000', '50000', '100000', '200000', '500000', '1000000', '2000000', '5000000'],
  invite_first_recharge_timeout: { days: 7 },
  invite_first_recharge_bonus_amount: '50000',
  deposit_reward_scope: 'all',
  withdraw_fee: { perMille: 10, min: '2500', freeFrom: '1000000' },
  withdraw_limits: { daily: '50000000', maxBankAccounts: 5 },
  game_bet_range: { default: { min: '1000', max: '10000000' } },
};

/** Demo banners for the lobby carousel (group "home"). */
export const defaultBoards = [
  {
    group_name: 'home',
    title: 'Bonus Deposit Pertama 50%',
    subtitle: 'Hingga Rp 500.000 untuk member baru',
    link: '/activity',
    color: '#18b660',
    sort: 1,
  },
  {
    group_name: 'home',
    title: 'Wingo 30 Detik',
    subtitle: 'Tebak warna, menang hingga 9,5x',
    link: '/game/wingo',
    color: '#c86eff',
    sort: 2,
  },
  {
    group_name: 'home',
    title: 'Cashback Kamis',
    subtitle: 'Kerugian slot kembali setiap Kamis 16.00',
    link: '/activity',
    color: '#fb4e4e',
    sort: 3,
  },
  {
    group_name: 'home',
    title: 'Ajak Teman, Dapat Bonus',
    subtitle: 'Rp 50.000 untuk setiap teman yang deposit',
    link: '/referral',
    color: '#f5a524',
    sort: 4,
  },
];
