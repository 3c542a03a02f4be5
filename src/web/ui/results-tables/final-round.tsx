import { List, Stack, Table, Text, Title } from '@mantine/core';
import { finalPlaceNamer } from '../../../domain/results';
import {
  danceTable,
  ruleName,
  stepText,
  summaryTable,
  tallyText,
} from '../../../domain/scrutineering/result-tables';
import type { FinalDetail, RoundResult } from '../../../shared/results';
import type { CoupleLookup } from './couple-cells';
import { coupleLookup, NamesCell, NumberCell, numberOf } from './couple-cells';
import { ScrollingTable } from './scrolling-table';

/** A final's places with each couple's place per dance; with the marks, the skating tables, the summary and the reasons. */
export function FinalRound({ round }: { round: RoundResult }) {
  const couple = coupleLookup(round.couples);
  const detail = round.detail?.kind === 'final' ? round.detail : null;
  return (
    <Stack gap="lg">
      <Placements round={round} couple={couple} />
      {detail && (
        <>
          {round.dances.map((dance) => (
            <DanceSkatingTable key={dance} detail={detail} dance={dance} couple={couple} />
          ))}
          {round.dances.length > 1 && <Summary detail={detail} couple={couple} />}
          <Reasons detail={detail} couple={couple} multiDance={round.dances.length > 1} />
        </>
      )}
    </Stack>
  );
}

/** A final's place as printed, "3rd–4th" for a shared one; a text place is shown as it is. */
const placeText = (
  value: number | string | undefined,
  places: Readonly<Record<string, number | string>>,
) =>
  typeof value === 'number'
    ? finalPlaceNamer(Object.values(places).filter((p) => typeof p === 'number'))(value)
    : (value ?? '');

function Placements({ round, couple }: { round: RoundResult; couple: CoupleLookup }) {
  const rows = round.couples
    .map((entry) => entry.entryId)
    .sort(
      (a, b) => Number(round.placements[a] ?? Infinity) - Number(round.placements[b] ?? Infinity),
    );
  return (
    <ScrollingTable label={`${round.roundName}: places`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">No.</Table.Th>
          <Table.Th scope="col">Place</Table.Th>
          <Table.Th scope="col">Couple</Table.Th>
          {round.dances.length > 1 &&
            round.dances.map((dance) => (
              <Table.Th key={dance} scope="col" ta="center">
                {dance}
              </Table.Th>
            ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((entryId) => (
          <Table.Tr key={entryId}>
            <NumberCell couple={couple(entryId)} />
            <Table.Td fw={700}>{placeText(round.placements[entryId], round.placements)}</Table.Td>
            <NamesCell couple={couple(entryId)} />
            {round.dances.length > 1 &&
              round.dances.map((dance) => (
                <Table.Td key={dance} ta="center">
                  {round.perDance[dance]?.[entryId] ?? ''}
                </Table.Td>
              ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollingTable>
  );
}

type DetailProps = { detail: FinalDetail; couple: CoupleLookup };

function DanceSkatingTable({ detail, dance, couple }: DetailProps & { dance: string }) {
  const table = danceTable(detail.grid, detail.computation, dance);
  if (!table) return null;
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        {dance}{' '}
        <Text span size="sm" c="dimmed">
          skating table, majority {table.majority}
        </Text>
      </Title>
      <ScrollingTable label={`${dance} skating table`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">No.</Table.Th>
            {table.judges.map((judge) => (
              <Table.Th key={judge} scope="col" ta="center">
                {judge}
              </Table.Th>
            ))}
            {table.columns.map((column) => (
              <Table.Th key={column} scope="col" ta="center" bg="var(--mantine-color-gray-light)">
                {column}
              </Table.Th>
            ))}
            <Table.Th scope="col">Place</Table.Th>
            <Table.Th scope="col">Rule</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.couple}>
              <NumberCell couple={couple(row.couple)} />
              {row.marks.map((mark, index) => (
                <Table.Td key={table.judges[index]} ta="center">
                  {mark > 0 ? mark : ''}
                </Table.Td>
              ))}
              {row.cells.map((cell, index) => (
                <Table.Td key={table.columns[index]} ta="center">
                  {cell ? tallyText(cell) : ''}
                </Table.Td>
              ))}
              <Table.Td fw={700}>{row.place}</Table.Td>
              <Table.Td title={row.reason}>{ruleName(row.rule)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollingTable>
    </Stack>
  );
}

function Summary({ detail, couple }: DetailProps) {
  const table = summaryTable(detail.grid, detail.computation);
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        Summary
      </Title>
      <ScrollingTable label="Final summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">No.</Table.Th>
            {table.dances.map((dance) => (
              <Table.Th key={dance} scope="col" ta="center">
                {dance}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="center">
              Total
            </Table.Th>
            {table.steps.map((step, index) => (
              <Table.Th key={index} scope="col" ta="center" bg="var(--mantine-color-gray-light)">
                {step.label}
              </Table.Th>
            ))}
            <Table.Th scope="col">Place</Table.Th>
            <Table.Th scope="col">Rule</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.couple}>
              <NumberCell couple={couple(row.couple)} />
              {row.dancePlaces.map((dancePlace, index) => (
                <Table.Td key={table.dances[index]} ta="center">
                  {dancePlace ?? ''}
                </Table.Td>
              ))}
              <Table.Td ta="center">{row.total ?? ''}</Table.Td>
              {row.steps.map((cell, index) => (
                <Table.Td key={index} ta="center">
                  {stepText(cell)}
                </Table.Td>
              ))}
              <Table.Td fw={700}>{row.place}</Table.Td>
              <Table.Td>{ruleName(row.rule)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollingTable>
    </Stack>
  );
}

/** The engine's sentence for each final place: the summary's for several dances, the dance's for one. */
function Reasons({ detail, couple, multiDance }: DetailProps & { multiDance: boolean }) {
  const rows = multiDance
    ? summaryTable(detail.grid, detail.computation).rows
    : (danceTable(detail.grid, detail.computation, detail.grid.dances[0] ?? '')?.rows ?? []);
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        How each place was decided
      </Title>
      <List spacing={4} size="sm" aria-label="How each place was decided">
        {rows.map((row) => (
          <List.Item key={row.couple}>
            <Text span fw={700}>
              {placeText(row.place ?? undefined, detail.computation.overall)}, No.{' '}
              {numberOf(couple(row.couple))}:
            </Text>{' '}
            {row.reason}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
