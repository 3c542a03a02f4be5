import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { authClient } from './api/auth-client';
import { authErrorMessage } from './auth-error-message';

type Props = { providerId: string; name: string; redirectTo: string; passwordMinLength: number };

/** Starts OpenID Connect sign-in; the provider sends the browser back to `redirectTo`. */
export function SingleSignOnButton({ providerId, name, redirectTo, passwordMinLength }: Props) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await authClient.signIn.social({
        provider: providerId,
        callbackURL: redirectTo,
        errorCallbackURL: `/login?redirect=${encodeURIComponent(redirectTo)}`,
      });
      if (result.error) {
        setError(authErrorMessage(result.error, passwordMinLength));
        setBusy(false);
      }
    } catch {
      setError(authErrorMessage({ status: 0 }, passwordMinLength));
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button variant="default" onClick={() => void start()} loading={busy}>
        Sign in with {name}
      </Button>
    </Stack>
  );
}
