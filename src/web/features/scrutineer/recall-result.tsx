import { Badge, Radio, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { RecallComputation, RoundCouple } from '../../../shared/judging';
import type { TieChoice } from './api/round-judging';
import { coupleNames } from '../../lib/couple-names';
import { coupleNumber } from './couples';
import { recallRows } from './recall-model';

type Props = {
  computation: RecallComputation;
  couples: readonly RoundCouple[];
  /** The cut chosen on this screen, shown at once while the result for it is computed. */
  chosen?: TieChoice | undefined;
  /** Absent once posted: the choice is then history. */
  onChooseTie?: (choice: TieChoice) => void;
};

/** Each couple's total recalls, most first, the cut line, and the cut chooser on a tie at the cut. */
export function RecallResult({ computation, couples, chosen, onChooseTie }: Props) {
  const { rows, cutAfter } = recallRows(computation, couples);
  const { tie } = computation;
  return (
    <Stack gap="sm">
      {tie && (
        <Radio.Group
          label={`Tie at the cut: ${tie.couples.length} couples with ${tie.marks} recalls`}
          description="Choose where the cut falls; a cut never splits tied couples."
          value={chosen ?? computation.tieChoice}
          onChange={(value) => onChooseTie?.(value as TieChoice)}
        >
          <Stack gap={6} mt="xs">
            {computation.options.map((option) => (
              <Radio
                key={option.choice}
                value={option.choice}
                label={option.label}
                disabled={!onChooseTie}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label="Recall totals" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Place</Table.Th>
              <Table.Th scope="col">Couple</Table.Th>
              <Table.Th scope="col">Recalls</Table.Th>
              <Table.Th scope="col">Next round</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Fragment key={row.entryId}>
                {index === cutAfter && (
                  <Table.Tr aria-label="Cut line">
                    <Table.Td colSpan={4} p={0}>
                      <Text
                        size="xs"
                        fw={700}
                        c="red"
                        ta="center"
                        style={{ borderTop: '3px solid var(--mantine-color-red-6)' }}
                      >
                        cut: {cutAfter} recalled
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                <Table.Tr {...(row.tiedAtCut && { bg: 'var(--mantine-color-yellow-light)' })}>
                  {/* Only couples out at this round get a place; the recalled dance on. */}
                  <Table.Td>{row.recalled ? '–' : row.place}</Table.Td>
                  <Table.Th scope="row" fw={600} title={row.couple && coupleNames(row.couple)}>
                    {row.couple ? coupleNumber(row.couple) : row.entryId}
                    {row.tiedAtCut && (
                      <Badge ml="xs" size="xs" color="yellow">
                        tied at the cut
                      </Badge>
                    )}
                  </Table.Th>
                  <Table.Td>{row.total}</Table.Td>
                  <Table.Td>{row.recalled ? 'Recalled' : ''}</Table.Td>
                </Table.Tr>
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
