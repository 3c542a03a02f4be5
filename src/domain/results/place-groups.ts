/** Anything with a final place; couples the Skating System could not separate share the mean (3.5). */
export interface Placed {
  place: number;
}

/** Couples sharing one place of a final, with the position it is announced as. */
export interface PlaceGroup<C extends Placed> {
  /**
   * The best position the group covers, counted from the couples' order: two
   * couples on 3.5 are "tied for third" (position 3), whatever way a shared
   * place is written.
   */
  position: number;
  couples: C[];
}

/** A final's couples grouped by place, first place first; each group keeps its couples' order. */
export function placeGroups<C extends Placed>(places: readonly C[]): PlaceGroup<C>[] {
  const ordered = [...places].sort((a, b) => a.place - b.place);
  const groups: PlaceGroup<C>[] = [];
  ordered.forEach((couple, index) => {
    const last = groups.at(-1);
    if (last && last.couples[0]?.place === couple.place) last.couples.push(couple);
    else groups.push({ position: index + 1, couples: [couple] });
  });
  return groups;
}
