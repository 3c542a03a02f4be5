/** Invoices by school: amounts from the demo's fees, withdrawals and scratches, payments, CSV. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicesSchema } from '../shared/invoices';
import type { Invoices } from '../shared/invoices';
import type { RunningServer } from './server';
import { adminBase, registrationKit } from './testing/registration-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import type { TestStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let organizer: TestStaff;
const { call } = registrationKit(() => server);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  organizer = await createSignedInStaff(server, ['admin']);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

async function invoices(): Promise<Invoices> {
  const response = await call(`${adminBase}/invoices`, { cookie: organizer.cookie });
  expect(response.status).toBe(200);
  return InvoicesSchema.parse(await response.json());
}

describe("the demo's invoices", () => {
  it("charges a school its dancers' competitor fees and entry fees at the demo's Early prices", async () => {
    const { invoices: all, summary } = await invoices();
    const hillcrest = all.find((invoice) => invoice.school === 'Hillcrest University');
    // The demo seats Hillcrest's couples at pairs 3, 8, 13, 18, 23, 28 and 33
    // (src/server/seed/demo-events.ts): 7 couples, 14 dancers, 13 entries, all
    // Early: 14 x $20 + 13 x $8 (each couple's fee split between two of its own dancers).
    expect(hillcrest?.competitors).toHaveLength(14);
    expect(summary.find((row) => row.school === 'Hillcrest University')).toEqual({
      school: 'Hillcrest University',
      competitors: 14,
      chargedEntries: 13,
      totalCents: 14 * 2000 + 13 * 800,
      paidCents: 0,
      balanceCents: 14 * 2000 + 13 * 800,
      status: 'unpaid',
    });
  });
});
