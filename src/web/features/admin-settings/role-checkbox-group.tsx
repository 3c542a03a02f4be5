import { Checkbox, Stack } from '@mantine/core';
import type { CheckboxGroupProps } from '@mantine/core';
import { ROLE_LABELS, STAFF_ROLES } from '../../../shared/staff';
import type { StaffRole } from '../../../shared/staff';

/** One checkbox per staff role, labelled for people; the invite form and the roles dialog share it. */
export function RoleCheckboxGroup(props: Omit<CheckboxGroupProps<StaffRole>, 'children'>) {
  return (
    <Checkbox.Group<StaffRole> {...props}>
      <Stack gap="xs" mt="xs">
        {STAFF_ROLES.map((role) => (
          <Checkbox key={role} value={role} label={ROLE_LABELS[role]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
