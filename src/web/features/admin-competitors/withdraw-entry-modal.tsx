import { Modal, Text } from '@mantine/core';
import { TBA } from '../../../domain/competition/competitors';
import type { AdminCompetitor } from '../../../shared/registration';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useWithdrawEntry } from './api/withdraw-entry';

export type Withdrawal = {
  competitor: AdminCompetitor;
  entry: AdminCompetitor['events'][number];
};

type WithdrawEntryModalProps = {
  competitionId: string;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  withdrawal: Withdrawal | undefined;
  opened: boolean;
  /** Cancelled: focus goes back to the button that opened the dialog. */
  onClose: () => void;
  /** Done: the button that opened the dialog goes with its row, so the screen moves focus. */
  onDone: () => void;
  /** False once done, so focus is not sent back to a vanishing button. */
  returnFocus: boolean;
};

/** Asks before withdrawing one entry: the couple leaves that event. */
export function WithdrawEntryModal({
  competitionId,
  withdrawal,
  opened,
  onClose,
  onDone,
  returnFocus,
}: WithdrawEntryModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={returnFocus}
      title={withdrawal && `Withdraw from ${withdrawal.entry.eventName}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && withdrawal && (
        <WithdrawConfirmation
          competitionId={competitionId}
          withdrawal={withdrawal}
          onCancel={onClose}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

function WithdrawConfirmation({
  competitionId,
  withdrawal: { competitor, entry },
  onCancel,
  onDone,
}: {
  competitionId: string;
  withdrawal: Withdrawal;
  onCancel: () => void;
  onDone: () => void;
}) {
  const withdraw = useWithdrawEntry(competitionId);
  const couple =
    entry.partnerName === TBA
      ? `${competitor.name} (partner TBA)`
      : `${competitor.name} and ${entry.partnerName}`;
  return (
    <ConfirmDialog
      confirmLabel="Withdraw entry"
      failureTitle="The entry was not withdrawn"
      error={withdraw.error}
      pending={withdraw.isPending}
      onConfirm={() => withdraw.mutate(entry.entryId, { onSuccess: onDone })}
      onCancel={onCancel}
    >
      <Text>
        {couple} will no longer dance in {entry.eventName}. Their other entries stay.
      </Text>
    </ConfirmDialog>
  );
}
