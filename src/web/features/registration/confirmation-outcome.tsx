import { Stack, Text } from '@mantine/core';
import type { ConfirmationPreview, ConfirmationResult } from '../../../shared/registration';
import { RequestedEventsCard } from './requested-events-card';

/**
 * What an answer did: the events entered and those the levels on file did not
 * allow (with why; only the confirming dancer sees these), the wait for the
 * partner, or the registration removed.
 */
export function ConfirmationOutcome({
  preview,
  result,
}: {
  preview: ConfirmationPreview;
  result: ConfirmationResult;
}) {
  const partner = preview.partner?.name ?? 'your partner';
  switch (result.outcome) {
    case 'entered':
      return (
        <Stack gap="md">
          <Text>
            {result.entered.length > 0
              ? 'Thank you. We emailed the entries and the fees to both of you. Add or withdraw events on Update entries with your email and the edit code from the email.'
              : 'Thank you. None of the events asked for could be entered; see why below. You may add other events on Update entries with your email and the edit code from the email.'}
          </Text>
          {result.entered.length > 0 && (
            <RequestedEventsCard title="Entered" events={result.entered} />
          )}
          {result.notEntered.length > 0 && (
            <RequestedEventsCard title="Not entered" events={result.notEntered} />
          )}
        </Stack>
      );
    case 'waiting_for_partner':
      return (
        <Stack gap="md">
          <Text>
            Thank you. {partner} was asked by email to confirm too; nothing is entered until they
            do. You both get an email then.
          </Text>
          <RequestedEventsCard title="Events asked for" events={preview.events} />
        </Stack>
      );
    case 'declined':
      return (
        <Text>
          Nothing was entered, and the registration is removed. If someone keeps registering you,
          tell the organizers.
        </Text>
      );
  }
}
