import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ROLE_LABELS } from '../../../shared/staff';
import type { StaffUser } from '../../../shared/staff';
import { useStaffList } from './api/staff';
import { EditRolesModal } from './edit-roles-modal';
import { InviteStaffForm } from './invite-staff-form';
import { RemoveStaffModal } from './remove-staff-modal';

type StaffDialog = { kind: 'edit-roles' | 'remove'; user: StaffUser };

/**
 * Staff accounts and their roles, with invite, role changes and removal.
 * `currentUserId` is the signed-in organizer, who cannot remove themselves.
 */
export function StaffPanel({ currentUserId }: { currentUserId: string }) {
  const staff = useStaffList();
  // The dialog's subject outlives `opened`, so a closing dialog keeps its text.
  const [dialog, setDialog] = useState<StaffDialog | null>(null);
  const [dialogOpened, { open: openDialog, close: closeDialog }] = useDisclosure(false);
  const show = (kind: StaffDialog['kind'], user: StaffUser) => {
    setDialog({ kind, user });
    openDialog();
  };

  return (
    <Stack gap="lg" component="section" aria-labelledby="staff-panel-title">
      <Title order={2} id="staff-panel-title">
        Staff
      </Title>
      {staff.isError ? (
        <Alert color="red" title="The staff list could not be loaded" role="alert">
          {staff.error.message}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void staff.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : staff.isPending ? (
        <Loader role="status" aria-label="Loading staff" />
      ) : staff.data.length === 0 ? (
        <Text c="dimmed">No staff accounts yet. Invite someone below.</Text>
      ) : (
        <StaffTable
          staff={staff.data}
          currentUserId={currentUserId}
          onEditRoles={(user) => show('edit-roles', user)}
          onRemove={(user) => show('remove', user)}
        />
      )}
      <InviteStaffForm />
      <EditRolesModal
        user={dialog?.user}
        isCurrentUser={dialog?.user.id === currentUserId}
        opened={dialogOpened && dialog?.kind === 'edit-roles'}
        onClose={closeDialog}
      />
      <RemoveStaffModal
        user={dialog?.user}
        opened={dialogOpened && dialog?.kind === 'remove'}
        onClose={closeDialog}
      />
    </Stack>
  );
}

function StaffTable({
  staff,
  currentUserId,
  onEditRoles,
  onRemove,
}: {
  staff: StaffUser[];
  currentUserId: string;
  onEditRoles: (user: StaffUser) => void;
  onRemove: (user: StaffUser) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.map((user) => {
            const isCurrentUser = user.id === currentUserId;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  {user.name}
                  {isCurrentUser && (
                    <Text span c="dimmed">
                      {' '}
                      (you)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  {user.roles.length === 0 ? (
                    <Text span c="dimmed" size="sm">
                      No roles
                    </Text>
                  ) : (
                    <Group gap={4}>
                      {user.roles.map((role) => (
                        <Badge key={role} variant="light">
                          {ROLE_LABELS[role]}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Edit roles of ${user.name}`}
                      onClick={() => onEditRoles(user)}
                    >
                      Edit roles
                    </Button>
                    {!isCurrentUser && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Remove ${user.name}`}
                        onClick={() => onRemove(user)}
                      >
                        Remove
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
