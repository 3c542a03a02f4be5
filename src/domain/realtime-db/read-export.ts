import type { Reading } from './tree-reading';
import {
  childPath,
  flagField,
  instantField,
  isRecord,
  newReading,
  numberField,
  readKeyed,
  readObject,
  skip,
  textField,
  textListField,
} from './tree-reading';

/**
 * Reads the old app's realtime-database export (the JSON tree of spec
 * section 7, fields of section 3) into typed records. Strict about types,
 * tolerant about the file: an unknown key is listed, a value of the wrong type
 * is reported with its path and left out, and only a file with nothing to
 * import is refused (`RealtimeDbRefusal`).
 */

export type OldOfficial = {
  key: string;
  name: string;
  role: string;
  bio: string;
  photoUrl: string | null;
};
export type OldOrganizer = {
  key: string;
  name: string;
  email: string | null;
  title: string | null;
};
export type OldMetadata = {
  fullName?: string;
  startDate?: string;
  endDate?: string;
  dateRegistrationClosed?: string;
  dateRegistrationEarly?: string;
  dateRegistrationOpen?: string;
  registrationStatus?: string;
  resultsPageShown?: boolean;
  primaryColor?: string;
  socials: { website?: string; facebook?: string; instagram?: string };
  officials: OldOfficial[];
  organizers: OldOrganizer[];
};
export type OldEntry = {
  key: string;
  entryId: string;
  leadId: string | null;
  followId: string | null;
  leadName: string;
  followName: string;
  leadNumber: number | null;
  affiliation: string | null;
  registeredTime: string | null;
  checkedIn: boolean;
};
export type OldRoundEntry = { key: string; checkedIn: boolean };
export type OldRound = {
  number: number;
  roundName: string | null;
  roundState: number | null;
  scheduleIndex: number | null;
  roundStartTime: string | null;
  roundActualStartTime: string | null;
  recallSize: number | null;
  numHeats: number | null;
  entries: OldRoundEntry[];
};
export type OldEvent = {
  key: string;
  name: string;
  eventLevel: string | null;
  eventDances: string[];
  style: string | null;
  entries: OldEntry[];
  rounds: OldRound[];
};
/** One judge's list for one round: recalled numbers, or a final's numbers in place order. */
export type OldMarks = {
  eventKey: string;
  roundNumber: number;
  judgeKey: string;
  numbers: number[];
};
/** Per couple number: its place or recall placement ("3", "7-8"). */
export type OldPlacements = Record<string, string>;
export type OldSavedRound = {
  eventKey: string;
  roundNumber: number;
  placements: OldPlacements;
  sumRecalls: Record<string, number> | null;
  hasFinalTable: boolean;
};
export type OldFinalResults = { eventKey: string; placements: OldPlacements };
export type SettingFlag = (typeof SETTING_FLAGS)[number];
export type OldSettings = Partial<Record<SettingFlag, boolean>> & {
  liveScrollRefreshIndex?: number;
};

export type OldExport = {
  metadata: OldMetadata;
  events: OldEvent[];
  marks: OldMarks[];
  savedRounds: OldSavedRound[];
  finalResults: OldFinalResults[];
  settings: OldSettings;
};

