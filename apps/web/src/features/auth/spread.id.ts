/** Indonesian UI strings of the spread register popup (a shared referral link), loaded with the popup. */
export const spreadRegisterId = {
  spreadRegister: {
    title: 'Anda Diundang',
    subtitle: 'Daftar cepat dengan kode undangan teman Anda.',
    invited: 'Kode undangan {{code}} terpasang: teman Anda mendapat rabat dari permainan Anda, tanpa biaya bagi Anda.',
  },
} as const;
