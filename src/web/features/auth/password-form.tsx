import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { authClient } from './api/auth-client';
import { retryAfterSeconds } from '../../lib/retry-after';
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
    let wait: number | undefined;
    let result: Awaited<ReturnType<typeof authClient.signIn.email>>;
    try {
      result = await authClient.signIn.email(
        { email: values.email, password: values.password },
        // The per-account backoff says in Retry-After how long to wait.
        { onError: ({ response }) => void (wait = retryAfterSeconds(response.headers)) },
      );
    } catch {
      setError(authErrorMessage({ status: 0 }, passwordMinLength));
      setBusy(false);
      return;
    }
    setBusy(false);
    if (result.error) {
      setError(authErrorMessage({ ...result.error, retryAfterSeconds: wait }, passwordMinLength));
      return;
    }
    // Outside the try: a failure to move on is not a network failure.
    await onSignedIn();
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