export class RealtimeDbRefusal extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${path === '' ? 'The file' : path}: ${reason}`);
  }
}

const ROOT_KEYS = ['competitionMetadata', 'events', 'marks', 'resultsSaved', 'settings'];
const METADATA_TEXT = [
  'fullName',
  'startDate',
  'endDate',
  'dateRegistrationClosed',
  'dateRegistrationEarly',
  'dateRegistrationOpen',
  'registrationStatus',
  'primaryColor',
] as const;
const SOCIALS = ['website', 'facebook', 'instagram'] as const;
const ENTRY_KEYS = [
  'entryId',
  'leadId',
  'followId',
  'leadName',
  'followName',
  'leadNumber',
  'affiliation',
  'registeredTime',
  'checkedIn',
];
/** eventName, roundNumber and roundId repeat what the path says; read, not needed. */
const ROUND_KEYS = [
  'eventName',
  'roundNumber',
  'roundId',
  'roundName',
  'roundState',
  'scheduleIndex',
  'roundStartTime',
  'roundActualStartTime',
  'recallSize',
  'numHeats',
  'entries',
];
export const SETTING_FLAGS = [
  'showScheduleIndex',
  'hideLiveSchedule',
  'hideLevelIcons',
  'highlightOtherRoundsInEvent',
  'hideClearRoundsButton',
  'hideGenerateRoundsButton',
  'dontReorderAfterAddRemoveRounds',
  'cascadeCheckin',
  'autoAssignTimes',
] as const;

export function readRealtimeDbExport(tree: unknown): { export: OldExport; reading: Reading } {
  const reading = newReading();
  if (!isRecord(tree))
    throw new RealtimeDbRefusal('', 'is not a realtime-database export (expected a JSON object)');
  if (!isRecord(tree.competitionMetadata) && !isRecord(tree.events))
    throw new RealtimeDbRefusal(
      '',
      'has neither competitionMetadata nor events, so there is nothing to import',
    );
  readObject(reading, tree, '', ROOT_KEYS);
  const settingsRoot =
    tree.settings === undefined
      ? undefined
      : readObject(reading, tree.settings, 'settings', ['events']);
  return {
    export: {
      metadata: readMetadata(reading, tree.competitionMetadata),
      events: readKeyed(reading, tree.events, 'events').flatMap(([key, value]) => {
        const event = readEvent(reading, key, value);
        return event ? [event] : [];
      }),
      marks: readMarks(reading, tree.marks),
      ...readResults(reading, tree.resultsSaved),
      settings:
        settingsRoot?.events === undefined ? {} : readSettings(reading, settingsRoot.events),
    },
    reading,
  };
}

function readMetadata(reading: Reading, value: unknown): OldMetadata {
  const path = 'competitionMetadata';
  const empty: OldMetadata = { socials: {}, officials: [], organizers: [] };
  if (value === undefined) return empty;
  const object = readObject(reading, value, path, [
    ...METADATA_TEXT,
    'resultsPageShown',
    'socials',
    'officials',
    'organizers',
  ]);
  if (!object) return empty;
  const field = { reading, object, path };
  const metadata: OldMetadata = { ...empty };
  for (const key of METADATA_TEXT) {
    const text = textField(field, key);
    if (text !== undefined) metadata[key] = text;
  }
  const shown = flagField(field, 'resultsPageShown');
  if (shown !== undefined) metadata.resultsPageShown = shown;
  const socials =
    object.socials === undefined
      ? null
      : readObject(reading, object.socials, `${path}/socials`, SOCIALS);
  if (socials)
    for (const key of SOCIALS) {
      const text = textField({ reading, object: socials, path: `${path}/socials` }, key);
      if (text !== undefined) metadata.socials[key] = text;
    }
  metadata.officials = readKeyed(reading, object.officials, `${path}/officials`).flatMap(
    ([key, official]) => {
      const at = `${path}/officials/${key}`;
      const o = readObject(reading, official, at, ['name', 'role', 'bio', 'photoURL']);
      if (!o) return [];
      const f = { reading, object: o, path: at };
      const name = textField(f, 'name');
      if (!name) {
        reading.skipped.push({ path: at, message: 'an official without a name is left out' });
        return [];
      }
      return [
        {
          key,
          name,
          role: textField(f, 'role') ?? '',
          bio: textField(f, 'bio') ?? '',
          photoUrl: textField(f, 'photoURL') ?? null,
        },
      ];
    },
  );
  metadata.organizers = readKeyed(reading, object.organizers, `${path}/organizers`).flatMap(
    ([key, organizer]) => readOrganizer(reading, key, organizer, `${path}/organizers/${key}`),
  );
  return metadata;
}

/** The spec names organizers only as keyed; a name alone or a name with email and title are read. */
function readOrganizer(
  reading: Reading,
  key: string,
  value: unknown,
  path: string,
): OldOrganizer[] {
  if (typeof value === 'string' && value.trim() !== '')
    return [{ key, name: value, email: null, title: null }];
  const object = readObject(reading, value, path, ['name', 'email', 'title']);
  const field = object && { reading, object, path };
  const name = field && textField(field, 'name');
  if (!field || !name) {
    if (field) reading.skipped.push({ path, message: 'an organizer without a name is left out' });
    return [];
  }
  return [
    {
      key,
      name,
      email: textField(field, 'email') ?? null,
      title: textField(field, 'title') ?? null,
    },
  ];
}

function readEvent(reading: Reading, key: string, value: unknown): OldEvent | null {
  const path = `events/${key}`;
  const object = readObject(reading, value, path, [
    'name',
    'eventLevel',
    'eventDances',
    'style',
    'entries',
    'rounds',
  ]);
  if (!object) return null;
  const field = { reading, object, path };
  return {
    key,
    name: textField(field, 'name') ?? key,
    eventLevel: textField(field, 'eventLevel') ?? null,
    eventDances: textListField(field, 'eventDances') ?? [],
    style: textField(field, 'style') ?? null,
    entries: readKeyed(reading, object.entries, `${path}/entries`).flatMap(([entryKey, entry]) =>
      readEntry(reading, entryKey, entry, `${path}/entries/${entryKey}`),
    ),
    rounds: readKeyed(reading, object.rounds, `${path}/rounds`).flatMap(([number, round]) =>
      readRound(reading, number, round, `${path}/rounds/${number}`),
    ),
  };
}

function readEntry(reading: Reading, key: string, value: unknown, path: string): OldEntry[] {
  const object = readObject(reading, value, path, ENTRY_KEYS);
  if (!object) return [];
  const field = { reading, object, path };
  const leadName = textField(field, 'leadName');
  const followName = textField(field, 'followName');
  if (!leadName || !followName) {
    reading.skipped.push({ path, message: 'an entry needs leadName and followName; left out' });
    return [];
  }
  return [
    {
      key,
      entryId: textField(field, 'entryId') ?? key,
      leadId: textField(field, 'leadId') ?? null,
      followId: textField(field, 'followId') ?? null,
      leadName,
      followName,
      leadNumber: wholeNumber(
        reading,
        numberField(field, 'leadNumber'),
        childPath(path, 'leadNumber'),
      ),
      affiliation: textField(field, 'affiliation') ?? null,
      registeredTime: instantField(field, 'registeredTime') ?? null,
      checkedIn: flagField(field, 'checkedIn') ?? false,
    },
  ];
}

function readRound(reading: Reading, key: string, value: unknown, path: string): OldRound[] {
  const number = Number(key);
  if (!Number.isInteger(number) || number < 1) {
    reading.skipped.push({
      path,
      message: 'rounds are keyed by their number (1 is the final); left out',
    });
    return [];
  }
  const object = readObject(reading, value, path, ROUND_KEYS);
  if (!object) return [];
  const field = { reading, object, path };
  const entries = readKeyed(reading, object.entries, `${path}/entries`).flatMap(
    ([entryKey, entry]) => {
      const at = `${path}/entries/${entryKey}`;
      // A round's entry repeats the event's entry with its check-in for this round.
      const o = readObject(reading, entry, at, ENTRY_KEYS);
      if (!o) return [];
      const f = { reading, object: o, path: at };
      return [
        { key: textField(f, 'entryId') ?? entryKey, checkedIn: flagField(f, 'checkedIn') ?? false },
      ];
    },
  );
  return [
    {
      number,
      roundName: textField(field, 'roundName') ?? null,
      roundState: wholeNumber(
        reading,
        numberField(field, 'roundState'),
        childPath(path, 'roundState'),
      ),
      scheduleIndex: numberField(field, 'scheduleIndex') ?? null,
      roundStartTime: instantField(field, 'roundStartTime') ?? null,
      roundActualStartTime: instantField(field, 'roundActualStartTime') ?? null,
      recallSize: wholeNumber(
        reading,
        numberField(field, 'recallSize'),
        childPath(path, 'recallSize'),
      ),
      numHeats: wholeNumber(reading, numberField(field, 'numHeats'), childPath(path, 'numHeats')),
      entries,
    },
  ];
}

function wholeNumber(reading: Reading, value: number | undefined, path: string): number | null {
  if (value === undefined) return null;
  if (Number.isInteger(value)) return value;
  skip(reading, path, 'a whole number', value);
  return null;
}

function readMarks(reading: Reading, value: unknown): OldMarks[] {
  return readKeyed(reading, value, 'marks').flatMap(([eventKey, rounds]) =>
    readKeyed(reading, rounds, `marks/${eventKey}`).flatMap(([round, judges]) => {
      const roundNumber = Number(round);
      const at = `marks/${eventKey}/${round}`;
      if (!Number.isInteger(roundNumber) || roundNumber < 1) {
        reading.skipped.push({ path: at, message: 'marks are keyed by round number; left out' });
        return [];
      }
      return readKeyed(reading, judges, at).map(([judgeKey, list]) => ({
        eventKey,
        roundNumber,
        judgeKey,
        numbers: readKeyed(reading, list, `${at}/${judgeKey}`).flatMap(([index, item]) => {
          const n = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item;
          if (typeof n === 'number' && Number.isInteger(n)) return [n];
          skip(reading, `${at}/${judgeKey}/${index}`, 'a couple number', item);
          return [];
        }),
      }));
    }),
  );
}

function readResults(
  reading: Reading,
  value: unknown,
): { savedRounds: OldSavedRound[]; finalResults: OldFinalResults[] } {
  const savedRounds: OldSavedRound[] = [];
  const finalResults: OldFinalResults[] = [];
  for (const [eventKey, rounds] of readKeyed(reading, value, 'resultsSaved')) {
    for (const [key, saved] of readKeyed(reading, rounds, `resultsSaved/${eventKey}`)) {
      const path = `resultsSaved/${eventKey}/${key}`;
      if (key === 'finalResults') {
        finalResults.push({ eventKey, placements: readPlacements(reading, saved, path) });
        continue;
      }
      const roundNumber = Number(key);
      if (!Number.isInteger(roundNumber) || roundNumber < 1) {
        reading.unknownKeys.push(path);
        continue;
      }
      const object = readObject(reading, saved, path, ['placements', 'sumRecalls', 'finalTable']);
      if (!object) continue;
      savedRounds.push({
        eventKey,
        roundNumber,
        placements: readPlacements(reading, object.placements, `${path}/placements`),
        sumRecalls:
          object.sumRecalls === undefined
            ? null
            : Object.fromEntries(
                Object.entries(readPlacements(reading, object.sumRecalls, `${path}/sumRecalls`))
                  .map(([couple, sum]) => [couple, Number(sum)] as const)
                  .filter(([, sum]) => Number.isFinite(sum)),
              ),
        hasFinalTable: object.finalTable !== undefined,
      });
    }
  }
  return { savedRounds, finalResults };
}

/**
 * Placements by couple number. Two forms are read: an object keyed by number
 * ({"101": 1}) and a list of numbers in place order ([101, 104, ...], the
 * form a final's result list takes), where the position gives the place.
 */
function readPlacements(reading: Reading, value: unknown, path: string): OldPlacements {
  if (value === undefined || value === null) return {};
  if (Array.isArray(value)) {
    const placements: OldPlacements = {};
    value.forEach((number, index) => {
      if (typeof number === 'number' || (typeof number === 'string' && number !== ''))
        placements[String(number)] = String(index + 1);
      else skip(reading, childPath(path, index), 'a couple number', number);
    });
    return placements;
  }
  if (!isRecord(value)) {
    skip(reading, path, 'placements by couple number', value);
    return {};
  }
  const placements: OldPlacements = {};
  for (const [couple, place] of Object.entries(value)) {
    if (typeof place === 'number' || typeof place === 'string') placements[couple] = String(place);
    else skip(reading, childPath(path, couple), 'a place', place);
  }
  return placements;
}

function readSettings(reading: Reading, value: unknown): OldSettings {
  const path = 'settings/events';
  const object = readObject(reading, value, path, [...SETTING_FLAGS, 'liveScrollRefreshIndex']);
  if (!object) return {};
  const field = { reading, object, path };
  const settings: OldSettings = {};
  for (const flag of SETTING_FLAGS) {
    const set = flagField(field, flag);
    if (set !== undefined) settings[flag] = set;
  }
  const refresh = numberField(field, 'liveScrollRefreshIndex');
  if (refresh !== undefined) settings.liveScrollRefreshIndex = refresh;
  return settings;
}
