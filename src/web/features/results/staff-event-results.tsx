import { Alert, Badge, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useStaffEventResults } from './api/staff-results';
import { EventResultsView } from './event-results-view';

/**
 * One event's results as staff see them: every mark, whether the public sees
 * them, and previews of Marked rounds the scrutineer has not posted yet.
 */
export function StaffEventResults({
  competitionId,
  eventId,
}: {
  competitionId: string;
  eventId: string;
}) {
  const results = useStaffEventResults(competitionId, eventId);
  if (results.isPending) return <Loader aria-label="Loading the event's results" />;
  if (results.isError) {
    return (
      <Alert color="red" role="alert" title="The event's results could not be loaded">
        {results.error.message}
      </Alert>
    );
  }
  const { event, published, previewProblems, rounds } = results.data;
  const previews = rounds.filter((round) => round.postedAt === null).length;
  return (
    <Stack gap="md" component="section" aria-labelledby="staff-event-title">
      <Group gap="sm">
        <Title order={2} size="h3" id="staff-event-title">
          {event.name}
        </Title>
        <Badge color={published ? 'green' : 'gray'} variant="light">
          {published ? 'Published' : 'Withdrawn'}
        </Badge>
      </Group>
      {previews > 0 && (
        <Text size="sm" c="dimmed">
          Rounds labelled “Preview, not posted” are Marked rounds as the engine works them out now:
          the public sees them once the scrutineer posts them.
        </Text>
      )}
      {previewProblems.length > 0 && (
        <Alert color="yellow" title="Marked rounds not worked out yet" role="status">
          <List size="sm">
            {previewProblems.map((problem) => (
              <List.Item key={problem.roundName}>
                {problem.roundName}: {problem.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <EventResultsView results={results.data} />
    </Stack>
  );
}
