import { Alert, List, Stack, Text } from '@mantine/core';
import { awaitedNames } from '../../../shared/registration';
import type { RegistrationView } from '../../../shared/registration';

/**
 * Said plainly on the receipt and on Update entries while a registration
 * waits: nothing is entered, who was emailed, and the events asked for.
 */
export function AwaitingConfirmationNotice({ view }: { view: RegistrationView }) {
  const names = awaitedNames(view);
  const one = names.length === 1;
  return (
    <Alert
      color="blue"
      role="status"
      title={`Not entered yet: we emailed ${names.join(' and ')} a link to confirm this registration`}
    >
      <Stack gap="xs">
        <Text size="sm">
          {one ? names[0] : 'Both'} registered here before, so nothing is entered until{' '}
          {one ? 'they confirm' : 'both confirm'} from that email. If that is you, open the link in
          it. The events asked for:
        </Text>
        <List size="sm" spacing={2} aria-label="Events asked for">
          {view.requestedEvents.map((event) => (
            <List.Item key={event.eventId}>{event.eventName}</List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
