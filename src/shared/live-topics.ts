/**
 * Live topics name a resource that a screen reads. A topic string is also the
 * first element of the TanStack Query keys of that resource on the client, so a
 * notification on a topic says exactly which cached data to refetch.
 */
export const liveTopics = {
  competition: (competitionId: string) => `competition:${competitionId}`,
  pages: (competitionId: string) => `pages:${competitionId}`,
  eventSettings: (competitionId: string) => `settings:${competitionId}`,
  /** The competition's events (public list with entry and round counts). */
  events: (competitionId: string) => `events:${competitionId}`,
  /** The whole day's rounds in schedule order. */
  schedule: (competitionId: string) => `schedule:${competitionId}`,
  /**
   * Everything derived from registrations: the entries and competitors lists, a
   * competitor's page, the TBA list, organizers' competitors table and the
   * registration info. Screens key their queries under this topic (e.g.
   * `[topic, 'entries']`), so one notification refetches each of them.
   */
  registrations: (competitionId: string) => `registrations:${competitionId}`,
  /** Staff-only dashboard figures. */
  dashboard: (competitionId: string) => `dashboard:${competitionId}`,
  /** Staff-only: the admin audit log. */
  audit: (competitionId: string) => `audit:${competitionId}`,
  /** Staff-only: the officials with their access codes. */
  officials: (competitionId: string) => `officials:${competitionId}`,
  /** Each event's rounds (the notification's ids name the events when known). */
  rounds: (competitionId: string) => `rounds:${competitionId}`,
  /** Each event's and round's entries with their check-in. */
  entries: (competitionId: string) => `entries:${competitionId}`,
  /** One round's marks: judges enter them round by round, so each round is its own topic. */
  marks: (competitionId: string, roundId: string) => `marks:${competitionId}:${roundId}`,
  /** Saved results of the competition's events. */
  results: (competitionId: string) => `results:${competitionId}`,
  /** What the jumbotron shows now. */
  jumbotron: (competitionId: string) => `jumbotron:${competitionId}`,
  /** Admin-only: invoices by school and the payments recorded. */
  invoices: (competitionId: string) => `invoices:${competitionId}`,
} as const;

export const TOPIC_PATTERN = /^[a-z]+:[a-z0-9-]+(?::[A-Za-z0-9_-]+)*$/;

/**
 * What a write changed. Every write declares the entities it touched; the
 * topics follow from {@link ENTITY_TOPICS}, never from the writer's choice.
 */
export type ChangedEntity =
  /** Metadata or organizers. */
  | { kind: 'competition'; competitionId: string }
  | { kind: 'page'; competitionId: string; slug: string }
  | { kind: 'eventSettings'; competitionId: string }
  /** One event, or several (e.g. a grid of new events) when `eventId` is absent. */
  | { kind: 'event'; competitionId: string; eventId?: string }
  /** Rounds added, removed, moved or retimed; `eventId` when one event's rounds changed. */
  | { kind: 'round'; competitionId: string; eventId?: string }
  /** A couple's entry in an event or a round, including its check-in. */
  | { kind: 'entry'; competitionId: string; eventId?: string }
  /** A couple's registration: their entries, competitor records and fees. */
  | { kind: 'registration'; competitionId: string }
  | { kind: 'registrationSettings'; competitionId: string }
  | { kind: 'official'; competitionId: string; officialId?: string }
  /** A staff role of the deployment; declared once per competition, whose audit log shows it. */
  | { kind: 'staffRole'; competitionId: string }
  | { kind: 'marks'; competitionId: string; roundId: string }
  /** One event's results, or every event's (e.g. the marks embargo) when `eventId` is absent. */
  | { kind: 'result'; competitionId: string; eventId?: string }
  | { kind: 'jumbotron'; competitionId: string }
  /** A school's payment recorded or deleted. */
  | { kind: 'payment'; competitionId: string };

export type EntityKind = ChangedEntity['kind'];

type TopicsOf = { [K in EntityKind]: (entity: Extract<ChangedEntity, { kind: K }>) => string[] };

/**
 * The one table of which topics each kind of change touches. Audited writes
 * touch their competition's audit topic; anything counted on the dashboard
 * touches the dashboard.
 */
