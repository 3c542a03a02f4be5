import { Alert, Loader, Stack } from '@mantine/core';
import type { ScheduleRound } from '../../../shared/schedule';
import { useRoundJudging } from './api/round-judging';
import { LateArrivals } from './late-arrivals';
import { MarksGrids } from './marks-grids';
import { ProgressGrid } from './progress-grid';
import { RoundHeader } from './round-header';
import { RoundResults } from './round-results';

type Props = { competitionId: string; scheduled: ScheduleRound };

/** One round: its state and start, the panel's progress, the marks, the result and posting. */
export function RoundPanel({ competitionId, scheduled }: Props) {
  const ref = { eventId: scheduled.eventId, roundNumber: scheduled.roundNumber };
  const judging = useRoundJudging(competitionId, ref);
  if (judging.isPending) return <Loader aria-label="Loading the round" />;
  if (judging.isError) {
    return (
      <Alert color="red" role="alert" title="The round could not be loaded">
        {judging.error.message}
      </Alert>
    );
  }
  const round = judging.data;
  const begun = round.roundState !== 'Initialized' && round.roundState !== 'Empty';
  return (
    <Stack gap="lg" component="section" aria-label={`${round.eventName} ${round.roundName}`}>
      <RoundHeader competitionId={competitionId} round={round} />
      {begun && <ProgressGrid competitionId={competitionId} round={round} />}
      {begun && <MarksGrids round={round} />}
      {begun && <RoundResults competitionId={competitionId} round={round} />}
      <LateArrivals round={round} />
    </Stack>
  );
}
