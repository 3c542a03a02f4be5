import { describe, expect, it } from 'vitest';
import { ImportRefusal, checkExportFile } from './check-export';
import { EXPORT_TABLE_NAMES } from './export-format';
import { smallExport } from './small-export.fixture';

const refusal = (document: unknown) => {
  try {
    checkExportFile(JSON.stringify(document));
  } catch (error) {
    if (error instanceof ImportRefusal) return { path: error.path, reason: error.reason };
    throw error;
  }
  throw new Error('accepted');
};

describe('checking an import file', () => {
  it('accepts a well-formed export', () => {
    expect(checkExportFile(JSON.stringify(smallExport())).competition.id).toBe('spring-open');
  });

  it('refuses text that is not JSON, or not an export', () => {
    expect(() => checkExportFile('{')).toThrow(/^the file is not JSON/);
    expect(refusal([])).toMatchObject({ path: '' });
    expect(refusal({ ...smallExport(), format: 'something-else' })).toMatchObject({
      path: 'format',
    });
  });

  it('refuses a newer version before looking further', () => {
    expect(refusal({ ...smallExport(), version: 2, tables: 'not even tables' })).toEqual({
      path: 'version',
      reason: expect.stringContaining('newer than this program reads (1)') as string,
    });
  });

  it('names the first wrong field, and an unknown key by its own path', () => {
    const wrongType = smallExport();
    wrongType.tables.entries[0] = { ...wrongType.tables.entries[0]!, lead_number: '7' as never };
    expect(refusal(wrongType).path).toBe('tables.entries[0].lead_number');
    const unknownKey = smallExport();
    Object.assign(unknownKey.tables.events[0]!, { colour: 'red' });
    expect(refusal(unknownKey)).toMatchObject({ path: 'tables.events[0].colour' });
    const missingTable = smallExport() as { tables: Partial<Record<string, unknown>> };
    delete missingTable.tables.marks;
    expect(refusal(missingTable).path).toBe('tables.marks');
  });

  it('refuses rows of another competition and references that leave the file', () => {
    const foreign = smallExport();
    foreign.tables.events[0] = { ...foreign.tables.events[0]!, competition_id: 'other' };
    expect(refusal(foreign).path).toBe('tables.events[0].competition_id');
    const dangling = smallExport();
    dangling.tables.round_entries[0] = {
      ...dangling.tables.round_entries[0]!,
      entry_id: 'an-entry-of-another-competition',
    };
    expect(refusal(dangling)).toEqual({
      path: 'tables.round_entries[0].entry_id',
      reason: 'names "an-entry-of-another-competition", which is not in tables.entries',
    });
  });

  it('lists every table of the format in the fixture, so the checks above see them all', () => {
    expect(Object.keys(smallExport().tables)).toEqual(EXPORT_TABLE_NAMES);
  });
});
