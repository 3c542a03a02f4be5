import {
  Alert,
  Autocomplete,
  Button,
  Grid,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { AGE_CATEGORIES, LEVELS } from '../../../domain/competition/enumerations';
import { CompetitorPatchSchema, OTHER_AFFILIATION } from '../../../shared/registration';
import type { AdminCompetitor } from '../../../shared/registration';
import { formErrorsFrom } from '../../lib/form-errors';
import { fieldErrorsOfRefusal } from '../../lib/refusals';
import { useAffiliationSuggestions } from './api/get-affiliation-suggestions';
import { useUpdateCompetitor } from './api/update-competitor';
import { changedFields, formValuesOf, isEmptyPatch } from './competitor-patch';
import type { CompetitorFormValues } from './competitor-patch';

type EditCompetitorModalProps = {
  competitionId: string;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  competitor: AdminCompetitor | undefined;
  /** Schools already on the table, offered with the organizers' list. */
  knownAffiliations: readonly string[];
  opened: boolean;
  onClose: () => void;
};

const LEVEL_FIELDS = [
  ['standardLevel', 'Standard level'],
  ['smoothLevel', 'Smooth level'],
  ['rhythmLevel', 'Rhythm level'],
  ['latinLevel', 'Latin level'],
] as const;

/** Edits any of a competitor's fields; only what changed is sent. */
export function EditCompetitorModal({
  competitionId,
  competitor,
  knownAffiliations,
  opened,
  onClose,
}: EditCompetitorModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={competitor && `Edit ${competitor.name}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so each opening starts from the saved values. */}
      {opened && competitor && (
        <CompetitorForm
          competitionId={competitionId}
          competitor={competitor}
          knownAffiliations={knownAffiliations}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function CompetitorForm({
  competitionId,
  competitor,
  knownAffiliations,
  onDone,
}: {
  competitionId: string;
  competitor: AdminCompetitor;
  knownAffiliations: readonly string[];
  onDone: () => void;
}) {
  const update = useUpdateCompetitor(competitionId);
  const listed = useAffiliationSuggestions(competitionId).data ?? [];
  const affiliations = [...new Set([...listed, ...knownAffiliations, OTHER_AFFILIATION])];
  const form = useForm<CompetitorFormValues>({ initialValues: formValuesOf(competitor) });

  const submit = form.onSubmit(async (values) => {
    const patch = changedFields(competitor, values);
    if (isEmptyPatch(patch)) return onDone();
    const parsed = CompetitorPatchSchema.safeParse(patch);
    if (!parsed.success) return form.setErrors(formErrorsFrom(parsed.error));
    try {
      await update.mutateAsync({ competitorId: competitor.id, patch: parsed.data });
      onDone();
    } catch (error) {
      // The form keeps what was typed; a refusal about one field is also shown beside it.
      form.setErrors(fieldErrorsOfRefusal(error));
    }
    return undefined;
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${competitor.name}`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A new name or school also changes their entries and the public lists.
        </Text>
        <Grid>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <NumberInput
              label="Number"
              required
              min={1}
              max={9998}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('number')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          </Grid.Col>
        </Grid>
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        <Autocomplete
          label="School or club"
          description="Pick from the list or type another name"
          required
          data={affiliations}
          {...form.getInputProps('affiliation')}
        />
        <Select
          label="Age category"
          required
          allowDeselect={false}
          data={[...AGE_CATEGORIES]}
          {...form.getInputProps('ageCategory')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {LEVEL_FIELDS.map(([field, label]) => (
            <Select
              key={field}
              label={label}
              allowDeselect={false}
              data={[...LEVELS]}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        {update.isError && (
          <Alert color="red" title="Not saved" role="alert">
            {update.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
