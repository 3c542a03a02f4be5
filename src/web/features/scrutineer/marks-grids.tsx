import { Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type { RoundJudging } from '../../../shared/judging';
import { coupleNames } from '../../lib/couple-names';
import { coupleNumber } from './couples';
import { marksGrid } from './marks-grid-model';

/** The judges' submitted marks, one table per dance, as the judges gave them. */
export function MarksGrids({ round }: { round: RoundJudging }) {
  const [first] = round.dances;
  if (first === undefined) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Marks
      </Title>
      <Tabs defaultValue={first} keepMounted={false}>
        <Tabs.List>
          {round.dances.map((dance) => (
            <Tabs.Tab key={dance} value={dance}>
              {dance}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {round.dances.map((dance) => (
          <Tabs.Panel key={dance} value={dance} pt="xs">
            <DanceMarks round={round} dance={dance} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function DanceMarks({ round, dance }: { round: RoundJudging; dance: string }) {
  const grid = marksGrid(round, dance);
  const heats = round.numHeats > 1;
  const final = round.kind === 'final';
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table
        aria-label={`${dance} marks`}
        withTableBorder
        withColumnBorders
        striped
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            {heats && <Table.Th scope="col">Heat</Table.Th>}
            <Table.Th scope="col">Couple</Table.Th>
            {grid.judges.map((judge) => (
              <Table.Th key={judge.judgeId} scope="col" ta="center">
                {judge.name}
                {judge.absent && (
                  <Text size="xs" c="dimmed">
                    absent
                  </Text>
                )}
                {judge.enteredByScrutineer && (
                  <Text size="xs" fs="italic">
                    entered by the scrutineer
                  </Text>
                )}
              </Table.Th>
            ))}
            {!final && (
              <Table.Th scope="col" ta="center">
                Total
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.rows.map((row) => (
            <Table.Tr key={row.couple.entryId}>
              {heats && <Table.Td>{row.couple.heat ?? ''}</Table.Td>}
              <Table.Th scope="row" title={coupleNames(row.couple)}>
                {coupleNumber(row.couple)}
                <Text size="xs" c="dimmed" fw={400} visibleFrom="md">
                  {coupleNames(row.couple)}
                </Text>
              </Table.Th>
              {row.marks.map((mark, index) => (
                <Table.Td key={grid.judges[index]?.judgeId ?? index} ta="center">
                  {mark}
                </Table.Td>
              ))}
              {!final && (
                <Table.Td ta="center" fw={600}>
                  {row.total}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
