import { Alert, Anchor, Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Invoices, InvoiceSummaryRow, Payment } from '../../../shared/invoices';
import { paths } from '../../app/paths';
import { useNow } from '../../lib/use-now';
import { PrintPage, usePaper } from '../../ui/print';
import { useCompetition } from '../competition/api/get-competition';
import { invoicesCsvUrl, useInvoices } from './api/invoices';
import { InvoicePage } from './invoice-page';
import { blankSchools, feeRows, invoicesToPrint } from './invoice-text';
import { DeletePaymentModal, PaymentsTable } from './payments-table';
import { venueToday } from './payment-values';
import { RecordPaymentModal } from './record-payment-modal';
import { SchoolsTable } from './schools-table';

/** /print-invoices: what each school owes, the payments organizers record, and the invoices to print. */
export function PrintInvoicesScreen() {
  const competition = useCompetition();
  if (competition.isError) {
    return (
      <Alert color="red" title="The competition could not be loaded" role="alert" m="md">
        {competition.error.message}
      </Alert>
    );
  }
  if (!competition.data) return <Skeleton h={300} aria-label="Loading the invoices" />;
  return <InvoicesScreen competitionId={competition.data.id} />;
}

function InvoicesScreen({ competitionId }: { competitionId: string }) {
  const invoices = useInvoices(competitionId);
  const [paper, changePaper] = usePaper('portrait');
  const [search, setSearch] = useSearchParams();
  const school = search.get('school');
  const issuedOn = venueToday(useNow());
  const data = invoices.data;
  const printed = data ? invoicesToPrint(data.invoices, school) : [];
  const fees = data ? feeRows(data) : [];

  const chooseSchool = (value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('school', value);
        else next.delete('school');
        return next;
      },
      { replace: true },
    );

  const problem = invoices.isError ? (
    <>
      The invoices could not be loaded: {invoices.error.message}{' '}
      <Button variant="subtle" size="compact-sm" onClick={() => void invoices.refetch()}>
        Try again
      </Button>
    </>
  ) : data && printed.length === 0 ? (
    <NothingToInvoice />
  ) : undefined;

  return (
    <PrintPage
      title="Invoices"
      choice={paper}
      onChoice={changePaper}
      ready={data !== undefined}
      problem={problem}
      controls={
        data && (
          <Select
            label="Schools to print"
            placeholder="Every school"
            clearable
            searchable
            w={260}
            data={data.summary.map((row) => row.school)}
            value={school}
            onChange={chooseSchool}
          />
        )
      }
      screenOnly={
        data &&
        data.summary.length > 0 && (
          <SchoolsPanel
            competitionId={competitionId}
            data={data}
            printed={printedInWords(printed.length, school)}
          />
        )
      }
    >
      {data &&
        printed.map((invoice) => (
          <InvoicePage
            key={invoice.school}
            issuer={data.issuer}
            fees={fees}
            invoice={invoice}
            issuedOn={issuedOn}
          />
        ))}
    </PrintPage>
  );
}

/** What the sheets below are, so the organizer knows what Print prints. */
function printedInWords(count: number, school: string | null): string {
  if (school && count === 1) {
    return `Below, the invoice of ${school} alone: clear “Schools to print” for every school.`;
  }
  return `Below, ${count === 1 ? 'one invoice' : `${count} invoices`}, one school a page: Print prints them all.`;
}

type Dialog = { kind: 'record'; row: InvoiceSummaryRow } | { kind: 'delete'; payment: Payment };

/** The organizer's desk above the printed invoices: the table of schools and the payments. */
function SchoolsPanel({
  competitionId,
  data,
  printed,
}: {
  competitionId: string;
  data: Invoices;
  /** What is printed below, in words. */
  printed: string;
}) {
  // The dialog's subject outlives `opened`, so a closing dialog keeps its text.
  const [dialog, setDialog] = useState<Dialog>();
  const [opened, { open, close }] = useDisclosure(false);
  const paymentsHeading = useRef<HTMLHeadingElement>(null);
  const show = (next: Dialog) => {
    setDialog(next);
    open();
  };
  const payments = data.invoices.flatMap((invoice) => invoice.payments);
  const blank = blankSchools(data.invoices);

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Schools
          </Title>
          <Text size="sm" c="dimmed">
            Fees follow the registration phases; withdrawn and scratched entries are not charged.
          </Text>
        </Stack>
        <Button component="a" href={invoicesCsvUrl(competitionId)} download variant="default">
          Download CSV
        </Button>
      </Group>
      <SchoolsTable rows={data.summary} onRecordPayment={(row) => show({ kind: 'record', row })} />
      <Text size="sm" c="dimmed">
        {printed}
        {blank.length > 0 && ` Not printed (no competitors, no payments): ${blank.join(', ')}.`}
      </Text>
      <Title order={2} size="h4" ref={paymentsHeading} tabIndex={-1}>
        Payments
      </Title>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payment recorded yet. Record one from a school&apos;s row when its money arrives.
        </Text>
      ) : (
        <PaymentsTable
          payments={payments}
          onDelete={(payment) => show({ kind: 'delete', payment })}
        />
      )}
      <RecordPaymentModal
        competitionId={competitionId}
        school={dialog?.kind === 'record' ? dialog.row : undefined}
        opened={opened && dialog?.kind === 'record'}
        onClose={close}
      />
      <DeletePaymentModal
        competitionId={competitionId}
        payment={dialog?.kind === 'delete' ? dialog.payment : undefined}
        opened={opened && dialog?.kind === 'delete'}
        onClose={close}
        onDone={() => {
          // Its row is gone, so focus goes to the heading instead of back to it.
          close();
          paymentsHeading.current?.focus();
        }}
      />
    </Stack>
  );
}

/** Before anyone registers: where invoices come from. */
function NothingToInvoice() {
  return (
    <Stack gap="xs">
      <Text fw={600}>No invoices yet</Text>
      <Text>
        No school has competitors or payments. Invoices fill in as dancers register on the{' '}
        <Anchor component={Link} to={paths.register()}>
          registration page
        </Anchor>{' '}
        or as you{' '}
        <Anchor component={Link} to={paths.adminCompetitors()}>
          add competitors
        </Anchor>
        ; the fees come from the registration settings.
      </Text>
    </Stack>
  );
}
