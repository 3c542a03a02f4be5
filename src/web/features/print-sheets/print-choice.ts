import type { PrintScope } from '../../../domain/printing';
import type { PrintKind } from '../../../shared/printing';

/**
 * What the print screen prints, as the address says it (decision 021: a link
 * prints the same sheets). Paper and orientation are the print frame's own
 * (`usePaper`); this is the rest: the kind of sheet, which rounds, and, for
 * judges' sheets, optionally one judge.
 */
export type PrintChoice = {
  kind: SheetKind;
  scope: PrintScope;
  /** Judges' sheets of this judge only; null for every judge. */
  judgeId: string | null;
  /** Results sheets of this event only; null for every event with a posted round. */
  eventId: string | null;
};

/**
 * The kinds this screen offers, in the chooser's order. A new kind (results
 * sheets) is added here and given its page in the screen's switch.
 */
export const SHEET_KINDS = [
  { kind: 'judges', label: "Judges' sheets" },
  { kind: 'heats', label: 'Heat lists' },
  { kind: 'numbers', label: 'Back numbers' },
  { kind: 'results', label: 'Results sheets' },
] as const satisfies readonly { kind: PrintKind; label: string }[];
export type SheetKind = (typeof SHEET_KINDS)[number]['kind'];

export const SCOPE_KINDS: readonly { kind: PrintScope['kind']; label: string }[] = [
  { kind: 'all', label: 'All rounds' },
  { kind: 'day', label: 'One day' },
  { kind: 'range', label: 'Part of the schedule' },
  { kind: 'round', label: 'One round' },
];

/** The search parameters a choice is written to (paper and orientation are left alone). */
const CHOICE_PARAMS = ['kind', 'scope', 'event', 'round', 'from', 'to', 'day', 'judge'] as const;

const wholeNumber = (text: string | null): number | null =>
  text !== null && /^\d+$/.test(text) ? Number(text) : null;

function readScope(search: URLSearchParams): PrintScope {
  const eventId = search.get('event');
  const roundNumber = wholeNumber(search.get('round'));
  const from = wholeNumber(search.get('from'));
  const to = wholeNumber(search.get('to'));
  const day = search.get('day');
  switch (search.get('scope')) {
    case 'round':
      if (eventId && roundNumber !== null) return { kind: 'round', eventId, roundNumber };
      break;
    case 'range':
      if (from !== null && to !== null) return { kind: 'range', from, to };
      break;
    case 'day':
      if (day) return { kind: 'day', day };
      break;
  }
  return { kind: 'all' };
}

/**
 * The choice an address holds; anything missing or malformed falls back to
 * every round and to `fallbackKind` (judges' sheets unless the roles cannot
 * print them).
 */
export function readPrintChoice(
  search: URLSearchParams,
  fallbackKind: SheetKind = 'judges',
): PrintChoice {
  const kind =
    SHEET_KINDS.find((option) => option.kind === search.get('kind'))?.kind ?? fallbackKind;
  const eventId = search.get('event');
  return {
    kind,
    scope: readScope(search),
    judgeId: search.get('judge') || null,
    eventId: kind === 'results' ? eventId || null : null,
  };
}

function scopeParams(scope: PrintScope): Record<string, string> {
  switch (scope.kind) {
    case 'round':
      return { scope: 'round', event: scope.eventId, round: String(scope.roundNumber) };
    case 'range':
      return { scope: 'range', from: String(scope.from), to: String(scope.to) };
    case 'day':
      return { scope: 'day', day: scope.day };
    case 'all':
      return { scope: 'all' };
  }
}

/** The address for a choice: its own parameters replaced, the others (paper, orientation) kept. */
export function writePrintChoice(current: URLSearchParams, choice: PrintChoice): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of CHOICE_PARAMS) next.delete(key);
  next.set('kind', choice.kind);
  // Results sheets are chosen by event, not by rounds of the schedule.
  if (choice.kind === 'results') {
    if (choice.eventId) next.set('event', choice.eventId);
    return next;
  }
  for (const [key, value] of Object.entries(scopeParams(choice.scope))) next.set(key, value);
  if (choice.kind === 'judges' && choice.judgeId) next.set('judge', choice.judgeId);
  return next;
}
