/** A Wingo pick as the wire names it (`zero`…`nine`, a colour, big / small) and as a player reads it: 7, Hijau, Besar. */

export const numberSelect = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'] as const;

/** The name of a pick: its number, or its colour or size in the catalogue's words. */
export function selectName(
  select: string,
  t: (key: 'rounds.wingo.green' | 'rounds.wingo.violet' | 'rounds.wingo.red' | 'rounds.wingo.big' | 'rounds.wingo.small') => string,
): string {
  if (select === 'green' || select === 'violet' || select === 'red' || select === 'big' || select === 'small')
    return t(`rounds.wingo.${select}`);
  const n = numberSelect.indexOf(select as (typeof numberSelect)[number]);
  return n >= 0 ? String(n) : select;
}
