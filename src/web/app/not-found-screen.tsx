import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from './paths';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Page not found</Title>
        <Text>
          There is no page at <code>{pathname}</code>. It may not be open yet, or the link may be
          wrong.
        </Text>
        <Button component={Link} to={paths.home()}>
          Go to the competition home page
        </Button>
      </Stack>
    </Container>
  );
}
