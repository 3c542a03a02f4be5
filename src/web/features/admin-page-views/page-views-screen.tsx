import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { formatDay, formatShortDay } from '../../lib/format-date';
import { usePageViews } from './api/page-views';
import { pageViewTable } from './page-view-table';
import type { PageViewTable } from './page-view-table';

const PERIODS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '366', label: 'A year' },
];

/** /admin/page-views: how often each page of the site was opened, per day (docs/analytics.md). */
export function PageViewsScreen() {
  const [days, setDays] = useState('30');
  const report = usePageViews(Number(days));

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Page views
      </Title>
      <Text maw={720}>
        Each time a visitor opens a page, this site counts one view of that page&apos;s route for
        the day (UTC). Nothing about the visitor is kept: no address, no cookie, no browser.
        Browsers that ask not to be tracked (Do-Not-Track or Global Privacy Control) are not
        counted, and automated visitors may be.
      </Text>
      <Group justify="space-between">
        <SegmentedControl aria-label="Period" value={days} onChange={setDays} data={PERIODS} />
        <Button variant="default" loading={report.isFetching} onClick={() => void report.refetch()}>
          Refresh
        </Button>
      </Group>
      {report.isError ? (
        <Alert color="red" title="The page views could not be loaded" role="alert">
          {report.error.message}
        </Alert>
      ) : report.isPending ? (
        <Loader role="status" aria-label="Loading page views" />
      ) : report.data.counts.length === 0 ? (
        <Text c="dimmed">
          No page views from {formatDay(report.data.from)} to {formatDay(report.data.to)}. Views
          appear here as visitors open the site&apos;s pages, counted on the day they happen.
        </Text>
      ) : (
        <PageViewsTable
          table={pageViewTable(report.data.counts)}
          caption={`Page views from ${formatDay(report.data.from)} to ${formatDay(report.data.to)}, by route and day (days without views left out)`}
        />
      )}
    </Stack>
  );
}

/** The caption stays outside the table's scrolling, so a phone shows it whole. */
function PageViewsTable({ table, caption }: { table: PageViewTable; caption: string }) {
  const captionId = useId();
  return (
    <Stack gap="xs">
      <Text id={captionId} size="sm" c="dimmed">
        {caption}
      </Text>
      <Table.ScrollContainer minWidth={360 + table.days.length * 96}>
        <Table striped highlightOnHover withTableBorder aria-labelledby={captionId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Route</Table.Th>
              <Table.Th scope="col" ta="right">
                Total
              </Table.Th>
              {table.days.map((day) => (
                <Table.Th key={day} scope="col" ta="right">
                  <time dateTime={day} title={formatDay(day)}>
                    {formatShortDay(day)}
                  </time>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row) => (
              <Table.Tr key={row.route}>
                <Table.Th scope="row" fw={500} ff="monospace">
                  {row.route}
                </Table.Th>
                <Table.Td ta="right" fw={600}>
                  {row.total}
                </Table.Td>
                {row.views.map((views, index) => (
                  <Table.Td key={table.days[index]} ta="right">
                    {views}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">All routes</Table.Th>
              <Table.Td ta="right" fw={700}>
                {table.total}
              </Table.Td>
              {table.dayTotals.map((views, index) => (
                <Table.Td key={table.days[index]} ta="right" fw={600}>
                  {views}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
