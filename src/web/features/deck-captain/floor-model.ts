import type { DeckCaptainFloor, FloorCouple, FloorRound } from '../../../shared/deck-captain';

/** What the deck captain reads for a couple: its number (an entry without one shows "no number"). */
export const coupleNumber = (couple: Pick<FloorCouple, 'number'>) =>
  couple.number === null ? 'no number' : String(couple.number);

/** A couple's state in words, for its accessible name and its label. */
export function coupleState(couple: FloorCouple): string {
  if (!couple.dancing) return 'scratched';
  if (couple.absent) return 'no-show';
  return couple.checkedIn ? 'checked in' : 'not checked in';
}

/** The accessible name of a couple's button: "Couple 12, checked in". */
export const coupleLabel = (couple: FloorCouple) =>
  `Couple ${coupleNumber(couple)}, ${coupleState(couple)}`;

/** "Couple 12 checked in; also checked in for the next 2 rounds." */
export function checkInMessage(
  couple: Pick<FloorCouple, 'number'>,
  checkedIn: boolean,
  followingRounds: number,
): string {
  const done = `Couple ${coupleNumber(couple)} checked ${checkedIn ? 'in' : 'out'}`;
  if (followingRounds === 0) return `${done}.`;
  const rounds = followingRounds === 1 ? 'the next round' : `the next ${followingRounds} rounds`;
  return `${done}; also checked ${checkedIn ? 'in' : 'out'} for ${rounds}.`;
}

/** "Heat 1: 3 couples checked in; also for the next round." */
export function heatCheckInMessage(heat: number, couples: number, followingRounds: number): string {
  if (couples === 0) return `Heat ${heat}: everyone was already checked in.`;
  const done = `Heat ${heat}: ${couples} ${couples === 1 ? 'couple' : 'couples'} checked in`;
  if (followingRounds === 0) return `${done}.`;
  return `${done}; also for ${followingRounds === 1 ? 'the next round' : `the next ${followingRounds} rounds`}.`;
}

export type FloorTab = { key: string; when: 'now' | 'next'; round: FloorRound };

/** The rounds as tabs: the running ones first, then the next, each keyed by its round key. */
export const floorTabs = (floor: DeckCaptainFloor): FloorTab[] => [
  ...floor.now.map((round) => ({ key: round.roundKey, when: 'now' as const, round })),
  ...floor.next.map((round) => ({ key: round.roundKey, when: 'next' as const, round })),
];

/** The tab shown: the one chosen while it is still on the floor, else the first. */
export const shownTab = (tabs: readonly FloorTab[], chosen: string | null) =>
  tabs.find((tab) => tab.key === chosen) ?? tabs[0];
