import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { authClient } from './api/auth-client';
import { authErrorMessage } from './auth-error-message';

type Props = { passwordMinLength: number; onSignedIn: () => Promise<void> };

export function PasswordForm({ passwordMinLength, onSignedIn }: Props) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value) ? null : 'Enter your email address'),
      password: (value) => (value ? null : 'Enter your password'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await authClient.signIn.email({
        email: values.email,
        password: values.password,
      });
      if (result.error) {
        setError(authErrorMessage(result.error, passwordMinLength));
        return;
      }
      await onSignedIn();
    } catch {
      setError(authErrorMessage({ status: 0 }, passwordMinLength));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in with password">
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
