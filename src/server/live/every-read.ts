import { PAGE_SLUGS } from '../../shared/competition';
import type { ChangedEntity } from '../../shared/live-topics';

/**
 * Changes that together touch every public read of a competition
 * (shared/live-topics.ts): for a write that replaces or removes it whole.
 */
export function everyReadOf(competitionId: string): ChangedEntity[] {
  return [
    { kind: 'competition', competitionId },
    ...PAGE_SLUGS.map((slug) => ({ kind: 'page' as const, competitionId, slug })),
    { kind: 'eventSettings', competitionId },
    { kind: 'event', competitionId },
    { kind: 'round', competitionId },
    { kind: 'registration', competitionId },
    { kind: 'official', competitionId },
  ];
}
