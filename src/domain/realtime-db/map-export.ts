import type { Level, RoundState, Style } from '../competition/enumerations';
import {
  DANCES_BY_STYLE,
  STYLES,
  matchLevel,
  roundStateFromNumber,
} from '../competition/enumerations';
import { defaultRecallSize, normalizeCount, roundNameFor } from '../competition/rounds';
import { JUDGE_ROLE, canonicalOfficialRole, isJudgeRole } from '../officials/official-roles';
import type { BuiltCompetitor, NumberConflict } from './competitors';
import { buildCompetitors, dancerKey, isAdhocEntry } from './competitors';
import type { OldEntry, OldEvent, OldExport, OldMarks } from './read-export';
import type { ReadIssue } from './tree-reading';

/**
 * The old app's records mapped onto ours, still without storage: what the
 * import will write, with our ids, and what it had to leave out and why.
 * Ids are made from the competition id and the position in the file, so the
 * same file imported under the same id gives the same ids.
 */

export type PlannedEntry = {
  id: string;
  oldKey: string;
  leadKey: string | null;
  followKey: string | null;
  leadName: string;
  followName: string;
  leadNumber: number | null;
  affiliation: string;
  registeredTime: string | null;
  adhoc: boolean;
};
export type PlannedCouple = { entryId: string; heat: number | null; checkedIn: boolean };
export type PlannedRound = {
  number: number;
  name: string;
  state: RoundState;
  /** Position in the whole competition's schedule, 0 first. */
  scheduleIndex: number;
  plannedStart: string | null;
  actualStart: string | null;
  recallSize: number;
  numHeats: number;
  couples: PlannedCouple[];
};
export type PlannedEvent = {
  id: string;
  key: string;
  name: string;
  style: Style;
  level: Level;
  dances: string[];
  entries: PlannedEntry[];
  rounds: PlannedRound[];
};
export type PlannedOfficial = {
  id: string;
  /** The officials key in the file, or the judge key of marks that named no official. */
  key: string;
  name: string;
  role: string;
  bio: string;
};
/** A judge's list for one round, as our entry ids: recalled couples, or a final's in place order. */
export type PlannedSheet = {
  eventId: string;
  roundNumber: number;
  judgeId: string;
  entryIds: string[];
};

export type ImportPlan = {
  officials: PlannedOfficial[];
  competitors: (BuiltCompetitor & { id: string })[];
  events: PlannedEvent[];
  sheets: PlannedSheet[];
  /** Per event, the judges with a list in any of its rounds: the event's panel. */
  panels: Map<string, string[]>;
  numberConflicts: NumberConflict[];
  skipped: ReadIssue[];
};

export function planImport(file: OldExport, competitionId: string): ImportPlan {
  const skipped: ReadIssue[] = [];
  const officials: PlannedOfficial[] = file.metadata.officials.map((official, index) => ({
    id: `${competitionId}-official-${index + 1}`,
    key: official.key,
    name: official.name,
    role: canonicalOfficialRole(official.role),
    bio: official.bio,
  }));
  // Our photos live in our database and the site shows no other host's images (CSP).
  for (const official of file.metadata.officials)
    if (official.photoUrl !== null)
      skipped.push({
        path: `competitionMetadata/officials/${official.key}/photoURL`,
        message: `the photo at ${official.photoUrl} is not fetched; upload it under Officials`,
      });

  const events = file.events.flatMap((event, index) => {
    const planned = planEvent(event, `${competitionId}-event-${index + 1}`, skipped);
    return planned ? [planned] : [];
  });
  scheduleInOrder(events, file.events);

  const { competitors, conflicts } = buildCompetitors(
    events.flatMap((event) =>
      event.entries.map((entry) => ({
        leadId: entry.leadKey,
        followId: entry.followKey,
        leadName: entry.leadName,
        followName: entry.followName,
        leadNumber: entry.leadNumber,
        affiliation: entry.affiliation,
        style: event.style,
        level: event.level,
      })),
    ),
  );

  const { sheets, panels } = planSheets(file.marks, events, officials, competitionId, skipped);
  return {
    officials,
    competitors: competitors.map((competitor, index) => ({
      ...competitor,
      id: `${competitionId}-competitor-${index + 1}`,
    })),
    events,
    sheets,
    panels,
    numberConflicts: conflicts,
    skipped,
  };
}

/**
 * The event's style by name, loosely; otherwise the style whose dances hold
 * all the event's dances (Standard first, as the spec lists styles).
 */
