import type { StaffRole } from '../staff';

/**
 * Who may call an endpoint. Every /api route declares it in the contract; the
 * server refuses to register a route without one and enforces it on each call,
 * and the OpenAPI document shows it.
 *
 * `judge`: a judge's device, signed in with the judge's access code; the
 * token must belong to the judge named by the path's `:judgeId`. Judges have
 * no staff account (DESIGN.md section 5).
 */
export type Access =
  { kind: 'public' } | { kind: 'staff'; roles: readonly StaffRole[] } | { kind: 'judge' };

export const PUBLIC: Access = { kind: 'public' };
export const staffOnly = (...roles: StaffRole[]): Access => ({ kind: 'staff', roles });
export const ADMIN_ONLY = staffOnly('admin');
export const JUDGE_SESSION: Access = { kind: 'judge' };
