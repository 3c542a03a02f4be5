import { Anchor, Box, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSite } from '../features/competition/api/get-site';
import { paths } from './paths';

/** A thin notice on every page while the site shows the seeded demo (decision 029). */
export function DemoBanner() {
  const site = useSite().data;
  if (!site?.demo) return null;
  return (
    <Box component="aside" aria-label="Demo notice" bg="yellow.1" px="md" py={4}>
      <Text size="sm" ta="center">
        You are looking at a demo competition with invented data.{' '}
        <Anchor component={Link} to={paths.settings({ tab: 'competition' })} size="sm">
          How to start clean
        </Anchor>
      </Text>
    </Box>
  );
}
