import { describe, expect, it } from 'vitest';
import { OFFICIAL_ROLES } from '../../../domain/officials/official-roles';
import { roleChoiceOf, roleOfChoice } from './role-choice';

describe('role choice', () => {
  it('shows listed roles as themselves and free text under Other', () => {
    expect(roleChoiceOf('judge')).toEqual({ listed: 'Judge', custom: '' });
    expect(roleChoiceOf('Photographer')).toEqual({ listed: 'Other', custom: 'Photographer' });
    expect(roleChoiceOf('Other')).toEqual({ listed: 'Other', custom: '' });
  });

  it('turns the choice back into the role, Other when no name is typed', () => {
    expect(roleOfChoice({ listed: 'MC', custom: 'ignored' })).toBe('MC');
    expect(roleOfChoice({ listed: 'Other', custom: '  Medic ' })).toBe('Medic');
    expect(roleOfChoice({ listed: 'Other', custom: '  ' })).toBe('Other');
  });

  it('round-trips every listed role and any free text', () => {
    for (const role of [...OFFICIAL_ROLES, 'Videographer'])
      expect(roleOfChoice(roleChoiceOf(role))).toBe(role);
  });
});
