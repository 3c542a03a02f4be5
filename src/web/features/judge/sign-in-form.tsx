import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { JudgeSession } from '../../../shared/judging';
import { refusalMessage } from '../../lib/refusals';
import { signInJudge } from './api/judge-api';

/** The judge's code, typed once per device; a renewed code brings the judge back here. */
export function SignInForm({
  judgeId,
  signedOutBefore,
  onSignedIn,
}: {
  judgeId: string;
  signedOutBefore: boolean;
  onSignedIn: (session: JudgeSession) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const signIn = useMutation({
    mutationFn: async () => onSignedIn(await signInJudge(judgeId, code)),
  });
  return (
    <Stack
      component="form"
      gap="md"
      maw={420}
      mx="auto"
      p="md"
      onSubmit={(event) => {
        event.preventDefault();
        signIn.mutate();
      }}
    >
      <Title order={1} size="h2">
        Judge sign-in
      </Title>
      {signedOutBefore && (
        <Alert color="yellow" variant="outline">
          Your code was changed. Type the new code; the marks saved on this device are kept and will
          be sent.
        </Alert>
      )}
      <TextInput
        label="Your judge code"
        description="The 7-character code from the organizer. You type it once on this device."
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        size="lg"
        required
        error={signIn.error ? refusalMessage(signIn.error) : undefined}
      />
      <Button type="submit" size="lg" loading={signIn.isPending}>
        Sign in
      </Button>
    </Stack>
  );
}
