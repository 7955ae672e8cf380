/** Indonesian UI strings: the "Segera hadir" state. Loaded with it (coming-soon.tsx), not in the first load; keys keep their full path. */
export const comingSoonId = {
  comingSoon: {
    badge: 'Segera hadir',
    title: '{{title}} segera hadir',
    body: 'Kami sedang menyiapkan halaman ini. Sementara itu, coba game in-house kami yang adil terbukti.',
    playNow: 'Main game in-house',
  },
} as const;
