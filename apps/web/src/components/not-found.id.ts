/** Indonesian UI strings: the 404 state. Loaded with it (not-found.tsx), not in the first load; keys keep their full path. */
export const notFoundId = {
  notFound: {
    code: '404',
    title: 'Halaman tidak ditemukan',
    body: 'Alamat yang Anda buka tidak ada atau sudah dipindahkan.',
  },
} as const;
