import { Alert, Container, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { clockTime } from '../../../domain/mc';
import type { McMoment, McScript } from '../../../shared/mc';
import { useCompetition } from '../competition/api/get-competition';
import { useMcScript } from './api/mc-script';
import classes from './mc.module.css';
import { MomentCard } from './moment-card';
import { dayLateness } from './moment-timing';
import { useVenueNow } from '../../lib/venue-clock';

/** /admin/mc: the MC's script, now first and then next, in type big enough to read from a metre away. */
export function McScreen() {
  const competition = useCompetition().data;
  if (!competition) return <Skeleton h={300} m="md" aria-label="Loading the MC's script" />;
  return <McScriptView competitionId={competition.id} />;
}

function McScriptView({ competitionId }: { competitionId: string }) {
  const script = useMcScript(competitionId);
  const venueNow = useVenueNow();
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={1}>MC</Title>
          <Group gap="lg" align="baseline">
            {script.data && <Lateness script={script.data} venueNow={venueNow} />}
            <Text className={classes.clock} aria-label="Time now">
              {clockTime(venueNow)}
            </Text>
          </Group>
        </Group>
        {script.isPending ? (
          <Loader aria-label="Loading the script" />
        ) : script.isError ? (
          <Alert color="red" title="The script could not be loaded">
            {script.error.message}
          </Alert>
        ) : (
          <Moments script={script.data} venueNow={venueNow} />
        )}
      </Stack>
    </Container>
  );
}

function Lateness({ script, venueNow }: { script: McScript; venueNow: string }) {
  const { minutes, sentence } = dayLateness(script, venueNow);
  return (
    <Text
      className={classes.lateness}
      c={minutes > 0 ? 'orange.9' : 'green.9'}
      role="status"
      aria-label="Schedule"
    >
      {sentence}
    </Text>
  );
}

function Moments({ script, venueNow }: { script: McScript; venueNow: string }) {
  if (script.now.length === 0 && script.next.length === 0) {
    return (
      <Text size="xl" c="dimmed">
        Nothing to announce yet: no round is scheduled. Rounds appear here once the organizers
        generate the schedule, and the script follows them without reloading.
      </Text>
    );
  }
  return (
    <>
      <MomentList
        title="Now"
        moments={script.now}
        venueNow={venueNow}
        size="now"
        empty="No round is on the floor. The call to the floor appears here when the scrutineer starts the next round."
      />
      <MomentList
        title="Next"
        moments={script.next}
        venueNow={venueNow}
        size="next"
        empty="No more rounds to come."
      />
    </>
  );
}

function MomentList({
  title,
  moments,
  venueNow,
  size,
  empty,
}: {
  title: string;
  moments: readonly McMoment[];
  venueNow: string;
  size: 'now' | 'next';
  empty: string;
}) {
  return (
    <Stack gap="sm">
      <Title order={2}>{title}</Title>
      {moments.length === 0 ? (
        <Text size="lg" c="dimmed">
          {empty}
        </Text>
      ) : (
        moments.map((moment) => (
          <MomentCard key={moment.roundKey} moment={moment} venueNow={venueNow} size={size} />
        ))
      )}
    </Stack>
  );
}
