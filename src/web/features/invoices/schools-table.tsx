import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import type { InvoiceSummaryRow } from '../../../shared/invoices';
import { formatCents } from '../../lib/money';
import { STATUS_COLOR } from './invoice-text';

type SchoolsTableProps = {
  rows: readonly InvoiceSummaryRow[];
  onRecordPayment: (row: InvoiceSummaryRow) => void;
};

/** The table of all schools (the CSV has the same rows), with a payment to record on each. */
export function SchoolsTable({ rows, onRecordPayment }: SchoolsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label="Invoices by school">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">School</Table.Th>
            <Table.Th scope="col" ta="right">
              Competitors
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Entries charged
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Paid
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Balance
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.school}>
              <Table.Th scope="row" fw={500}>
                {row.school}
              </Table.Th>
              <Table.Td ta="right">{row.competitors}</Table.Td>
              <Table.Td ta="right">{row.chargedEntries}</Table.Td>
              <Table.Td ta="right">{formatCents(row.totalCents)}</Table.Td>
              <Table.Td ta="right">{formatCents(row.paidCents)}</Table.Td>
              <Table.Td ta="right" fw={500}>
                {formatCents(row.balanceCents)}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[row.status]} variant="light">
                  {row.status}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => onRecordPayment(row)}
                  aria-label={`Record payment from ${row.school}`}
                >
                  Record payment
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
