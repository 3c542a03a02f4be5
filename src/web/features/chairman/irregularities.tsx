import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import { formatRho } from '../../../domain/oversight';
import type { ChairmanRound } from '../../../shared/chairman';
import { formatClock } from '../../lib/format-clock';

/** What deserves the chairman's look, each explained, and each judge's agreement figure. */
export function Irregularities({ round }: { round: ChairmanRound }) {
  const { oversight } = round;
  const nameOf = new Map(round.panel.map((judge) => [judge.judgeId, judge.name]));
  return (
    <Stack gap="xs" component="section" aria-labelledby="irregularities-title">
      <Title order={3} size="h4" id="irregularities-title">
        Irregularities
      </Title>
      {oversight.irregularities.length === 0 ? (
        <Text size="sm" role="status">
          No irregularities in the marks submitted so far.
        </Text>
      ) : (
        <Alert color="orange" title={`${oversight.irregularities.length} to look at`} role="none">
          <List size="sm" spacing="xs">
            {oversight.irregularities.map((irregularity, i) => (
              <List.Item key={`${irregularity.kind}-${irregularity.judgeId}-${i}`}>
                {irregularity.explanation}
                {irregularity.kind === 'marks-after-posting' &&
                  ` (received ${formatClock(irregularity.receivedAt)})`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {oversight.final && (
        <Table.ScrollContainer minWidth={400}>
          <Table captionSide="top" withTableBorder ta="center">
            <Table.Caption>
              Rank correlation (Spearman&apos;s rho) of each judge&apos;s places with the result: 1
              is the result&apos;s order, 0 unrelated, −1 reversed.
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Judge</Table.Th>
                {round.dances.map((dance) => (
                  <Table.Th scope="col" key={dance}>
                    {dance}
                  </Table.Th>
                ))}
                {round.dances.length > 1 && <Table.Th scope="col">Overall</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {oversight.final.map((judge) => (
                <Table.Tr key={judge.judgeId} {...(judge.low && { c: 'red' })}>
                  <Table.Th scope="row">
                    {nameOf.get(judge.judgeId) ?? judge.judgeId}
                    {judge.low && ' (flagged)'}
                  </Table.Th>
                  {judge.perDance.map((dance) => (
                    <Table.Td key={dance.dance}>
                      {dance.rho === null ? '—' : formatRho(dance.rho)}
                    </Table.Td>
                  ))}
                  {round.dances.length > 1 && (
                    <Table.Td>{judge.overall === null ? '—' : formatRho(judge.overall)}</Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {oversight.recall && (
        <Table.ScrollContainer minWidth={400}>
          <Table captionSide="top" withTableBorder ta="center">
            <Table.Caption>
              How many of the panel&apos;s top {oversight.recall.top.length} couples each judge
              recalled, out of those they could.
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Judge</Table.Th>
                <Table.Th scope="col">Recalled of the top</Table.Th>
                <Table.Th scope="col">Agreement</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {oversight.recall.judges.map((judge) => (
                <Table.Tr key={judge.judgeId} {...(judge.low && { c: 'red' })}>
                  <Table.Th scope="row">
                    {nameOf.get(judge.judgeId) ?? judge.judgeId}
                    {judge.low && ' (flagged)'}
                  </Table.Th>
                  <Table.Td>
                    {judge.hits} of {judge.possible}
                  </Table.Td>
                  <Table.Td>
                    {judge.share === null ? '—' : `${Math.round(judge.share * 100)}%`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
