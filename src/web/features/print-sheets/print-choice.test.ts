import { describe, expect, it } from 'vitest';
import { readPrintChoice, writePrintChoice } from './print-choice';
import type { PrintChoice } from './print-choice';

const read = (query: string) => readPrintChoice(new URLSearchParams(query));

describe('the print choice in the address', () => {
  it.each<[string, PrintChoice]>([
    ['', { kind: 'judges', scope: { kind: 'all' }, judgeId: null, eventId: null }],
    [
      'kind=heats&scope=day&day=2026-05-02',
      { kind: 'heats', scope: { kind: 'day', day: '2026-05-02' }, judgeId: null, eventId: null },
    ],
    [
      'kind=judges&scope=range&from=3&to=7&judge=j1',
      { kind: 'judges', scope: { kind: 'range', from: 3, to: 7 }, judgeId: 'j1', eventId: null },
    ],
    [
      'kind=judges&scope=round&event=e1&round=2',
      { kind: 'judges', scope: { kind: 'round', eventId: 'e1', roundNumber: 2 }, judgeId: null, eventId: null },
    ],
    // Half a scope, a bad number or an unknown kind fall back rather than print nothing.
    [
      'kind=nonsense&scope=round&event=e1',
      { kind: 'judges', scope: { kind: 'all' }, judgeId: null, eventId: null },
    ],
    [
      'kind=numbers&scope=range&from=3&to=x',
      { kind: 'numbers', scope: { kind: 'all' }, judgeId: null, eventId: null },
    ],
  ])('%s', (query, choice) => {
    expect(read(query)).toEqual(choice);
  });

  it('reads back what it writes, keeping the paper and dropping the old scope', () => {
    const choice: PrintChoice = {
      kind: 'judges',
      scope: { kind: 'range', from: 2, to: 9 },
      judgeId: 'j3',
      eventId: null,
    };
    const written = writePrintChoice(
      new URLSearchParams('paper=letter&scope=day&day=2026-05-02'),
      choice,
    );
    expect(written.get('paper')).toBe('letter');
    expect(written.has('day')).toBe(false);
    expect(readPrintChoice(written)).toEqual(choice);
  });

  it('keeps a judge only for judges’ sheets', () => {
    const written = writePrintChoice(new URLSearchParams(), {
      kind: 'heats',
      scope: { kind: 'all' },
      eventId: null,
      judgeId: 'j3',
    });
    expect(written.has('judge')).toBe(false);
  });
});

describe('the results sheets choice', () => {
  it('reads one event, or every event', () => {
    expect(read('kind=results&event=e1')).toStrictEqual({
      kind: 'results',
      scope: { kind: 'all' },
      judgeId: null,
      eventId: 'e1',
    });
    expect(read('kind=results')).toStrictEqual({
      kind: 'results',
      scope: { kind: 'all' },
      judgeId: null,
      eventId: null,
    });
  });

  it('writes the event only, dropping the rounds of the schedule', () => {
    const written = writePrintChoice(new URLSearchParams('scope=range&from=2&to=9&paper=a4'), {
      kind: 'results',
      scope: { kind: 'range', from: 2, to: 9 },
      judgeId: null,
      eventId: 'e1',
    });
    expect(written.toString()).toBe('paper=a4&kind=results&event=e1');
  });

  it('goes back to every event when the event is cleared', () => {
    const one = read('kind=results&event=e1');
    const written = writePrintChoice(new URLSearchParams('kind=results&event=e1'), {
      ...one,
      eventId: null,
    });
    expect(written.has('event')).toBe(false);
  });

  it('falls back to the kind the roles can print when the address names none', () => {
    expect(readPrintChoice(new URLSearchParams(''), 'results').kind).toBe('results');
    expect(readPrintChoice(new URLSearchParams('kind=heats'), 'results').kind).toBe('heats');
  });
});
