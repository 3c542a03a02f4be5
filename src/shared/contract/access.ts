import type { StaffRole } from '../staff';

/**
 * Who may call an endpoint. Every /api route declares it in the contract; the
 * server refuses to register a route without one and enforces it on each call,
 * and the OpenAPI document shows it.
 */
export type Access = { kind: 'public' } | { kind: 'staff'; roles: readonly StaffRole[] };

export const PUBLIC: Access = { kind: 'public' };
export const staffOnly = (...roles: StaffRole[]): Access => ({ kind: 'staff', roles });
export const ADMIN_ONLY = staffOnly('admin');