export function styleOf(style: string | null, dances: readonly string[]): Style | null {
  const named = STYLES.find((s) => s.toLowerCase() === style?.trim().toLowerCase());
  if (named) return named;
  return (
    STYLES.find((s) =>
      dances.every((dance) => (DANCES_BY_STYLE[s] as readonly string[]).includes(dance)),
    ) ?? null
  );
}

/** The dances an event lists; with none listed, the dances its name names ("Newcomer Waltz"). */
export function dancesOf(event: Pick<OldEvent, 'eventDances' | 'name'>): string[] {
  if (event.eventDances.length > 0) return [...new Set(event.eventDances)];
  const name = event.name.toLowerCase();
  const known = [...new Set(STYLES.flatMap((s) => DANCES_BY_STYLE[s]))];
  // "Viennese Waltz" names Waltz too: the longer name wins.
  const named = known.filter((dance) => name.includes(dance.toLowerCase()));
  return named.filter(
    (dance) =>
      !named.some((other) => other !== dance && other.toLowerCase().includes(dance.toLowerCase())),
  );
}

function planEvent(event: OldEvent, id: string, skipped: ReadIssue[]): PlannedEvent | null {
  const path = `events/${event.key}`;
  const dances = dancesOf(event);
  if (dances.length === 0) {
    skipped.push({ path, message: 'the event lists no dances and its name names none; left out' });
    return null;
  }
  const style = styleOf(event.style, dances);
  if (!style) {
    skipped.push({
      path: `${path}/style`,
      message: `"${event.style ?? ''}" is not a style and the dances fit none; the event is left out`,
    });
    return null;
  }
  const entries: PlannedEntry[] = [];
  const seenCouples = new Set<string>();
  for (const entry of event.entries) {
    // Spec section 5: one entry per lead and follow name in an event.
    const couple = `${entry.leadName}\u0000${entry.followName}`;
    if (seenCouples.has(couple)) {
      skipped.push({
        path: `${path}/entries/${entry.key}`,
        message: `${entry.leadName} and ${entry.followName} are already entered in this event; the repeat is left out`,
      });
      continue;
    }
    seenCouples.add(couple);
    entries.push(planEntry(entry, `${id}-entry-${entries.length + 1}`));
  }
  const rounds = event.rounds.map((round) => {
    const at = `${path}/rounds/${round.number}`;
    let state = round.roundState === null ? undefined : roundStateFromNumber(round.roundState);
    if (!state) {
      if (round.roundState !== null)
        skipped.push({
          path: `${at}/roundState`,
          message: `${round.roundState} is not a round state (0 to 5); the round starts Initialized`,
        });
      state = 'Initialized';
    }
    const byKey = new Map(entries.flatMap((e) => [[e.oldKey, e] as const]));
    for (const entry of entries) {
      const old = event.entries.find((o) => o.key === entry.oldKey);
      if (old && old.entryId !== old.key) byKey.set(old.entryId, entry);
    }
    const numHeats = normalizeCount(round.numHeats ?? 1);
    const firstDanced = round.number === Math.max(...event.rounds.map((r) => r.number));
    const couples: PlannedCouple[] = round.entries.flatMap((roundEntry) => {
      const entry = byKey.get(roundEntry.key);
      if (!entry) {
        skipped.push({
          path: `${at}/entries/${roundEntry.key}`,
          message: 'names no entry of the event; left out of the round',
        });
        return [];
      }
      const old = event.entries.find((o) => o.key === entry.oldKey);
      return [
        {
          entryId: entry.id,
          // The old app kept no heat per couple: one heat is heat 1, more are left undrawn.
          heat: numHeats === 1 ? 1 : null,
          checkedIn: roundEntry.checkedIn || (firstDanced && (old?.checkedIn ?? false)),
        },
      ];
    });
    return {
      number: round.number,
      name: round.roundName?.trim() || roundNameFor(round.number, event.rounds.length),
      state,
      scheduleIndex: 0,
      plannedStart: round.roundStartTime,
      actualStart: round.roundActualStartTime,
      recallSize: normalizeCount(round.recallSize ?? defaultRecallSize(round.number)),
      numHeats,
      couples: [...new Map(couples.map((c) => [c.entryId, c])).values()],
    };
  });
  return {
    id,
    key: event.key,
    name: event.name,
    style,
    level: matchLevel(event.eventLevel),
    dances,
    entries,
    rounds,
  };
}

