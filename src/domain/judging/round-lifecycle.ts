import type { RoundState } from '../competition/enumerations';

/**
 * What staff (or the server, on their behalf) do to a round on competition day:
 * - start: the couples go on the floor and judges may mark;
 * - complete: every judge of the effective panel has submitted every dance;
 * - reopen: a completed round needs marks again (a judge's absence cleared, a sheet reopened);
 * - post: the scrutineer publishes the result;
 * - unpost: the scrutineer takes a posted result back;
 * - fill: posting the round before puts its recalled couples into this one.
 */
export type RoundAction = 'start' | 'complete' | 'reopen' | 'post' | 'unpost' | 'fill';

export const ROUND_ACTIONS = [
  'start',
  'complete',
  'reopen',
  'post',
  'unpost',
  'fill',
] as const satisfies readonly RoundAction[];

export type LifecycleErrorCode =
  | 'round-empty'
  | 'round-skipped'
  | 'not-started'
  | 'already-running'
  | 'already-marked'
  | 'already-posted'
  | 'marks-incomplete'
  | 'not-posted';

export interface RoundFacts {
  /** How many couples the round holds (after a fill: how many it receives). Unknown when absent. */
  coupleCount?: number;
}

export type TransitionResult =
  { ok: true; state: RoundState } | { ok: false; code: LifecycleErrorCode; message: string };

const allowed = (state: RoundState): TransitionResult => ({ ok: true, state });
const refused = (code: LifecycleErrorCode, message: string): TransitionResult => ({
  ok: false,
  code,
  message,
});

const SKIPPED = refused('round-skipped', 'Round was skipped; it is not danced.');
const NOT_STARTED = refused('not-started', 'Round has not started yet.');
const ALREADY_RUNNING = refused('already-running', 'Round is already running.');
const ALREADY_POSTED = refused(
  'already-posted',
  'Round is already posted; un-post it first to change it.',
);

/**
 * The round lifecycle of spec section 4 as one table: for each action, the
 * outcome from each state. Every refusal says in plain words why, so the
 * server can pass the message on to the scrutineer unchanged.
 */
export function transitionRound(
  state: RoundState,
  action: RoundAction,
  facts: RoundFacts = {},
): TransitionResult {
  switch (action) {
    case 'start':
      return start(state, facts);
    case 'complete':
      return complete(state);
    case 'reopen':
      return reopen(state);
    case 'post':
      return post(state);
    case 'unpost':
      return state === 'Posted'
        ? allowed('Marked')
        : refused('not-posted', 'Round is not posted, so there is nothing to un-post.');
    case 'fill':
      return fill(state, facts);
  }
}

function start(state: RoundState, { coupleCount }: RoundFacts): TransitionResult {
  switch (state) {
    case 'Initialized':
      return coupleCount === 0
        ? refused('round-empty', 'Round has no couples, so it cannot start.')
        : allowed('Running');
    case 'Empty':
      return refused('round-empty', 'Round has no couples, so it cannot start.');
    case 'Running':
      return ALREADY_RUNNING;
    case 'Skipped':
      return SKIPPED;
    case 'Marked':
      return refused('already-marked', 'Round has already been danced and marked.');
    case 'Posted':
      return ALREADY_POSTED;
  }
}

function complete(state: RoundState): TransitionResult {
  switch (state) {
    case 'Running':
      return allowed('Marked');
    case 'Initialized':
    case 'Empty':
      return NOT_STARTED;
    case 'Skipped':
      return SKIPPED;
    case 'Marked':
      return refused('already-marked', 'Round is already marked.');
    case 'Posted':
      return ALREADY_POSTED;
  }
}

function reopen(state: RoundState): TransitionResult {
  switch (state) {
    case 'Marked':
      return allowed('Running');
    case 'Initialized':
    case 'Empty':
      return NOT_STARTED;
    case 'Running':
      return ALREADY_RUNNING;
    case 'Skipped':
      return SKIPPED;
    case 'Posted':
      return ALREADY_POSTED;
  }
}

function post(state: RoundState): TransitionResult {
  switch (state) {
    case 'Marked':
      return allowed('Posted');
    case 'Running':
      return refused(
        'marks-incomplete',
        'Round cannot be posted yet: not every judge has handed in every dance.',
      );
    case 'Initialized':
    case 'Empty':
      return NOT_STARTED;
    case 'Skipped':
      return SKIPPED;
    case 'Posted':
      return refused('already-posted', 'Round is already posted.');
  }
}

/**
 * Filling replaces the couples of a round nobody has danced yet. Filling with
 * no couples (un-posting the round before empties this one) leaves it Empty,
 * the state in which it cannot start.
 */
function fill(state: RoundState, { coupleCount }: RoundFacts): TransitionResult {
  switch (state) {
    case 'Initialized':
    case 'Empty':
      return allowed(coupleCount === 0 ? 'Empty' : 'Initialized');
    case 'Running':
      return refused('already-running', 'Round is already running; its couples cannot change.');
    case 'Marked':
      return refused('already-marked', 'Round has already been marked; its couples cannot change.');
    case 'Posted':
      return refused('already-posted', 'Round is already posted; its couples cannot change.');
    case 'Skipped':
      return SKIPPED;
  }
}

/** Decision 008: rounds are numbered from the final, so round 1 is the Final. */
export function isFinalRound(roundNumber: number): boolean {
  return roundNumber === 1;
}

/**
 * The round danced after round n. Numbers count back from the final (decision
 * 008), so it is n - 1; the Final (or a number that is no round) has none.
 */
export function nextRoundNumber(roundNumber: number): number | null {
  return Number.isInteger(roundNumber) && roundNumber > 1 ? roundNumber - 1 : null;
}
