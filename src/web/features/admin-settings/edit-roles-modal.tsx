import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { StaffRole, StaffUser } from '../../../shared/staff';
import { useSetStaffRoles } from './api/staff';
import { RoleCheckboxGroup } from './role-checkbox-group';

type EditRolesModalProps = {
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  user: StaffUser | undefined;
  isCurrentUser: boolean;
  opened: boolean;
  onClose: () => void;
};

/** Changes a staff member's roles. */
export function EditRolesModal({ user, isCurrentUser, opened, onClose }: EditRolesModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user && `Roles of ${user.name}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* The modal unmounts its content when closed, so each opening starts from the saved roles. */}
      {user && <EditRolesForm user={user} isCurrentUser={isCurrentUser} onDone={onClose} />}
    </Modal>
  );
}

function EditRolesForm({
  user,
  isCurrentUser,
  onDone,
}: {
  user: StaffUser;
  isCurrentUser: boolean;
  onDone: () => void;
}) {
  const save = useSetStaffRoles();
  const [roles, setRoles] = useState<StaffRole[]>(user.roles);
  const losesSettings = isCurrentUser && user.roles.includes('admin') && !roles.includes('admin');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ userId: user.id, roles }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
        <RoleCheckboxGroup label="Roles" value={roles} onChange={setRoles} />
        {roles.length === 0 && (
          <Text size="sm">
            With no roles, {user.name} keeps the account but can use no staff screens.
          </Text>
        )}
        {losesSettings && (
          <Alert color="yellow" title="You will lose access to these settings">
            Only organizers can change staff and settings.
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" title="The roles were not saved" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save roles
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
