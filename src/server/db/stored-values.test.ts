import { describe, expect, it } from 'vitest';
import { presentCompetition } from '../services/competition-presenter';
import type { CompetitionRow } from './schema';
import {
  UnknownStoredValueError,
  asAgeCategory,
  asLevel,
  asRegistrationStatus,
  asStyle,
} from './stored-values';

describe('values read back from fixed-list columns', () => {
  it('pass through when known', () => {
    expect(asStyle('Latin')).toBe('Latin');
    expect(asLevel('Gold')).toBe('Gold');
    expect(asLevel('Prechamp', 'competitors.latin_level')).toBe('Prechamp');
    expect(asAgeCategory('Adult')).toBe('Adult');
    expect(asAgeCategory(null)).toBeNull();
    expect(asRegistrationStatus('CLOSED')).toBe('CLOSED');
  });

  it('refuse an unknown value, naming the column and the value, instead of a default', () => {
    expect(() => asStyle('Disco')).toThrow(
      'The database holds "Disco" in events.style, which is not a known value.',
    );
    expect(() => asLevel('bronze')).toThrow('"bronze" in events.level');
    expect(() => asLevel('Platinum', 'competitors.smooth_level')).toThrow(
      '"Platinum" in competitors.smooth_level',
    );
    expect(() => asAgeCategory('')).toThrow('"" in events.age_category');
    expect(() => asRegistrationStatus('open')).toThrow(UnknownStoredValueError);
  });

  it('make a competition with an unknown registration status fail rather than show OPEN', () => {
    const row: CompetitionRow = {
      id: 'c1',
      full_name: 'Test Open',
      start_date: null,
      end_date: null,
      date_registration_open: null,
      date_registration_early: null,
      date_registration_closed: null,
      registration_status: 'PAUSED',
      results_page_shown: 0,
      primary_color: '#123456',
      website: null,
      facebook: null,
      instagram: null,
      community_chat: null,
      is_default: 1,
      demo: 0,
      marks_embargo: 0,
      marks_release_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(() => presentCompetition(row, [], [])).toThrow(
      '"PAUSED" in competitions.registration_status',
    );
    expect(presentCompetition({ ...row, registration_status: 'EARLY' }, [], [])).toMatchObject({
      registrationStatus: 'EARLY',
    });
  });
});
