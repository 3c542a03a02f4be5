import { Modal, Text } from '@mantine/core';
import type { AdminOfficial } from '../../../shared/officials';
import { useDeleteOfficial } from './api/officials';
import { ConfirmDialog } from '../../ui/confirm-dialog';

type DeleteOfficialModalProps = {
  competitionId: string;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  official: AdminOfficial | undefined;
  opened: boolean;
  onClose: () => void;
};

/** Asks before deleting an official, naming them and what goes with them. */
export function DeleteOfficialModal({
  competitionId,
  official,
  opened,
  onClose,
}: DeleteOfficialModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={official && `Delete ${official.name}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so an earlier refusal is not shown again. */}
      {official && (
        <DeleteConfirmation competitionId={competitionId} official={official} onDone={onClose} />
      )}
    </Modal>
  );
}

function DeleteConfirmation({
  competitionId,
  official,
  onDone,
}: {
  competitionId: string;
  official: AdminOfficial;
  onDone: () => void;
}) {
  const remove = useDeleteOfficial(competitionId);
  return (
    <ConfirmDialog
      confirmLabel={`Delete ${official.name}`}
      failureTitle={`${official.name} was not deleted`}
      error={remove.error}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(official.id, { onSuccess: onDone })}
      onCancel={onDone}
    >
      <Text>
        {official.name} ({official.role}) will be removed from the officials list and the public
        pages{official.photoURL ? ', together with their photo' : ''}.
        {official.accessCode && ' Their access code stops working at once.'}
      </Text>
    </ConfirmDialog>
  );
}
