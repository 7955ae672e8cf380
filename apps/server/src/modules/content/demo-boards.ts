/**
 * Demo banners for the lobby carousel (group "home"). Each one points at something the product does
 * today: a banner never promises a reward the server does not pay. The promotion banners name no figure
 * (the operator may change the rates) and link to the page with the live terms.
 */
export const defaultBoards = [
  {
    group_name: 'home',
    title: 'Bonus Deposit Pertama',
    subtitle: 'Deposit pertama, klaim bonusnya di tab Bonus',
    link: '/activity/deposit/bonus',
    color: '#ffc83d',
    sort: 0,
  },
  {
    group_name: 'home',
    title: 'Check-in Harian',
    subtitle: 'Deposit tiap hari, hadiah tiap hari beruntun',
    link: '/daily-recharge',
    color: '#1fe07f',
    sort: 5,
  },
  {
    group_name: 'home',
    title: 'Wingo 30 Detik',
    subtitle: 'Tebak warna, menang hingga 9,5x',
    link: '/game/wingo',
    color: '#c86eff',
    sort: 1,
  },
  {
    group_name: 'home',
    title: 'Crash: Keluar Sebelum Meledak',
    subtitle: 'Cash-out kapan saja, pengali naik tiap detik',
    link: '/game/crash',
    color: '#18b660',
    sort: 2,
  },
  {
    group_name: 'home',
    title: 'Adil dan Terbukti',
    subtitle: 'Hitung ulang setiap hasil dari seed-nya',
    link: '/verify',
    color: '#3b82f6',
    sort: 3,
  },
  {
    group_name: 'home',
    title: 'Bermain Bertanggung Jawab',
    subtitle: 'Batas deposit, jeda, dan pengingat waktu',
    link: '/help/responsible',
    color: '#f5a524',
    sort: 4,
  },
];
