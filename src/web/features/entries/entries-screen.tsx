import {
  Alert,
  Button,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { STYLES } from '../../../domain/competition/enumerations';
import type { Style } from '../../../domain/competition/enumerations';
import type { EventEntries } from '../../../shared/registration';
import { paths } from '../../app/paths';
import { useCompetition } from '../competition/api/get-competition';
import { useEntries } from './api/get-entries';
import { countCouples, filterEventEntries } from './filter-entries';
import { EventEntriesSection } from './event-entries-section';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/** /entries: every event's couples, public (numbers, names, schools; never emails) and live. */
export function EntriesScreen() {
  const competition = useCompetition();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Entries</Title>
            <Text c="dimmed">Every event's couples, in event order. The number is the lead's.</Text>
          </Stack>
          <Group gap="xs">
            <Button component={Link} to={paths.updateEntries()} variant="default">
              Change your entries
            </Button>
            <Button component={Link} to={paths.register()}>
              Register
            </Button>
          </Group>
        </Group>
        {competition.isError ? (
          <Alert color="red" title="The competition could not be loaded" role="alert">
            {competition.error.message}
          </Alert>
        ) : competition.data ? (
          <EntriesList competitionId={competition.data.id} />
        ) : (
          <EntriesSkeleton />
        )}
      </Stack>
    </Container>
  );
}

const ALL_STYLES = 'all';

const isStyle = (value: string | null): value is Style =>
  (STYLES as readonly string[]).includes(value ?? '');

function EntriesList({ competitionId }: { competitionId: string }) {
  const entries = useEntries(competitionId);
  // The search lives in the URL, so it survives a visit to a competitor's page and can be shared.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const styleParam = params.get('style');
  const style = isStyle(styleParam) ? styleParam : null;
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || value === ALL_STYLES) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  if (entries.isError) {
    return (
      <Alert color="red" title="The entries could not be loaded" role="alert">
        {entries.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void entries.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (entries.isPending) return <EntriesSkeleton />;

  const events = entries.data;
  if (countCouples(events) === 0) {
    return (
      <Alert color="gray" title="No entries yet" role="status">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Nobody has registered for {events.length === 0 ? 'this competition' : 'an event'} yet.
            Couples appear here as soon as they register.
          </Text>
          <Button component={Link} to={paths.register()} size="sm">
            Register a couple
          </Button>
        </Stack>
      </Alert>
    );
  }

  const visible = filterEventEntries(events, { query, style });
  const totals = new Map(events.map((event) => [event.eventId, event.entries.length]));
  const stylesOffered = STYLES.filter((s) => events.some((event) => event.style === s));
  const filtering = query.trim() !== '' || style !== null;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search entries"
          description="Name, number or school"
          type="search"
          value={query}
          onChange={(event) => setParam('q', event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Style"
          data={[
            { value: ALL_STYLES, label: 'All styles' },
            ...stylesOffered.map((s) => ({ value: s, label: s })),
          ]}
          value={style ?? ALL_STYLES}
          onChange={(value) => setParam('style', value ?? ALL_STYLES)}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="entries-summary">
        {summary(visible, countCouples(events), filtering)}
      </Text>
      {visible.length === 0 ? (
        <Alert color="gray" title="No couples match" role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {query.trim() !== ''
                ? `No couple${style ? ` in ${style}` : ''} has a name, number or school matching “${query.trim()}”.`
                : `There are no ${style ?? ''} events.`}{' '}
              Not registered yet? Registration adds you to this list.
            </Text>
            <Group gap="xs">
              <Button size="sm" variant="default" onClick={() => setParams({}, { replace: true })}>
                Clear the search
              </Button>
              <Button component={Link} to={paths.register()} size="sm">
                Register
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        visible.map((event) => (
          <EventEntriesSection
            key={event.eventId}
            event={event}
            totalCouples={totals.get(event.eventId) ?? event.entries.length}
          />
        ))
      )}
    </Stack>
  );
}

function summary(visible: EventEntries[], total: number, filtering: boolean): string {
  const shown = countCouples(visible);
  const events = `${visible.length} ${visible.length === 1 ? 'event' : 'events'}`;
  if (!filtering) return `${total} ${total === 1 ? 'entry' : 'entries'} in ${events}.`;
  if (shown === 0) return 'No entries match.';
  return `Showing ${shown} of ${total} ${total === 1 ? 'entry' : 'entries'}, in ${events}.`;
}

function EntriesSkeleton() {
  return (
    <Stack gap="md" aria-label="Loading entries" aria-busy="true">
      <Skeleton h={60} />
      <Skeleton h={220} />
      <Skeleton h={220} />
    </Stack>
  );
}
