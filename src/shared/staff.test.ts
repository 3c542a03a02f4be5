import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasStaffAccess, STAFF_ROLES } from './staff';
import type { StaffRole } from './staff';

describe('hasStaffAccess', () => {
  it.each<[StaffRole[], StaffRole[], boolean]>([
    [['scrutineer'], ['scrutineer'], true],
    [['mc'], ['scrutineer', 'chairman'], false],
    [['mc', 'chairman'], ['scrutineer', 'chairman'], true],
    [[], ['mc'], false],
    [['admin'], ['deckCaptain'], true],
    [['scrutineer'], ['admin'], false],
  ])('%j using %j -> %s', (held, allowed, expected) => {
    expect(hasStaffAccess(held, allowed)).toBe(expected);
  });

  it('an organizer may use anything; nobody without roles may use anything', () => {
    const roles = fc.subarray([...STAFF_ROLES]);
    fc.assert(
      fc.property(roles, (allowed) => {
        expect(hasStaffAccess(['admin'], allowed)).toBe(true);
        expect(hasStaffAccess([], allowed)).toBe(false);
      }),
    );
  });
});
