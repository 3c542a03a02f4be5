import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { AuditEntry } from '../../../shared/admin';
import { useAuditLog } from './api/audit';
import { describeAuditEntry } from './describe-audit-entry';
import { formatMoment } from '../../lib/format-moment';

/**
 * Who changed what in a competition, newest first, kept current by the live
 * stream. Deployment-wide staff changes appear here too.
 */
export function AuditPanel({ competitionId }: { competitionId: string }) {
  const audit = useAuditLog(competitionId);
  const entries = audit.data?.pages.flat();

  return (
    <Stack gap="md" component="section" aria-labelledby="audit-panel-title">
      <Title order={2} id="audit-panel-title">
        Change log
      </Title>
      {audit.isError && (
        <Alert
          color="red"
          role="alert"
          title={
            audit.isFetchNextPageError
              ? 'Older entries could not be loaded'
              : 'The change log could not be loaded'
          }
        >
          {audit.error.message}{' '}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() =>
              void (audit.isFetchNextPageError ? audit.fetchNextPage() : audit.refetch())
            }
          >
            Try again
          </Button>
        </Alert>
      )}
      {entries === undefined ? (
        audit.isPending && <Loader role="status" aria-label="Loading the change log" />
      ) : entries.length === 0 ? (
        <Text c="dimmed">No changes recorded yet.</Text>
      ) : (
        <AuditTable entries={entries} />
      )}
      {audit.hasNextPage && (
        <Group>
          <Button
            variant="default"
            loading={audit.isFetchingNextPage}
            onClick={() => void audit.fetchNextPage()}
          >
            Load older entries
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" style={{ overflowWrap: 'anywhere' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const { label, lines } = describeAuditEntry(entry);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
                </Table.Td>
                <Table.Td>{entry.actorEmail}</Table.Td>
                <Table.Td>{label}</Table.Td>
                <Table.Td>
                  {lines.length === 0 ? (
                    <Text span c="dimmed" size="sm">
                      —
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {lines.map((line, index) => (
                        // Lines are positional (one per detail) and never reorder.
                        <Text key={index} size="sm">
                          {line}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
