import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_CATEGORIES, LEVELS, STYLES } from '../competition/enumerations';
import { dancesOutsideStyle, eventNameFor, planEventGrid } from './event-grid';

describe('planEventGrid', () => {
  it('makes one event per style, level and age, with the style’s dances', () => {
    expect(
      planEventGrid({
        styles: ['Standard', 'Latin'],
        levels: ['Bronze'],
        ageCategories: ['Adult', 'Senior1'],
      }).map((e) => `${e.name}: ${e.dances.join(', ')}`),
    ).toMatchInlineSnapshot(`
      [
        "Adult Bronze Standard: Waltz, Tango, Foxtrot, Quickstep, Viennese Waltz",
        "Senior1 Bronze Standard: Waltz, Tango, Foxtrot, Quickstep, Viennese Waltz",
        "Adult Bronze Latin: ChaCha, Samba, Rumba, Jive, Paso Doble",
        "Senior1 Bronze Latin: ChaCha, Samba, Rumba, Jive, Paso Doble",
      ]
    `);
  });

  it('leaves the age out of the name when no age category is chosen', () => {
    expect(planEventGrid({ styles: ['Smooth'], levels: ['Gold'], ageCategories: [] })).toEqual([
      {
        name: 'Gold Smooth',
        style: 'Smooth',
        level: 'Gold',
        ageCategory: null,
        dances: ['Waltz', 'Tango', 'Foxtrot', 'Viennese Waltz'],
      },
    ]);
  });

  it('skips events that already exist, so running the grid twice adds nothing', () => {
    const grid = {
      styles: ['Rhythm'] as const,
      levels: ['Silver', 'Gold'] as const,
      ageCategories: [],
    };
    const first = planEventGrid(grid);
    expect(planEventGrid(grid, new Set(first.map((e) => e.name)))).toEqual([]);
  });

  it('has styles x levels x ages distinct names', () => {
    fc.assert(
      fc.property(
        fc.subarray([...STYLES]),
        fc.subarray([...LEVELS]),
        fc.subarray([...AGE_CATEGORIES]),
        (styles, levels, ageCategories) => {
          const events = planEventGrid({ styles, levels, ageCategories });
          expect(events).toHaveLength(
            styles.length * levels.length * Math.max(1, ageCategories.length),
          );
          expect(new Set(events.map((e) => e.name)).size).toBe(events.length);
          for (const event of events)
            expect(dancesOutsideStyle(event.style, event.dances)).toEqual([]);
        },
      ),
    );
  });
});

describe('eventNameFor and dancesOutsideStyle', () => {
  it('names and checks dances', () => {
    expect(eventNameFor('Newcomer', 'Latin', 'Student')).toBe('Student Newcomer Latin');
    expect(dancesOutsideStyle('Smooth', ['Waltz', 'Quickstep', 'Salsa'])).toEqual([
      'Quickstep',
      'Salsa',
    ]);
  });
});