function planEntry(entry: OldEntry, id: string): PlannedEntry {
  const adhoc = isAdhocEntry(entry);
  return {
    id,
    oldKey: entry.key,
    leadKey: adhoc ? null : dancerKey(entry.leadId, entry.leadName),
    followKey: adhoc ? null : dancerKey(entry.followId, entry.followName),
    leadName: entry.leadName,
    followName: entry.followName,
    leadNumber: entry.leadNumber,
    affiliation: entry.affiliation?.trim() || 'Other',
    registeredTime: entry.registeredTime,
    adhoc,
  };
}

/**
 * Schedule positions 0, 1, 2... in the order of the file's scheduleIndex;
 * rounds without one go after those with one, event by event in file order,
 * first round danced first. Renumbering keeps the order and avoids the old
 * app's fractional and repeated indexes.
 */
function scheduleInOrder(events: PlannedEvent[], old: readonly OldEvent[]): void {
  const indexOf = new Map(
    old.flatMap((event) =>
      event.rounds.map((round) => [`${event.key}|${round.number}`, round.scheduleIndex] as const),
    ),
  );
  const all = events.flatMap((event, eventOrder) =>
    event.rounds.map((round) => ({
      round,
      eventOrder,
      index: indexOf.get(`${event.key}|${round.number}`) ?? null,
    })),
  );
  all.sort(
    (a, b) =>
      (a.index ?? Number.POSITIVE_INFINITY) - (b.index ?? Number.POSITIVE_INFINITY) ||
      a.eventOrder - b.eventOrder ||
      b.round.number - a.round.number,
  );
  all.forEach((item, position) => {
    item.round.scheduleIndex = position;
  });
}

/**
 * Each judge's list becomes the judge's sheet for every dance of the round:
 * the old app kept one list per judge and round, not per dance. Numbers are
 * the couples' numbers (leadNumber) among the round's couples; a number not
 * in the round is left out and reported, a repeat is dropped. A judge key
 * names an official by key, else by name; otherwise a judge is added.
 */
function planSheets(
  marks: readonly OldMarks[],
  events: readonly PlannedEvent[],
  officials: PlannedOfficial[],
  competitionId: string,
  skipped: ReadIssue[],
): { sheets: PlannedSheet[]; panels: Map<string, string[]> } {
  const sheets: PlannedSheet[] = [];
  const panels = new Map<string, string[]>();
  const judgeFor = (key: string) => {
    const found =
      officials.find((o) => o.key === key) ??
      officials.find((o) => o.name.trim().toLowerCase() === key.trim().toLowerCase());
    if (found) {
      if (!isJudgeRole(found.role)) {
        if (found.role.trim() !== '')
          skipped.push({
            path: `competitionMetadata/officials/${found.key}/role`,
            message: `${found.name} marked rounds, so is imported as a Judge, not "${found.role}"`,
          });
        found.role = JUDGE_ROLE;
      }
      return found;
    }
    const added: PlannedOfficial = {
      id: `${competitionId}-official-${officials.length + 1}`,
      key,
      name: key,
      role: JUDGE_ROLE,
      bio: '',
    };
    officials.push(added);
    skipped.push({
      path: `marks/*/*/${key}`,
      message: `names no official; a judge "${key}" is added so the marks are kept`,
    });
    return added;
  };
  for (const list of marks) {
    const path = `marks/${list.eventKey}/${list.roundNumber}/${list.judgeKey}`;
    const event = events.find((e) => e.key === list.eventKey);
    const round = event?.rounds.find((r) => r.number === list.roundNumber);
    if (!event || !round) {
      skipped.push({
        path,
        message: `names no ${event ? 'round' : 'event'} that was imported; left out`,
      });
      continue;
    }
    const numberOf = new Map(event.entries.map((e) => [e.leadNumber, e.id]));
    const inRound = new Set(round.couples.map((c) => c.entryId));
    const entryIds: string[] = [];
    for (const number of list.numbers) {
      const entryId = numberOf.get(number);
      if (entryId === undefined || !inRound.has(entryId)) {
        skipped.push({
          path,
          message: `couple ${number} is not in this round; the mark is left out`,
        });
        continue;
      }
      if (!entryIds.includes(entryId)) entryIds.push(entryId);
    }
    const judge = judgeFor(list.judgeKey);
    sheets.push({ eventId: event.id, roundNumber: round.number, judgeId: judge.id, entryIds });
    const panel = panels.get(event.id) ?? [];
    if (!panel.includes(judge.id)) panels.set(event.id, [...panel, judge.id]);
  }
  return { sheets, panels };
}
