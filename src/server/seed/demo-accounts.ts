import type { StaffRole } from '../../shared/staff';

/**
 * The staff accounts of the demo day, one per role, so a visitor trying the
 * product can sign in as each person who runs a competition. They share one
 * published password, so they exist only with the demo and go with it
 * (docs/decisions and docs/security.md say when they are created).
 * `.invalid` addresses can never receive mail (RFC 2606).
 */
export const DEMO_STAFF_PASSWORD = 'demo-day-password';

export const DEMO_STAFF_ACCOUNTS: readonly { email: string; name: string; role: StaffRole }[] = [
  { email: 'organizer@demo.invalid', name: 'Demo Organizer', role: 'admin' },
  { email: 'scrutineer@demo.invalid', name: 'Demo Scrutineer', role: 'scrutineer' },
  { email: 'chairman@demo.invalid', name: 'Demo Chairman', role: 'chairman' },
  { email: 'deck@demo.invalid', name: 'Demo Deck Captain', role: 'deckCaptain' },
  { email: 'mc@demo.invalid', name: 'Demo MC', role: 'mc' },
  { email: 'jumbotron@demo.invalid', name: 'Demo Jumbotron', role: 'jumbotron' },
];
