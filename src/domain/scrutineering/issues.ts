/**
 * Problems found in a mark sheet, returned as data so a scrutineer's screen or
 * the command line can show every one of them at once. Nothing in the engine
 * throws for bad marks.
 */
export type IssueCode =
  | 'no-judges'
  | 'no-dances'
  | 'no-couples'
  | 'duplicate-judge'
  | 'duplicate-dance'
  | 'duplicate-couple'
  | 'unknown-dance'
  | 'missing-dance'
  | 'unknown-judge'
  | 'unknown-couple'
  | 'missing-couple'
  | 'missing-mark'
  | 'invalid-place'
  | 'duplicate-place'
  | 'invalid-recall-mark'
  | 'duplicate-recall-mark'
  | 'invalid-recall-size';

export interface Issue {
  code: IssueCode;
  dance?: string;
  couple?: string;
  judge?: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export interface IssueSubject {
  dance?: string | undefined;
  couple?: string | undefined;
  judge?: string | undefined;
}

/** Builds an issue, leaving out the subjects it does not concern. */
export function issue(code: IssueCode, message: string, subject: IssueSubject = {}): Issue {
  const result: Issue = { code, message };
  if (subject.dance !== undefined) result.dance = subject.dance;
  if (subject.couple !== undefined) result.couple = subject.couple;
  if (subject.judge !== undefined) result.judge = subject.judge;
  return result;
}
