import { Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { recallTable } from '../../../domain/scrutineering/result-tables';
import type { RoundResult } from '../../../shared/results';
import { coupleLookup, NamesCell, NumberCell } from './couple-cells';
import classes from './results-tables.module.css';
import { ScrollingTable } from './scrolling-table';

/**
 * A recall round: every couple, the recalled first, with a line where the cut
 * falls. With the judges' marks: each judge's recalls per dance ("X") and the
 * total; without (embargo), who was recalled and the places of the others.
 */
export function RecallRound({ round }: { round: RoundResult }) {
  const detail = round.detail?.kind === 'recall' ? round.detail : null;
  const table = recallTable(detail?.grid ?? null, {
    couples: round.couples.map((couple) => couple.entryId),
    totals: detail?.totals ?? {},
    recalled: round.recalled,
    placements: round.placements,
  });
  const couple = coupleLookup(round.couples);
  const withTotals = detail !== null;
  const columns = 3 + table.dances.length * table.judges.length + (withTotals ? 1 : 0);
  return (
    <ScrollingTable label={`${round.roundName}: recalls`}>
      <Table.Thead>
        {table.dances.length > 0 && (
          <Table.Tr>
            <Table.Td colSpan={2} />
            {table.dances.map((dance) => (
              <Table.Th key={dance} scope="colgroup" colSpan={table.judges.length} ta="center">
                {dance}
              </Table.Th>
            ))}
            <Table.Td colSpan={withTotals ? 2 : 1} />
          </Table.Tr>
        )}
        <Table.Tr>
          <Table.Th scope="col">No.</Table.Th>
          <Table.Th scope="col">Couple</Table.Th>
          {table.dances.map((dance) =>
            table.judges.map((judge) => (
              <Table.Th
                key={`${dance}-${judge}`}
                scope="col"
                ta="center"
                title={`${dance}, judge ${judge}`}
              >
                {judge}
              </Table.Th>
            )),
          )}
          {withTotals && (
            <Table.Th scope="col" ta="center">
              Total
            </Table.Th>
          )}
          <Table.Th scope="col">Result</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, index) => (
          <Fragment key={row.couple}>
            {index === table.cutAfter && index > 0 && (
              <Table.Tr className={classes.cut} aria-label="Cut line">
                <Table.Td colSpan={columns} p={0}>
                  <Text size="xs" fw={700} c="red" px="xs">
                    cut: {table.cutAfter} recalled
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            <Table.Tr className={row.recalled ? undefined : classes.out}>
              <NumberCell couple={couple(row.couple)} />
              <NamesCell couple={couple(row.couple)} />
              {row.marks.map((dance, danceIndex) =>
                dance.map((recalled, judge) => (
                  // A plain cell: a big round has thousands, and Mantine's Td costs a component each.
                  <td key={`${danceIndex}-${judge}`} className={classes.mark}>
                    {recalled ? 'X' : ''}
                  </td>
                )),
              )}
              {withTotals && (
                <Table.Td ta="center" fw={600}>
                  {row.total}
                </Table.Td>
              )}
              <Table.Td>{row.recalled ? 'Recalled' : `${row.place ?? ''}`}</Table.Td>
            </Table.Tr>
          </Fragment>
        ))}
      </Table.Tbody>
    </ScrollingTable>
  );
}
