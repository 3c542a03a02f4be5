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
  | { kind: 'not_found'; message: string }
  | { kind: 'expired'; message: string }
  | { kind: 'closed'; message: string }
  /** Anything else that went wrong; `retry` when asking again may help (no connection, a busy server). */
  | { kind: 'failed'; message: string; retry: boolean }
  | { kind: 'open'; preview: ConfirmationPreview }
  /** Answered earlier (from this link or another tab): what was answered, as stored. */
  | { kind: 'answered'; preview: ConfirmationPreview & { state: 'accepted' | 'declined' } }
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
  // A refused answer is a state of its own; the screen keeps the choice open to retry.
  if (answer.error) return stateOfError(answer.error);
  switch (shown.state) {
    case 'open':
      return { kind: 'open', preview: shown };
    case 'expired':
      return {
        kind: 'expired',
        message: 'This confirmation link has expired. Register again or ask the organizers.',
      };
    case 'accepted':
    case 'declined':
      return { kind: 'answered', preview: { ...shown, state: shown.state } };
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
      return 'This confirmation link is not known';
    case 'expired':
      return 'This confirmation link has expired';
    case 'closed':
      return 'Registration has closed';
    case 'failed':
      return 'The confirmation could not be loaded';
    case 'open':
      return 'Confirm your registration';
    case 'answered':
      return state.preview.state === 'accepted'
        ? 'You already confirmed this registration'
        : 'You declined this registration';
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
