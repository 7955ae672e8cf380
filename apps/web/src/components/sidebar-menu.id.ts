/** Indonesian UI strings: the side menu. Loaded with it (sidebar-menu.tsx), not in the first load; keys keep their full path. */
export const sidebarId = {
  sidebar: {
    title: 'Menu',
    guest: 'Tamu',
    guestBody: 'Masuk untuk bermain dengan saldo Rupiah.',
    promotions: 'Promosi',
    games: 'Permainan',
    support: 'Dukungan',
    install: 'Pasang aplikasi',
  },
} as const;
