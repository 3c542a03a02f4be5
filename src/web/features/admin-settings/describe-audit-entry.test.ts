import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/admin';
import { describeAuditEntry, formatAuditValue, labelAuditAction } from './describe-audit-entry';

const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
  id: 1,
  at: '2027-01-02T15:04:05.000Z',
  actorEmail: 'ann@example.com',
  action,
  details,
});

describe('labelAuditAction', () => {
  it('names known actions for people and shows unknown ones as recorded', () => {
    expect(labelAuditAction('competition.update')).toBe('Edited competition details');
    expect(labelAuditAction('staff.first-organizer')).toBe('Created the first organizer');
    expect(labelAuditAction('results.publish')).toBe('Published an event’s results');
    expect(labelAuditAction('future.action')).toBe('future.action');
  });

  it('does not mistake Object.prototype members for labels', () => {
    expect(labelAuditAction('constructor')).toBe('constructor');
    expect(labelAuditAction('toString')).toBe('toString');
  });
});

describe('formatAuditValue', () => {
  it('shows empty values as a dash', () => {
    for (const value of [null, undefined, '', [], '   ']) expect(formatAuditValue(value)).toBe('—');
  });

  it('shows strings as they are, on one line', () => {
    expect(formatAuditValue('Spring Ball')).toBe('Spring Ball');
    expect(formatAuditValue('# Rules\n\nBe  kind.')).toBe('# Rules Be kind.');
  });

  it('joins lists of simple values and stringifies everything else compactly', () => {
    expect(formatAuditValue(['admin', 'mc'])).toBe('admin, mc');
    expect(formatAuditValue(false)).toBe('false');
    expect(formatAuditValue(0)).toBe('0');
    expect(formatAuditValue({ a: 1, b: [2] })).toBe('{"a":1,"b":[2]}');
    expect(formatAuditValue([{ a: 1 }])).toBe('[{"a":1}]');
  });
});

describe('describeAuditEntry', () => {
  it('turns field edits into "field: from → to" lines', () => {
    expect(
      describeAuditEntry(
        entry('competition.update', {
          name: { from: 'Spring Ball', to: 'Spring Ball 2027' },
          'socials.instagram': { from: null, to: 'springball' },
          endDate: { to: '2027-01-03' },
          primaryColor: { from: 'blue' },
        }),
      ),
    ).toEqual({
      label: 'Edited competition details',
      lines: [
        'name: Spring Ball → Spring Ball 2027',
        'socials.instagram: — → springball',
        'endDate: — → 2027-01-03',
        'primaryColor: blue → —',
      ],
    });
  });

  it('mixes plain facts and edits in the order recorded', () => {
    expect(
      describeAuditEntry(
        entry('page.update', { page: 'rules', title: { from: 'Rules', to: 'Competition rules' } }),
      ).lines,
    ).toEqual(['page: rules', 'title: Rules → Competition rules']);
  });

  it('shows other details as "key: value"', () => {
    expect(
      describeAuditEntry(entry('staff.invite', { email: 'bo@example.com', roles: ['scrutineer'] })),
    ).toEqual({ label: 'Invited staff', lines: ['email: bo@example.com', 'roles: scrutineer'] });
    expect(
      describeAuditEntry(entry('staff.roles', { email: 'bo@example.com', roles: [] })).lines,
    ).toEqual(['email: bo@example.com', 'roles: —']);
  });

  it('treats an object with other keys, or no keys, as a plain value', () => {
    expect(
      describeAuditEntry(entry('x.y', { range: { from: 1, to: 2, step: 1 }, empty: {} })).lines,
    ).toEqual(['range: {"from":1,"to":2,"step":1}', 'empty: {}']);
  });

  it('has no lines when there are no details', () => {
    expect(describeAuditEntry(entry('staff.remove', {}))).toEqual({
      label: 'Removed staff',
      lines: [],
    });
  });
});
