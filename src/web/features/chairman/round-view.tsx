import { Alert, Badge, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ChairmanRoundSummary } from '../../../shared/chairman';
import { formatClock } from '../../lib/format-clock';
import { useChairmanRound } from './api/chairman-api';
import { Irregularities } from './irregularities';
import { LockActions } from './lock-actions';
import { MarksOverview } from './marks-overview';
import { JudgesProgress } from './judges-progress';

type Props = { competitionId: string; round: ChairmanRoundSummary; pinSet: boolean };

const STATE_COLORS: Record<string, string> = { Running: 'blue', Marked: 'orange', Posted: 'green' };

/** One round: its state and lock, approving or unlocking it, the judges' progress, marks and irregularities. */
export function RoundView({ competitionId, round: summary, pinSet }: Props) {
  const ref = {
    eventId: summary.eventId,
    roundNumber: summary.roundNumber,
    roundKey: summary.roundKey,
  };
  const query = useChairmanRound(competitionId, ref);
  if (query.isPending) return <Loader aria-label="Loading the round" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title="The round could not be loaded">
        {query.error.message}
      </Alert>
    );
  }
  const round = query.data;
  const begun = round.roundState !== 'Initialized' && round.roundState !== 'Empty';
  return (
    <Stack gap="lg" component="section" aria-label={`${round.eventName} ${round.roundName}`}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            {round.eventName} {round.roundName}
          </Title>
          <Group gap="xs">
            <Badge color={STATE_COLORS[round.roundState] ?? 'gray'}>
              <VisuallyHidden>State: </VisuallyHidden>
              {round.roundState}
            </Badge>
            {round.lock && <Badge color="grape">Approved and locked</Badge>}
            <Text size="sm" c="dimmed">
              {round.couples.length} couples · {round.dances.join(', ')}
              {round.kind === 'recall' && ` · recall ${round.recallSize}`}
              {round.posted &&
                ` · posted ${formatClock(round.posted.postedAt)} by ${round.posted.postedBy}`}
            </Text>
          </Group>
        </div>
        <LockActions competitionId={competitionId} round={round} pinSet={pinSet} />
      </Group>
      {round.lock && (
        <Text size="sm" role="status">
          Approved and locked by {round.lock.lockedBy} at {formatClock(round.lock.lockedAt)}. Nobody
          can change or un-post it until you unlock it.
        </Text>
      )}
      {begun ? (
        <>
          <JudgesProgress round={round} />
          <Irregularities round={round} />
          <MarksOverview round={round} />
        </>
      ) : (
        <Text c="dimmed">This round has not started; there are no marks yet.</Text>
      )}
    </Stack>
  );
}
