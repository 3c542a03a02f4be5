import { redirect, useRouteLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { StaffUser } from '../../shared/staff';
import { fetchSessionFresh } from '../features/auth/api/get-session';
import { paths } from './paths';
import { queryClient } from './query-client';

/** Id of the router's guard route, above every protected route. */
export const SIGNED_IN_STAFF = 'signed-in-staff';

/**
 * Loader of the guard above every protected route: asks the server who is
 * signed in (on every navigation) and sends a signed-out visitor to /login
 * with the full path they asked for, so they land there after signing in.
 */
export async function requireStaff({ request }: LoaderFunctionArgs): Promise<StaffUser> {
  const url = new URL(request.url);
  const session = await fetchSessionFresh(queryClient);
  if (!session.user) {
    throw redirect(paths.login({ redirect: url.pathname + url.search + url.hash }));
  }
  return session.user;
}

/** The signed-in staff member, for any screen below the guard. */
export function useStaffUser(): StaffUser {
  return useRouteLoaderData(SIGNED_IN_STAFF) as StaffUser;
}
