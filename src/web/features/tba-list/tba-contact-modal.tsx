import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TbaContactSchema } from '../../../shared/registration';
import type { TbaContact, TbaDancer } from '../../../shared/registration';
import { ApiRequestError } from '../../lib/api-client';
import { formErrorsFrom } from '../../lib/form-errors';
import { refusalMessage } from '../../lib/refusals';
import { useContactTbaDancer } from './api/contact-tba-dancer';

type TbaContactModalProps = {
  competitionId: string;
  /** The dancer to write to; kept while the modal closes so its text does not vanish. */
  dancer: TbaDancer | undefined;
  opened: boolean;
  onClose: () => void;
};

/** A message to a dancer on the TBA list, emailed by the server without revealing their address. */
export function TbaContactModal({ competitionId, dancer, opened, onClose }: TbaContactModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={dancer ? `Contact ${dancer.name}` : 'Contact'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening, so each dancer gets a fresh form and no stale "sent". */}
      {opened && dancer && (
        <ContactForm competitionId={competitionId} dancer={dancer} onDone={onClose} />
      )}
    </Modal>
  );
}

/** What a refusal means to the sender, and what to do about it. */
function contactRefusal(error: Error): string {
  if (error instanceof ApiRequestError && error.code === 'competitor_not_found') {
    return 'This dancer is no longer registered, so the message was not sent.';
  }
  return refusalMessage(error);
}

function ContactForm({
  competitionId,
  dancer,
  onDone,
}: {
  competitionId: string;
  dancer: TbaDancer;
  onDone: () => void;
}) {
  const contact = useContactTbaDancer(competitionId);
  const form = useForm<TbaContact>({ initialValues: { name: '', email: '', message: '' } });

  const submit = form.onSubmit(async (values) => {
    const parsed = TbaContactSchema.safeParse(values);
    if (!parsed.success) return form.setErrors(formErrorsFrom(parsed.error));
    // A refusal shows in the Alert below; the form keeps what was typed.
    await contact
      .mutateAsync({ competitorId: dancer.competitorId, contact: parsed.data })
      .catch(() => undefined);
    return undefined;
  });

  if (contact.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" title="Message sent" role="status">
          We emailed your message to {dancer.name}. To answer, they reply to{' '}
          <strong>{contact.variables.contact.email}</strong>.
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onDone} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Message to ${dancer.name}`}>
      <Stack gap="sm">
        <Text size="sm">
          {dancer.name}’s email address is not shown. We email your message to them, with your email
          address to reply to.
        </Text>
        <TextInput
          label="Your name"
          required
          autoComplete="name"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Your email"
          description="They reply to this address."
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Textarea
          label="Message"
          description="Say who you are and which events you would dance together."
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={2000}
          {...form.getInputProps('message')}
        />
        {contact.isError && (
          <Alert color="red" title="The message was not sent" role="alert">
            {contactRefusal(contact.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={contact.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
