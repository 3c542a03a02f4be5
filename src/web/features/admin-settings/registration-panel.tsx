import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { REGISTRATION_PHASES, registrationPhase } from '../../../domain/registration';
import type { RegistrationPhase } from '../../../domain/registration';
import type { Competition } from '../../../shared/competition';
import type { RegistrationSettings } from '../../../shared/registration';
import { formatCents } from '../../lib/money';
import { useDraftedForm } from '../../lib/use-drafted-form';
import { PHASE_MEANING } from '../../lib/registration-dates';
import { useRegistrationSettings, useSaveRegistrationSettings } from './api/registration-settings';
import {
  EXAMPLE_COUPLE,
  affiliationLines,
  couplePreview,
  formValuesOf,
  registrationSettingsDraftOf,
  settingsFrom,
} from './registration-values';
import type { RegistrationFormValues } from './registration-values';

/** Settings tab "Registration": the school and club list, and the fees per phase. */
export function RegistrationPanel({ competition }: { competition: Competition }) {
  const settings = useRegistrationSettings(competition.id);
  if (settings.isPending) return <Loader aria-label="Loading registration settings" />;
  if (settings.isError) {
    return (
      <Alert color="red" role="alert" title="The registration settings could not be loaded">
        {settings.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <RegistrationForm competition={competition} saved={settings.data} />;
}

function RegistrationForm({
  competition,
  saved,
}: {
  competition: Competition;
  saved: RegistrationSettings;
}) {
  const save = useSaveRegistrationSettings(competition.id);
  const [savedAt, setSavedAt] = useState<string>();
  // Unsaved changes are kept as a draft until saved or discarded.
  const form = useDraftedForm<RegistrationFormValues>({
    key: `registration-settings:${competition.id}`,
    initialValues: formValuesOf(saved),
    parse: registrationSettingsDraftOf,
  });
  const values = form.getValues();
  const listed = affiliationLines(values.affiliations).length;
  const phaseNow = registrationPhase(new Date(), {
    early: competition.dateRegistrationEarly,
    open: competition.dateRegistrationOpen,
  });

  const submit = form.onSubmit(async (typed) => {
    setSavedAt(undefined);
    const result = settingsFrom(typed);
    if (!result.ok) return form.setErrors(result.errors);
    const stored = await save.mutateAsync(result.settings).catch(() => undefined);
    if (!stored) return undefined;
    form.setInitialValues(formValuesOf(stored));
    form.reset();
    setSavedAt(new Date().toLocaleTimeString());
    return undefined;
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Registration settings">
      <Stack gap="lg" maw={760}>
        {save.isError && (
          <Alert color="red" role="alert" title="Not saved">
            {save.error.message}
          </Alert>
        )}
        {savedAt && !form.isDirty() && (
          <Alert color="green" role="status">
            Saved at {savedAt}. The registration page uses these now.
          </Alert>
        )}
        <Stack gap={4}>
          <Title order={2} size="h4">
            Schools and clubs
          </Title>
          <Textarea
            label="Schools and clubs, one per line"
            description="Dancers pick their affiliation from this list. “Other” is always offered, with a box to type a name."
            autosize
            minRows={6}
            maxRows={16}
            {...form.getInputProps('affiliations')}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {listed === 1 ? '1 name' : `${listed} names`} listed, plus Other
          </Text>
        </Stack>

        <Stack gap="sm">
          <Title order={2} size="h4">
            Fees
          </Title>
          <Text size="sm" c="dimmed">
            In dollars. The competitor fee is charged once per dancer, the entry fee for each couple
            in each event. The phase is set by when the couple registers. Enter 0 for free.
          </Text>
          {REGISTRATION_PHASES.map((phase) => (
            <fieldset key={phase} style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={600} size="sm">
                {phase}{' '}
                <Text span c="dimmed" size="sm" fw={400}>
                  ({PHASE_MEANING[phase]}
                  {phase === phaseNow ? '; registrations made now' : ''})
                </Text>
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} mt={4}>
                <NumberInput
                  label={`${phase}: per competitor`}
                  prefix="$"
                  decimalScale={2}
                  fixedDecimalScale
                  thousandSeparator=","
                  min={0}
                  allowNegative={false}
                  {...form.getInputProps(`fees.${phase}.perCompetitor`)}
                />
                <NumberInput
                  label={`${phase}: per entry`}
                  prefix="$"
                  decimalScale={2}
                  fixedDecimalScale
                  thousandSeparator=","
                  min={0}
                  allowNegative={false}
                  {...form.getInputProps(`fees.${phase}.perEntry`)}
                />
              </SimpleGrid>
            </fieldset>
          ))}
        </Stack>

        <FeePreview values={values} phaseNow={phaseNow} />

        <Group>
          <Button type="submit" loading={save.isPending}>
            Save registration settings
          </Button>
          <Button variant="subtle" onClick={form.reset} disabled={!form.isDirty()}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What a couple registering together pays in each phase, as the fees stand in the form. */
function FeePreview({
  values,
  phaseNow,
}: {
  values: RegistrationFormValues;
  phaseNow: RegistrationPhase;
}) {
  const preview = couplePreview(values.fees);
  const caption = `What a couple pays when both dancers are new (${EXAMPLE_COUPLE.newCompetitors} competitor fees) and they enter ${EXAMPLE_COUPLE.entries} events`;
  return (
    <Stack gap={4} role="region" aria-label="Fee preview">
      <Title order={3} size="h5">
        Preview
      </Title>
      <Table withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Phase</Table.Th>
            <Table.Th>Competitor fees</Table.Th>
            <Table.Th>Entry fees</Table.Th>
            <Table.Th>Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.map(({ phase, quote }) => {
            const line = (label: string) => quote?.lines.find((l) => l.label === label);
            const shown = (label: string) => {
              const l = line(label);
              return l ? `${l.quantity} × ${formatCents(l.unitCents)}` : formatCents(0);
            };
            return (
              <Table.Tr key={phase} fw={phase === phaseNow ? 600 : undefined}>
                <Table.Td>
                  {phase}
                  {phase === phaseNow && (
                    <Text span size="sm" c="dimmed" fw={400}>
                      {' '}
                      (now)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{quote ? shown('Competitor fee') : '—'}</Table.Td>
                <Table.Td>{quote ? shown('Entry fee') : '—'}</Table.Td>
                <Table.Td data-testid={`preview-total-${phase}`}>
                  {quote ? formatCents(quote.totalCents) : 'Enter both amounts'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
