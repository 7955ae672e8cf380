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
