import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { roundProgress } from '../../../domain/judging';
import type { SheetStatus } from '../../../domain/judging';
import type { ChairmanRound } from '../../../shared/chairman';
import { formatClock } from '../../lib/format-clock';

const STATUS: Record<SheetStatus, { label: string; color: string }> = {
  'not-started': { label: 'Not started', color: 'gray' },
  'in-progress': { label: 'Marking', color: 'blue' },
  submitted: { label: 'Submitted', color: 'green' },
  absent: { label: 'Absent', color: 'dark' },
};

/** Who has submitted which dance, and when; who is still marking or absent. */
export function JudgesProgress({ round }: { round: ChairmanRound }) {
  const progress = roundProgress({
    panel: round.panel.map((judge) => judge.judgeId),
    absent: round.panel.filter((judge) => judge.absence).map((judge) => judge.judgeId),
    dances: round.dances,
    sheets: round.sheets,
  });
  const sheetOf = (judgeId: string, dance: string) =>
    round.sheets.find((sheet) => sheet.judgeId === judgeId && sheet.dance === dance);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Judges&apos; progress
      </Title>
      <Table.ScrollContainer minWidth={400}>
        <Table captionSide="top" withTableBorder>
          <Table.Caption>
            {progress.complete
              ? 'Every judge present has submitted every dance.'
              : `${progress.missing.length} sheets still to come.`}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Judge</Table.Th>
              {round.dances.map((dance) => (
                <Table.Th scope="col" key={dance}>
                  {dance}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {round.panel.map((judge) => (
              <Table.Tr key={judge.judgeId}>
                <Table.Th scope="row">{judge.name}</Table.Th>
                {progress.cells
                  .filter((cell) => cell.judgeId === judge.judgeId)
                  .map((cell) => {
                    const sheet = sheetOf(judge.judgeId, cell.dance);
                    const at = sheet?.submittedAt ?? cell.lastMarkAt;
                    return (
                      <Table.Td key={cell.dance}>
                        <Badge color={STATUS[cell.status].color} variant="light">
                          {STATUS[cell.status].label}
                        </Badge>
                        {at && (
                          <Text size="xs" c="dimmed">
                            {cell.status === 'submitted' ? 'at ' : 'last mark '}
                            {formatClock(at)}
                          </Text>
                        )}
                        {sheet && sheet.enteredBy !== 'judge' && (
                          <Text size="xs" fs="italic">
                            entered by {sheet.enteredBy}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
