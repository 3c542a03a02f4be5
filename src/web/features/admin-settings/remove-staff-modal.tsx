import { Modal, Text } from '@mantine/core';
import type { StaffUser } from '../../../shared/staff';
import { ConfirmDialog } from '../../ui/confirm-dialog';
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
    <ConfirmDialog
      confirmLabel={`Remove ${user.name}`}
      failureTitle={`${user.name} was not removed`}
      error={remove.error}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(user.id, { onSuccess: onDone })}
      onCancel={onDone}
    >
      <Text>
        {user.name} ({user.email}) will be removed from the staff. Their account is deleted and
        their sign-in stops working at once. You can invite them again later.
      </Text>
    </ConfirmDialog>
  );
}
