import type { DanceSheet, RoundCouple } from '../../../shared/judging';
import { coupleNumber } from './couples';

/** What the paper-sheet form holds for one couple: recalled, or the place written (blank while unwritten). */
export type SheetFormValues = { recalled: string[]; places: Record<string, number | ''> };

/** The form filled from the judge's current sheet, if any. */
export function sheetFormValues(
  couples: readonly RoundCouple[],
  sheet: Pick<DanceSheet, 'entries'> | undefined,
): SheetFormValues {
  const entries = sheet?.entries ?? [];
  const places: Record<string, number | ''> = {};
  for (const couple of couples) {
    const index = entries.indexOf(couple.entryId);
    places[couple.entryId] = index < 0 ? '' : index + 1;
  }
  return { recalled: couples.map((c) => c.entryId).filter((id) => entries.includes(id)), places };
}

export type SheetEntries = { ok: true; entries: string[] } | { ok: false; message: string };

/** A recall sheet: the ticked couples, in floor order. */
export function recallEntries(couples: readonly RoundCouple[], recalled: readonly string[]) {
  const ticked = new Set(recalled);
  return couples.map((couple) => couple.entryId).filter((id) => ticked.has(id));
}

/**
 * A final's sheet from the places written: every couple placed 1..n, each
 * place once. The list goes to the server 1st first; the server checks it
 * again, this only spares the scrutineer a refused round trip.
 */
export function finalEntries(
  couples: readonly RoundCouple[],
  places: Readonly<Record<string, number | ''>>,
): SheetEntries {
  const n = couples.length;
  const byPlace = new Map<number, RoundCouple>();
  for (const couple of couples) {
    const place = places[couple.entryId];
    const label = `Couple ${coupleNumber(couple)}`;
    if (place === undefined || place === '')
      return { ok: false, message: `${label} has no place.` };
    if (!Number.isInteger(place) || place < 1 || place > n) {
      return { ok: false, message: `${label}: a place is a whole number from 1 to ${n}.` };
    }
    const other = byPlace.get(place);
    if (other) {
      return {
        ok: false,
        message: `Couples ${coupleNumber(other)} and ${coupleNumber(couple)} are both placed ${place}.`,
      };
    }
    byPlace.set(place, couple);
  }
  return {
    ok: true,
    entries: [...byPlace.entries()].sort(([a], [b]) => a - b).map(([, couple]) => couple.entryId),
  };
}
