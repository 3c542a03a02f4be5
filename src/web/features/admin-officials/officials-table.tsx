import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { isJudgeRole } from '../../../domain/officials/official-roles';
import type { AdminOfficial } from '../../../shared/officials';
import { paths } from '../../app/paths';
import { OfficialPhotoCell } from './official-photo-cell';

export type OfficialAction = 'edit' | 'delete' | 'new-code' | 'remove-photo';

type OfficialsTableProps = {
  competitionId: string;
  officials: AdminOfficial[];
  onAction: (action: OfficialAction, official: AdminOfficial) => void;
};

/** Every official with photo, role, bio, the judges' access codes and the actions on each. */
export function OfficialsTable({ competitionId, officials, onAction }: OfficialsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" aria-label="Officials">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Photo</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Bio</Table.Th>
            <Table.Th>Access code</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {officials.map((official) => (
            <Table.Tr key={official.id}>
              <Table.Td>
                <OfficialPhotoCell
                  competitionId={competitionId}
                  official={official}
                  onRemove={(o) => onAction('remove-photo', o)}
                />
              </Table.Td>
              <Table.Td fw={600}>{official.name}</Table.Td>
              <Table.Td>{official.role}</Table.Td>
              <Table.Td maw={280}>
                {official.bio ? (
                  <Text size="sm" lineClamp={2} title={official.bio}>
                    {official.bio}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    No bio
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <AccessCodeCell
                  official={official}
                  onNewCode={() => onAction('new-code', official)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Edit ${official.name}`}
                    onClick={() => onAction('edit', official)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Delete ${official.name}`}
                    onClick={() => onAction('delete', official)}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AccessCodeCell({
  official,
  onNewCode,
}: {
  official: AdminOfficial;
  onNewCode: () => void;
}) {
  if (!isJudgeRole(official.role)) {
    return (
      <Text size="sm" c="dimmed">
        Judges only
      </Text>
    );
  }
  const codeAction = official.accessCode ? 'New code' : 'Create code';
  return (
    <Stack gap={4} align="flex-start">
      {official.accessCode ? (
        <>
          <Badge
            variant="outline"
            size="lg"
            radius="sm"
            ff="monospace"
            tt="none"
            data-testid="access-code"
          >
            {official.accessCode}
          </Badge>
          {/* The judge opens this link on their phone and types the code once. */}
          <Text size="xs" data-testid="judge-link">
            {`${window.location.origin}${paths.markentry({ judgeId: official.id })}`}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No code yet
        </Text>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={`${codeAction} for ${official.name}`}
        onClick={onNewCode}
      >
        {codeAction}
      </Button>
    </Stack>
  );
}
