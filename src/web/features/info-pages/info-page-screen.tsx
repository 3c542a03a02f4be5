import { Alert, Button, Container, Skeleton, Stack, Title, Typography } from '@mantine/core';
import type { PageSlug } from '../../../shared/competition';
import { useCompetition } from '../competition/api/get-competition';
import { usePage } from '../competition/api/get-pages';
import { KeyDates } from './key-dates';
import { OfficialsSection } from './officials-section';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/** Pages that show the competition's key dates above their text. */
const PAGES_WITH_DATES: readonly PageSlug[] = ['home', 'details'];

/** An information page (/, /details, /rules, /venue, /contact, /about) from the competition record. */
export function InfoPageScreen({ slug }: { slug: PageSlug }) {
  const page = usePage(slug);
  const competition = useCompetition();

  if (page.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" title="This page could not be loaded" role="alert">
          {page.error.message}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void page.refetch()}>
            Try again
          </Button>
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {page.data ? (
          <Title order={1}>{page.data.title}</Title>
        ) : (
          <Skeleton h={36} w="40%" aria-label="Loading page" />
        )}
        {PAGES_WITH_DATES.includes(slug) && competition.data && (
          <KeyDates competition={competition.data} />
        )}
        {page.data ? (
          <Typography>
            {/* Rendered and sanitized on the server by the editor preview's own element (decision 025); no script can reach here. */}
            <div dangerouslySetInnerHTML={{ __html: page.data.bodyHtml }} />
          </Typography>
        ) : page.isPending ? (
          <Skeleton h={160} />
        ) : (
          <Alert color="gray">The organizers have not written this page yet.</Alert>
        )}
        {slug === 'about' && competition.data && (
          <OfficialsSection officials={competition.data.officials} />
        )}
      </Stack>
    </Container>
  );
}
