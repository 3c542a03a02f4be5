import { Alert, Table, Text } from '@mantine/core';
import type { RoundJudging } from '../../../shared/judging';
import { coupleNamer } from './couples';
import { formatClock } from '../../lib/format-clock';

/** Judges' sends that arrived after the round was posted: kept and shown, never counted. */
export function LateArrivals({ round }: { round: RoundJudging }) {
  if (round.lateArrivals.length === 0) return null;
  const judgeName = (judgeId: string) =>
    round.panel.find((judge) => judge.judgeId === judgeId)?.name ?? judgeId;
  const number = coupleNamer(round.couples);
  return (
    <Alert color="gray" title="Arrived after posting (not counted)">
      <Text size="sm" mb="xs">
        These marks reached the server after the round was posted. They do not change the posted
        result; un-post the round and enter them if they should count.
      </Text>
      <Table aria-label="Arrived after posting">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Judge</Table.Th>
            <Table.Th scope="col">Dance</Table.Th>
            <Table.Th scope="col">Marks</Table.Th>
            <Table.Th scope="col">Received</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {round.lateArrivals.map((late) => (
            <Table.Tr key={late.submissionId}>
              <Table.Td>{judgeName(late.judgeId)}</Table.Td>
              <Table.Td>{late.dance}</Table.Td>
              <Table.Td>{late.entries.map(number).join(', ')}</Table.Td>
              <Table.Td>{formatClock(late.receivedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
