import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EditCredentialsSchema } from '../../../shared/registration';
import type { RegistrationView } from '../../../shared/registration';
import { formErrorsFrom } from '../../lib/form-errors';
import { refusalMessage } from '../../lib/refusals';
import { useLookupRegistration } from './api/lookup-registration';

export type EditCredentialsValue = { email: string; code: string };

type EditSignInFormProps = {
  competitionId: string;
  onFound: (credentials: EditCredentialsValue, view: RegistrationView) => void;
};

/** Email and edit code in, the couple's registration out. Nothing is stored in the browser. */
export function EditSignInForm({ competitionId, onFound }: EditSignInFormProps) {
  const lookup = useLookupRegistration(competitionId);
  const form = useForm({ initialValues: { email: '', code: '' } });

  const submit = form.onSubmit(async (values) => {
    const parsed = EditCredentialsSchema.safeParse(values);
    if (!parsed.success) return form.setErrors(formErrorsFrom(parsed.error));
    const view = await lookup.mutateAsync(parsed.data).catch(() => undefined);
    if (view) onFound(parsed.data, view);
    return undefined;
  });

  const error = lookup.error;
  return (
    <Card withBorder maw={480} component="section" aria-labelledby="edit-sign-in-title">
      <form onSubmit={submit} noValidate aria-label="Find my registration">
        <Stack gap="sm">
          <Title order={2} size="h4" id="edit-sign-in-title">
            Find your registration
          </Title>
          <Text size="sm" c="dimmed">
            Use the email of either dancer and the 7-character edit code from your confirmation
            email.
          </Text>
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Edit code"
            required
            autoComplete="off"
            maxLength={7}
            styles={{
              input: { fontFamily: 'monospace', letterSpacing: 2, textTransform: 'uppercase' },
            }}
            {...form.getInputProps('code')}
          />
          {error && (
            <Alert color="red" role="alert">
              {refusalMessage(error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={lookup.isPending}>
              Find registration
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
