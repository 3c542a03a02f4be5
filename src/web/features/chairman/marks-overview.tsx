import { Stack, Table, Text, Title } from '@mantine/core';
import type { ChairmanRound } from '../../../shared/chairman';

/**
 * The submitted marks, one table per dance: a row per couple, a column per
 * judge ("X" for a recall, the place in a final), and the dance's total or
 * place. Drafts are not marks and are not shown.
 */
export function MarksOverview({ round }: { round: ChairmanRound }) {
  const absent = new Set(round.absentEntryIds);
  const final = round.kind === 'final';
  const dancePlaces =
    round.posted?.computation?.kind === 'final' ? round.posted.computation.perDance : undefined;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Marks
      </Title>
      {round.dances.map((dance) => {
        const submitted = new Map(
          round.sheets
            .filter((sheet) => sheet.dance === dance && sheet.status === 'submitted')
            .map((sheet) => [sheet.judgeId, sheet.entries]),
        );
        return (
          <Table.ScrollContainer minWidth={400} key={dance}>
            <Table captionSide="top" withTableBorder striped ta="center">
              <Table.Caption>
                {dance}: {final ? "each judge's place" : 'X marks a recall'}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Couple</Table.Th>
                  {round.panel.map((judge) => (
                    <Table.Th scope="col" key={judge.judgeId}>
                      {judge.name}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">{final ? 'Place' : 'Recalls'}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {round.couples.map((couple) => {
                  const marks = round.panel.map((judge) => {
                    const entries = submitted.get(judge.judgeId);
                    const index = entries?.indexOf(couple.entryId) ?? -1;
                    if (!entries) return '';
                    return final ? (index >= 0 ? String(index + 1) : '') : index >= 0 ? 'X' : '';
                  });
                  const total = final
                    ? (dancePlaces?.[dance]?.[couple.entryId] ?? '')
                    : marks.filter((mark) => mark === 'X').length;
                  return (
                    <Table.Tr key={couple.entryId}>
                      <Table.Th scope="row">
                        {couple.number ?? '—'}
                        {absent.has(couple.entryId) && (
                          <Text span size="xs" c="red" ml={4}>
                            (absent)
                          </Text>
                        )}
                      </Table.Th>
                      {marks.map((mark, i) => (
                        <Table.Td key={round.panel[i]?.judgeId}>{mark}</Table.Td>
                      ))}
                      <Table.Td fw={700}>{total}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        );
      })}
      {round.sheets.every((sheet) => sheet.status !== 'submitted') && (
        <Text c="dimmed" size="sm">
          No sheet is submitted yet.
        </Text>
      )}
    </Stack>
  );
}
