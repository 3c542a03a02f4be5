import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Divider,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../shared/safe-redirect';
import { paths } from '../../app/paths';
import { useCompetition } from '../competition/api/get-competition';
import { useAuthOptions } from './api/get-auth-options';
import { SESSION_QUERY_KEY, useSession } from './api/get-session';
import { authErrorMessage, COOKIES_BLOCKED_MESSAGE } from './auth-error-message';
import { EmailLinkForm } from './email-link-form';
import { FirstOrganizerForm } from './first-organizer-form';
import { PasswordForm } from './password-form';
import { SingleSignOnButton } from './single-sign-on-button';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';

/** /login: first-organizer set-up, or sign-in by password, email link or single sign-on. */
export function LoginScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useAuthOptions();
  const session = useSession();
  const competition = useCompetition().data;

  const requested = params.get('redirect');
  const target = safeRedirectPath(requested);
  // A redirect that would leave the site is dropped, and we say so.
  const refusedRedirect = requested !== null && safeRedirectPath(requested, '') === '';
  const linkError = params.get('error');

  const signedIn = async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await navigate(target, { replace: true });
  };

  if (options.isPending || session.isPending) {
    return (
      <Center mih="60vh">
        <Loader aria-label="Loading sign-in" />
      </Center>
    );
  }
  if (options.isError) {
    return (
      <Center mih="60vh" p="md">
        <Alert color="red" title="Sign-in is unavailable" role="alert">
          {options.error.message}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void options.refetch()}>
            Try again
          </Button>
        </Alert>
      </Center>
    );
  }
  const { passwordMinLength, needsFirstOrganizer, oidc } = options.data;

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Card
        withBorder
        shadow="sm"
        w="100%"
        maw={440}
        padding="xl"
        component="section"
        aria-label="Sign-in"
      >
        <Stack gap="md">
          <Box>
            <Text c="dimmed" size="sm">
              {competition?.fullName ?? 'Competition'}
            </Text>
            <Title order={1} size="h2">
              {needsFirstOrganizer ? 'Set up the staff area' : 'Staff sign-in'}
            </Title>
          </Box>
          {!navigator.cookieEnabled && (
            <Alert color="red" role="alert">
              {COOKIES_BLOCKED_MESSAGE}
            </Alert>
          )}
          {refusedRedirect && (
            <Alert color="yellow" role="status" title="Link not followed">
              The link asked to continue to another site. After signing in you will go to the staff
              area instead.
            </Alert>
          )}
          {linkError && (
            <Alert color="red" role="alert" title="Sign-in did not work">
              {authErrorMessage({ code: linkError }, passwordMinLength)}
            </Alert>
          )}
          {session.data?.user && !needsFirstOrganizer && (
            <Alert color="blue" role="status">
              You are signed in as {session.data.user.email}.{' '}
              <Anchor component={Link} to={target}>
                Continue
              </Anchor>
            </Alert>
          )}
          {needsFirstOrganizer ? (
            <FirstOrganizerForm passwordMinLength={passwordMinLength} onCreated={signedIn} />
          ) : (
            <>
              <PasswordForm passwordMinLength={passwordMinLength} onSignedIn={signedIn} />
              <Divider label="or" labelPosition="center" />
              <EmailLinkForm redirectTo={target} passwordMinLength={passwordMinLength} />
              {oidc && (
                <>
                  <Divider label="or" labelPosition="center" />
                  <SingleSignOnButton
                    providerId={oidc.providerId}
                    name={oidc.name}
                    redirectTo={target}
                    passwordMinLength={passwordMinLength}
                  />
                </>
              )}
            </>
          )}
          <Anchor component={Link} to={paths.home()} size="sm">
            Back to the competition site
          </Anchor>
        </Stack>
      </Card>
    </Center>
  );
}
