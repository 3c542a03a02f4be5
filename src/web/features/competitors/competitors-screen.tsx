import {
  Alert,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useCompetition } from '../competition/api/get-competition';
import { useCompetitors } from './api/get-competitors';
import { CompetitorsTable } from './competitors-table';
import { searchCompetitors } from './search-competitors';
import type { CompetitorSort } from './search-competitors';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/** /competitors: every registered dancer with number, school and how many events they entered. */
export function CompetitorsScreen() {
  const competition = useCompetition();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Competitors</Title>
          <Text c="dimmed">
            Everyone registered, with their number. Open a name to see their events.
          </Text>
        </Stack>
        {competition.isError ? (
          <Alert color="red" title="The competition could not be loaded" role="alert">
            {competition.error.message}
          </Alert>
        ) : competition.data ? (
          <CompetitorsList competitionId={competition.data.id} />
        ) : (
          <CompetitorsSkeleton />
        )}
      </Stack>
    </Container>
  );
}

function CompetitorsList({ competitionId }: { competitionId: string }) {
  const competitors = useCompetitors(competitionId);
  // The search lives in the URL, so it survives a visit to a competitor's page and back.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const setQuery = (value: string) =>
    setParams(value === '' ? {} : { q: value }, { replace: true });
  const [sort, setSort] = useState<CompetitorSort>({ by: 'number', direction: 'ascending' });

  if (competitors.isError) {
    return (
      <Alert color="red" title="The competitors could not be loaded" role="alert">
        {competitors.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void competitors.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (competitors.isPending) return <CompetitorsSkeleton />;

  const total = competitors.data.length;
  if (total === 0) {
    return (
      <Alert color="gray" title="No competitors yet" role="status">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Dancers appear here with their number as soon as they register.</Text>
          <Button component={Link} to={paths.register()} size="sm">
            Register
          </Button>
        </Stack>
      </Alert>
    );
  }

  const shown = searchCompetitors(competitors.data, query, sort);
  return (
    <Stack gap="md">
      <TextInput
        label="Search competitors"
        description="Name, number or school"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={420}
      />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="competitors-summary">
        {query.trim() === ''
          ? `${total} ${total === 1 ? 'competitor' : 'competitors'}.`
          : `Showing ${shown.length} of ${total} competitors.`}
      </Text>
      {shown.length === 0 ? (
        <Alert color="gray" title="No competitors match" role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              No competitor has a name, number or school matching “{query.trim()}”.
            </Text>
            <Group gap="xs">
              <Button size="sm" variant="default" onClick={() => setQuery('')}>
                Clear the search
              </Button>
              <Button component={Link} to={paths.register()} size="sm">
                Register
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <CompetitorsTable competitors={shown} sort={sort} onSort={setSort} />
      )}
    </Stack>
  );
}

function CompetitorsSkeleton() {
  return (
    <Stack gap="xs" aria-label="Loading competitors" aria-busy="true">
      <Skeleton h={36} maw={420} />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} h={28} />
      ))}
    </Stack>
  );
}