export const ENTITY_TOPICS: TopicsOf = {
  // The registration info shows the competition's deadlines; results pages,
  // live rounds and competitors' pages follow resultsPageShown; the jumbotron
  // shows the competition's name.
  competition: ({ competitionId: c }) => [
    liveTopics.competition(c),
    liveTopics.registrations(c),
    liveTopics.results(c),
    liveTopics.entries(c),
    liveTopics.audit(c),
    liveTopics.jumbotron(c),
    liveTopics.invoices(c),
  ],
  page: ({ competitionId: c }) => [liveTopics.pages(c), liveTopics.audit(c)],
  eventSettings: ({ competitionId: c }) => [liveTopics.eventSettings(c), liveTopics.audit(c)],
  // Renaming or deleting an event changes the entries and competitors lists too;
  // deleting it removes its results. The jumbotron shows events' rounds,
  // couples and results, so what changes them reaches it too.
  event: ({ competitionId: c }) => [
    liveTopics.events(c),
    liveTopics.schedule(c),
    liveTopics.rounds(c),
    liveTopics.entries(c),
    liveTopics.results(c),
    liveTopics.registrations(c),
    liveTopics.dashboard(c),
    liveTopics.audit(c),
    liveTopics.jumbotron(c),
    liveTopics.invoices(c),
  ],
  // The events list counts rounds; a round's entries come with it; clearing an
  // event's rounds removes its results.
  round: ({ competitionId: c }) => [
    liveTopics.schedule(c),
    liveTopics.rounds(c),
    liveTopics.entries(c),
    liveTopics.results(c),
    liveTopics.events(c),
    liveTopics.dashboard(c),
    liveTopics.audit(c),
    liveTopics.jumbotron(c),
  ],
  entry: ({ competitionId: c }) => [
    liveTopics.entries(c),
    liveTopics.schedule(c),
    liveTopics.events(c),
    liveTopics.registrations(c),
    liveTopics.dashboard(c),
    liveTopics.audit(c),
    liveTopics.jumbotron(c),
    liveTopics.invoices(c),
  ],
  // Results pages show the couples' names and schools; invoices charge the entries.
  // Withdrawing an entry or deleting a competitor takes couples out of their
  // rounds, which the schedule counts and the jumbotron shows by name.
  registration: ({ competitionId: c }) => [
    liveTopics.registrations(c),
    liveTopics.entries(c),
    liveTopics.schedule(c),
    liveTopics.results(c),
    liveTopics.events(c),
    liveTopics.dashboard(c),
    liveTopics.audit(c),
    liveTopics.jumbotron(c),
    liveTopics.invoices(c),
  ],
  // Fees and the list of schools are on the invoices.
  registrationSettings: ({ competitionId: c }) => [
    liveTopics.registrations(c),
    liveTopics.audit(c),
    liveTopics.invoices(c),
  ],
  // Event panels list judges, the public competition lists its officials, and
  // results pages name the judges in their legend.
  official: ({ competitionId: c }) => [
    liveTopics.officials(c),
    liveTopics.results(c),
    liveTopics.events(c),
    liveTopics.competition(c),
    liveTopics.dashboard(c),
    liveTopics.audit(c),
  ],
  staffRole: ({ competitionId: c }) => [liveTopics.audit(c)],
  marks: ({ competitionId: c, roundId }) => [liveTopics.marks(c, roundId)],
  // A competitor's page and a live round read results under the entries topic.
  result: ({ competitionId: c }) => [
    liveTopics.results(c),
    liveTopics.entries(c),
    liveTopics.events(c),
    liveTopics.audit(c),
    liveTopics.jumbotron(c),
  ],
  jumbotron: ({ competitionId: c }) => [liveTopics.jumbotron(c)],
  payment: ({ competitionId: c }) => [liveTopics.invoices(c), liveTopics.audit(c)],
};

export function topicsOf(entity: ChangedEntity): string[] {
  const topics = ENTITY_TOPICS[entity.kind] as (entity: ChangedEntity) => string[];
  return topics(entity);
}

/** The entity's own ids (an event id, a round id...), which a notification carries. */
export function idsOf(entity: ChangedEntity): string[] {
  return Object.entries(entity)
    .filter(([key]) => key !== 'kind' && key !== 'competitionId')
    .map(([, value]) => String(value));
}
