import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { authEndpoints } from '../../../shared/contract/auth';
import { FirstOrganizerSchema } from '../../../shared/staff';
import { ApiRequestError, callApi } from '../../lib/api-client';
import { fieldErrorsOfRefusal } from '../../lib/refusals';
import { authErrorMessage } from './auth-error-message';

type Props = { passwordMinLength: number; onCreated: () => Promise<void> };

/** Shown only while no account exists: the first organizer creates their own account. */
export function FirstOrganizerForm({ passwordMinLength, onCreated }: Props) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const schema = FirstOrganizerSchema.extend({
    password: z
      .string()
      .min(passwordMinLength, `must be at least ${passwordMinLength} characters`)
      .max(128),
  });
  const form = useForm({
    initialValues: { name: '', email: '', password: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(undefined);
    try {
      await callApi(authEndpoints.createFirstOrganizer, { body: values });
    } catch (failure) {
      form.setErrors(fieldErrorsOfRefusal(failure));
      setError(
        failure instanceof ApiRequestError
          ? authErrorMessage(
              { code: failure.code, status: failure.status, message: failure.message },
              passwordMinLength,
            )
          : authErrorMessage({ status: 0 }, passwordMinLength),
      );
      return;
    } finally {
      setBusy(false);
    }
    // Outside the try: a failure to move on is not a network failure.
    await onCreated();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create the first organizer account">
      <Stack gap="sm">
        <Text size="sm">
          Nobody has an account yet. Create the first organizer account; you can invite the rest of
          the staff afterwards.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Your name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description={`At least ${passwordMinLength} characters.`}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy}>
          Create organizer account
        </Button>
      </Stack>
    </form>
  );
}
