import { Alert, Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AGE_CATEGORIES, LEVELS, STYLES } from '../../../domain/competition/enumerations';
import { planEventGrid } from '../../../domain/events/event-grid';
import { EventGridSchema } from '../../../shared/events';
import type { EventGrid } from '../../../shared/events';
import { formErrorsFrom } from '../../lib/form-errors';

type Props = {
  existingNames: ReadonlySet<string>;
  onCreate: (grid: EventGrid) => Promise<{ created: number; skipped: number } | undefined>;
  error: string | undefined;
  saving: boolean;
};

/** Creates every style x level x age event at once, each with all of its style's dances. */
export function EventGridForm({ existingNames, onCreate, error, saving }: Props) {
  const [outcome, setOutcome] = useState<string>();
  const form = useForm<{ styles: string[]; levels: string[]; ageCategories: string[] }>({
    initialValues: { styles: [], levels: [], ageCategories: [] },
  });
  const parsed = EventGridSchema.safeParse(form.getValues());
  const preview = parsed.success ? planEventGrid(parsed.data, existingNames) : [];

  const submit = form.onSubmit(async (values) => {
    setOutcome(undefined);
    const grid = EventGridSchema.safeParse(values);
    if (!grid.success) return form.setErrors(formErrorsFrom(grid.error));
    const result = await onCreate(grid.data);
    if (result) {
      setOutcome(
        `Created ${result.created} events${result.skipped ? `; ${result.skipped} already existed` : ''}.`,
      );
      form.reset();
    }
    return undefined;
  });

  return (
    <Card withBorder component="section" aria-labelledby="grid-title">
      <form onSubmit={submit} noValidate aria-label="Create many events">
        <Stack gap="sm">
          <Title order={2} size="h4" id="grid-title">
            Create many events at once
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {outcome && (
            <Alert color="green" role="status">
              {outcome}
            </Alert>
          )}
          <Group grow align="flex-start">
            <MultiSelect label="Styles" data={[...STYLES]} {...form.getInputProps('styles')} />
            <MultiSelect label="Levels" data={[...LEVELS]} {...form.getInputProps('levels')} />
            <MultiSelect
              label="Age categories"
              description="None: events for any age"
              data={[...AGE_CATEGORIES]}
              {...form.getInputProps('ageCategories')}
            />
          </Group>
          <Text size="sm" aria-live="polite">
            {preview.length > 0
              ? `Will create ${preview.length} events: ${preview
                  .slice(0, 4)
                  .map((e) => e.name)
                  .join(', ')}${preview.length > 4 ? ', …' : ''}`
              : 'Choose at least one style and one level.'}
          </Text>
          <Group>
            <Button type="submit" loading={saving} disabled={preview.length === 0}>
              Create {preview.length || ''} events
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
