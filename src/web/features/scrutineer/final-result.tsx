import { Stack, Table, Text, Title } from '@mantine/core';
import type { FinalComputation, RoundJudging } from '../../../shared/judging';
import { coupleNamer } from './couples';
import { skatingTable, summaryRows } from './skating-model';

type Props = { round: RoundJudging; computation: FinalComputation };

/** The skating table of every dance, then the multi-dance summary with the rule behind each place. */
export function FinalResult({ round, computation }: Props) {
  const number = coupleNamer(round.couples);
  return (
    <Stack gap="lg">
      {round.dances.map((dance) => {
        const table = skatingTable(round, computation, dance);
        if (!table) return null;
        return (
          <Stack key={dance} gap={4}>
            <Title order={4} size="h5">
              {dance}{' '}
              <Text span size="sm" c="dimmed">
                (majority {table.majority})
              </Text>
            </Title>
            <Table.ScrollContainer minWidth={640}>
              <Table
                aria-label={`${dance} skating table`}
                withTableBorder
                withColumnBorders
                // Tallies like "4 (11)" read as one figure; the container scrolls instead.
                style={{ whiteSpace: 'nowrap' }}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Couple</Table.Th>
                    {table.judges.map((judge) => (
                      <Table.Th key={judge.judgeId} scope="col" ta="center">
                        {judge.name}
                      </Table.Th>
                    ))}
                    {table.columns.map((column) => (
                      <Table.Th
                        key={column}
                        scope="col"
                        ta="center"
                        bg="var(--mantine-color-gray-light)"
                      >
                        {column}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">Place</Table.Th>
                    <Table.Th scope="col">Rule</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row) => (
                    <Table.Tr key={row.entryId}>
                      <Table.Th scope="row">{number(row.entryId)}</Table.Th>
                      {row.marks.map((mark, index) => (
                        <Table.Td key={table.judges[index]?.judgeId ?? index} ta="center">
                          {mark}
                        </Table.Td>
                      ))}
                      {row.cells.map((cell, index) => (
                        <Table.Td key={table.columns[index]} ta="center">
                          {cell}
                        </Table.Td>
                      ))}
                      <Table.Td fw={700}>{row.place}</Table.Td>
                      <Table.Td title={row.reason}>{row.rule}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        );
      })}
      {round.dances.length > 1 && <Summary round={round} computation={computation} />}
    </Stack>
  );
}

function Summary({ round, computation }: Props) {
  const number = coupleNamer(round.couples);
  const { steps, rows } = summaryRows(round, computation);
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        Summary
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Final summary" withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Couple</Table.Th>
              {round.dances.map((dance) => (
                <Table.Th key={dance} scope="col" ta="center">
                  {dance}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="center">
                Total
              </Table.Th>
              {steps.map((label) => (
                <Table.Th key={label} scope="col" ta="center" bg="var(--mantine-color-gray-light)">
                  {label}
                </Table.Th>
              ))}
              <Table.Th scope="col">Place</Table.Th>
              <Table.Th scope="col">Decided by</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.entryId}>
                <Table.Th scope="row">{number(row.entryId)}</Table.Th>
                {row.dancePlaces.map((place, index) => (
                  <Table.Td key={round.dances[index]} ta="center">
                    {place ?? ''}
                  </Table.Td>
                ))}
                <Table.Td ta="center">{row.total ?? ''}</Table.Td>
                {row.steps.map((cell, index) => (
                  <Table.Td key={steps[index]} ta="center">
                    {cell}
                  </Table.Td>
                ))}
                <Table.Td fw={700}>{row.place}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {row.rule}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.reason}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
