import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChangedEntity, EntityKind } from './live-topics';
import { ENTITY_TOPICS, TOPIC_PATTERN, idsOf, liveTopics, topicsOf } from './live-topics';

const competitionId = 'demo-2026';

/** One example of every entity kind; the Record type makes a missing kind a type error. */
const examples: Record<EntityKind, ChangedEntity> = {
  competition: { kind: 'competition', competitionId },
  page: { kind: 'page', competitionId, slug: 'home' },
  eventSettings: { kind: 'eventSettings', competitionId },
  event: { kind: 'event', competitionId, eventId: 'e-1' },
  round: { kind: 'round', competitionId, eventId: 'e-1' },
  entry: { kind: 'entry', competitionId, eventId: 'e-1' },
  registration: { kind: 'registration', competitionId },
  registrationSettings: { kind: 'registrationSettings', competitionId },
  official: { kind: 'official', competitionId, officialId: 'o-1' },
  staffRole: { kind: 'staffRole', competitionId },
  marks: { kind: 'marks', competitionId, roundId: 'e-1_r1' },
  result: { kind: 'result', competitionId, eventId: 'e-1' },
  jumbotron: { kind: 'jumbotron', competitionId },
  payment: { kind: 'payment', competitionId },
};

describe('the entity-to-topics table', () => {
  it('has an example here for every kind it maps', () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(ENTITY_TOPICS).sort());
  });

  it.each(Object.values(examples))('maps $kind to live topics of its own competition', (entity) => {
    const topics = topicsOf(entity);
    expect(topics.length).toBeGreaterThan(0);
    expect(new Set(topics).size).toBe(topics.length);
    for (const topic of topics) {
      expect(topic).toMatch(TOPIC_PATTERN);
      expect(topic.split(':')[1]).toBe(competitionId);
    }
  });

  it('reaches every topic a screen can subscribe to', () => {
    const reached = new Set(Object.values(examples).flatMap(topicsOf));
    // Topics of one entity (a round's marks) take its id; the others ignore it.
    const all = Object.values(liveTopics).map((topic) => topic(competitionId, 'e-1_r1'));
    expect(all.filter((topic) => !reached.has(topic))).toEqual([]);
  });

  it('touches the topics the competition day reads', () => {
    expect(topicsOf(examples.event)).toEqual(
      expect.arrayContaining([
        liveTopics.events(competitionId),
        liveTopics.schedule(competitionId),
        liveTopics.dashboard(competitionId),
        liveTopics.audit(competitionId),
      ]),
    );
    expect(topicsOf(examples.entry)).toContain(liveTopics.entries(competitionId));
    expect(topicsOf(examples.round)).toContain(liveTopics.rounds(competitionId));
    expect(topicsOf(examples.marks)).toEqual([liveTopics.marks(competitionId, 'e-1_r1')]);
    expect(topicsOf(examples.result)).toContain(liveTopics.results(competitionId));
    expect(topicsOf(examples.jumbotron)).toEqual([liveTopics.jumbotron(competitionId)]);
    // The jumbotron shows a round's couples and posted results.
    for (const kind of ['event', 'round', 'entry', 'registration', 'result'] as const)
      expect(topicsOf(examples[kind])).toContain(liveTopics.jumbotron(competitionId));
    // The schedule counts each round's couples, which withdrawing or scratching changes.
    for (const kind of ['event', 'round', 'entry', 'registration'] as const)
      expect(topicsOf(examples[kind])).toContain(liveTopics.schedule(competitionId));
    // The registration info shows the competition's deadlines.
    expect(topicsOf(examples.competition)).toContain(liveTopics.registrations(competitionId));
  });

  it('reaches every open results page when what it shows changes', () => {
    const results = liveTopics.results(competitionId);
    // resultsPageShown, a couple's or a judge's name, a withdrawal or a posting.
    for (const kind of ['competition', 'registration', 'official', 'result', 'round'] as const)
      expect(topicsOf(examples[kind])).toContain(results);
    // Competitors' pages and live rounds read results under the entries topic.
    for (const kind of ['competition', 'result'] as const)
      expect(topicsOf(examples[kind])).toContain(liveTopics.entries(competitionId));
  });

  it('makes valid topics of any competition id the server accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,40}$/), (id) => {
        for (const entity of Object.values(examples)) {
          for (const topic of topicsOf({ ...entity, competitionId: id })) {
            expect(topic).toMatch(TOPIC_PATTERN);
          }
        }
      }),
    );
  });
});

describe('idsOf', () => {
  it("names the entity's own ids, not its kind or competition", () => {
    expect(idsOf(examples.event)).toEqual(['e-1']);
    expect(idsOf({ kind: 'round', competitionId })).toEqual([]);
    expect(idsOf(examples.result)).toEqual(['e-1']);
    expect(idsOf({ kind: 'result', competitionId })).toEqual([]);
  });
});
