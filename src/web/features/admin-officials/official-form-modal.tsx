import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isJudgeRole, OFFICIAL_ROLES } from '../../../domain/officials/official-roles';
import { OfficialInputSchema } from '../../../shared/officials';
import type { AdminOfficial } from '../../../shared/officials';
import { formErrorsFrom } from '../../lib/form-errors';
import { useCreateOfficial, useUpdateOfficial } from './api/officials';
import { OTHER_ROLE, roleChoiceOf, roleOfChoice } from './role-choice';

type OfficialFormModalProps = {
  competitionId: string;
  /** The official to edit; undefined adds a new one. */
  official: AdminOfficial | undefined;
  opened: boolean;
  onClose: () => void;
};

/** Adds an official or edits one: name, role (listed or free text) and bio. */
export function OfficialFormModal({
  competitionId,
  official,
  opened,
  onClose,
}: OfficialFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={official ? `Edit ${official.name}` : 'Add an official'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so each opening starts from the saved values. */}
      {opened && (
        <OfficialForm competitionId={competitionId} official={official} onDone={onClose} />
      )}
    </Modal>
  );
}

type FormValues = { name: string; listedRole: string; customRole: string; bio: string };

function OfficialForm({
  competitionId,
  official,
  onDone,
}: {
  competitionId: string;
  official: AdminOfficial | undefined;
  onDone: () => void;
}) {
  const create = useCreateOfficial(competitionId);
  const update = useUpdateOfficial(competitionId);
  const save = official ? update : create;
  const choice = roleChoiceOf(official?.role ?? 'Judge');
  const form = useForm<FormValues>({
    initialValues: {
      name: official?.name ?? '',
      listedRole: choice.listed,
      customRole: choice.custom,
      bio: official?.bio ?? '',
    },
  });
  const { listedRole, customRole } = form.getValues();
  const role = roleOfChoice({ listed: listedRole, custom: customRole });
  const becomesJudge = isJudgeRole(role) && !official?.accessCode;
  const losesCode = Boolean(official?.accessCode) && !isJudgeRole(role);

  const submit = form.onSubmit(async (values) => {
    const parsed = OfficialInputSchema.safeParse({
      name: values.name,
      role: roleOfChoice({ listed: values.listedRole, custom: values.customRole }),
      bio: values.bio,
    });
    if (!parsed.success) {
      const { role: roleError, ...errors } = formErrorsFrom(parsed.error);
      const roleField = values.listedRole === OTHER_ROLE ? 'customRole' : 'listedRole';
      return form.setErrors(roleError ? { ...errors, [roleField]: roleError } : errors);
    }
    const saved = official
      ? await update
          .mutateAsync({ officialId: official.id, patch: parsed.data })
          .catch(() => undefined)
      : await create.mutateAsync(parsed.data).catch(() => undefined);
    if (saved) onDone();
    return undefined;
  });

  return (
    <form onSubmit={submit} noValidate aria-label={official ? 'Edit official' : 'Add an official'}>
      <Stack gap="sm">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Select
          label="Role"
          required
          allowDeselect={false}
          data={[...OFFICIAL_ROLES]}
          description={
            becomesJudge ? 'Judges get a 7-character access code when you save.' : undefined
          }
          {...form.getInputProps('listedRole')}
        />
        {listedRole === OTHER_ROLE && (
          <TextInput
            label="Role name"
            description="Shown instead of “Other”, e.g. Photographer"
            {...form.getInputProps('customRole')}
          />
        )}
        {losesCode && official && (
          <Alert color="yellow" title="The access code will be cleared">
            {official.name} will no longer be a judge, so their code {official.accessCode} stops
            working when you save.
          </Alert>
        )}
        <Textarea label="Bio" autosize minRows={3} maxRows={8} {...form.getInputProps('bio')} />
        {save.isError && (
          <Alert color="red" title="The official was not saved" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {official ? 'Save changes' : 'Add official'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
