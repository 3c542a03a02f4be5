import type { RealtimeDbImportReport } from './import-realtime-db';

const LABELS: Record<keyof RealtimeDbImportReport['mapped'], string> = {
  officials: 'officials',
  organizers: 'organizers',
  events: 'events',
  entries: 'entries',
  competitors: 'competitors (built from the entries)',
  rounds: 'rounds',
  roundCouples: 'couples in rounds',
  checkIns: 'check-ins',
  judgeLists: "judges' lists of marks",
  postedRounds: 'rounds posted by our engine',
  finalResults: 'final results',
  settings: 'event settings',
};

/** The import's report as the command prints it: counts, then every path left out, unknown or differing. */
export function reportText(report: RealtimeDbImportReport): string {
  const lines = [`Imported competition '${report.competitionId}':`];
  for (const [kind, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][])
    lines.push(`  ${String(report.mapped[kind]).padStart(5)} ${label}`);
  const section = (title: string, items: string[]) => {
    lines.push('', `${title}: ${items.length === 0 ? 'none' : items.length}`);
    for (const item of items) lines.push(`  ${item}`);
  };
  section(
    'Skipped or changed',
    report.skipped.map((issue) => `${issue.path}: ${issue.message}`),
  );
  section('Unknown keys (not imported)', report.unknownKeys);
  section(
    "Differences between the file's results and our engine's (the engine's are stored)",
    report.differences.map(
      (d) => `${d.path}: file ${d.file ?? '(none)'}, ours ${d.ours ?? '(none)'}`,
    ),
  );
  return lines.join('\n');
}
