import {
  Alert,
  AppShell,
  Burger,
  Button,
  Group,
  NavLink as MantineNavLink,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useMatches, useNavigate } from 'react-router';
import { hasStaffAccess, ROLE_LABELS } from '../../../shared/staff';
import type { StaffRole } from '../../../shared/staff';
import type { RouteHandle } from '../../app/chrome-visibility';
import { paths } from '../../app/paths';
import { useStaffUser } from '../../app/require-staff';
import { routeList, routes } from '../../app/route-table';
import type { Access } from '../../app/route-table';
import { useCompetition } from '../competition/api/get-competition';
import { authClient } from '../auth/api/auth-client';
import { SESSION_QUERY_KEY } from '../auth/api/get-session';

/**
 * The staff menu: the built screens of the staff area, then the competition
 * day's stand-alone views, in the route table's order.
 */
const staffMenu = routeList.flatMap(([name, route]) => {
  const label = route.staffArea?.menuLabel ?? route.dayView?.menuLabel;
  return route.screen && label ? [{ name, label, path: route.path, access: route.access }] : [];
});

const mayOpen = (roles: readonly StaffRole[], access: Access) =>
  access === 'public' || hasStaffAccess(roles, access.staff);

/** The staff area's frame: menu of the screens the user's roles allow, who is signed in, sign-out. */
export function AdminLayout() {
  const user = useStaffUser();
  const competition = useCompetition().data;
  const [menuOpen, menu] = useDisclosure(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const currentAccess = current && current.name !== 'notFound' ? routes[current.name].access : null;
  const allowedRoutes = staffMenu.filter((route) => mayOpen(user.roles, route.access));

  const signOut = async () => {
    await authClient.signOut();
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
    await navigate(paths.login(), { replace: true });
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle staff menu"
            />
            <Text fw={700} lineClamp={1} style={{ color: competition?.primaryColor }}>
              {competition?.fullName ?? 'Loading...'}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="sm" aria-label="Signed in as">
              {user.name || user.email}
            </Text>
            <Button variant="default" size="xs" onClick={() => void signOut()}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label="Staff">
        <Stack gap={4}>
          {allowedRoutes.map((route) => (
            <MantineNavLink
              key={route.name}
              component={NavLink}
              to={route.path}
              end
              label={route.label}
              onClick={menu.close}
            />
          ))}
          <MantineNavLink component={Link} to={paths.home()} label="Public site" />
        </Stack>
        <Text size="xs" c="dimmed" mt="md">
          Your roles:{' '}
          {user.roles.length > 0
            ? user.roles.map((role) => ROLE_LABELS[role]).join(', ')
            : 'none yet'}
        </Text>
      </AppShell.Navbar>
      <AppShell.Main>
        {currentAccess && !mayOpen(user.roles, currentAccess) ? (
          <Stack maw={600}>
            <Title order={1} size="h2">
              No access
            </Title>
            <Alert color="yellow" role="alert">
              Your staff role does not include this screen. Ask an organizer if you need it.
            </Alert>
          </Stack>
        ) : (
          <Outlet />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
