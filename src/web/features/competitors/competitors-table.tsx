import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicCompetitor } from '../../../shared/registration';
import { paths } from '../../app/paths';
import type { CompetitorSort } from './search-competitors';

type CompetitorsTableProps = {
  competitors: PublicCompetitor[];
  sort: CompetitorSort;
  onSort: (sort: CompetitorSort) => void;
};

/**
 * Number, name, school and event count, each name linking to the competitor's
 * page. On a phone the school moves under the name, so four columns fit 390 px.
 */
export function CompetitorsTable({ competitors, sort, onSort }: CompetitorsTableProps) {
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label="Competitors">
      <Table.Thead>
        <Table.Tr>
          <SortableHeader column="number" label="No." sort={sort} onSort={onSort} w={72} />
          <SortableHeader column="name" label="Name" sort={sort} onSort={onSort} />
          <Table.Th visibleFrom="sm">School</Table.Th>
          <Table.Th w={72} ta="right">
            Events
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {competitors.map((competitor) => (
          <Table.Tr key={competitor.id}>
            <Table.Td fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {competitor.number}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Anchor
                component={Link}
                to={paths.competitorDetails({ competitorId: competitor.id })}
                fw={500}
              >
                {competitor.name}
              </Anchor>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {competitor.affiliation}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{competitor.affiliation}</Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {competitor.eventCount}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SortableHeader({
  column,
  label,
  sort,
  onSort,
  w,
}: {
  column: CompetitorSort['by'];
  label: string;
  sort: CompetitorSort;
  onSort: (sort: CompetitorSort) => void;
  w?: number;
}) {
  const active = sort.by === column;
  const next: CompetitorSort = {
    by: column,
    direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending',
  };
  return (
    <Table.Th w={w} aria-sort={active ? sort.direction : 'none'}>
      <UnstyledButton
        onClick={() => onSort(next)}
        fw={700}
        fz="sm"
        // Starts with the visible text, so a voice command naming the header finds it.
        aria-label={`${label}, ${active ? `sorted ${sort.direction}, ` : ''}click to sort ${next.direction}`}
      >
        {label}{' '}
        <Text span c={active ? 'bright' : 'dimmed'} aria-hidden="true">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}
