import {
  Alert,
  Button,
  Card,
  ColorInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { Competition } from '../../../shared/competition';
import { CompetitionPatchSchema } from '../../../shared/competition';
import { formErrorsFrom } from '../../lib/form-errors';
import { DEADLINES } from '../../lib/registration-dates';
import { AA_TEXT_CONTRAST, buttonTextContrast, contrastRatio } from '../../lib/contrast';
import { useDraftedForm } from '../../lib/use-drafted-form';
import { useUpdateCompetition } from './api/update-competition';
import {
  competitionDraftOf,
  competitionFormValuesOf,
  competitionPatchOf,
  flattenSocialPath,
} from './competition-values';

function ColorCheck({ color }: { color: string }) {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return null;
  const onWhite = contrastRatio(color, '#ffffff');
  const onButton = buttonTextContrast(color);
  const verdict = (ratio: number) => (ratio >= AA_TEXT_CONTRAST ? 'readable' : 'hard to read');
  return (
    <Card withBorder padding="sm" aria-live="polite" aria-label="Colour preview">
      <Text fw={700} style={{ color }}>
        Competition name in this colour
      </Text>
      <Button size="xs" mt="xs" color={color} autoContrast tabIndex={-1}>
        Register
      </Button>
      <Text size="sm" mt="xs" c={onWhite >= AA_TEXT_CONTRAST ? 'dimmed' : 'red'}>
        Name on white: {onWhite.toFixed(1)}:1, {verdict(onWhite)} (4.5:1 needed)
      </Text>
      <Text size="sm" c={onButton >= AA_TEXT_CONTRAST ? 'dimmed' : 'red'}>
        Button text: {onButton.toFixed(1)}:1, {verdict(onButton)}
      </Text>
    </Card>
  );
}

/**
 * Every competition metadata field of spec section 3 except officials and
 * organizers. Unsaved changes are kept as a draft until saved or discarded.
 */
export function CompetitionPanel({ competition }: { competition: Competition }) {
  const update = useUpdateCompetition(competition.id);
  const [savedAt, setSavedAt] = useState<string>();
  const form = useDraftedForm({
    key: `competition-details:${competition.id}`,
    initialValues: competitionFormValuesOf(competition),
    parse: competitionDraftOf,
  });

  const submit = form.onSubmit(async (values) => {
    setSavedAt(undefined);
    const parsed = CompetitionPatchSchema.safeParse(competitionPatchOf(values));
    if (!parsed.success) return form.setErrors(flattenSocialPath(formErrorsFrom(parsed.error)));
    const saved = await update.mutateAsync(parsed.data).catch(() => undefined);
    if (!saved) return undefined;
    // Back to what is stored: the draft goes with the changes.
    form.setInitialValues(competitionFormValuesOf(saved));
    form.reset();
    setSavedAt(new Date().toLocaleTimeString());
    return undefined;
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Competition details">
      <Stack gap="md" maw={760}>
        {update.isError && (
          <Alert color="red" role="alert" title="Not saved">
            {update.error.message}
          </Alert>
        )}
        {savedAt && !form.isDirty() && (
          <Alert color="green" role="status">
            Saved at {savedAt}. Open public pages show the change now.
          </Alert>
        )}
        <TextInput label="Competition name" required {...form.getInputProps('fullName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label="First day" {...form.getInputProps('startDate')} />
          <TextInput type="date" label="Last day" {...form.getInputProps('endDate')} />
        </SimpleGrid>
        <Title order={3} size="h5">
          Registration
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="date"
            label="Early deadline"
            description={DEADLINES.early.help}
            {...form.getInputProps('dateRegistrationEarly')}
          />
          <TextInput
            type="date"
            label="Open deadline"
            description={DEADLINES.open.help}
            {...form.getInputProps('dateRegistrationOpen')}
          />
          <TextInput
            type="date"
            label="Closes"
            description={DEADLINES.closing.help}
            {...form.getInputProps('dateRegistrationClosed')}
          />
        </SimpleGrid>
        <Select
          label="Registration status"
          data={[
            { value: 'EARLY', label: 'Early registration' },
            { value: 'OPEN', label: 'Open' },
            { value: 'CLOSED', label: 'Closed' },
          ]}
          allowDeselect={false}
          {...form.getInputProps('registrationStatus')}
        />
        <Switch
          label="Show the results page to the public (See Results button)"
          {...form.getInputProps('resultsPageShown', { type: 'checkbox' })}
        />
        <Group align="flex-start" grow>
          <ColorInput label="Primary colour" format="hex" {...form.getInputProps('primaryColor')} />
          <ColorCheck color={form.getValues().primaryColor} />
        </Group>
        <Title order={3} size="h5">
          Links in the footer
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Website" placeholder="https://…" {...form.getInputProps('website')} />
          <TextInput
            label="Facebook"
            placeholder="https://facebook.com/…"
            {...form.getInputProps('facebook')}
          />
          <TextInput label="Instagram" placeholder="@handle" {...form.getInputProps('instagram')} />
          <TextInput
            label="Community chat"
            placeholder="https://…"
            {...form.getInputProps('communityChat')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save details
          </Button>
          <Button variant="subtle" onClick={form.reset} disabled={!form.isDirty()}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
