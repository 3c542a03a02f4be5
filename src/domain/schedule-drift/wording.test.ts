import { describe, expect, it } from 'vitest';
import { durationInWords, runningLate, startInWords } from './wording';

const at = (time: string) => `2027-03-06T${time}:00.000Z`;

describe('start times in words', () => {
  it('says when a round starts, and how late against its plan', () => {
    const now = at('13:57');
    expect([
      startInWords({ status: 'to-come', predictedStart: at('14:22') }, at('14:10'), now),
      startInWords({ status: 'to-come', predictedStart: at('14:22') }, at('14:22'), now),
      startInWords({ status: 'to-come', predictedStart: at('13:57') }, at('13:50'), now),
      startInWords({ status: 'to-come', predictedStart: at('15:30') }, null, now),
      startInWords({ status: 'started', predictedStart: at('13:40') }, at('13:30'), now),
      startInWords({ status: 'to-come', predictedStart: null }, null, now),
    ]).toMatchInlineSnapshot(`
      [
        "in about 25 minutes (planned 14:10, running 12 minutes late)",
        "in about 25 minutes (planned 14:22, running on time)",
        "any moment now (planned 13:50, running 7 minutes late)",
        "in about 1 hour 33 minutes (running on time)",
        "now",
        null,
      ]
    `);
  });

  it('says durations and lateness as people do', () => {
    expect([1, 25, 60, 125].map(durationInWords)).toEqual([
      '1 minute',
      '25 minutes',
      '1 hour',
      '2 hours 5 minutes',
    ]);
    expect([runningLate(0), runningLate(1), runningLate(12)]).toEqual([
      'running on time',
      'running 1 minute late',
      'running 12 minutes late',
    ]);
  });
});
