import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { finalPlaceName } from '../../../domain/results';
import type { CompetitorEntryRounds, CompetitorResult } from '../../../shared/live-rounds';
import { paths } from '../../app/paths';
import { predictSchedule } from '../../lib/schedule-predictions';
import { useVenueNow } from '../../lib/venue-clock';
import { useEventSettings } from '../competition/api/get-event-settings';
import { useSchedule } from '../schedule/api/get-schedule';
import { nextHeatLine } from './next-heat';

/** "Your next heat: ..., in about 25 minutes (planned 14:10, running 12 minutes late)". */
export function NextHeat({
  competitionId,
  entries,
}: {
  competitionId: string;
  entries: readonly CompetitorEntryRounds[];
}) {
  const schedule = useSchedule(competitionId);
  const settings = useEventSettings(competitionId);
  const venueNow = useVenueNow();
  if (!schedule.data || !settings.data) return null;
  // Organizers who hide the live schedule do not want times promised either: the round and heat only.
  const predicted = settings.data.hideLiveSchedule
    ? []
    : predictSchedule(schedule.data, venueNow).rounds;
  const line = nextHeatLine(entries, predicted, venueNow);
  if (line === null) return null;
  return (
    <Alert color="blue" variant="light" role="status" aria-label="Next heat">
      <Text fw={600}>{line}</Text>
    </Alert>
  );
}

/** Under an event: the rounds the couple reached and, once public, its result. */
export function EntryRounds({ entry }: { entry: CompetitorEntryRounds }) {
  if (entry.rounds.length === 0 && entry.result === null) return null;
  return (
    <Stack gap={4}>
      {entry.rounds.length > 0 && (
        <Group gap={6} aria-label="Rounds">
          {entry.rounds.map((round) => (
            <Badge key={round.roundNumber} variant="outline" color="gray" tt="none">
              {round.roundName}
              {round.heat !== null && `, heat ${round.heat}`}
              {round.state === 'Posted'
                ? ' · posted'
                : round.state === 'Running'
                  ? ' · on now'
                  : ''}
            </Badge>
          ))}
        </Group>
      )}
      {entry.result && (
        <Text size="sm">
          <Anchor
            component={Link}
            to={paths.resultDetails({ event: entry.eventId })}
            inherit
            fw={600}
          >
            {resultInWords(entry.result)}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** "1st place", "3rd–4th place", "Recalled from the Semi-Final", "7-8 in the Quarter-Final". */
export function resultInWords(result: CompetitorResult): string {
  if (result.place !== null) return `${finalPlaceName(result.place, result.sharedBy)} place`;
  const { roundName, placement } = result.lastPosted;
  return placement === null
    ? `Recalled from the ${roundName}`
    : `Placed ${placement} in the ${roundName}`;
}
