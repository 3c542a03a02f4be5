import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { clockTime, runningLate } from '../../../domain/schedule-drift';
import { liveTopics } from '../../../shared/live';
import type { ResultsIndexEvent } from '../../../shared/results';
import { paths } from '../../app/paths';
import type { PredictedRound } from '../../lib/schedule-predictions';
import { predictSchedule } from '../../lib/schedule-predictions';
import { useVenueNow } from '../../lib/venue-clock';
import { useSchedule } from '../schedule/api/get-schedule';
import { useCompetition } from '../competition/api/get-competition';
import { useEventSettings } from '../competition/api/get-event-settings';
import { useResultsIndex } from '../results/api/results-index';
import classes from './live.module.css';
import { ROUND_STATE_LABELS } from './round-states';
import { isRoundStarted } from '../../../domain/floor';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/** /live: the day's schedule with the running round, predicted times and posted results, live. */
export function LiveScreen() {
  const competition = useCompetition();
  return (
    <Container size="sm" px="xs" py="md">
      {competition.isError ? (
        <Alert color="red" title="The competition could not be loaded" role="alert">
          {competition.error.message}
        </Alert>
      ) : competition.data ? (
        <LiveView competitionId={competition.data.id} name={competition.data.fullName} />
      ) : (
        <Skeleton h={300} aria-label="Loading the live schedule" />
      )}
    </Container>
  );
}

function LiveView({ competitionId, name }: { competitionId: string; name: string }) {
  const schedule = useSchedule(competitionId);
  const results = useResultsIndex(competitionId);
  const settings = useEventSettings(competitionId);
  const venueNow = useVenueNow();
  const scrollRequest = useRefreshOnScrollIndex(
    competitionId,
    settings.data?.liveScrollRefreshIndex,
  );
  const predicted = schedule.data ? predictSchedule(schedule.data, venueNow) : null;
  const publicEvents = results.data?.events ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={1}>Live</Title>
          <Text c="dimmed">{name}</Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700} size="xl" className={classes.time} aria-label="Time now">
            {clockTime(venueNow)}
          </Text>
          {predicted && !settings.data?.hideLiveSchedule && (
            <Text c={predicted.minutesLate > 0 ? 'orange.9' : 'green.9'} role="status">
              {capitalized(runningLate(predicted.minutesLate))}
            </Text>
          )}
        </Stack>
      </Group>
      {settings.data?.hideLiveSchedule ? (
        <Alert color="gray" title="The live schedule is hidden">
          The organizers are not showing the schedule at the moment. Posted results are below.
        </Alert>
      ) : schedule.isError ? (
        <Alert color="red" title="The schedule could not be loaded" role="alert">
          {schedule.error.message}
        </Alert>
      ) : predicted ? (
        <ScheduleList
          rounds={predicted.rounds}
          publicEvents={publicEvents}
          scrollRequest={scrollRequest}
        />
      ) : (
        <Skeleton h={300} aria-label="Loading the schedule" />
      )}
      <PostedResults events={publicEvents} />
    </Stack>
  );
}

/**
 * Organizers bump `liveScrollRefreshIndex` to bring every open /live page back
 * to the running round: on a change (not on the first reading) the schedule
 * and results are fetched again, then the page scrolls. The answer counts the
 * scroll requests, the first being the page's opening.
 */
function useRefreshOnScrollIndex(competitionId: string, index: number | undefined): number {
  const queryClient = useQueryClient();
  const seen = useRef<number | undefined>(undefined);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (index === undefined) return;
    const changed = seen.current !== undefined && seen.current !== index;
    seen.current = index;
    if (!changed) return;
    void Promise.all([
      queryClient.refetchQueries({ queryKey: [liveTopics.schedule(competitionId)] }),
      queryClient.refetchQueries({ queryKey: [liveTopics.results(competitionId)] }),
    ]).then(() => setRequests((n) => n + 1));
  }, [competitionId, index, queryClient]);
  return requests;
}

