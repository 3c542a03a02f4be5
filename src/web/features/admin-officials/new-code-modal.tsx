import { Code, Modal, Text } from '@mantine/core';
import type { AdminOfficial } from '../../../shared/officials';
import { useRenewAccessCode } from './api/officials';
import { ConfirmDialog } from '../../ui/confirm-dialog';

type NewCodeModalProps = {
  competitionId: string;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  official: AdminOfficial | undefined;
  opened: boolean;
  onClose: () => void;
};

/**
 * Asks before replacing a judge's access code: every device the judge has
 * signed in on needs the new code, so this is for a code that got out.
 */
export function NewCodeModal({ competitionId, official, opened, onClose }: NewCodeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={official && `New access code for ${official.name}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {official && (
        <NewCodeConfirmation competitionId={competitionId} official={official} onDone={onClose} />
      )}
    </Modal>
  );
}

function NewCodeConfirmation({
  competitionId,
  official,
  onDone,
}: {
  competitionId: string;
  official: AdminOfficial;
  onDone: () => void;
}) {
  const renew = useRenewAccessCode(competitionId);
  return (
    <ConfirmDialog
      confirmLabel="Create new code"
      failureTitle="The code was not replaced"
      error={renew.error}
      pending={renew.isPending}
      onConfirm={() => renew.mutate(official.id, { onSuccess: onDone })}
      onCancel={onDone}
    >
      {official.accessCode ? (
        <Text>
          The current code <Code>{official.accessCode}</Code> stops working at once. {official.name}{' '}
          must enter the new code again on every device they judge with.
        </Text>
      ) : (
        <Text>{official.name} gets a code to enter on the devices they judge with.</Text>
      )}
    </ConfirmDialog>
  );
}
