import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { clockTime } from '../../../domain/schedule-drift';
import type { LiveCouple, LiveRound } from '../../../shared/live-rounds';
import type { ResultCouple, RoundResult } from '../../../shared/results';
import { paths } from '../../app/paths';
import { venueClock } from '../../lib/venue-clock';
import { useCompetition } from '../competition/api/get-competition';
import { useLiveRound } from './api/live-round';
import { useEventResults } from '../results/api/get-event-results';
import classes from './live.module.css';
import { ROUND_STATE_LABELS } from './round-states';
import { isNotFound } from '../../lib/api-client';
import { coupleNames } from '../../lib/couple-names';
import { finalPlaceNamer } from '../../../domain/results';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/** /live/:eventKey/:roundNumber: who is on the floor, then the recalls or the placements. */
export function LiveRoundScreen() {
  const { eventKey = '', roundNumber = '' } = useParams();
  const competition = useCompetition();
  const number = Number(roundNumber);
  return (
    <Container size="sm" px="xs" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={paths.liveCompView()} size="sm">
          ← Live schedule
        </Anchor>
        {!Number.isInteger(number) || number < 1 ? (
          <RoundNotFound />
        ) : competition.isError ? (
          <Alert color="red" title="The competition could not be loaded" role="alert">
            {competition.error.message}
          </Alert>
        ) : competition.data ? (
          <LiveRoundView
            competitionId={competition.data.id}
            eventId={eventKey}
            roundNumber={number}
          />
        ) : (
          <Skeleton h={300} aria-label="Loading the round" />
        )}
      </Stack>
    </Container>
  );
}

function LiveRoundView({
  competitionId,
  eventId,
  roundNumber,
}: {
  competitionId: string;
  eventId: string;
  roundNumber: number;
}) {
  const round = useLiveRound(competitionId, eventId, roundNumber);
  const results = useEventResults(competitionId, eventId);
  if (isNotFound(round.error)) return <RoundNotFound />;
  if (round.isError) {
    return (
      <Alert color="red" title="This round could not be loaded" role="alert">
        {round.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void round.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (round.isPending) return <Skeleton h={300} aria-label="Loading the round" />;
  const posted =
    round.data.state === 'Posted'
      ? results.data?.rounds.find((result) => result.roundNumber === roundNumber && result.postedAt)
      : undefined;
  return (
    <Stack gap="lg">
      <RoundHeader round={round.data} />
      {posted && <PostedRound result={posted} eventId={eventId} />}
      <Heats round={round.data} />
    </Stack>
  );
}

function RoundHeader({ round }: { round: LiveRound }) {
  const planned = clockTime(round.plannedStart);
  const started = round.actualStart === null ? null : clockTime(venueClock(round.actualStart));
  return (
    <Stack gap={4}>
      <Title order={1}>{round.eventName}</Title>
      <Group gap="sm">
        <Text size="lg" fw={600}>
          {round.roundName}
        </Text>
        <Badge
          variant={round.state === 'Running' ? 'filled' : 'light'}
          color={round.state === 'Running' ? 'yellow.8' : 'gray'}
          tt="none"
        >
          {ROUND_STATE_LABELS[round.state]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {[round.dances.join(', '), planned && `planned ${planned}`, started && `started ${started}`]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

/** A final's couples in place order, each place as printed ("3rd–4th" for a shared one). */
function finalPlacings(placements: RoundResult['placements']) {
  const places = Object.values(placements).filter((place) => typeof place === 'number');
  const name = finalPlaceNamer(places);
  return Object.entries(placements)
    .map(([entryId, place]) => ({ entryId, place: Number(place) }))
    .sort((a, b) => a.place - b.place)
    .map(({ entryId, place }) => ({ entryId, place: name(place) }));
}

/** The round's result as posted: who was recalled, or the final placements (no marks). */
function PostedRound({ result, eventId }: { result: RoundResult; eventId: string }) {
  const coupleOf = (entryId: string) => result.couples.find((c) => c.entryId === entryId);
  const rows =
    result.kind === 'recall'
      ? result.recalled.map((entryId) => ({ entryId, place: null }))
      : finalPlacings(result.placements);
  const title =
    result.kind === 'recall'
      ? `Recalled to the next round (${result.recalled.length})`
      : 'Final placings';
  return (
    <Card withBorder component="section" aria-labelledby="live-result" padding="sm">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="live-result">
            {title}
          </Title>
          <Anchor component={Link} to={paths.resultDetails({ event: eventId })} fw={600}>
            Full results
          </Anchor>
        </Group>
        <Stack component="ol" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map(({ entryId, place }) => {
            const couple = coupleOf(entryId);
            return couple ? (
              <Group component="li" key={entryId} gap="sm" wrap="nowrap" align="flex-start">
                {place !== null && (
                  <Text fw={700} miw="2.5rem" aria-label={`Place ${place}`}>
                    {place}
                  </Text>
                )}
                <CoupleLine couple={couple} />
              </Group>
            ) : null;
          })}
        </Stack>
      </Stack>
    </Card>
  );
}

function Heats({ round }: { round: LiveRound }) {
  if (round.heats.length === 0) {
    return <Text c="dimmed">No couples are in this round yet.</Text>;
  }
  const single = round.heats.length === 1;
  return (
    <Stack component="section" gap="sm" aria-labelledby="live-heats">
      <Title order={2} size="h3" id="live-heats">
        {round.state === 'Posted' ? 'Who danced' : 'On the floor'}
      </Title>
      {round.heats.map((heat) => {
        const label = heat.heat === null ? 'No heat yet' : `Heat ${heat.heat}`;
        return (
          <Card key={heat.heat ?? 'none'} withBorder padding="sm" aria-label={label}>
            {!single && (
              <Text fw={700} mb="xs">
                {label}
              </Text>
            )}
            <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {heat.couples.map((couple) => (
                <Group
                  component="li"
                  key={couple.entryId}
                  gap="sm"
                  wrap="nowrap"
                  align="flex-start"
                >
                  <CoupleLine couple={couple} />
                  {couple.absent && (
                    <Badge color="gray" variant="outline" tt="none">
                      No-show
                    </Badge>
                  )}
                </Group>
              ))}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

function CoupleLine({ couple }: { couple: LiveCouple | ResultCouple }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text className={classes.number} aria-label={`Number ${couple.number ?? 'to be given'}`}>
        {couple.number ?? '—'}
      </Text>
      <Stack gap={0}>
        <Text fw={500}>{coupleNames(couple)}</Text>
        {couple.affiliation && (
          <Text size="sm" c="dimmed">
            {couple.affiliation}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function RoundNotFound() {
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1}>Round not found</Title>
      <Text>
        This round is not on the schedule. The link may be wrong, or the round was removed.
      </Text>
      <Button component={Link} to={paths.liveCompView()}>
        See the live schedule
      </Button>
    </Stack>
  );
}
