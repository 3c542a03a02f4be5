import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { PAYMENT_METHODS } from '../../../shared/invoices';
import type { InvoiceSummaryRow, PaymentMethod } from '../../../shared/invoices';
import { formatCents } from '../../lib/money';
import { fieldErrorsOfRefusal } from '../../lib/refusals';
import { useRecordPayment } from './api/invoices';
import { emptyPayment, onFormFields, PAYMENT_METHOD_LABELS, paymentFrom } from './payment-values';
import type { PaymentFormValues } from './payment-values';

type RecordPaymentModalProps = {
  competitionId: string;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  school: InvoiceSummaryRow | undefined;
  opened: boolean;
  onClose: () => void;
};

/** Records money a school paid: the amount in dollars, the day, how, and a note. */
export function RecordPaymentModal({
  competitionId,
  school,
  opened,
  onClose,
}: RecordPaymentModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={school && `Record a payment from ${school.school}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so each opening starts blank, dated today. */}
      {opened && school && (
        <PaymentForm competitionId={competitionId} school={school} onDone={onClose} />
      )}
    </Modal>
  );
}

const METHOD_CHOICES = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

function PaymentForm({
  competitionId,
  school,
  onDone,
}: {
  competitionId: string;
  school: InvoiceSummaryRow;
  onDone: () => void;
}) {
  const record = useRecordPayment(competitionId);
  const form = useForm<PaymentFormValues>({
    initialValues: emptyPayment(new Date().toISOString()),
  });

  const submit = form.onSubmit(async (values) => {
    const payment = paymentFrom(values, school.school);
    if (!payment.ok) return form.setErrors(payment.errors);
    try {
      await record.mutateAsync(payment.input);
      onDone();
    } catch (error) {
      // What was typed stays; a refusal naming a field is also shown beside it.
      form.setErrors(onFormFields(fieldErrorsOfRefusal(error)));
    }
    return undefined;
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Payment from ${school.school}`}>
      <Stack gap="sm">
        <Text size="sm">
          {school.balanceCents > 0
            ? `Balance due: ${formatCents(school.balanceCents)} of ${formatCents(school.totalCents)}.`
            : `Nothing is due (total ${formatCents(school.totalCents)}, paid ${formatCents(school.paidCents)}).`}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Amount"
            placeholder="$0.00"
            required
            hideControls
            data-autofocus
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            {...form.getInputProps('amount')}
          />
          <TextInput label="Paid on" type="date" required {...form.getInputProps('paidOn')} />
        </SimpleGrid>
        <Select
          label="Method"
          required
          allowDeselect={false}
          data={METHOD_CHOICES}
          {...form.getInputProps('method')}
          onChange={(value) => value && form.setFieldValue('method', value as PaymentMethod)}
        />
        <TextInput
          label="Note"
          description="A check number, a receipt, who paid"
          maxLength={500}
          {...form.getInputProps('note')}
        />
        {record.isError && (
          <Alert color="red" title="Not recorded" role="alert">
            {record.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
