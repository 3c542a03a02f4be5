import type { Access } from '../../../shared/contract/access';
import { printingEndpoints } from '../../../shared/contract/printing';
import type { PrintKind } from '../../../shared/printing';
import { hasStaffAccess, ROLE_LABELS } from '../../../shared/staff';
import type { StaffRole } from '../../../shared/staff';
import { SHEET_KINDS } from './print-choice';
import type { SheetKind } from './print-choice';

/**
 * The read each kind of sheet needs, as the contract allows it: the rounds
 * for judges' sheets and heat lists, the posted results for results sheets;
 * back numbers read the public competitors list.
 */
const KIND_READS: Record<PrintKind, Access | null> = {
  judges: printingEndpoints.getPrintRounds.access,
  heats: printingEndpoints.getPrintRounds.access,
  numbers: null,
  results: printingEndpoints.getPrintResults.access,
};

const listed = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;

/**
 * Why these roles cannot print a kind (the server would refuse its read), or
 * null when they can: the chooser shows the kind disabled with this reason
 * rather than a page of refusals.
 */
export function kindRefusal(kind: PrintKind, roles: readonly StaffRole[]): string | null {
  const access = KIND_READS[kind];
  if (access?.kind !== 'staff' || hasStaffAccess(roles, access.roles)) return null;
  return `${listed(access.roles.map((role) => ROLE_LABELS[role]))} only`;
}

/**
 * The kind an address without one prints: the first of the chooser whose
 * read is made for one of these roles (judges' sheets for the scrutineer,
 * results sheets for the chairman), else the first they may print at all.
 */
export function defaultKind(roles: readonly StaffRole[]): SheetKind {
  const allowed = SHEET_KINDS.filter((option) => kindRefusal(option.kind, roles) === null);
  const madeFor = allowed.find((option) => KIND_READS[option.kind]?.kind === 'staff');
  return (madeFor ?? allowed[0] ?? SHEET_KINDS[0]).kind;
}
