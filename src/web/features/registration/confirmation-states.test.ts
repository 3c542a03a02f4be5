import { describe, expect, it } from 'vitest';
import type { ConfirmationPreview, ConfirmationResult } from '../../../shared/registration';
import { ApiRequestError } from '../../lib/api-client';
import {
  confirmScreenState,
  headingOf,
  requestSentence,
  tokenFromHash,
} from './confirmation-states';
import type { RequestState } from './confirmation-states';

const TOKEN = { token: 'A'.repeat(40) + '_-9' };

const preview = (over: Partial<ConfirmationPreview> = {}): ConfirmationPreview => ({
  competitionName: 'Riverside Ballroom Jam',
  role: 'lead',
  dancerName: 'Ada Lovelace',
  partner: { name: 'Katherine Johnson', email: 'kj@example.org' },
  events: [{ eventId: 'e1', eventName: 'Open Nightclub Salsa' }],
  state: 'open',
  expiresAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

const idle = { data: undefined, error: null, isPending: false };
const done = <T>(data: T): RequestState<T> => ({ data, error: null, isPending: false });
const failed = (error: Error) => ({ data: undefined, error, isPending: false });

describe('the token of a confirmation link', () => {
  it('is read from the fragment, and a missing or cut-short one is none', () => {
    expect(tokenFromHash(`#${TOKEN.token}`)).toEqual(TOKEN);
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
    expect(tokenFromHash(`#${TOKEN.token.slice(0, 30)}`)).toBeNull();
    expect(tokenFromHash('#not a token at all, padded to forty-three c')).toBeNull();
  });
});

describe('the confirm screen state', () => {
  it('asks for the emailed link when there is no token, without asking the server', () => {
    expect(confirmScreenState(null, idle, idle)).toEqual({ kind: 'no_token' });
  });

  it('shows progress until the preview answers, then the request to confirm', () => {
    expect(confirmScreenState(TOKEN, { ...idle, isPending: true }, idle).kind).toBe('loading');
    expect(confirmScreenState(TOKEN, idle, idle).kind).toBe('loading');
    expect(confirmScreenState(TOKEN, done(preview()), idle)).toEqual({
      kind: 'open',
      preview: preview(),
    });
  });

  it.each([
    [new ApiRequestError(404, 'confirmation_not_found', 'Not known.'), 'not_found'],
    [new ApiRequestError(410, 'confirmation_expired', 'Expired on Sunday.'), 'expired'],
    [new ApiRequestError(409, 'registration_closed', 'Closed.'), 'closed'],
  ])('says what a refused preview means: %s', (error, kind) => {
    expect(confirmScreenState(TOKEN, failed(error), idle)).toEqual({
      kind,
      message: error.message,
    });
  });

  it('offers to try again after a network failure or a rate limit, not after a refusal', () => {
    const network = new ApiRequestError(0, 'network', 'Cannot reach the server.');
    expect(confirmScreenState(TOKEN, failed(network), idle)).toEqual({
      kind: 'failed',
      message: 'Cannot reach the server.',
      retry: true,
    });
    const limited = new ApiRequestError(429, 'rate_limited', 'Too many attempts. Wait 1 minute.');
    expect(confirmScreenState(TOKEN, failed(limited), idle)).toMatchObject({ retry: true });
    const invalid = new ApiRequestError(400, 'invalid_input', 'Invalid body.');
    expect(confirmScreenState(TOKEN, failed(invalid), idle)).toMatchObject({ retry: false });
  });

  it('shows a link confirmed before as confirmed, and an expired one as expired', () => {
    const accepted = preview({ state: 'accepted' });
    const state = confirmScreenState(TOKEN, done(accepted), idle);
    expect(state).toEqual({ kind: 'accepted', preview: accepted });
    expect(headingOf(state)).toBe('You already confirmed this registration');
    expect(confirmScreenState(TOKEN, done(preview({ state: 'expired' })), idle).kind).toBe(
      'expired',
    );
  });

  it('says a link that leads nowhere may be a registration declined by the other dancer', () => {
    const gone = new ApiRequestError(404, 'confirmation_not_found', 'Not known.');
    const state = confirmScreenState(TOKEN, done(preview()), failed(gone));
    expect(state).toEqual({ kind: 'not_found', message: 'Not known.' });
    expect(headingOf(state)).toBe('This link no longer leads to a registration');
  });

  it('keeps the choice open when an answer fails for a reason other than a refusal', () => {
    const network = new ApiRequestError(0, 'network', 'Cannot reach the server.');
    const state = confirmScreenState(TOKEN, done(preview()), failed(network));
    expect(state).toEqual({
      kind: 'answer_failed',
      preview: preview(),
      message: 'Cannot reach the server.',
    });
    expect(headingOf(state)).toBe('Your answer could not be saved');
    expect(headingOf(confirmScreenState(TOKEN, failed(network), idle))).toBe(
      'The confirmation could not be loaded',
    );
  });

  it('shows the outcome once answered, and a refused answer as its reason', () => {
    const result: ConfirmationResult = {
      outcome: 'entered',
      entered: [{ eventId: 'e1', eventName: 'Open Nightclub Salsa' }],
      notEntered: [],
    };
    const state = confirmScreenState(TOKEN, done(preview()), done(result));
    expect(state).toEqual({ kind: 'outcome', preview: preview(), result });
    expect(headingOf(state)).toBe('You are entered');
    const closed = new ApiRequestError(409, 'registration_closed', 'Registration has closed.');
    expect(confirmScreenState(TOKEN, done(preview()), failed(closed)).kind).toBe('closed');
  });

  it.each<[ConfirmationResult, string]>([
    [
      {
        outcome: 'entered',
        entered: [],
        notEntered: [{ eventId: 'e1', eventName: 'Bronze Waltz', reason: 'below Gold' }],
      },
      'Confirmed, but no event could be entered',
    ],
    [
      { outcome: 'waiting_for_partner', entered: [], notEntered: [] },
      'Confirmed: waiting for your partner',
    ],
    [{ outcome: 'declined', entered: [], notEntered: [] }, 'Registration declined'],
  ])('heads each outcome for what happened (%#)', (result, heading) => {
    expect(headingOf(confirmScreenState(TOKEN, done(preview()), done(result)))).toBe(heading);
  });
});

describe('what the confirming dancer is asked', () => {
  it('names them, their role and the partner as typed, or a partner to be announced', () => {
    expect(requestSentence(preview())).toBe(
      'A registration for Riverside Ballroom Jam names you, Ada Lovelace, as the lead, dancing with Katherine Johnson (kj@example.org).',
    );
    expect(requestSentence(preview({ role: 'follow', partner: null }))).toBe(
      'A registration for Riverside Ballroom Jam names you, Ada Lovelace, as the follow, with a partner to be announced (TBA).',
    );
  });
});
