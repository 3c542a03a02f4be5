import type { McCouple } from './couples';
import type { McRound } from './round-script';

/** A couple numbered `number`, named after it, in heat 1. */
export function couple(number: number | null, overrides: Partial<McCouple> = {}): McCouple {
  const name = number ?? 'TBA';
  return {
    entryId: `e${name}`,
    number,
    leadName: `Lead ${name}`,
    followName: `Follow ${name}`,
    affiliation: 'Yale',
    heat: 1,
    walkOn: false,
    scratchedAt: null,
    ...overrides,
  };
}

export function mcRound(overrides: Partial<McRound> = {}): McRound {
  return {
    eventName: 'Adult Bronze Standard',
    roundName: 'Semi-Final',
    roundNumber: 2,
    state: 'Running',
    dances: ['Waltz', 'Quickstep'],
    startedAt: '2027-03-06T10:42:00.000Z',
    couples: [],
    recalled: null,
    nextRoundName: 'Final',
    previousRoundName: null,
    finalPlaces: null,
    ...overrides,
  };
}
