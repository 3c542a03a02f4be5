import { Badge, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { PanelJudge, RoundJudging } from '../../../shared/judging';
import { useClearAbsence, useRoundAction } from './api/round-judging';
import { EnterSheetModal } from './enter-sheet-modal';
import { formatClock } from '../../lib/format-clock';
import { progressRows, STATUS_LABELS } from './progress-model';
import type { ProgressCell } from './progress-model';
import { ReasonModal } from '../../ui/reason-modal';

type Props = { competitionId: string; round: RoundJudging };

const STATUS_COLORS: Record<ProgressCell['status'], string> = {
  'not-started': 'gray',
  'in-progress': 'yellow',
  submitted: 'green',
  absent: 'dark',
};

/** Judges by dances: where each judge stands, with the time of their last mark; sheets entered and absences here. */
export function ProgressGrid({ competitionId, round }: Props) {
  const ref = { eventId: round.eventId, roundNumber: round.roundNumber };
  const markAbsent = useRoundAction(competitionId, ref, 'markAbsent');
  const clearAbsence = useClearAbsence(competitionId, ref);
  const [entering, setEntering] = useState<{ judge: PanelJudge; dance: string }>();
  const [absentJudge, setAbsentJudge] = useState<PanelJudge>();
  const editable = round.roundState === 'Running' || round.roundState === 'Marked';

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Judges
      </Title>
      {clearAbsence.isError && (
        <Text c="red" role="alert">
          {clearAbsence.error.message}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Judges' progress" withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Judge</Table.Th>
              {round.dances.map((dance) => (
                <Table.Th key={dance} scope="col">
                  {dance}
                </Table.Th>
              ))}
              {editable && <Table.Th scope="col">Attendance</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {progressRows(round).map(({ judge, cells }) => (
              <Table.Tr key={judge.judgeId}>
                <Table.Th scope="row">
                  <Text fw={600} size="sm">
                    {judge.name}
                  </Text>
                  {judge.absence && (
                    <Text size="xs" c="dimmed">
                      Absent: {judge.absence.reason}
                    </Text>
                  )}
                </Table.Th>
                {cells.map((cell) => (
                  <Table.Td key={cell.dance}>
                    <Stack gap={4} align="flex-start">
                      <Badge color={STATUS_COLORS[cell.status]} variant="light">
                        {STATUS_LABELS[cell.status]}
                      </Badge>
                      {cell.lastMarkAt && (
                        <Text size="xs" c="dimmed">
                          <VisuallyHidden>Last mark </VisuallyHidden>
                          {formatClock(cell.lastMarkAt)}
                        </Text>
                      )}
                      {cell.enteredByScrutineer && (
                        <Text size="xs" fs="italic">
                          entered by the scrutineer
                        </Text>
                      )}
                      {editable && cell.status !== 'absent' && (
                        <Button
                          size="compact-xs"
                          variant="default"
                          aria-label={`Enter ${judge.name}'s ${cell.dance} sheet`}
                          onClick={() => setEntering({ judge, dance: cell.dance })}
                        >
                          {cell.status === 'submitted' ? 'Correct' : 'Enter'}
                        </Button>
                      )}
                    </Stack>
                  </Table.Td>
                ))}
                {editable && (
                  <Table.Td>
                    {judge.absence ? (
                      <Button
                        size="compact-xs"
                        variant="default"
                        aria-label={`Undo ${judge.name}'s absence`}
                        loading={clearAbsence.isPending && clearAbsence.variables === judge.judgeId}
                        onClick={() => clearAbsence.mutate(judge.judgeId)}
                      >
                        Undo absence
                      </Button>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="default"
                        aria-label={`Mark ${judge.name} absent`}
                        onClick={() => {
                          markAbsent.reset();
                          setAbsentJudge(judge);
                        }}
                      >
                        Mark absent
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {entering && (
        <EnterSheetModal
          competitionId={competitionId}
          round={round}
          judge={entering.judge}
          dance={entering.dance}
          onClose={() => setEntering(undefined)}
        />
      )}
      {absentJudge && (
        <ReasonModal
          title={`Mark ${absentJudge.name} absent from this round?`}
          description="Their marks are no longer waited for or counted; the audit log keeps the reason."
          confirmLabel="Mark absent"
          mutation={markAbsent}
          onConfirm={(reason) =>
            markAbsent.mutate(
              { judgeId: absentJudge.judgeId, reason },
              { onSuccess: () => setAbsentJudge(undefined) },
            )
          }
          onClose={() => setAbsentJudge(undefined)}
        />
      )}
    </Stack>
  );
}
