import type { Competition } from '../../../shared/competition';

/** Whole days from `today` (local calendar day) to a YYYY-MM-DD day; negative once past. */
export function daysUntil(isoDay: string, today: Date): number {
  const target = Date.UTC(
    Number(isoDay.slice(0, 4)),
    Number(isoDay.slice(5, 7)) - 1,
    Number(isoDay.slice(8, 10)),
  );
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - start) / 86_400_000);
}

/** How many officials hold each role, most common first, then by name. */
export function officialsByRole(
  officials: Competition['officials'],
): { role: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const official of officials) counts.set(official.role, (counts.get(official.role) ?? 0) + 1);
  return [...counts]
    .map(([role, count]) => ({ role, count }))
    .sort((a, b) => b.count - a.count || a.role.localeCompare(b.role));
}
