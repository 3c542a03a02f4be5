import { Alert, Loader, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { ChairmanRoundSummary } from '../../../shared/chairman';
import { useCompetition } from '../competition/api/get-competition';
import { useChairmanOverview } from './api/chairman-api';
import { PinPanel } from './pin-panel';
import { RoundView } from './round-view';

/** /admin/chairman: the chairman of judges' oversight of every round, and approving results. */
export function ChairmanScreen() {
  const competition = useCompetition().data;
  if (!competition) return <Skeleton h={300} aria-label="Loading the chairman's view" />;
  return <Chairman competitionId={competition.id} />;
}

/** The round shown when none is chosen: the latest one in schedule order that has marks to look at. */
function defaultRound(rounds: readonly ChairmanRoundSummary[]) {
  return rounds.findLast((round) => ['Running', 'Marked', 'Posted'].includes(round.roundState));
}

const roundLabel = (round: ChairmanRoundSummary) =>
  `${round.eventName} · ${round.roundName} (${round.roundState}${round.lock ? ', locked' : ''})`;

function Chairman({ competitionId }: { competitionId: string }) {
  const overview = useChairmanOverview(competitionId);
  const [params, setParams] = useSearchParams();
  const rounds = overview.data?.rounds ?? [];
  // The round lives in the URL, so a reload or a shared link keeps it.
  const chosen =
    rounds.find((round) => round.roundKey === params.get('round')) ?? defaultRound(rounds);

  return (
    <Stack gap="lg" p="md" maw={1280} mx="auto">
      <Title order={1} size="h2">
        Chairman of judges
      </Title>
      {overview.isPending ? (
        <Loader aria-label="Loading the rounds" />
      ) : overview.isError ? (
        <Alert color="red" role="alert" title="The rounds could not be loaded">
          {overview.error.message}
        </Alert>
      ) : (
        <>
          <PinPanel competitionId={competitionId} pin={overview.data.pin} />
          {rounds.length === 0 ? (
            <Text c="dimmed">No rounds yet. Organizers generate them on the event schedule.</Text>
          ) : (
            <Select
              label="Round"
              description="Rounds in schedule order"
              searchable
              maw={560}
              data={rounds.map((round) => ({ value: round.roundKey, label: roundLabel(round) }))}
              value={chosen?.roundKey ?? null}
              onChange={(value) => value && setParams({ round: value })}
              allowDeselect={false}
            />
          )}
          {chosen ? (
            <RoundView
              key={chosen.roundKey}
              competitionId={competitionId}
              round={chosen}
              pinSet={overview.data.pin !== null}
            />
          ) : (
            rounds.length > 0 && <Text c="dimmed">No round has started yet. Choose one above.</Text>
          )}
        </>
      )}
    </Stack>
  );
}
