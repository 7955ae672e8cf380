/** Indonesian UI strings of Dingdong: the `rounds.dingdong` part of the round games' strings (rounds/rounds.id.ts), merged into i18n/id.ts; keys keep their full path (t('rounds.dingdong.…')). */
export const dingdongStrings = {
  again: 'LAGI!',
  againRule: 'putar lagi',
  rules:
    'Roda buah diputar dari hash ronde: undian k = floor(f(hashRonde, k) × 1000) menurut bobot di bawah. "Lagi" memutar sekali lagi. Ceri tidak membayar kolam mana pun.',
  fruits: {
    apple: 'Apel',
    mango: 'Mangga',
    bamboo: 'Bambu',
    ding: 'Ding',
    grape: 'Anggur',
    star: 'Bintang',
    cherry: 'Ceri',
    again: 'Lagi',
  },
} as const;
