import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AGE_CATEGORIES,
  DANCES_BY_STYLE,
  LEVELS,
  STYLES,
} from '../../../domain/competition/enumerations';
import type { Style } from '../../../domain/competition/enumerations';
import { eventNameFor } from '../../../domain/events/event-grid';
import type { CompetitionEvent, EventInput } from '../../../shared/events';
import { EventInputSchema } from '../../../shared/events';
import { formErrorsFrom } from '../../lib/form-errors';

type Values = { name: string; style: string; level: string; ageCategory: string; dances: string[] };

const valuesOf = (event: CompetitionEvent | undefined): Values => ({
  name: event?.name ?? '',
  style: event?.style ?? 'Standard',
  level: event?.level ?? 'Bronze',
  ageCategory: event?.ageCategory ?? '',
  dances: event?.dances ?? [],
});

type Props = {
  opened: boolean;
  event: CompetitionEvent | undefined;
  error: string | undefined;
  saving: boolean;
  onClose: () => void;
  /** True once saved; otherwise the fields a refusal names (the whole message shows as `error`). */
  onSave: (input: EventInput) => Promise<true | Record<string, string>>;
};

/** Add or edit one event; the name is suggested from level, style and age until typed. */
export function EventFormModal({ opened, event, error, saving, onClose, onSave }: Props) {
  const form = useForm<Values>({ initialValues: valuesOf(event) });
  const values = form.getValues();
  const style = (STYLES as readonly string[]).includes(values.style)
    ? (values.style as Style)
    : 'Standard';

  const submit = form.onSubmit(async (v) => {
    const parsed = EventInputSchema.safeParse({
      name: v.name.trim() || suggestedName(v),
      style: v.style,
      level: v.level,
      ageCategory: v.ageCategory || null,
      dances: v.dances,
    });
    if (!parsed.success) return form.setErrors(formErrorsFrom(parsed.error));
    const saved = await onSave(parsed.data);
    if (saved === true) form.reset();
    else form.setErrors(saved);
    return undefined;
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={event ? `Edit ${event.name}` : 'Add an event'}
      size="lg"
    >
      <form onSubmit={submit} noValidate aria-label={event ? 'Edit event' : 'Add event'}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group grow align="flex-start">
            <Select
              label="Style"
              data={[...STYLES]}
              allowDeselect={false}
              {...form.getInputProps('style')}
              onChange={(value) => {
                form.setFieldValue('style', value ?? 'Standard');
                form.setFieldValue('dances', []);
              }}
            />
            <Select
              label="Level"
              data={[...LEVELS]}
              allowDeselect={false}
              {...form.getInputProps('level')}
            />
            <Select
              label="Age category"
              placeholder="Any age"
              data={[...AGE_CATEGORIES]}
              clearable
              {...form.getInputProps('ageCategory')}
            />
          </Group>
          <MultiSelect
            label="Dances"
            description="In dancing order"
            data={[...DANCES_BY_STYLE[style]]}
            {...form.getInputProps('dances')}
          />
          <TextInput
            label="Name"
            placeholder={suggestedName(values)}
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {event ? 'Save event' : 'Add event'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function suggestedName(values: Values): string {
  const style = (STYLES as readonly string[]).includes(values.style)
    ? (values.style as Style)
    : 'Standard';
  const level = (LEVELS as readonly string[]).includes(values.level)
    ? (values.level as (typeof LEVELS)[number])
    : 'Bronze';
  const age = (AGE_CATEGORIES as readonly string[]).includes(values.ageCategory)
    ? (values.ageCategory as (typeof AGE_CATEGORIES)[number])
    : null;
  return eventNameFor(level, style, age);
}
