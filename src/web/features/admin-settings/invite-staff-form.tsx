import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { InviteStaffSchema } from '../../../shared/staff';
import type { InviteStaff } from '../../../shared/staff';
import { formErrorsFrom } from '../../lib/form-errors';
import { fieldErrorsOfRefusal } from '../../lib/refusals';
import { useInviteStaff } from './api/staff';
import { RoleCheckboxGroup } from './role-checkbox-group';

/** Adds a staff member; the server emails them a sign-in link. */
export function InviteStaffForm() {
  const invite = useInviteStaff();
  const [invitedEmail, setInvitedEmail] = useState<string | null>(null);
  const form = useForm<InviteStaff>({
    mode: 'controlled',
    initialValues: { name: '', email: '', roles: [] },
    // The same schema validates the request on the server; messages read like the other settings panels'.
    validate: (values) => {
      const parsed = InviteStaffSchema.safeParse(values);
      return parsed.success ? {} : formErrorsFrom(parsed.error);
    },
  });

  const submit = form.onSubmit((values) => {
    setInvitedEmail(null);
    // Send what the server will store: trimmed name, lower-case email.
    invite.mutate(InviteStaffSchema.parse(values), {
      onSuccess: (user) => {
        setInvitedEmail(user.email);
        form.reset();
      },
      onError: (error) => form.setErrors(fieldErrorsOfRefusal(error)),
    });
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="invite-staff-title">
      <Title order={3} id="invite-staff-title">
        Invite staff
      </Title>
      {/* noValidate: the schema's messages, not the browser's, explain a bad email. */}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label="Name"
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('email')}
            />
          </Group>
          <RoleCheckboxGroup
            label="Roles"
            description="They can use the screens of every role they hold."
            withAsterisk
            {...form.getInputProps('roles')}
          />
          {invite.isError && (
            <Alert color="red" title="The invitation was not sent" role="alert">
              {invite.error.message}
            </Alert>
          )}
          {invitedEmail !== null && (
            <Alert color="green" role="status">
              Invitation sent to {invitedEmail}.
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
