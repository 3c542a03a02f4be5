import { Button, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Payment } from '../../../shared/invoices';
import { formatCents } from '../../lib/money';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDeletePayment } from './api/invoices';
import { calendarDay } from './invoice-text';
import { PAYMENT_METHOD_LABELS } from './payment-values';

/** Every payment recorded, school by school, each with Delete for one recorded by mistake. */
export function PaymentsTable({
  payments,
  onDelete,
}: {
  payments: readonly Payment[];
  onDelete: (payment: Payment) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing={4} aria-label="Payments recorded">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">School</Table.Th>
            <Table.Th scope="col">Paid on</Table.Th>
            <Table.Th scope="col">Method</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col">Note</Table.Th>
            <Table.Th scope="col">Recorded by</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{payment.school}</Table.Td>
              <Table.Td>{calendarDay(payment.paidOn)}</Table.Td>
              <Table.Td>{PAYMENT_METHOD_LABELS[payment.method]}</Table.Td>
              <Table.Td ta="right">{formatCents(payment.amountCents)}</Table.Td>
              <Table.Td>{payment.note}</Table.Td>
              <Table.Td>{payment.recordedBy}</Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(payment)}
                  aria-label={`Delete payment of ${formatCents(payment.amountCents)} from ${payment.school}, ${calendarDay(payment.paidOn)}`}
                >
                  Delete
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type DeletePaymentModalProps = {
  competitionId: string;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  payment: Payment | undefined;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
};

/** Asks before deleting a payment, naming it; the audit log keeps what was deleted. */
export function DeletePaymentModal({
  competitionId,
  payment,
  opened,
  onClose,
  onDone,
}: DeletePaymentModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Delete this payment?"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so an earlier refusal is not shown again. */}
      {opened && payment && (
        <DeleteConfirmation
          competitionId={competitionId}
          payment={payment}
          onCancel={onClose}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

function DeleteConfirmation({
  competitionId,
  payment,
  onCancel,
  onDone,
}: {
  competitionId: string;
  payment: Payment;
  onCancel: () => void;
  onDone: () => void;
}) {
  const remove = useDeletePayment(competitionId);
  return (
    <ConfirmDialog
      confirmLabel="Delete payment"
      failureTitle="The payment was not deleted"
      error={remove.error}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(payment.id, { onSuccess: onDone })}
      onCancel={onCancel}
    >
      <Text>
        {formatCents(payment.amountCents)} from {payment.school}, paid on{' '}
        {calendarDay(payment.paidOn)} ({PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}), comes
        off their paid amount. The audit log keeps a record of it.
      </Text>
    </ConfirmDialog>
  );
}
