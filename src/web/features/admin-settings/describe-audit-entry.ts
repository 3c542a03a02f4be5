import type { AuditEntry } from '../../../shared/admin';

/** A Map, not an object, so an action named like an Object.prototype member is never mislabelled. */
const ACTION_LABELS = new Map<string, string>([
  ['competition.update', 'Edited competition details'],
  ['page.update', 'Edited a page'],
  ['settings.update', 'Changed event settings'],
  ['organizer.add', 'Added an organizer'],
  ['staff.invite', 'Invited staff'],
  ['staff.roles', 'Changed roles'],
  ['staff.remove', 'Removed staff'],
  ['staff.first-organizer', 'Created the first organizer'],
  ['official.create', 'Added an official'],
  ['official.update', 'Edited an official'],
  ['official.delete', 'Removed an official'],
  ['official.code', 'Changed a judge’s access code'],
  ['official.photo', 'Changed an official’s photo'],
  ['event.create', 'Added an event'],
  ['event.update', 'Edited an event'],
  ['event.grid', 'Created events in bulk'],
  ['event.delete', 'Deleted an event'],
  ['rounds.generate', 'Generated rounds'],
  ['rounds.clear', 'Cleared rounds'],
  ['round.add', 'Added a round'],
  ['round.delete', 'Deleted a round'],
  ['round.skip', 'Skipped a round'],
  ['round.shift', 'Moved a round in the schedule'],
  ['round.update', 'Changed a round'],
  ['round.adhoc', 'Added a walk-on couple to a round'],
  ['round.start', 'Started a round'],
  ['round.recallTarget', 'Changed how many couples judges recall'],
  ['round.post', 'Posted a round’s result'],
  ['round.unpost', 'Un-posted a round’s result'],
  ['marks.submit', 'A judge submitted a dance'],
  ['marks.enter', 'Entered or corrected a judge’s marks'],
  ['judge.absent', 'Marked a judge absent'],
  ['judge.present', 'Cleared a judge’s absence'],
  ['final.scratch', 'Scratched a couple from a final'],
  ['floor.checkIn', 'Checked a couple in'],
  ['floor.checkOut', 'Checked a couple out'],
  ['floor.checkInHeat', 'Checked in a heat'],
  ['floor.noShow', 'Marked a couple as a no-show'],
  ['floor.noShowCleared', 'Cleared a no-show'],
  ['floor.moveHeat', 'Moved a couple to another heat'],
  ['floor.walkOn', 'Added a walk-on couple'],
  ['entry.scratch', 'Scratched a couple from an event'],
  ['entry.unscratch', 'Undid a scratch'],
  ['round.lock', 'Approved and locked a round (chairman)'],
  ['round.unlock', 'Unlocked a round (chairman)'],
  ['chairman.pin.set', 'Set the chairman’s PIN'],
  ['chairman.pin.change', 'Changed the chairman’s PIN'],
  ['results.publish', 'Published an event’s results'],
  ['results.withdraw', 'Withdrew an event’s results from the public'],
  ['results.embargo', 'Changed when the judges’ marks are published'],
  ['registration.create', 'Registered a couple'],
  ['registration.change', 'Changed a couple’s entries'],
  ['registration.settings', 'Changed registration settings'],
  ['competitor.update', 'Edited a competitor'],
  ['competitor.delete', 'Deleted a competitor'],
  ['entry.withdraw', 'Withdrew an entry'],
  ['jumbotron.show', 'Changed what the jumbotron shows'],
  ['payment.record', 'Recorded a school’s payment'],
  ['payment.delete', 'Deleted a school’s payment'],
]);

/** What an action did, for people; an action this client does not know yet is shown as recorded. */
export function labelAuditAction(action: string): string {
  return ACTION_LABELS.get(action) ?? action;
}

const EMPTY = '—';

/**
 * A detail value on one line. Texts are clipped by the server but may span
 * lines (page bodies), so whitespace runs collapse to keep a table row short.
 */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    const primitives = value.every((item) => ['string', 'number', 'boolean'].includes(typeof item));
    if (primitives) return value.map(String).join(', ');
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.replace(/\s+/g, ' ').trim() || EMPTY;
}

/**
 * An edit as the server records it: `{ from, to }`. JSON drops undefined, so a
 * field that was absent before (or is removed) arrives with only one side.
 */
function isFieldChange(value: unknown): value is { from?: unknown; to?: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === 'from' || key === 'to');
}

export type AuditEntryDescription = { label: string; lines: string[] };

/** An audit entry for the change log: a label for the action and one line per detail. */
export function describeAuditEntry(entry: AuditEntry): AuditEntryDescription {
  const lines = Object.entries(entry.details).map(([key, value]) =>
    isFieldChange(value)
      ? `${key}: ${formatAuditValue(value.from)} → ${formatAuditValue(value.to)}`
      : `${key}: ${formatAuditValue(value)}`,
  );
  return { label: labelAuditAction(entry.action), lines };
}
