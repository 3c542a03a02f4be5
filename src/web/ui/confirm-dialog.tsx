import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  children: ReactNode;
  confirmLabel: string;
  /** Shown above the failure's message when the action was refused. */
  failureTitle: string;
  error: Error | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The body of a confirmation modal: what will happen, any refusal, and the two
 * choices. Cancel has the focus, so a stray Enter does not destroy anything.
 */
export function ConfirmDialog({
  children,
  confirmLabel,
  failureTitle,
  error,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Stack gap="md">
      {children}
      {error && (
        <Alert color="red" title={failureTitle} role="alert">
          {error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
