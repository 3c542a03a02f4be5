import { describe, expect, it } from 'vitest';
import type { JumbotronContent, RevealPlace } from '../../../shared/jumbotron';
import { revealStep } from './reveal-step';

const place = (position: number, revealed: boolean): RevealPlace => ({
  position,
  revealed,
  couples: [
    {
      entryId: `e${position}`,
      number: position,
      leadName: 'Lead',
      followName: 'Follow',
      affiliation: '',
    },
  ],
});
const preview = (revealed: number): Extract<JumbotronContent, { kind: 'finalReveal' }> => ({
  kind: 'finalReveal',
  eventName: 'Gold Waltz',
  dances: ['Waltz'],
  steps: 3,
  revealed,
  places: [3, 2, 1].map((position, index) => place(position, index < revealed)),
});
const live = (revealed: number) => ({ kind: 'finalReveal' as const, eventId: 'e', revealed });

describe('revealStep', () => {
  it('reveals the place after the ones on screen', () => {
    const step = revealStep(live(1), { content: preview(1), current: true });
    expect(step).toMatchObject({ kind: 'next', place: { position: 2 }, scene: { revealed: 2 } });
  });
  it('waits while the preview is kept from the picture before', () => {
    expect(revealStep(live(2), { content: preview(1), current: false })).toEqual({
      kind: 'waiting',
    });
    expect(revealStep(live(2), { content: preview(1), current: true })).toEqual({
      kind: 'waiting',
    });
    expect(revealStep(live(0), undefined)).toEqual({ kind: 'waiting' });
  });
  it('says when every place is shown', () => {
    expect(revealStep(live(3), { content: preview(3), current: true })).toEqual({ kind: 'done' });
  });
});
