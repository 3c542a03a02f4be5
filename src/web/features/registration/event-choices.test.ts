import { describe, expect, it } from 'vitest';
import type { Level } from '../../../domain/competition/enumerations';
import type { LevelProfile } from '../../../domain/registration';
import { describeHidden, eventChoicesFor, offeredIds } from './event-choices';
import type { EventOption } from './event-choices';

/** The demo competition's events (src/server/seed/demo-events.ts). */
const EVENTS: EventOption[] = [
  { id: 'e1', name: 'Newcomer Standard Waltz', style: 'Standard', level: 'Newcomer' },
  { id: 'e2', name: 'Bronze Standard Waltz/Quickstep', style: 'Standard', level: 'Bronze' },
  { id: 'e3', name: 'Newcomer Latin Cha Cha', style: 'Latin', level: 'Newcomer' },
  { id: 'e4', name: 'Silver Latin Cha Cha/Rumba/Jive', style: 'Latin', level: 'Silver' },
  { id: 'e5', name: 'Bronze Smooth Waltz/Tango/Foxtrot', style: 'Smooth', level: 'Bronze' },
  { id: 'e6', name: 'Gold Rhythm Cha Cha/Rumba/Swing', style: 'Rhythm', level: 'Gold' },
  { id: 'e7', name: 'Open Nightclub Salsa', style: 'Nightclub', level: 'Open' },
];

const profile = (
  levels: Partial<Record<'standard' | 'smooth' | 'rhythm' | 'latin', Level>> = {},
): LevelProfile => ({
  standardLevel: levels.standard ?? 'Bronze',
  smoothLevel: levels.smooth ?? 'Bronze',
  rhythmLevel: levels.rhythm ?? 'Bronze',
  latinLevel: levels.latin ?? 'Bronze',
});

const offered = (choices: ReturnType<typeof eventChoicesFor>) =>
  choices.groups.map((g) => `${g.style}: ${g.events.map((e) => e.id).join(' ')}`);

describe('eventChoicesFor', () => {
  it('offers Bronze dancers their level and higher, by style in STYLES order', () => {
    const choices = eventChoicesFor(EVENTS, profile(), profile());
    expect(offered(choices)).toEqual([
      'Standard: e2',
      'Latin: e4',
      'Smooth: e5',
      'Rhythm: e6',
      'Nightclub: e7',
    ]);
    expect(choices.hidden.map(describeHidden)).toEqual([
      "1 Standard event is below both dancers' Standard level (Bronze).",
      "1 Latin event is below both dancers' Latin level (Bronze).",
    ]);
    expect(choices.hiddenCount).toBe(2);
  });

  it('hides every Standard event below a Gold lead, and only those', () => {
    const choices = eventChoicesFor(
      EVENTS,
      profile({ standard: 'Gold' }),
      profile({ standard: 'Newcomer', latin: 'Newcomer' }),
    );
    expect(offered(choices)).toEqual(['Latin: e4', 'Smooth: e5', 'Rhythm: e6', 'Nightclub: e7']);
    expect(choices.hidden.map(describeHidden)).toEqual([
      "2 Standard events are below the lead's Standard level (Gold).",
      "1 Latin event is below the lead's Latin level (Bronze).",
    ]);
  });

  it('judges a TBA partner later, so only the lead hides events', () => {
    const choices = eventChoicesFor(
      EVENTS,
      profile({ standard: 'Newcomer', latin: 'Newcomer' }),
      null,
    );
    expect(choices.hiddenCount).toBe(0);
    expect(offered(choices)).toHaveLength(5);
  });

  it('names the higher dancer, whose level explains every hidden event', () => {
    const choices = eventChoicesFor(
      EVENTS,
      profile({ standard: 'Gold', rhythm: 'Championship' }),
      profile({ standard: 'Bronze', rhythm: 'Prechamp' }),
    );
    expect(choices.hidden.map(describeHidden)).toEqual([
      "2 Standard events are below the lead's Standard level (Gold).",
      "1 Latin event is below both dancers' Latin level (Bronze).",
      "1 Rhythm event is below the lead's Rhythm level (Championship).",
    ]);
    expect(choices.hidden[0]?.above).toEqual([{ role: 'lead', level: 'Gold' }]);
  });

  it('names both dancers by their own levels when those rank the same', () => {
    const choices = eventChoicesFor(
      EVENTS,
      profile({ latin: 'Bronze' }),
      profile({ latin: 'Beginner' }),
    );
    expect(describeHidden(choices.hidden.find((h) => h.style === 'Latin')!)).toBe(
      "1 Latin event is below the lead's Latin level (Bronze) and the follow's (Beginner).",
    );
  });

  it('leaves out events already entered, neither offered nor hidden', () => {
    const choices = eventChoicesFor(EVENTS, profile(), null, new Set(['e1', 'e2', 'e7']));
    expect(offered(choices)).toEqual(['Latin: e4', 'Smooth: e5', 'Rhythm: e6']);
    expect(choices.hidden.map((h) => [h.style, h.count])).toEqual([['Latin', 1]]);
  });
});

describe('offeredIds', () => {
  it('keeps the chosen events still offered, in the order chosen', () => {
    const choices = eventChoicesFor(EVENTS, profile({ standard: 'Silver' }), null);
    expect(offeredIds(['e7', 'e2', 'e4', 'gone'], choices)).toEqual(['e7', 'e4']);
  });
});
