import { Alert, Button, Checkbox, Fieldset, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { quoteFees } from '../../../domain/registration';
import { REGISTRATION_STATEMENTS } from '../../../shared/registration';
import type {
  RegistrationInfo,
  RegistrationInput,
  RegistrationReceipt,
} from '../../../shared/registration';
import { ApiRequestError } from '../../lib/api-client';
import { formDrafts } from '../../lib/form-drafts';
import { refusalMessage } from '../../lib/refusals';
import { useEvents } from '../events/api/get-events';
import { DancerFields } from './dancer-fields';
import { EventChecklist } from './event-checklist';
import { eventChoicesFor, offeredIds } from './event-choices';
import { FeeQuoteCard } from './fee-quote-card';
import {
  emptyRegistration,
  fieldErrorsOf,
  levelProfileOf,
  registrationDraftOf,
  validateRegistration,
} from './form-values';
import type { RegistrationFormValues } from './form-values';
import { phaseSummary } from '../../lib/registration-dates';

type RegistrationFormProps = {
  competitionId: string;
  info: RegistrationInfo;
  /** Sends the registration: the public endpoint, or the organizers' one without the deadline. */
  register: UseMutationResult<RegistrationReceipt, Error, RegistrationInput>;
  onRegistered: (receipt: RegistrationReceipt) => void;
  submitLabel: string;
  /** Organizers confirm the statements on the dancers' behalf; the wording says so. */
  forOrganizer?: boolean;
};

/**
 * A couple's registration: both dancers (or the lead with a partner to be
 * announced), the events they may enter, the two statements, and the fees
 * before sending. Checked with the server's own schema first; a refusal keeps
 * everything typed and marks the field it names. What is typed is kept as a
 * draft of this route until it is sent, so leaving the form, or the page
 * reloading itself after an upgrade, loses nothing (decision 026).
 */
export function RegistrationForm({
  competitionId,
  info,
  register,
  onRegistered,
  submitLabel,
  forOrganizer = false,
}: RegistrationFormProps) {
  const events = useEvents(competitionId);
  const draftKey = `registration:${useLocation().pathname}`;
  const [initialValues] = useState(
    () => formDrafts.restore(draftKey, registrationDraftOf) ?? emptyRegistration(),
  );
  const form = useForm<RegistrationFormValues>({
    initialValues,
    onValuesChange: (changed) => formDrafts.keep(draftKey, changed),
  });
  const values = form.getValues();
  const choices = eventChoicesFor(
    events.data ?? [],
    levelProfileOf(values.lead),
    values.followTba ? null : levelProfileOf(values.follow),
  );
  const chosen = offeredIds(values.eventIds, choices);
  const quote = quoteFees(info.fees, info.phaseNow, {
    newCompetitors: values.followTba ? 1 : 2,
    entries: chosen.length,
  });
  const errorCount = Object.keys(form.errors).length;

  // A long form: after a refusal, focus moves to the first field that needs
  // attention, so it is not missed off screen. It happens in an effect, after
  // React has rendered the errors, so the field is marked invalid by then.
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);
  const focusFirstError = () => setFocusRequests((n) => n + 1);

  const submit = form.onSubmit(async (formValues) => {
    // An earlier refusal would otherwise stay on screen and hide the banner below.
    register.reset();
    const checked = validateRegistration(formValues, offeredIds(formValues.eventIds, choices));
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    try {
      const receipt = await register.mutateAsync(checked.input);
      formDrafts.drop(draftKey);
      onRegistered(receipt);
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? fieldErrorsOf(error, formValues) : {};
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        focusFirstError();
      }
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Registration">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {forOrganizer
            ? 'A dancer who registered before keeps the levels and school of their first registration, whatever is chosen here. Change them on the competitors screen.'
            : 'A dancer who registered before is asked by email to confirm: nothing is entered until they do, and they keep the levels and school of their first registration, whatever is chosen here. To change those, ask the organizers.'}
        </Text>
        <DancerFields form={form} role="lead" affiliations={info.affiliations} />
        <Checkbox
          label="Partner to be announced (TBA)"
          description="Register without a partner for now. A dancer without a partner registers as the lead (followers too) and appears on the TBA list, where other dancers can find them."
          {...form.getInputProps('followTba', { type: 'checkbox' })}
        />
        {!values.followTba && (
          <DancerFields form={form} role="follow" affiliations={info.affiliations} />
        )}

        <Fieldset legend="Events">
          {events.isError ? (
            <Alert color="red" title="The events could not be loaded" role="alert">
              {events.error.message}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => void events.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : events.isPending ? (
            <Skeleton h={160} aria-label="Loading events" />
          ) : (
            <EventChecklist
              label="Choose the events to enter"
              choices={choices}
              value={values.eventIds}
              onChange={(ids) => form.setFieldValue('eventIds', ids)}
              error={form.errors['eventIds']}
              emptyText="The organizers have not added any events yet. Check back later."
            />
          )}
        </Fieldset>

        <Fieldset legend={forOrganizer ? 'Statements (the dancers have accepted)' : 'Statements'}>
          <Stack gap="sm">
            <Checkbox
              required
              label={REGISTRATION_STATEMENTS.release}
              {...form.getInputProps('acceptRelease', { type: 'checkbox' })}
            />
            <Checkbox
              required
              label={REGISTRATION_STATEMENTS.media}
              {...form.getInputProps('acceptMedia', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>

        <FeeQuoteCard title="Fees" quote={quote}>
          <Text size="sm" mt="xs">
            Registering now: <strong>{phaseSummary(info)}</strong>.
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {values.followTba ? 'One competitor' : 'Two competitors'} and {chosen.length}{' '}
            {chosen.length === 1 ? 'entry' : 'entries'}. A dancer already registered for this
            competition pays the competitor fee only once; the confirmation shows the final amount.
          </Text>
        </FeeQuoteCard>

        {errorCount > 0 && !register.isError && (
          <Alert color="red" role="alert">
            {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} attention: see the
            messages above.
          </Alert>
        )}
        {register.isError && (
          <Alert color="red" title="The registration was not saved" role="alert">
            {register.error instanceof ApiRequestError &&
            register.error.code === 'invalid_input' &&
            errorCount > 0
              ? 'Some fields were refused: see the messages above.'
              : refusalMessage(register.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={register.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
