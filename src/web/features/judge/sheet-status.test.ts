import { describe, expect, it } from 'vitest';
import type { DanceSheet } from '../../../shared/judging';
import type { LocalSheet } from './device-store';
import { danceView, statusWords } from './sheet-status';

const local = (patch: Partial<LocalSheet> = {}): LocalSheet => ({
  key: 'k',
  judgeId: 'j1',
  eventId: 'e1',
  roundNumber: 1,
  dance: 'Waltz',
  entries: ['a', 'b'],
  version: 3,
  submitted: false,
  receipt: null,
  refusal: null,
  label: 'Bronze Waltz, Final: Waltz',
  ...patch,
});
const server = (patch: Partial<DanceSheet> = {}): DanceSheet => ({
  judgeId: 'j1',
  dance: 'Waltz',
  status: 'draft',
  entries: ['a'],
  enteredBy: 'judge',
  updatedAt: '2026-05-02T10:00:00.000Z',
  submittedAt: null,
  ...patch,
});
const receipt = { version: 3, outcome: 'counted' as const, receivedAt: '2026-05-02T10:00:00Z' };

describe('danceView', () => {
  it('shows the device list while it has one, as saved on this device until answered', () => {
    const view = danceView(local(), 1, server());
    expect(view).toEqual({
      entries: ['a', 'b'],
      locked: false,
      status: { kind: 'saved-on-device' },
    });
    expect(statusWords(view.status)).toBe('Saved on this device; waiting to send');
  });

  it('says received once the server answered, or when only the server has the sheet', () => {
    expect(danceView(local({ receipt, submitted: true }), 0, undefined).status.kind).toBe(
      'received',
    );
    expect(danceView(undefined, 0, server({ status: 'submitted' }))).toMatchObject({
      entries: ['a'],
      status: { kind: 'received' },
    });
    expect(danceView(undefined, 0, undefined).status.kind).toBe('not-started');
  });

  it('tells a draft the server has from a submitted sheet, so the judge knows to submit', () => {
    const view = danceView(local({ receipt }), 0, server());
    expect(view.status.kind).toBe('draft-received');
    expect(statusWords(view.status)).toBe(
      'Draft received by the scrutineer; review and submit when done',
    );
  });

  it("shows a sheet the server holds submitted as the server has it (the scrutineer's correction)", () => {
    const corrected = server({
      status: 'submitted',
      entries: ['b', 'a'],
      enteredBy: 'scrut@x.org',
    });
    expect(danceView(local({ receipt }), 0, corrected)).toMatchObject({
      entries: ['b', 'a'],
      locked: true,
    });
  });

  it('tells a late arrival and a refusal apart from a normal receipt', () => {
    const late = danceView(
      local({ receipt: { ...receipt, outcome: 'after-posting' } }),
      0,
      undefined,
    );
    expect(statusWords(late.status)).toBe(
      'Arrived after the round was posted; the scrutineer has it',
    );
    const refused = danceView(local({ refusal: 'This round is not running.' }), 0, undefined);
    expect(statusWords(refused.status)).toBe('Not accepted: This round is not running.');
  });
});
