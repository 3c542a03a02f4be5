import { describe, expect, it } from 'vitest';
import {
  canonicalOfficialRole,
  compareOfficialRoles,
  isJudgeRole,
  OFFICIAL_ROLES,
} from './official-roles';

describe('official roles', () => {
  it('stores listed roles in the list spelling and free text as written, trimmed', () => {
    expect(canonicalOfficialRole('  judge ')).toBe('Judge');
    expect(canonicalOfficialRole('deck   captain')).toBe('Deck Captain');
    expect(canonicalOfficialRole('mc')).toBe('MC');
    expect(canonicalOfficialRole(' Photographer  on call ')).toBe('Photographer on call');
  });

  it('knows a judge whatever the case or spacing, and nobody else', () => {
    for (const role of ['Judge', 'judge', ' JUDGE ']) expect(isJudgeRole(role)).toBe(true);
    for (const role of ['Chairman', 'Judges', 'Head judge', ''])
      expect(isJudgeRole(role)).toBe(false);
  });

  it('orders judges first, then the list, then free text A to Z, then Other', () => {
    const shuffled = ['Other', 'medic', 'MC', 'Photographer', 'Chairman', 'judge', 'Registrar'];
    expect(shuffled.sort(compareOfficialRoles)).toEqual([
      'judge',
      'Chairman',
      'MC',
      'Registrar',
      'medic',
      'Photographer',
      'Other',
    ]);
    expect([...OFFICIAL_ROLES].sort(compareOfficialRoles)).toEqual([...OFFICIAL_ROLES]);
  });
});