function ScheduleList({
  rounds,
  publicEvents,
  scrollRequest,
}: {
  rounds: readonly PredictedRound[];
  publicEvents: readonly ResultsIndexEvent[];
  scrollRequest: number;
}) {
  const running = useRef<HTMLLIElement>(null);
  useEffect(() => {
    running.current?.scrollIntoView({ block: 'center' });
  }, [scrollRequest]);
  if (rounds.length === 0) {
    return <Text c="dimmed">No rounds are scheduled yet.</Text>;
  }
  const firstRunning = rounds.findIndex((round) => round.roundState === 'Running');
  return (
    <ol className={classes.schedule} aria-label="Schedule">
      {rounds.map((round, i) => {
        const isRunning = round.roundState === 'Running';
        const posted = publicEvents
          .find((event) => event.eventId === round.eventId)
          ?.postedRounds.some((posted) => posted.roundNumber === round.roundNumber);
        const done = isRoundStarted(round.roundState) && !isRunning;
        return (
          <li
            key={round.roundId}
            ref={i === firstRunning ? running : undefined}
            className={`${classes.row} ${isRunning ? classes.running : ''} ${done ? classes.done : ''}`}
            aria-current={isRunning ? 'true' : undefined}
            data-running={isRunning || undefined}
          >
            <RoundTime round={round} />
            <Stack gap={2}>
              <Text fw={600} lh={1.3}>
                {round.eventName}
              </Text>
              <Text size="sm">{round.roundName}</Text>
              <Group gap="xs">
                <Badge
                  size="sm"
                  variant={isRunning ? 'filled' : 'light'}
                  color={isRunning ? 'yellow.8' : 'gray'}
                  tt="none"
                >
                  {ROUND_STATE_LABELS[round.roundState]}
                </Badge>
                {round.roundState !== 'Skipped' && (
                  <Anchor
                    component={Link}
                    size="sm"
                    to={paths.liveRoundResultView({
                      eventKey: round.eventId,
                      roundNumber: String(round.roundNumber),
                    })}
                    aria-label={`Couples of ${round.eventName} ${round.roundName}`}
                  >
                    Couples
                  </Anchor>
                )}
                {posted && (
                  <Anchor
                    component={Link}
                    size="sm"
                    fw={600}
                    to={paths.resultDetails({ event: round.eventId })}
                    aria-label={`Results of ${round.eventName}`}
                  >
                    Results
                  </Anchor>
                )}
              </Group>
            </Stack>
          </li>
        );
      })}
    </ol>
  );
}

/** "Started 10:32"; "10:40" planned, with "expected 10:52" when the day runs late. */
function RoundTime({ round }: { round: PredictedRound }) {
  const { prediction } = round;
  const planned = clockTime(round.plannedStart);
  const expected = clockTime(prediction.predictedStart);
  if (prediction.status === 'skipped') return <Text size="sm">—</Text>;
  if (prediction.status === 'started') {
    return (
      <Text size="sm" className={classes.time}>
        {expected === null ? 'Started' : `Started ${expected}`}
      </Text>
    );
  }
  if (planned === null) return <Text size="sm">Time to be announced</Text>;
  return (
    <Stack gap={0} className={classes.time}>
      <Text fw={600}>{planned}</Text>
      {expected !== null && expected !== planned && (
        <Text size="sm" c="orange.9">
          expected {expected}
        </Text>
      )}
    </Stack>
  );
}

function PostedResults({ events }: { events: readonly ResultsIndexEvent[] }) {
  if (events.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="live-results">
      <Title order={2} size="h3" id="live-results">
        Posted results
      </Title>
      <Stack component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {events.map((event) => (
          <li key={event.eventId}>
            <Anchor component={Link} to={paths.resultDetails({ event: event.eventId })}>
              {event.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              {event.finished ? 'final posted' : (event.postedRounds.at(-1)?.roundName ?? '')}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
