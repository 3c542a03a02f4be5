import { Badge, NavLink, Paper, Stack, Title } from '@mantine/core';
import type { ScheduleRound } from '../../../shared/schedule';
import { groupRoundsByState, sameRound } from './round-choice';

type Props = {
  rounds: readonly ScheduleRound[];
  chosen: ScheduleRound | undefined;
  onChoose: (round: ScheduleRound) => void;
};

/** The day's rounds grouped by state, the chosen one marked as current. */
export function RoundList({ rounds, chosen, onChoose }: Props) {
  return (
    // Bounded and scrolled on its own, so on a tablet the chosen round follows close below.
    <Paper
      withBorder
      p="xs"
      component="nav"
      aria-label="Rounds"
      mah={{ base: 280, lg: 'calc(100dvh - 140px)' }}
      style={{ overflowY: 'auto' }}
    >
      <Stack gap="sm">
        {groupRoundsByState(rounds).map((group) => (
          <section key={group.state} aria-labelledby={`round-group-${group.state}`}>
            <Title order={2} size="h5" id={`round-group-${group.state}`} mb={4}>
              {group.title} <Badge variant="light">{group.rounds.length}</Badge>
            </Title>
            {group.rounds.map((round) => {
              const current = chosen !== undefined && sameRound(round, chosen);
              return (
                <NavLink
                  key={round.roundId}
                  component="button"
                  active={current}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onChoose(round)}
                  label={`${round.eventName} ${round.roundName}`}
                  description={`${round.entryCount} couples`}
                />
              );
            })}
          </section>
        ))}
      </Stack>
    </Paper>
  );
}
