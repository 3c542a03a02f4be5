import type { AgeCategory, Level, Style } from '../competition/enumerations';
import { DANCES_BY_STYLE } from '../competition/enumerations';

export type PlannedEvent = {
  name: string;
  style: Style;
  level: Level;
  ageCategory: AgeCategory | null;
  dances: string[];
};

/** "Adult Bronze Standard", or "Bronze Standard" without an age category. */
export function eventNameFor(level: Level, style: Style, ageCategory: AgeCategory | null): string {
  return [ageCategory, level, style].filter(Boolean).join(' ');
}

/**
 * The events of a bulk-created grid: every style x level x age category (no
 * age category when none is chosen), each with all of its style's dances, in
 * the order styles, then levels, then ages were given. Events whose names are
 * in `existingNames` are left out, so running the grid twice adds nothing.
 */
export function planEventGrid(
  grid: {
    styles: readonly Style[];
    levels: readonly Level[];
    ageCategories: readonly AgeCategory[];
  },
  existingNames: ReadonlySet<string> = new Set(),
): PlannedEvent[] {
  const ages: (AgeCategory | null)[] =
    grid.ageCategories.length > 0 ? [...grid.ageCategories] : [null];
  const planned: PlannedEvent[] = [];
  const seen = new Set(existingNames);
  for (const style of grid.styles) {
    for (const level of grid.levels) {
      for (const ageCategory of ages) {
        const name = eventNameFor(level, style, ageCategory);
        if (seen.has(name)) continue;
        seen.add(name);
        planned.push({ name, style, level, ageCategory, dances: [...DANCES_BY_STYLE[style]] });
      }
    }
  }
  return planned;
}

/** The dances an event of `style` may have; anything else in `dances` is reported. */
export function dancesOutsideStyle(style: Style, dances: readonly string[]): string[] {
  const allowed: readonly string[] = DANCES_BY_STYLE[style];
  return dances.filter((dance) => !allowed.includes(dance));
}
