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
import { TBA } from '../../../domain/competition/competitors';
import type { CompetitorEntryRounds } from '../../../shared/live-rounds';
import type { CompetitorDetail, CompetitorEvent } from '../../../shared/registration';
import { paths } from '../../app/paths';
import { useCompetition } from '../competition/api/get-competition';
import { useCompetitor } from './api/get-competitor';
import { useCompetitorRounds } from './api/get-competitor-rounds';
import { EntryRounds, NextHeat } from './competitor-day';
import { isNotFound } from '../../lib/api-client';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/** /competitors/:competitorId: a dancer's number, school and events, live. */
export function CompetitorScreen() {
  const { competitorId = '' } = useParams();
  const competition = useCompetition();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.competitors()} size="sm">
          ← All competitors
        </Anchor>
        {competition.isError ? (
          <Alert color="red" title="The competition could not be loaded" role="alert">
            {competition.error.message}
          </Alert>
        ) : competition.data ? (
          <CompetitorPage competitionId={competition.data.id} competitorId={competitorId} />
        ) : (
          <CompetitorSkeleton />
        )}
      </Stack>
    </Container>
  );
}

function CompetitorPage({
  competitionId,
  competitorId,
}: {
  competitionId: string;
  competitorId: string;
}) {
  const competitor = useCompetitor(competitionId, competitorId);
  const rounds = useCompetitorRounds(competitionId, competitorId);
  if (isNotFound(competitor.error)) return <CompetitorNotFound competitorId={competitorId} />;
  if (competitor.isError) {
    return (
      <Alert color="red" title="This competitor could not be loaded" role="alert">
        {competitor.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void competitor.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (competitor.isPending) return <CompetitorSkeleton />;
  return (
    <CompetitorDetails competitionId={competitionId} competitor={competitor.data} rounds={rounds} />
  );
}

function CompetitorDetails({
  competitionId,
  competitor,
  rounds,
}: {
  competitionId: string;
  competitor: CompetitorDetail;
  /** The entries' rounds and results, read apart from the competitor. */
  rounds: ReturnType<typeof useCompetitorRounds>;
}) {
  const count = competitor.events.length;
  const entries = rounds.data?.entries ?? [];
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1}>{competitor.name}</Title>
        <Group gap="sm">
          <Badge size="lg" variant="filled" radius="sm" tt="none" data-testid="competitor-number">
            No. {competitor.number}
          </Badge>
          <Text fw={500}>{competitor.affiliation}</Text>
        </Group>
      </Stack>
      {rounds.isError ? (
        <Alert color="red" title="The rounds and results could not be loaded" role="alert">
          {rounds.error.message}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void rounds.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : rounds.isPending ? (
        <Skeleton h={72} aria-label="Loading the rounds and results" />
      ) : (
        <NextHeat competitionId={competitionId} entries={entries} />
      )}
      <Stack component="section" aria-labelledby="competitor-events" gap="sm">
        <Title order={2} size="h3" id="competitor-events">
          Events{count > 0 && ` (${count})`}
        </Title>
        {count === 0 ? (
          <Text c="dimmed">{competitor.name} is not entered in any event at the moment.</Text>
        ) : (
          <Stack
            component="ul"
            aria-labelledby="competitor-events"
            gap="sm"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {competitor.events.map((event) => (
              <CompetitorEventCard
                key={event.entryId}
                event={event}
                ownNumber={competitor.number}
                rounds={entries.find((entry) => entry.entryId === event.entryId)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** An event the competitor entered, with their role and partner, rounds reached and result. */
function CompetitorEventCard({
  event,
  ownNumber,
  rounds,
}: {
  event: CompetitorEvent;
  ownNumber: number;
  rounds: CompetitorEntryRounds | undefined;
}) {
  return (
    <Card component="li" withBorder padding="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={4}>
          <Text fw={600}>{event.eventName}</Text>
          <Group gap={6}>
            <Badge variant="light">{event.style}</Badge>
            <Badge variant="light" color="gray">
              {event.level}
            </Badge>
          </Group>
          <Text size="sm">
            {event.role === 'lead' ? 'Leads' : 'Follows'} with <Partner event={event} />
          </Text>
          {rounds && <EntryRounds entry={rounds} />}
        </Stack>
        {/* A couple dances under the lead's number, so a follow needs to know it. */}
        {event.leadNumber !== null && event.leadNumber !== ownNumber && (
          <Text size="sm" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
            Couple no. {event.leadNumber}
          </Text>
        )}
      </Group>
    </Card>
  );
}

function Partner({ event }: { event: CompetitorEvent }) {
  if (event.partnerId !== null) {
    return (
      <Anchor
        component={Link}
        to={paths.competitorDetails({ competitorId: event.partnerId })}
        inherit
      >
        {event.partnerName}
      </Anchor>
    );
  }
  if (event.partnerName.toUpperCase() === TBA) {
    return (
      <>
        a partner to be announced (
        <Anchor component={Link} to={paths.tbaList()} inherit>
          TBA list
        </Anchor>
        )
      </>
    );
  }
  return <>{event.partnerName}</>;
}

function CompetitorNotFound({ competitorId }: { competitorId: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>Competitor not found</Title>
      <Text>
        No competitor with this id: <code>{competitorId}</code>. They may have withdrawn, or the
        link may be wrong.
      </Text>
      <Button component={Link} to={paths.competitors()}>
        See all competitors
      </Button>
    </Stack>
  );
}

function CompetitorSkeleton() {
  return (
    <Stack gap="md" aria-label="Loading competitor" aria-busy="true">
      <Skeleton h={40} w="50%" />
      <Skeleton h={24} w="30%" />
      <Skeleton h={90} />
      <Skeleton h={90} />
    </Stack>
  );
}
