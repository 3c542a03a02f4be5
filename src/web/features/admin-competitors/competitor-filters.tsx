import { Button, Group, Select, TextInput } from '@mantine/core';
import type { Style } from '../../../domain/competition/enumerations';
import type { CompetitorFilters as Filters, FilterChoices } from './competitor-table-model';
import { hasFilters, NO_FILTERS } from './competitor-table-model';

type CompetitorFiltersProps = {
  filters: Filters;
  choices: FilterChoices;
  onChange: (filters: Filters) => void;
};

/** Search and the style, event and school filters above the table. */
export function CompetitorFilters({ filters, choices, onChange }: CompetitorFiltersProps) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Find competitors">
      <TextInput
        label="Search"
        description="Name, email, number or school"
        type="search"
        w={{ base: '100%', sm: 280 }}
        value={filters.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
      />
      <Select
        label="Style"
        placeholder="All styles"
        clearable
        w={{ base: '100%', xs: 160 }}
        data={choices.styles}
        value={filters.style}
        // An event of another style would hide everyone, so a new style clears it.
        onChange={(style) => set({ style: style as Style | null, eventId: null })}
      />
      <Select
        label="Event"
        placeholder="All events"
        clearable
        searchable
        w={{ base: '100%', xs: 240 }}
        data={choices.events}
        value={filters.eventId}
        onChange={(eventId) => set({ eventId })}
      />
      <Select
        label="School"
        placeholder="All schools"
        clearable
        searchable
        w={{ base: '100%', xs: 220 }}
        data={choices.affiliations}
        value={filters.affiliation}
        onChange={(affiliation) => set({ affiliation })}
      />
      {hasFilters(filters) && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
