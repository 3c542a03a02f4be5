import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { TBA } from '../../../domain/competition/competitors';
import type { AdminCompetitor } from '../../../shared/registration';
import { formatMoment } from '../../lib/format-moment';

type Entry = AdminCompetitor['events'][number];

/** A competitor's entries beneath their row: event, role, partner, when and in which phase. */
export function CompetitorEntries({
  competitor,
  onWithdraw,
}: {
  competitor: AdminCompetitor;
  onWithdraw: (entry: Entry) => void;
}) {
  return (
    <Table
      withRowBorders={false}
      verticalSpacing={4}
      aria-label={`Entries of ${competitor.name}`}
      maw={960}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Event</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Partner</Table.Th>
          <Table.Th>Registered</Table.Th>
          <Table.Th>Phase</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {competitor.events.map((entry) => (
          <Table.Tr key={entry.entryId} data-testid="entry-row">
            <Table.Td>{entry.eventName}</Table.Td>
            <Table.Td>{entry.role === 'lead' ? 'Lead' : 'Follow'}</Table.Td>
            <Table.Td>
              {entry.partnerName === TBA ? (
                <Badge variant="outline" color="orange" tt="none">
                  Partner TBA
                </Badge>
              ) : (
                entry.partnerName
              )}
              {entry.leadNumber !== null && entry.role === 'follow' && (
                <Text span c="dimmed" size="sm">
                  {' '}
                  (couple no. {entry.leadNumber})
                </Text>
              )}
            </Table.Td>
            <Table.Td>{formatMoment(entry.registeredTime)}</Table.Td>
            <Table.Td>
              <Badge variant="light" tt="none">
                {entry.phase}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                aria-label={`Withdraw ${competitor.name} from ${entry.eventName}`}
                onClick={() => onWithdraw(entry)}
              >
                Withdraw
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
