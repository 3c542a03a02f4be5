import { Anchor, Button, Menu, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { AdminCompetitor } from '../../../shared/registration';
import { paths } from '../../app/paths';
import { CompetitorEntries } from './competitor-entries';
import type { CompetitorSort, SortColumn } from './competitor-table-model';
import { formatMomentParts } from '../../lib/format-moment';

export type CompetitorAction = 'edit' | 'delete';
type Entry = AdminCompetitor['events'][number];

type CompetitorsTableProps = {
  competitors: AdminCompetitor[];
  sort: CompetitorSort;
  onSort: (column: SortColumn) => void;
  onAction: (action: CompetitorAction, competitor: AdminCompetitor) => void;
  onWithdraw: (competitor: AdminCompetitor, entry: Entry) => void;
};

/**
 * Header text, and words a screen reader hears after it when the text alone
 * is ambiguous. The spoken name starts with the visible text, so a voice
 * command naming the header finds it.
 */
const COLUMNS: { column: SortColumn; label: string; hidden?: string }[] = [
  { column: 'number', label: 'No.', hidden: '(number)' },
  { column: 'name', label: 'Name and email' },
  { column: 'affiliation', label: 'School' },
  { column: 'ageCategory', label: 'Age' },
  { column: 'standardLevel', label: 'Standard', hidden: 'level' },
  { column: 'smoothLevel', label: 'Smooth', hidden: 'level' },
  { column: 'rhythmLevel', label: 'Rhythm', hidden: 'level' },
  { column: 'latinLevel', label: 'Latin', hidden: 'level' },
  { column: 'entries', label: 'Entries' },
  { column: 'createdAt', label: 'Registered' },
];
const COLUMN_COUNT = COLUMNS.length + 1;

function SortableHeader({
  column,
  label,
  hidden,
  sort,
  onSort,
}: (typeof COLUMNS)[number] & Pick<CompetitorsTableProps, 'sort' | 'onSort'>) {
  const sorted = sort.column === column ? sort.direction : undefined;
  return (
    <Table.Th aria-sort={sorted ?? 'none'}>
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        {label}
        {hidden && (
          <>
            {' '}
            <VisuallyHidden>{hidden}</VisuallyHidden>
          </>
        )}
        <Text span {...(!sorted && { c: 'dimmed' })} ml={4} aria-hidden>
          {sorted === 'descending' ? '▼' : sorted === 'ascending' ? '▲' : '↕'}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * One row per competitor; a row's entries open beneath it, each with its own
 * Withdraw. Columns sort by clicking their header (aria-sort says which).
 */
export function CompetitorsTable({
  competitors,
  sort,
  onSort,
  onAction,
  onWithdraw,
}: CompetitorsTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Competitors">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <SortableHeader key={c.column} {...c} sort={sort} onSort={onSort} />
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {competitors.map((competitor) => {
            const open = expanded.has(competitor.id);
            const detailId = `entries-of-${competitor.id}`;
            const count = competitor.events.length;
            return (
              <Fragment key={competitor.id}>
                <Table.Tr data-testid="competitor-row">
                  <Table.Td ff="monospace">{competitor.number}</Table.Td>
                  <Table.Td>
                    {/* Email under the name: the table stays narrow enough to show its actions. */}
                    <Anchor
                      component={Link}
                      to={paths.competitorDetails({ competitorId: competitor.id })}
                      fw={600}
                      size="sm"
                      title="Public page"
                    >
                      {competitor.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {competitor.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{competitor.affiliation}</Table.Td>
                  <Table.Td>{competitor.ageCategory}</Table.Td>
                  <Table.Td>{competitor.standardLevel}</Table.Td>
                  <Table.Td>{competitor.smoothLevel}</Table.Td>
                  <Table.Td>{competitor.rhythmLevel}</Table.Td>
                  <Table.Td>{competitor.latinLevel}</Table.Td>
                  <Table.Td>
                    {count === 0 ? (
                      <Text size="sm" c="dimmed">
                        None
                      </Text>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-expanded={open}
                        aria-controls={open ? detailId : undefined}
                        aria-label={`${open ? 'Hide' : 'Show'} the ${count} ${count === 1 ? 'entry' : 'entries'} of ${competitor.name}`}
                        onClick={() => toggle(competitor.id)}
                        rightSection={<span aria-hidden>{open ? '▴' : '▾'}</span>}
                      >
                        {count}
                      </Button>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <RegisteredAt iso={competitor.createdAt} />
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={`Actions for ${competitor.name}`}
                        >
                          <span aria-hidden>⋯</span>
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => onAction('edit', competitor)}>Edit</Menu.Item>
                        <Menu.Item color="red" onClick={() => onAction('delete', competitor)}>
                          Delete
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
                {open && count > 0 && (
                  <Table.Tr id={detailId}>
                    <Table.Td colSpan={COLUMN_COUNT} bg="var(--mantine-color-gray-0)">
                      <CompetitorEntries
                        competitor={competitor}
                        onWithdraw={(entry) => onWithdraw(competitor, entry)}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RegisteredAt({ iso }: { iso: string }) {
  const { day, time } = formatMomentParts(iso);
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {day}
      <br />
      <Text span size="xs" c="dimmed">
        {time}
      </Text>
    </Text>
  );
}
