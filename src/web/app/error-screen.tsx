import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { paths } from './paths';
import { reloadKeepingDrafts } from './stale-code-reload';

const WHAT_HAPPENED = {
  'code-load':
    'Part of this page did not arrive. The site may just have been updated, or the connection dropped.',
  render: 'Something went wrong while showing this page.',
} as const;

/**
 * What a person sees when a screen cannot be shown: what happened in one
 * sentence, and what to do about it. The heading takes focus so a screen
 * reader starts here, and the sentence is announced as an alert.
 *
 * It needs no router (the app's own boundary shows it outside the router):
 * the home link is a plain link, which loads the site afresh.
 */
export function ErrorScreen({ cause }: { cause: keyof typeof WHAT_HAPPENED }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} ref={heading} tabIndex={-1}>
          This page could not be shown
        </Title>
        <Text role="alert">{WHAT_HAPPENED[cause]} Reload the page to try again.</Text>
        <Group>
          <Button onClick={reloadKeepingDrafts}>Reload</Button>
          <Button component="a" href={paths.home()} variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
