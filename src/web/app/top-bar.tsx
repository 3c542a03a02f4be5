import { Box, Burger, Button, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { useCompetition } from '../features/competition/api/get-competition';
import { paths } from './paths';
import { routeList } from './route-table';
import './top-bar.css';

export const TOP_BAR_HEIGHT = 64;

/** Top navigation (spec section 2), in the table's order. */
const topNavigation = routeList.flatMap(([name, route]) =>
  route.topNav ? [{ name, label: route.topNav, path: route.path }] : [],
);

/** Fixed top bar: competition name, top navigation, Register and (when published) See Results. */
export function TopBar() {
  const competition = useCompetition().data;
  const [menuOpen, menu] = useDisclosure(false);
  const color = competition?.primaryColor ?? 'var(--mantine-primary-color-filled)';

  const navLinks = topNavigation.map((item) => (
    <NavLink key={item.name} to={item.path} end className="top-bar__link" onClick={menu.close}>
      {item.label}
    </NavLink>
  ));
  const actions = (
    <>
      <Button component={Link} to={paths.register()} onClick={menu.close}>
        Register
      </Button>
      {competition?.resultsPageShown && (
        <Button component={Link} to={paths.results()} variant="outline" onClick={menu.close}>
          See Results
        </Button>
      )}
    </>
  );

  return (
    <Box component="header" className="top-bar" h={TOP_BAR_HEIGHT}>
      <Group h={TOP_BAR_HEIGHT} px="md" justify="space-between" wrap="nowrap">
        <UnstyledButton component={Link} to={paths.home()} aria-label="Competition home">
          <Text fw={700} size="lg" style={{ color }} lineClamp={1} data-testid="competition-name">
            {competition?.fullName ?? 'Loading...'}
          </Text>
        </UnstyledButton>
        <Group gap="xs" visibleFrom="md" wrap="nowrap" component="nav" aria-label="Main">
          {navLinks}
        </Group>
        <Group gap="xs" visibleFrom="md" wrap="nowrap">
          {actions}
        </Group>
        <Burger
          opened={menuOpen}
          onClick={menu.toggle}
          hiddenFrom="md"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="top-bar-menu"
        />
      </Group>
      <Collapse expanded={menuOpen} hiddenFrom="md" id="top-bar-menu" className="top-bar__menu">
        <Stack gap="xs" p="md" component="nav" aria-label="Main menu">
          {navLinks}
          {actions}
        </Stack>
      </Collapse>
    </Box>
  );
}
