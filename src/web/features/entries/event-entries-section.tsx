import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ADHOC_ENTRY, TBA } from '../../../domain/competition/competitors';
import type { EventEntries } from '../../../shared/registration';
import { paths } from '../../app/paths';

type EventEntriesSectionProps = {
  /** The event with the couples to show (all of them, or those matching a search). */
  event: EventEntries;
  /** How many couples the event has in all, to say "3 of 14" while searching. */
  totalCouples: number;
};

const couples = (n: number) => `${n} ${n === 1 ? 'couple' : 'couples'}`;

/** One event's heading, couple count and table of couples. */
export function EventEntriesSection({ event, totalCouples }: EventEntriesSectionProps) {
  const headingId = `event-${event.eventId}`;
  const shown = event.entries.length;
  return (
    <Card component="section" withBorder aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4}>
            <Title order={2} size="h4" id={headingId}>
              {event.eventName}
            </Title>
            <Group gap={6}>
              <Badge variant="light">{event.style}</Badge>
              <Badge variant="light" color="gray">
                {event.level}
              </Badge>
            </Group>
          </Stack>
          <Text size="sm" c="dimmed" data-testid="couple-count">
            {shown === totalCouples
              ? couples(totalCouples)
              : `${shown} of ${couples(totalCouples)}`}
          </Text>
        </Group>
        {shown === 0 ? (
          <Text size="sm" c="dimmed">
            No couples yet.
          </Text>
        ) : (
          <Table verticalSpacing={6} aria-labelledby={headingId} layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>No.</Table.Th>
                <Table.Th>Lead &amp; follow</Table.Th>
                <Table.Th w="36%">School</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {event.entries.map((entry) => (
                <Table.Tr key={entry.entryId}>
                  <Table.Td fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {entry.leadNumber ?? '—'}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <DancerName name={entry.leadName} competitorId={entry.leadId} /> &amp;{' '}
                    <DancerName name={entry.followName} competitorId={entry.followId} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.affiliation}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

/** A dancer's name, linking to their page when they are a registered competitor. */
function DancerName({ name, competitorId }: { name: string; competitorId: string | null }) {
  if (name.toUpperCase() === TBA) {
    return (
      <Anchor
        component={Link}
        to={paths.tbaList()}
        title="Partner to be announced: see the TBA list"
      >
        TBA
      </Anchor>
    );
  }
  if (competitorId === null || competitorId === ADHOC_ENTRY.leadId) return <>{name}</>;
  return (
    <Anchor component={Link} to={paths.competitorDetails({ competitorId: competitorId })}>
      {name}
    </Anchor>
  );
}
