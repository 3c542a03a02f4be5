import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { paths } from '../../app/paths';
import { authClient } from './api/auth-client';
import { retryAfterSeconds } from '../../lib/retry-after';
import { authErrorMessage } from './auth-error-message';

type Props = { redirectTo: string; passwordMinLength: number };

export function EmailLinkForm({ redirectTo, passwordMinLength }: Props) {
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value) ? null : 'Enter your email address'),
    },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    setError(undefined);
    try {
      let wait: number | undefined;
      const result = await authClient.signIn.magicLink(
        {
          email,
          callbackURL: redirectTo,
          errorCallbackURL: paths.login({ redirect: redirectTo }),
        },
        // The per-email limit says in Retry-After how long to wait.
        { onError: ({ response }) => void (wait = retryAfterSeconds(response.headers)) },
      );
      if (result.error) {
        setError(
          authErrorMessage(
            { ...result.error, retryAfterSeconds: wait, emailLink: true },
            passwordMinLength,
          ),
        );
        return;
      }
      setSentTo(email);
    } catch {
      setError(authErrorMessage({ status: 0 }, passwordMinLength));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in with an email link">
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {sentTo && (
          <Alert color="green" role="status" title="Check your email">
            If {sentTo} belongs to a staff account, a sign-in link is on its way. It works once, for
            15 minutes.
          </Alert>
        )}
        <TextInput
          label="Email for a sign-in link"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" variant="light" loading={busy}>
          Email me a sign-in link
        </Button>
      </Stack>
    </form>
  );
}
