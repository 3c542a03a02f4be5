import { ERROR_CODES } from '../../../shared/error-codes';
import { ConfirmationTokenSchema } from '../../../shared/registration';
import type {
  ConfirmationPreview,
  ConfirmationResult,
  ConfirmationToken,
} from '../../../shared/registration';
import { ApiRequestError, isRefusal } from '../../lib/api-client';
import { refusalMessage } from '../../lib/refusals';

/**
 * What /confirmRegistration shows, decided from the link and the two requests
 * (preview, then answer), so every state is one case here and tested without a
 * browser. The screen only draws each case.
 */

/** The emailed link's token, from its #fragment; null when missing or cut short. */
export function tokenFromHash(hash: string): ConfirmationToken | null {
  const token = hash.replace(/^#/, '').trim();
  return ConfirmationTokenSchema.safeParse({ token }).data ?? null;
}

/** Where a request stands, as TanStack Query's mutations report it. */
export type RequestState<T> = { data: T | undefined; error: Error | null; isPending: boolean };

export type ConfirmScreenState =
  | { kind: 'no_token' }
  | { kind: 'loading' }
  /** The link is unknown, or its registration is gone (declined by the other dancer, or removed). */
  | { kind: 'not_found'; message: string }
  | { kind: 'expired'; message: string }
  | { kind: 'closed'; message: string }
  /** The preview failed otherwise; `retry` when asking again may help (no connection, a busy server). */
  | { kind: 'failed'; message: string; retry: boolean }
  | { kind: 'open'; preview: ConfirmationPreview }
  /** The answer failed otherwise: the choice stays open, so the dancer answers again. */
  | { kind: 'answer_failed'; preview: ConfirmationPreview; message: string }
  /** Confirmed earlier, from this link or another tab. */
  | { kind: 'accepted'; preview: ConfirmationPreview }
  | { kind: 'outcome'; preview: ConfirmationPreview; result: ConfirmationResult };

/** A refusal of the preview or the answer as the state that explains it. */
function stateOfError(error: Error): ConfirmScreenState {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  if (code === 'confirmation_not_found') return { kind: 'not_found', message: error.message };
  if (code === 'confirmation_expired') return { kind: 'expired', message: error.message };
  if (code === 'registration_closed') return { kind: 'closed', message: error.message };
  const tooMany = error instanceof ApiRequestError && error.status === 429;
  return { kind: 'failed', message: refusalMessage(error), retry: tooMany || !isRefusal(error) };
}

export function confirmScreenState(
  token: ConfirmationToken | null,
  preview: RequestState<ConfirmationPreview>,
  answer: RequestState<ConfirmationResult>,
): ConfirmScreenState {
  if (!token) return { kind: 'no_token' };
  if (preview.error) return stateOfError(preview.error);
  const shown = preview.data;
  if (!shown) return { kind: 'loading' };
  if (answer.data) return { kind: 'outcome', preview: shown, result: answer.data };
  if (answer.error) {
    // A link gone unknown, expired or closed meanwhile ends the choice; any other
    // failure keeps it open (the buttons stay), so the dancer answers again.
    const refused = stateOfError(answer.error);
    return refused.kind === 'failed'
      ? { kind: 'answer_failed', preview: shown, message: refused.message }
      : refused;
  }
  switch (shown.state) {
    case 'open':
      return { kind: 'open', preview: shown };
    case 'accepted':
      return { kind: 'accepted', preview: shown };
    case 'expired':
      return {
        kind: 'expired',
        message: 'This confirmation link has expired. Register again or ask the organizers.',
      };
    case 'declined':
      // The server deletes a declined registration with its links, so it answers 404
      // rather than this; should it ever come, it means the same.
      return { kind: 'not_found', message: ERROR_CODES.confirmation_not_found.message };
  }
}

/** The heading of each state, which takes the focus when the state changes. */
export function headingOf(state: ConfirmScreenState): string {
  switch (state.kind) {
    case 'no_token':
      return 'This page needs the link from your email';
    case 'loading':
      return 'Opening your confirmation';
    case 'not_found':
      return 'This link no longer leads to a registration';
    case 'expired':
      return 'This confirmation link has expired';
    case 'closed':
      return 'Registration has closed';
    case 'failed':
      return 'The confirmation could not be loaded';
    case 'open':
      return 'Confirm your registration';
    case 'answer_failed':
      return 'Your answer could not be saved';
    case 'accepted':
      return 'You already confirmed this registration';
    case 'outcome':
      return outcomeHeading(state.result);
  }
}

function outcomeHeading(result: ConfirmationResult): string {
  switch (result.outcome) {
    case 'entered':
      return result.entered.length > 0
        ? 'You are entered'
        : 'Confirmed, but no event could be entered';
    case 'waiting_for_partner':
      return 'Confirmed: waiting for your partner';
    case 'declined':
      return 'Registration declined';
  }
}

/** "Ada Lovelace registered you as the follow of Grace Hopper": who typed whom, as the link says. */
export function requestSentence(preview: ConfirmationPreview): string {
  const role = preview.role === 'lead' ? 'lead' : 'follow';
  return preview.partner
    ? `A registration for ${preview.competitionName} names you, ${preview.dancerName}, as the ${role}, dancing with ${preview.partner.name} (${preview.partner.email}).`
    : `A registration for ${preview.competitionName} names you, ${preview.dancerName}, as the ${role}, with a partner to be announced (TBA).`;
}
