import {
  AppShell,
  Burger,
  Button,
  Group,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { ROLE_LABELS } from '../../../shared/staff';
import { paths } from '../../app/paths';
import { useStaffUser } from '../../app/require-staff';
import { mayOpen, NoAccess, useCurrentAccess } from '../../app/role-gate';
import { routeList } from '../../app/route-table';
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

/** The staff area's frame: menu of the screens the user's roles allow, who is signed in, sign-out. */
export function AdminLayout() {
  const user = useStaffUser();
  const competition = useCompetition().data;
  const [menuOpen, menu] = useDisclosure(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currentAccess = useCurrentAccess();
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
          <NoAccess />
        ) : (
          <Outlet />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
