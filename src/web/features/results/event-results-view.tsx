import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { EventResults, RoundResult, StaffEventResults } from '../../../shared/results';
import { FinalRound, RecallRound } from '../../ui/results-tables';

const releaseTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One event's results: each posted round (the final first) with its couples,
 * and, unless the embargo holds them back, the judges' marks by letter with
 * the skating tables and the sentence behind each place. Staff read the same
 * view with every mark and previews of rounds not posted yet.
 */
export function EventResultsView({ results }: { results: EventResults | StaffEventResults }) {
  const rounds = [...results.rounds].sort((a, b) => a.roundNumber - b.roundNumber);
  const heldBack = rounds.some((round) => round.detail === null);
  // The legend serves any round whose marks are shown, even if another round's are held back.
  const showsMarks = rounds.some((round) => round.detail !== null);
  return (
    <Stack gap="lg">
      {!results.marksPublic && (
        <Alert color="blue" title="Marks not published yet" data-testid="marks-embargo">
          {heldBack ? '' : 'The public does not see these marks yet. '}
          {results.marksReleaseAt
            ? `The judges' marks are published after ${releaseTime.format(new Date(results.marksReleaseAt))}.`
            : "The judges' marks are published once the organizers release them."}
        </Alert>
      )}
      {results.judges.length > 0 && showsMarks && (
        <Stack gap={4} component="section" aria-label="Judges">
          <Title order={3} size="h5">
            Judges
          </Title>
          <Text component="ul" size="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {results.judges.map((judge) => (
              <li key={judge.letter}>
                <Text span fw={700}>
                  {judge.letter}
                </Text>{' '}
                {judge.name}
              </li>
            ))}
          </Text>
        </Stack>
      )}
      {rounds.length === 0 && <Text c="dimmed">No round of this event has been posted yet.</Text>}
      {rounds.map((round) => (
        <RoundCard key={round.roundNumber} round={round} />
      ))}
    </Stack>
  );
}

function RoundCard({ round }: { round: RoundResult }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={round.roundName}>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between">
          <Title order={2} size="h4">
            {round.roundName}
          </Title>
          {round.postedAt === null && (
            <Badge color="orange" variant="light">
              Preview, not posted
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {round.dances.join(', ')} · {round.couples.length} couples
          {round.kind === 'recall' && ` · ${round.recalled.length} recalled`}
        </Text>
        {round.kind === 'recall' ? <RecallRound round={round} /> : <FinalRound round={round} />}
      </Stack>
    </Card>
  );
}
