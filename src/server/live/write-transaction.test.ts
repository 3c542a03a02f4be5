import { describe, expect, it } from 'vitest';
import { MAX_IDS_PER_NOTIFICATION, liveTopics } from '../../shared/live';
import { notificationsFor } from './write-transaction';

const competitionId = 'demo';

describe('notificationsFor', () => {
  it('sends one notification per topic, with the ids of every entity that touched it', () => {
    const notifications = notificationsFor([
      { kind: 'event', competitionId, eventId: 'a' },
      { kind: 'event', competitionId, eventId: 'b' },
      { kind: 'eventSettings', competitionId },
    ]);
    const topics = notifications.map((n) => n.topic);
    expect(new Set(topics).size).toBe(topics.length);
    expect(notifications.find((n) => n.topic === liveTopics.events(competitionId))?.ids).toEqual([
      'a',
      'b',
    ]);
    expect(notifications.find((n) => n.topic === liveTopics.audit(competitionId))?.ids).toEqual([
      'a',
      'b',
    ]);
    expect(
      notifications.find((n) => n.topic === liveTopics.eventSettings(competitionId))?.ids,
    ).toEqual([]);
  });

  it('sends no ids ("anything under the topic") when more changed than a notification names', () => {
    const entities = Array.from({ length: MAX_IDS_PER_NOTIFICATION + 1 }, (_, i) => ({
      kind: 'event' as const,
      competitionId,
      eventId: `e${i}`,
    }));
    for (const notification of notificationsFor(entities)) expect(notification.ids).toEqual([]);
  });

  it('declares nothing when nothing changed', () => {
    expect(notificationsFor([])).toEqual([]);
  });
});
