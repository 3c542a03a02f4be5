import { Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

type Props = {
  title: string;
  description: string;
  confirmLabel: string;
  mutation: { error: Error | null; isPending: boolean };
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** More fields above the reason (e.g. which couple). */
  children?: ReactNode;
};

/** A confirmation that asks why: the reason goes to the server and its audit log. */
export function ReasonModal({
  title,
  description,
  confirmLabel,
  mutation,
  onConfirm,
  onClose,
  children,
}: Props) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    // The server refuses a reason under 3 characters too; this says so before the round trip.
    if (reason.trim().length < 3) return setMissing(true);
    onConfirm(reason.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <ConfirmDialog
        confirmLabel={confirmLabel}
        failureTitle="Not done"
        error={mutation.error}
        pending={mutation.isPending}
        onConfirm={confirm}
        onCancel={onClose}
      >
        <Text size="sm">{description}</Text>
        {children}
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          maxLength={300}
          value={reason}
          error={missing ? 'Say why, in at least 3 characters.' : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
        />
      </ConfirmDialog>
    </Modal>
  );
}
