import { describe, expect, it } from 'vitest';
import type { DeckCaptainFloor, FloorCouple, FloorRound } from '../../../shared/deck-captain';
import {
  checkInMessage,
  coupleLabel,
  floorTabs,
  heatCheckInMessage,
  shownTab,
} from './floor-model';

const couple = (fields: Partial<FloorCouple>): FloorCouple => ({
  entryId: 'e12',
  number: 12,
  leadName: 'Ann',
  followName: 'Bo',
  affiliation: 'Uni',
  heat: 1,
  checkedIn: false,
  absent: false,
  walkOn: false,
  scratch: null,
  dancing: true,
  ...fields,
});

describe('the floor in words', () => {
  it.each([
    [{}, 'Couple 12, not checked in'],
    [{ checkedIn: true }, 'Couple 12, checked in'],
    [{ absent: true }, 'Couple 12, no-show'],
    [{ dancing: false, checkedIn: true }, 'Couple 12, scratched'],
    [{ number: null }, 'Couple no number, not checked in'],
  ])('names a couple %j as "%s"', (fields, label) => {
    expect(coupleLabel(couple(fields))).toBe(label);
  });

  it('says how many rounds a check-in also reached', () => {
    expect(checkInMessage({ number: 12 }, true, 0)).toBe('Couple 12 checked in.');
    expect(checkInMessage({ number: 12 }, true, 1)).toBe(
      'Couple 12 checked in; also checked in for the next round.',
    );
    expect(checkInMessage({ number: 12 }, false, 2)).toBe(
      'Couple 12 checked out; also checked out for the next 2 rounds.',
    );
    expect(heatCheckInMessage(1, 3, 2)).toBe(
      'Heat 1: 3 couples checked in; also for the next 2 rounds.',
    );
    expect(heatCheckInMessage(2, 0, 0)).toBe('Heat 2: everyone was already checked in.');
  });
});

describe('floor tabs', () => {
  const round = (roundKey: string) => ({ roundKey }) as FloorRound;
  const floor = {
    now: [round('a-R2')],
    next: [round('b-R3'), round('a-R1')],
  } as DeckCaptainFloor;

  it('puts the running rounds first and keeps the chosen tab while it is on the floor', () => {
    const tabs = floorTabs(floor);
    expect(tabs.map((t) => `${t.when} ${t.key}`)).toEqual(['now a-R2', 'next b-R3', 'next a-R1']);
    expect(shownTab(tabs, 'a-R1')?.key).toBe('a-R1');
    expect(shownTab(tabs, 'gone-R1')?.key).toBe('a-R2');
    expect(shownTab([], null)).toBeUndefined();
  });
});
