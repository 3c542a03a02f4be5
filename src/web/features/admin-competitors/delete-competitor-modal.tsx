import { Alert, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminCompetitor } from '../../../shared/registration';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDeleteCompetitor } from './api/delete-competitor';

type DeleteCompetitorModalProps = {
  competitionId: string;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  competitor: AdminCompetitor | undefined;
  opened: boolean;
  /** Cancelled: focus goes back to the button that opened the dialog. */
  onClose: () => void;
  /** Done: the button that opened the dialog goes with its row, so the screen moves focus. */
  onDone: () => void;
  /** False once done, so focus is not sent back to a vanishing button. */
  returnFocus: boolean;
};

const entriesText = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/** Asks before deleting a competitor, saying how many entries go with them. */
export function DeleteCompetitorModal({
  competitionId,
  competitor,
  opened,
  onClose,
  onDone,
  returnFocus,
}: DeleteCompetitorModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={returnFocus}
      title={competitor && `Delete ${competitor.name}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so an earlier refusal or recount is not shown again. */}
      {opened && competitor && (
        <DeleteConfirmation
          competitionId={competitionId}
          competitor={competitor}
          onCancel={onClose}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

function DeleteConfirmation({
  competitionId,
  competitor,
  onCancel,
  onDone,
}: {
  competitionId: string;
  competitor: AdminCompetitor;
  onCancel: () => void;
  onDone: () => void;
}) {
  const remove = useDeleteCompetitor(competitionId);
  // The count the organizer is confirming: the table's, until the server counts differently.
  const [entries, setEntries] = useState(competitor.events.length);
  const [recounted, setRecounted] = useState(false);
  const confirm = () =>
    remove.mutate(
      { competitorId: competitor.id, entries },
      {
        onSuccess: (outcome) => {
          if (outcome.deleted) return onDone();
          setEntries(outcome.entries);
          setRecounted(true);
          return undefined;
        },
      },
    );

  return (
    <ConfirmDialog
      confirmLabel={
        entries === 0 ? `Delete ${competitor.name}` : `Delete them and ${entriesText(entries)}`
      }
      failureTitle={`${competitor.name} was not deleted`}
      error={remove.error}
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {recounted && (
        <Alert color="yellow" title="Their entries changed meanwhile">
          The server now counts {entriesText(entries)}. Confirm again to delete.
        </Alert>
      )}
      <Text>
        {competitor.name} (no. {competitor.number}, {competitor.affiliation}) is removed from the
        competition
        {entries === 0
          ? '. They have no entries.'
          : ` with ${entriesText(entries)}: their partners lose these entries too.`}{' '}
        This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
