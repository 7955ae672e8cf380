/** Indonesian UI strings: a page the operator closed. Loaded with it (closed-page.tsx), not in the first load. */
export const closedPageId = {
  closedPage: {
    title: 'Halaman ini sedang ditutup',
    body: 'Fitur ini tidak tersedia saat ini.',
  },
} as const;
