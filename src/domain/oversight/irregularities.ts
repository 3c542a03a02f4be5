import { finalAgreement, LOW_RANK_CORRELATION } from './final-agreement';
import type { JudgeFinalAgreement } from './final-agreement';
import type { SubmittedSheet } from './judge-sheet';
import { LOW_RECALL_AGREEMENT, recallAgreement } from './recall-agreement';
import type { RecallAgreement } from './recall-agreement';

export type OversightJudge = { id: string; name: string };
export type OversightCouple = { entryId: string; number: number | null; absent: boolean };
export type LateSend = { judgeId: string; dance: string; receivedAt: string };

export type OversightInput = {
  kind: 'recall' | 'final';
  /** The judges whose marks count (present), in panel order. */
  judges: readonly OversightJudge[];
  dances: readonly string[];
  recallSize: number;
  couples: readonly OversightCouple[];
  /** Submitted sheets only: a draft is not a mark. */
  sheets: readonly SubmittedSheet[];
  /** A final's places, once computed; null while the marks cannot be computed. */
  result: {
    perDance: Readonly<Record<string, Readonly<Record<string, number>>>>;
    overall: Readonly<Record<string, number>>;
  } | null;
  /** Sends that arrived after the round was posted. */
  lateSends: readonly LateSend[];
};

export type Irregularity =
  | { kind: 'recall-disagreement'; judgeId: string; share: number; explanation: string }
  | { kind: 'final-disagreement'; judgeId: string; rho: number; explanation: string }
  | { kind: 'absent-couple-marked'; judgeId: string; entryIds: string[]; explanation: string }
  | {
      kind: 'marks-after-posting';
      judgeId: string;
      dance: string;
      receivedAt: string;
      explanation: string;
    };

export type RoundOversight = {
  recall: RecallAgreement | null;
  final: JudgeFinalAgreement[] | null;
  irregularities: Irregularity[];
};

/**
 * The absent couples a sheet marks: in a recall round any it recalls; a final
 * must place every couple, so only one placed above a couple who danced.
 */
function markedAbsent(
  kind: 'recall' | 'final',
  entries: readonly string[],
  absent: ReadonlySet<string>,
) {
  if (kind === 'recall') return entries.filter((entryId) => absent.has(entryId));
  const lastPresent = entries.findLastIndex((entryId) => !absent.has(entryId));
  return entries.slice(0, Math.max(0, lastPresent)).filter((entryId) => absent.has(entryId));
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
/** rho to two decimals, with a real minus sign for reading. */
export const formatRho = (rho: number) => rho.toFixed(2).replace('-', '−');
const listed = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

/**
 * The chairman's view of one round's marks: how far each judge agrees with the
 * panel (recalls) or the result (a final's places), and every irregularity
 * with a plain explanation: a judge far from the panel, a judge who marked a
 * couple the deck captain marked absent, marks sent after posting. Judges are
 * compared by their marks only: renaming or reordering them changes no figure.
 */
export function roundOversight(input: OversightInput): RoundOversight {
  const nameOf = new Map(input.judges.map((judge) => [judge.id, judge.name]));
  const name = (judgeId: string) => nameOf.get(judgeId) ?? judgeId;
  const ids = input.judges.map((judge) => judge.id);
  const irregularities: Irregularity[] = [];

  const recall =
    input.kind === 'recall'
      ? recallAgreement({
          judges: ids,
          dances: input.dances,
          recallSize: input.recallSize,
          sheets: input.sheets,
        })
      : null;
  for (const judge of recall?.judges ?? []) {
    if (!judge.low || judge.share === null) continue;
    const dances = judge.perDance.map((d) => `${d.dance} ${d.hits} of ${d.possible}`);
    irregularities.push({
      kind: 'recall-disagreement',
      judgeId: judge.judgeId,
      share: judge.share,
      explanation: `${name(judge.judgeId)}'s recalls include ${judge.hits} of the panel's top ${recall?.top.length ?? 0} couples, out of ${judge.possible} possible (${listed(dances)}): ${percent(judge.share)}, below ${percent(LOW_RECALL_AGREEMENT)}, so their recalls differ strongly from the rest of the panel's.`,
    });
  }

  const final =
    input.kind === 'final' && input.result
      ? finalAgreement({ judges: ids, dances: input.dances, sheets: input.sheets, ...input.result })
      : null;
  for (const judge of final ?? []) {
    if (!judge.low) continue;
    const figures = [
      ...judge.perDance.flatMap((d) => (d.rho === null ? [] : [`${d.dance} ${formatRho(d.rho)}`])),
      ...(judge.overall === null || input.dances.length < 2
        ? []
        : [`overall ${formatRho(judge.overall)}`]),
    ];
    const lowest = Math.min(
      ...[judge.overall, ...judge.perDance.map((d) => d.rho)].filter((rho) => rho !== null),
    );
    irregularities.push({
      kind: 'final-disagreement',
      judgeId: judge.judgeId,
      rho: lowest,
      explanation: `${name(judge.judgeId)}'s places are far from the result: rank correlation ${listed(figures)} (1 is the result's order, 0 unrelated, −1 reversed; below ${formatRho(LOW_RANK_CORRELATION)} is flagged).`,
    });
  }

  const absent = new Set(input.couples.filter((couple) => couple.absent).map((c) => c.entryId));
  const numberOf = new Map(input.couples.map((couple) => [couple.entryId, couple.number]));
  for (const judgeId of ids) {
    const marked = new Set(
      input.sheets
        .filter((sheet) => sheet.judgeId === judgeId)
        .flatMap((sheet) => markedAbsent(input.kind, sheet.entries, absent)),
    );
    // In the round's couple order, whatever order the sheets came in.
    const entryIds = input.couples.map((c) => c.entryId).filter((entryId) => marked.has(entryId));
    if (entryIds.length === 0) continue;
    const numbers = entryIds.map((entryId) => `#${numberOf.get(entryId) ?? entryId}`);
    irregularities.push({
      kind: 'absent-couple-marked',
      judgeId,
      entryIds,
      explanation:
        input.kind === 'final'
          ? `${name(judgeId)} placed ${listed(numbers)}, marked absent by the deck captain, above couples who danced. Ask the deck captain or the scrutineer whether the couple danced; the marks stand as given.`
          : `${name(judgeId)} recalled ${listed(numbers)}, marked absent by the deck captain. Ask the deck captain or the scrutineer whether the couple danced; the marks stand as given.`,
    });
  }

  for (const send of input.lateSends) {
    irregularities.push({
      kind: 'marks-after-posting',
      judgeId: send.judgeId,
      dance: send.dance,
      receivedAt: send.receivedAt,
      explanation: `${name(send.judgeId)} sent ${send.dance} marks after the round was posted; they are kept but were not counted.`,
    });
  }
  return { recall, final, irregularities };
}
