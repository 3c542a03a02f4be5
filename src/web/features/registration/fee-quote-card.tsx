import { Card, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FeeQuote } from '../../../domain/registration';
import { formatCents } from '../../lib/money';

type FeeQuoteCardProps = {
  title: string;
  quote: FeeQuote;
  /** What the quote covers or how it may change, under the table. */
  children?: ReactNode;
};

/** A fee quote as a small table: each charged line, then the total. */
export function FeeQuoteCard({ title, quote, children }: FeeQuoteCardProps) {
  const id = `fee-quote-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {quote.lines.length === 0 ? (
        <Text>
          No fees to pay{quote.phase === 'Pending' ? ' while the phase is Pending' : ''}: the total
          is {formatCents(0)}.
        </Text>
      ) : (
        <Table aria-label={title} withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {quote.lines.map((line) => (
              <Table.Tr key={line.label}>
                <Table.Td>
                  {line.label} ({line.quantity} × {formatCents(line.unitCents)})
                </Table.Td>
                <Table.Td ta="right">{formatCents(line.totalCents)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>Total ({quote.phase} phase)</Table.Th>
              <Table.Th ta="right" data-testid="fee-total">
                {formatCents(quote.totalCents)}
              </Table.Th>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {children}
    </Card>
  );
}
