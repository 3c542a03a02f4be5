import { Alert, Anchor, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useSite } from '../competition/api/get-site';
import { useEventResults } from './api/get-event-results';
import { eventResultsCsvUrl } from './api/results-csv';
import { EventResultsView } from './event-results-view';
import { isNotFound } from '../../lib/api-client';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/** /results/:event: one event's posted rounds, live, for dancers and spectators. */
export function EventResultsScreen() {
  const { event = '' } = useParams();
  // The site names the competition; its record is not needed, so the results are asked for at once.
  const site = useSite();
  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Anchor component={Link} to={paths.results()} size="sm">
          ← All results
        </Anchor>
        {site.isError ? (
          <Alert color="red" title="The competition could not be loaded" role="alert">
            {site.error.message}
          </Alert>
        ) : site.data ? (
          <EventResultsPage competitionId={site.data.defaultCompetitionId} eventId={event} />
        ) : (
          <ResultsSkeleton />
        )}
      </Stack>
    </Container>
  );
}

function EventResultsPage({ competitionId, eventId }: { competitionId: string; eventId: string }) {
  const results = useEventResults(competitionId, eventId);
  if (isNotFound(results.error)) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1}>No results for this event</Title>
        <Text>
          There are no published results at this address: the event may not exist, or its results
          are not public.
        </Text>
        <Button component={Link} to={paths.results()}>
          See all results
        </Button>
      </Stack>
    );
  }
  if (results.isError) {
    return (
      <Alert color="red" title="The results could not be loaded" role="alert">
        {results.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void results.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (results.isPending) return <ResultsSkeleton />;
  const { event } = results.data;
  return (
    <Stack gap="md">
      <Stack gap={0}>
        <Title order={1}>{event.name}</Title>
        <Text c="dimmed">{[event.style, event.level].filter(Boolean).join(' · ')}</Text>
      </Stack>
      <Anchor
        href={eventResultsCsvUrl(competitionId, eventId)}
        download
        size="sm"
        style={{ alignSelf: 'flex-start' }}
      >
        Download this event's results (CSV)
      </Anchor>
      <EventResultsView results={results.data} />
    </Stack>
  );
}

function ResultsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading the results">
      <Skeleton height={32} width="60%" />
      <Skeleton height={200} />
    </Stack>
  );
}
