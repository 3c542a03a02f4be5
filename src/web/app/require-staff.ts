import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchSessionFresh } from '../features/auth/api/get-session';
import { paths } from './paths';
import { queryClient } from './query-client';

/**
 * Loader of every protected route: asks the server who is signed in (on every
 * navigation) and sends a signed-out visitor to /login with the full path they
 * asked for, so they land there after signing in.
 */
export async function requireStaff({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await fetchSessionFresh(queryClient);
  if (!session.user) throw redirect(paths.login(url.pathname + url.search + url.hash));
  return session.user;
}
