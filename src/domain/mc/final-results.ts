import { placeGroups } from '../results';
import { namesOf } from './couples';
import { spokenOrdinal } from './spoken';

/** One couple of an event's final results (FinalResults in src/shared/judging). */
export interface FinalPlace {
  /** The Skating System's place; couples it could not separate share the mean (3.5). */
  place: number;
  entryId: string;
  number: number | null;
  leadName: string;
  followName: string;
  affiliation: string;
}

/** "number 23, Ann Lee and Bob Roe, Yale". */
function announced(couple: FinalPlace): string {
  return [
    couple.number === null ? null : `number ${couple.number}`,
    namesOf(couple),
    couple.affiliation.trim() || null,
  ]
    .filter((part) => part !== null && part !== '')
    .join(', ');
}

/**
 * The final results as the MC reads them: last place first, one sentence per
 * place, couples who share a place said together as a tie. A shared place is
 * said as the highest place it covers ("tied for third" for two couples on
 * 3.5), counted from the couples' positions so any way of writing a shared
 * place reads the same.
 */
export function finalResultsReading(places: readonly FinalPlace[]): string[] {
  const groups = placeGroups(places);
  return groups.reverse().map((group, index) => {
    const finale = index === groups.length - 1 && groups.length > 1 ? 'And ' : '';
    const place = `${spokenOrdinal(group.position)} place`;
    if (group.couples.length === 1) {
      const [couple] = group.couples as [FinalPlace];
      return `${finale}${finale ? 'in' : 'In'} ${place}, ${announced(couple)}.`;
    }
    const tied = group.couples.map(announced);
    const list = `${tied.slice(0, -1).join('; ')}; and ${tied.at(-1) ?? ''}`;
    return `${finale}${finale ? 'tied' : 'Tied'} for ${place}: ${list}.`;
  });
}
