import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { StaffUser } from '../../../shared/staff';
import { useRemoveStaff } from './api/staff';

type RemoveStaffModalProps = {
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  user: StaffUser | undefined;
  opened: boolean;
  onClose: () => void;
};

/** Asks before deleting a staff account, naming the person and what they lose. */
export function RemoveStaffModal({ user, opened, onClose }: RemoveStaffModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user && `Remove ${user.name}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so an earlier refusal is not shown again. */}
      {user && <RemoveStaffConfirmation user={user} onDone={onClose} />}
    </Modal>
  );
}

function RemoveStaffConfirmation({ user, onDone }: { user: StaffUser; onDone: () => void }) {
  const remove = useRemoveStaff();
  return (
    <Stack gap="md">
      <Text>
        {user.name} ({user.email}) will be removed from the staff. Their account is deleted and
        their sign-in stops working at once. You can invite them again later.
      </Text>
      {remove.isError && (
        <Alert color="red" title={`${user.name} was not removed`} role="alert">
          {remove.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} data-autofocus>
          Cancel
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(user.id, { onSuccess: onDone })}
        >
          Remove {user.name}
        </Button>
      </Group>
    </Stack>
  );
}
