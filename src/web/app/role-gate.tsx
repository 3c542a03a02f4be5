import { Alert, Stack, Title } from '@mantine/core';
import { Outlet, useMatches } from 'react-router';
import { hasStaffAccess } from '../../shared/staff-roles';
import type { StaffRole } from '../../shared/staff-roles';
import type { RouteHandle } from './chrome-visibility';
import { useStaffUser } from './require-staff';
import { routes } from './route-table';
import type { Access } from './route-table';

/** Whether a signed-in staff member's roles open a route (admin holds every role). */
export const mayOpen = (roles: readonly StaffRole[], access: Access): boolean =>
  access === 'public' || hasStaffAccess(roles, access.staff);

/** What a staff member sees on a screen their roles do not include. */
export function NoAccess() {
  return (
    <Stack maw={600} p="md">
      <Title order={1} size="h2">
        No access
      </Title>
      <Alert color="yellow" role="alert">
        Your staff role does not include this screen. Ask an organizer if you need it.
      </Alert>
    </Stack>
  );
}

/**
 * The access of the deepest matched route of the table, or null on the
 * not-found page. The server refuses every read and write of a screen the
 * roles do not allow; this only spares the person a screen of refusals.
 */
export function useCurrentAccess(): Access | null {
  const current = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return current && current.name !== 'notFound' ? routes[current.name].access : null;
}

/** Wraps the staff screens outside the staff area's frame (day views, print). */
export function RoleGate() {
  const user = useStaffUser();
  const access = useCurrentAccess();
  return access && !mayOpen(user.roles, access) ? <NoAccess /> : <Outlet />;
}
