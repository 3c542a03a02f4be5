import { Modal, Text } from '@mantine/core';
import type { EntryChangeResult, OwnEntry } from '../../../shared/registration';
import { refusalMessage } from '../../lib/refusals';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useChangeEntries } from './api/change-entries';
import type { EditCredentialsValue } from './edit-sign-in-form';

type WithdrawEntryModalProps = {
  competitionId: string;
  credentials: EditCredentialsValue;
  coupleName: string;
  /** Kept while the dialog closes, so its text does not vanish mid-animation. */
  entry: OwnEntry | undefined;
  opened: boolean;
  onClose: () => void;
  onWithdrawn: (result: EntryChangeResult, entry: OwnEntry) => void;
  /** A refusal, so the screen can note a closing or bring a stale view up to date. */
  onRefused: (error: Error) => void;
  /** False once withdrawn: the Withdraw button went with its row, so focus is moved elsewhere. */
  returnFocus: boolean;
};

/** Asks before withdrawing the couple from one event. */
export function WithdrawEntryModal({
  entry,
  opened,
  onClose,
  returnFocus,
  ...rest
}: WithdrawEntryModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={returnFocus}
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
  onRefused,
}: Omit<WithdrawEntryModalProps, 'opened' | 'entry' | 'returnFocus'> & { entry: OwnEntry }) {
  const change = useChangeEntries(competitionId);
  const error = change.error && new Error(refusalMessage(change.error));
  return (
    <ConfirmDialog
      confirmLabel="Withdraw"
      failureTitle="The entry was not withdrawn"
      error={error}
      pending={change.isPending}
      onConfirm={() =>
        change.mutate(
          { ...credentials, withdraw: [entry.entryId] },
          { onSuccess: (result) => onWithdrawn(result, entry), onError: onRefused },
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
