import { Modal, Text } from '@mantine/core';
import type { AdminOfficial } from '../../../shared/officials';
import { useRemoveOfficialPhoto } from './api/official-photo';
import { ConfirmDialog } from '../../ui/confirm-dialog';

type RemovePhotoModalProps = {
  competitionId: string;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  official: AdminOfficial | undefined;
  opened: boolean;
  onClose: () => void;
};

/** Asks before removing an official's photo, which cannot be brought back without the file. */
export function RemovePhotoModal({
  competitionId,
  official,
  opened,
  onClose,
}: RemovePhotoModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={official && `Remove the photo of ${official.name}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {official && (
        <RemovePhotoConfirmation
          competitionId={competitionId}
          official={official}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function RemovePhotoConfirmation({
  competitionId,
  official,
  onDone,
}: {
  competitionId: string;
  official: AdminOfficial;
  onDone: () => void;
}) {
  const remove = useRemoveOfficialPhoto(competitionId);
  return (
    <ConfirmDialog
      confirmLabel="Remove photo"
      failureTitle="The photo was not removed"
      error={remove.error}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(official.id, { onSuccess: onDone })}
      onCancel={onDone}
    >
      <Text>
        The public pages will show {official.name} without a photo. To show one again, upload the
        file anew.
      </Text>
    </ConfirmDialog>
  );
}
