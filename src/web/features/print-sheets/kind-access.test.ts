import { describe, expect, it } from 'vitest';
import type { PrintKind } from '../../../shared/printing';
import type { StaffRole } from '../../../shared/staff';
import { defaultKind, kindRefusal } from './kind-access';

describe('kindRefusal', () => {
  it.each<[StaffRole[], PrintKind, string | null]>([
    [['scrutineer'], 'results', null],
    [['chairman'], 'results', null],
    [['admin'], 'results', null],
    [['deckCaptain'], 'results', 'Scrutineer or Chairman of judges only'],
    [['mc'], 'results', 'Scrutineer or Chairman of judges only'],
    [['deckCaptain'], 'judges', null],
    [['mc'], 'heats', null],
    [['chairman'], 'judges', 'Scrutineer, Deck captain or MC only'],
    [['chairman'], 'numbers', null],
    [['chairman', 'mc'], 'heats', null],
  ])('%j printing %s: %s', (roles, kind, expected) => {
    expect(kindRefusal(kind, roles)).toBe(expected);
  });
});

describe('defaultKind', () => {
  it.each<[StaffRole[], PrintKind]>([
    [['scrutineer'], 'judges'],
    [['deckCaptain'], 'judges'],
    [['chairman'], 'results'],
    [['admin'], 'judges'],
    [['jumbotron'], 'numbers'],
  ])('%j: %s', (roles, kind) => {
    expect(defaultKind(roles)).toBe(kind);
  });
});
