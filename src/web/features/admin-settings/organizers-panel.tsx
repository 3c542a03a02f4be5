import { Alert, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Competition } from '../../../shared/competition';
import { NewOrganizerSchema } from '../../../shared/admin';
import { formErrorsFrom } from '../../lib/form-errors';
import { useAddOrganizer } from './api/add-organizer';

/** The organizing team shown with the competition; new organizers are added at the end. */
export function OrganizersPanel({ competition }: { competition: Competition }) {
  const add = useAddOrganizer(competition.id);
  const form = useForm({ initialValues: { name: '', email: '', title: '' } });

  const submit = form.onSubmit(async (values) => {
    const parsed = NewOrganizerSchema.safeParse({
      name: values.name,
      email: values.email.trim() || null,
      title: values.title.trim() || null,
    });
    if (!parsed.success) return form.setErrors(formErrorsFrom(parsed.error));
    const saved = await add.mutateAsync(parsed.data).catch(() => undefined);
    if (saved) form.reset();
    return undefined;
  });

  return (
    <Stack gap="md" maw={640}>
      {competition.organizers.length > 0 ? (
        <List aria-label="Organizers">
          {competition.organizers.map((organizer) => (
            <List.Item key={organizer.id}>
              <Text span fw={600}>
                {organizer.name}
              </Text>
              {organizer.title && ` — ${organizer.title}`}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed">No organizers listed yet. Add the first one below.</Text>
      )}
      <form onSubmit={submit} noValidate aria-label="Add an organizer">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Add an organizer
          </Title>
          {add.isError && (
            <Alert color="red" role="alert">
              {add.error.message}
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput
              label="Title"
              placeholder="e.g. Registration"
              {...form.getInputProps('title')}
            />
          </Group>
          <TextInput
            label="Email (not shown publicly)"
            type="email"
            {...form.getInputProps('email')}
          />
          <Group>
            <Button type="submit" loading={add.isPending}>
              Add organizer
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
