import { Modal, Text } from '@mantine/core';
import type { EntryChangeResult, OwnEntry } from '../../../shared/registration';
import { ApiRequestError } from '../../lib/api-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useChangeEntries } from './api/change-entries';
import type { EditCredentialsValue } from './edit-sign-in-form';
import { refusalMessage } from './refusal-message';

type WithdrawEntryModalProps = {
  competitionId: string;
  credentials: EditCredentialsValue;
  coupleName: string;
  /** Kept while the dialog closes, so its text does not vanish mid-animation. */
  entry: OwnEntry | undefined;
  opened: boolean;
  onClose: () => void;
  onWithdrawn: (result: EntryChangeResult, entry: OwnEntry) => void;
};

/** Asks before withdrawing the couple from one event. */
export function WithdrawEntryModal({ entry, opened, onClose, ...rest }: WithdrawEntryModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry && `Withdraw from ${entry.eventName}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so an earlier refusal is not shown again. */}
      {opened && entry && <WithdrawConfirmation entry={entry} onClose={onClose} {...rest} />}
    </Modal>
  );
}

function WithdrawConfirmation({
  competitionId,
  credentials,
  coupleName,
  entry,
  onClose,
  onWithdrawn,
}: Omit<WithdrawEntryModalProps, 'opened' | 'entry'> & { entry: OwnEntry }) {
  const change = useChangeEntries(competitionId);
  const error =
    change.error instanceof ApiRequestError
      ? new Error(refusalMessage(change.error))
      : change.error;
  return (
    <ConfirmDialog
      confirmLabel="Withdraw"
      failureTitle="The entry was not withdrawn"
      error={error}
      pending={change.isPending}
      onConfirm={() =>
        change.mutate(
          { ...credentials, withdraw: [entry.entryId] },
          { onSuccess: (result) => onWithdrawn(result, entry) },
        )
      }
      onCancel={onClose}
    >
      <Text>
        {coupleName} will be taken off the entries of {entry.eventName}. While registration is open
        you can add the event again, at the fee of that day.
      </Text>
    </ConfirmDialog>
  );
}
