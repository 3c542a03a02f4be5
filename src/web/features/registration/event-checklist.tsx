import { Alert, Checkbox, Fieldset, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeHidden } from './event-choices';
import type { EventChoices } from './event-choices';

type EventChecklistProps = {
  label: string;
  choices: EventChoices;
  value: string[];
  onChange: (eventIds: string[]) => void;
  error?: ReactNode;
  /** Said when the competition has no events to offer at all (before levels hide any). */
  emptyText: string;
};

/**
 * The events a couple may enter, grouped by style, and a note on how many
 * were hidden for level and why, so nobody wonders where an event went.
 */
export function EventChecklist({
  label,
  choices,
  value,
  onChange,
  error,
  emptyText,
}: EventChecklistProps) {
  const nothingOffered = choices.groups.length === 0;
  return (
    <Stack gap="sm">
      <Checkbox.Group label={label} value={value} onChange={onChange} error={error}>
        {nothingOffered ? (
          <Text c="dimmed" mt="xs">
            {choices.hiddenCount > 0
              ? 'None of the events matches these levels. Check the levels above.'
              : emptyText}
          </Text>
        ) : (
          <Stack gap="sm" mt="xs">
            {choices.groups.map((group) => (
              <Fieldset key={group.style} legend={group.style} variant="unstyled">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
                  {group.events.map((event) => (
                    <Checkbox key={event.id} value={event.id} label={event.name} />
                  ))}
                </SimpleGrid>
              </Fieldset>
            ))}
          </Stack>
        )}
      </Checkbox.Group>
      {choices.hiddenCount > 0 && (
        <Alert color="gray" title={hiddenTitle(choices.hiddenCount)} role="status">
          <List size="sm" spacing={2}>
            {choices.hidden.map((hidden) => (
              <List.Item key={hidden.style}>{describeHidden(hidden)}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            A dancer may enter events of their own level or higher in each style, never lower.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

const hiddenTitle = (count: number) =>
  count === 1 ? '1 event is hidden for level' : `${count} events are hidden for level`;
