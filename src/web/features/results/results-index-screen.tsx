import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import type { ResultsIndexEvent } from '../../../shared/results';
import { useCompetition } from '../competition/api/get-competition';
import { competitionResultsCsvUrl } from './api/results-csv';
import { useResultsIndex } from './api/results-index';
import { countEvents, groupResultsIndex } from './results-index-model';
import type { ListedEvent } from './results-index-model';
import { coupleNames } from '../../lib/couple-names';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/** /results: every event with posted results, by style and level, searchable by couple. */
export function ResultsIndexScreen() {
  const competition = useCompetition();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Results</Title>
          <Text c="dimmed">
            Every event with posted results. Open an event for its rounds, or search for a couple.
          </Text>
        </Stack>
        {competition.isError ? (
          <Alert color="red" title="The competition could not be loaded" role="alert">
            {competition.error.message}
          </Alert>
        ) : !competition.data ? (
          <ResultsSkeleton />
        ) : competition.data.resultsPageShown ? (
          <ResultsList competitionId={competition.data.id} />
        ) : (
          <NotPublished />
        )}
      </Stack>
    </Container>
  );
}

function NotPublished() {
  return (
    <Alert color="gray" title="Results are not published yet" role="status">
      The organizers have not published the results yet. They appear here as soon as the organizers
      switch the results page on.
    </Alert>
  );
}

function ResultsList({ competitionId }: { competitionId: string }) {
  const index = useResultsIndex(competitionId);
  // The search lives in the URL, so it survives a visit to an event's results and back.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const setQuery = (value: string) =>
    setParams(value === '' ? {} : { q: value }, { replace: true });

  if (index.isError) {
    return (
      <Alert color="red" title="The results could not be loaded" role="alert">
        {index.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void index.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (index.isPending) return <ResultsSkeleton />;
  if (!index.data.resultsPageShown) return <NotPublished />;
  if (index.data.events.length === 0) {
    return (
      <Alert color="gray" title="No results posted yet" role="status">
        No results posted yet. Results appear here as soon as the scrutineer posts a round.
      </Alert>
    );
  }

  const searching = query.trim() !== '';
  const groups = groupResultsIndex(index.data.events, query);
  const shown = countEvents(groups);
  const total = index.data.events.length;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <TextInput
          label="Search results"
          description="Couple number, name or school"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={420}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="results-summary">
            {searching
              ? `${shown} of ${total} ${total === 1 ? 'event' : 'events'} with a matching couple.`
              : `${total} ${total === 1 ? 'event' : 'events'} with posted results.`}
          </Text>
          <Anchor href={competitionResultsCsvUrl(competitionId)} download size="sm">
            Download all results (CSV)
          </Anchor>
        </Group>
      </Stack>
      {shown === 0 ? (
        <Alert color="gray" title="No couple matches" role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              No couple in the posted results has a number, name or school matching “{query.trim()}
              ”.
            </Text>
            <Button size="sm" variant="default" onClick={() => setQuery('')}>
              Clear the search
            </Button>
          </Stack>
        </Alert>
      ) : (
        groups.map((style) => (
          <Stack key={style.style} gap="sm" component="section" aria-label={style.style}>
            <Title order={2}>{style.style}</Title>
            {style.levels.map((level) => (
              <Stack key={level.level} gap="xs">
                <Title order={3} size="h4">
                  {level.level}
                </Title>
                <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {level.events.map((item) => (
                    <EventCard key={item.event.eventId} item={item} />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}

/** "Quarter-Final, Semi-Final and Final posted". */
function postedRoundsText(event: ResultsIndexEvent): string {
  const names = event.postedRounds.map((round) => round.roundName);
  const last = names.pop();
  return `${names.length > 0 ? `${names.join(', ')} and ${last}` : last} posted`;
}

function EventCard({ item: { event, matches } }: { item: ListedEvent }) {
  return (
    <Card component="li" withBorder padding="sm" data-testid="results-event">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Anchor component={Link} to={paths.resultDetails({ event: event.eventId })} fw={600}>
            {event.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {postedRoundsText(event)}
          </Text>
        </Stack>
        {/* Never squeezed by a long event name: "Finished" read "FINISH…" on a phone. */}
        <Badge color={event.finished ? 'green' : 'blue'} variant="light" style={{ flexShrink: 0 }}>
          {event.finished ? 'Finished' : 'In progress'}
        </Badge>
      </Group>
      {matches.length > 0 && (
        <List size="sm" mt="xs" spacing={4} aria-label={`Matching couples in ${event.name}`}>
          {matches.map((couple) => (
            <List.Item key={couple.entryId}>
              {couple.number !== null && <Text span fw={600}>{`#${couple.number} `}</Text>}
              {coupleNames(couple)}
              {couple.affiliation && <Text span c="dimmed">{` (${couple.affiliation})`}</Text>}
              {' — '}
              <Text span fw={600}>
                {couple.result}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

function ResultsSkeleton() {
  return (
    <Stack gap="xs" aria-label="Loading results" aria-busy="true">
      <Skeleton h={36} maw={420} />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h={56} />
      ))}
    </Stack>
  );
}
