import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExportFile } from './check-export';
import { renameCompetition } from './rename-competition';
import { smallExport } from './small-export.fixture';

const counter = () => {
  let n = 0;
  return () => `new-${(n += 1)}`;
};

describe('importing under a new id', () => {
  const original = smallExport();
  const renamed = renameCompetition(original, 'autumn-open', counter());

  it('renames the competition, its seeded ids by their tail and the others afresh', () => {
    expect(renamed.competition.id).toBe('autumn-open');
    expect(renamed.tables.events[0]?.id).toBe('autumn-open-event-1');
    expect(renamed.tables.rounds[0]?.id).toBe('autumn-open-event-1-R1');
    expect(renamed.tables.officials[0]?.id).toMatch(/^new-\d+$/);
    expect(renamed.tables.entries.map((e) => e.id)).toEqual([
      expect.stringMatching(/^new-\d+$/),
      'autumn-open-event-1-entry-2',
    ]);
  });

  it('follows every reference, in columns and inside JSON texts and keys', () => {
    const [entryA, entryB] = renamed.tables.entries.map((e) => e.id);
    expect(renamed.tables.round_entries.map((r) => r.entry_id)).toEqual([entryA, entryB]);
    expect(JSON.parse(renamed.tables.saved_results[0]?.payload ?? '')).toEqual({
      places: { [entryA ?? '']: 1, [entryB ?? '']: 2 },
    });
    expect(JSON.parse(renamed.tables.registrations[0]?.requested_event_ids ?? '')).toEqual([
      'autumn-open-event-1',
    ]);
    expect(renamed.tables.marks[0]?.submission_id).toBe(
      renamed.tables.mark_submissions[0]?.submission_id,
    );
    expect(JSON.parse(renamed.tables.audit_log[0]?.details ?? '')).toMatchObject({
      event: 'autumn-open-event-1',
    });
  });

  it('leaves texts that are not references as they are', () => {
    expect(renamed.tables.pages[0]?.body_markdown).toBe('Our id is spring-open-event-1');
    expect(renamed.tables.audit_log[0]?.actor_user_id).toBe('user-1');
    expect(renamed.tables.marks[0]?.device_id).toBe('phone');
  });

  it('gives a document that checks out and names no row of the original, whatever the new id', () => {
    const idColumns = (document: ReturnType<typeof smallExport>) =>
      Object.values(document.tables).flatMap((rows) =>
        (rows as Record<string, unknown>[]).flatMap((row) =>
          Object.entries(row)
            .filter(([column]) => column === 'id' || column.endsWith('_id'))
            // Devices and staff accounts are not the competition's rows.
            .filter(([column]) => !/^(device|actor_user|recorded_by_user)_id$/.test(column))
            .map(([, value]) => value)
            .filter((value) => value !== null),
        ),
      );
    const before = new Set(idColumns(original));
    fc.assert(
      fc.property(
        fc
          .stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/)
          .filter((id) => id !== original.competition.id),
        (competitionId) => {
          const copy = renameCompetition(original, competitionId, counter());
          expect(checkExportFile(JSON.stringify(copy)).competition.id).toBe(competitionId);
          for (const id of idColumns(copy)) expect(before.has(id)).toBe(false);
        },
      ),
    );
  });
});
