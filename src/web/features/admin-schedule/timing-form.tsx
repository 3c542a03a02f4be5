import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ScheduleTiming } from '../../../shared/schedule';
import { ScheduleTimingSchema } from '../../../shared/schedule';
import { formErrorsFrom } from '../../lib/form-errors';
import { useSaveScheduleTiming, useScheduleTiming } from './api/schedule';

/** When the day starts and how long dances and changes take; planned times follow from it. */
export function TimingForm({
  competitionId,
  autoAssignTimes,
}: {
  competitionId: string;
  autoAssignTimes: boolean;
}) {
  const timing = useScheduleTiming(competitionId);
  if (!timing.data) return null;
  return (
    <TimingFields
      competitionId={competitionId}
      timing={timing.data}
      autoAssignTimes={autoAssignTimes}
    />
  );
}

function TimingFields({
  competitionId,
  timing,
  autoAssignTimes,
}: {
  competitionId: string;
  timing: ScheduleTiming;
  autoAssignTimes: boolean;
}) {
  const save = useSaveScheduleTiming(competitionId);
  const form = useForm<ScheduleTiming>({ initialValues: timing });
  const submit = form.onSubmit(async (values) => {
    const parsed = ScheduleTimingSchema.safeParse(values);
    if (!parsed.success) return form.setErrors(formErrorsFrom(parsed.error));
    const saved = await save.mutateAsync(parsed.data).catch(() => undefined);
    if (saved) form.resetDirty(parsed.data);
    return undefined;
  });

  return (
    <Card withBorder component="section" aria-labelledby="timing-title">
      <form onSubmit={submit} noValidate aria-label="Schedule timing">
        <Stack gap="sm">
          <Title order={2} size="h4" id="timing-title">
            Planned times
          </Title>
          {!autoAssignTimes && (
            <Text size="sm" c="dimmed">
              Planned times are assigned only when “Assign start times automatically” is on in
              Settings → Event settings.
            </Text>
          )}
          {save.isError && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Group align="flex-start" grow>
            <TextInput type="time" label="Day starts at" {...form.getInputProps('dayStart')} />
            <NumberInput
              label="Seconds per dance"
              min={10}
              max={600}
              allowDecimal={false}
              {...form.getInputProps('secondsPerDance')}
            />
            <NumberInput
              label="Seconds per heat change"
              min={0}
              max={600}
              allowDecimal={false}
              {...form.getInputProps('secondsPerHeatChange')}
            />
            <NumberInput
              label="Seconds per round change"
              min={0}
              max={3600}
              allowDecimal={false}
              {...form.getInputProps('secondsPerRoundChange')}
            />
          </Group>
          <Group>
            <Button
              type="submit"
              variant="light"
              loading={save.isPending}
              disabled={!form.isDirty()}
            >
              Save timing
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
