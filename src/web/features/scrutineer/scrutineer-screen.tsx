import { Grid, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ScheduleRound } from '../../../shared/schedule';
import { useSchedule } from '../schedule/api/get-schedule';
import { useCompetition } from '../competition/api/get-competition';
import { roundJudgingKey } from './api/round-judging';
import { chosenRound, parseRoundParam, roundParam } from './round-choice';
import { RoundList } from './round-list';
import { RoundPanel } from './round-panel';

/** /admin/scrutineer: the day's rounds by state, and the chosen round's marks, results and posting. */
export function ScrutineerScreen() {
  const competition = useCompetition().data;
  if (!competition) return <Skeleton h={300} aria-label="Loading the scrutineer's view" />;
  return <Scrutineer competitionId={competition.id} />;
}

function Scrutineer({ competitionId }: { competitionId: string }) {
  const schedule = useSchedule(competitionId);
  const [params, setParams] = useSearchParams();
  const rounds = schedule.data ?? [];
  // The round lives in the URL, so a reload or a shared link keeps it.
  const chosen = chosenRound(rounds, parseRoundParam(params.get('round')));
  useRefreshWhenScheduled(competitionId, chosen);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Scrutineer
      </Title>
      {schedule.isPending ? (
        <Loader aria-label="Loading the rounds" />
      ) : rounds.length === 0 ? (
        <Text c="dimmed">No rounds yet. Organizers generate them on the event schedule.</Text>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <RoundList
              rounds={rounds}
              chosen={chosen}
              onChoose={(round) => setParams({ round: roundParam(round) })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 9 }}>
            {chosen ? (
              <RoundPanel
                key={roundParam(chosen)}
                competitionId={competitionId}
                scheduled={chosen}
              />
            ) : (
              <Text c="dimmed">No round is running. Choose one from the list.</Text>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/**
 * A round changes without a write to its own marks when the round before it is
 * posted (its couples and heats are filled) or when the schedule changes it;
 * the schedule's row shows that, so the round is fetched again.
 */
function useRefreshWhenScheduled(competitionId: string, round: ScheduleRound | undefined) {
  const queryClient = useQueryClient();
  const signature = round && [round.roundState, round.entryCount, round.recallSize, round.numHeats];
  const key = JSON.stringify(signature ?? null);
  useEffect(() => {
    if (!round) return;
    void queryClient.invalidateQueries({ queryKey: roundJudgingKey(competitionId, round) });
    // Only a change of the row's signature calls for a refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
