import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { InvoicesSchema } from '../../src/shared/invoices';
import type { Invoices } from '../../src/shared/invoices';
import { dollarsToCents, formatCents } from '../../src/web/lib/money';
import { expect, test } from './fixtures';
import { pdfText } from './support/pdf-text';

const api = `/api/admin/competitions/${DEMO_COMPETITION_ID}`;
const schools = (page: Page) => page.getByRole('table', { name: 'Invoices by school' });
const schoolRow = (page: Page, school: string) =>
  schools(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: school }) });

async function readInvoices(page: Page): Promise<Invoices> {
  const response = await page.request.get(`${api}/invoices`);
  expect(response.status()).toBe(200);
  return InvoicesSchema.parse(await response.json());
}

/** The CSV's rows as the screen writes them: amounts as money, counts as numbers. */
function csvAsScreen(csv: string): string[][] {
  const [header, ...rows] = csv
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  expect(header).toEqual([
    'School',
    'Competitors',
    'Entries charged',
    'Total',
    'Paid',
    'Balance',
    'Status',
  ]);
  // The demo's school names hold no comma, so a plain split reads them.
  return rows.map(([school = '', competitors = '', entries = '', ...rest]) => {
    const status = rest.pop() ?? '';
    const money = rest.map((amount) => formatCents(dollarsToCents(amount) ?? NaN));
    return [school, competitors, entries, ...money, status];
  });
}

test('signed out, the invoices send you to sign in and back', async ({ page }) => {
  await page.goto('/print-invoices');
  await expect(page).toHaveURL('/login?redirect=%2Fprint-invoices');
});

test('a scrutineer is refused, on screen and by the API', async ({ page, signInAs }) => {
  await signInAs(['scrutineer']);
  await page.goto('/print-invoices');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(schools(page)).toHaveCount(0);
  expect((await page.request.get(`${api}/invoices`)).status()).toBe(403);
  expect((await page.request.get(`${api}/invoices.csv`)).status()).toBe(403);
});

test('an organizer records a payment, and deletes a wrong one after confirming', async ({
  page,
  signInAs,
}) => {
  await signInAs(['admin']);
  await page.goto('/print-invoices');
  const riverside = schoolRow(page, 'Riverside University');
  await expect(riverside).toContainText('unpaid');
  const { totalCents } = (await readInvoices(page)).summary.find(
    (row) => row.school === 'Riverside University',
  ) ?? { totalCents: 0 };
  expect(totalCents).toBeGreaterThan(5000);

  await page.getByRole('button', { name: 'Record payment from Riverside University' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment from Riverside University' });
  await expect(dialog).toContainText(`Balance due: ${formatCents(totalCents)}`);
  // Nothing is not a payment: refused on the field, nothing recorded.
  await dialog.getByLabel('Amount').fill('0');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('Must be more than nothing')).toBeVisible();

  await dialog.getByLabel('Amount').fill('50');
  await dialog.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Cash' }).click();
  await dialog.getByLabel('Note').fill('Paid at the desk');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(riverside).toContainText('$50.00');
  await expect(riverside).toContainText(formatCents(totalCents - 5000));
  await expect(riverside).toContainText('part paid');

  // A second payment typed wrong, then deleted.
  await page.getByRole('button', { name: 'Record payment from Riverside University' }).click();
  await dialog.getByLabel('Amount').fill('12.34');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(riverside).toContainText('$62.34');

  const payments = page.getByRole('table', { name: 'Payments recorded' });
  await expect(payments.getByRole('row')).toHaveCount(3);
  const wrong = page.getByRole('button', {
    name: /^Delete payment of \$12\.34 from Riverside University/,
  });
  await wrong.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this payment?' });
  await expect(confirm).toContainText('$12.34 from Riverside University');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(payments.getByRole('row')).toHaveCount(3);

  await wrong.click();
  await confirm.getByRole('button', { name: 'Delete payment' }).click();
  await expect(confirm).toBeHidden();
  await expect(payments.getByRole('row')).toHaveCount(2);
  await expect(payments).toContainText('Paid at the desk');
  await expect(riverside).toContainText('$50.00');
  await expect(riverside).not.toContainText('$62.34');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeFocused();
});

test('the printed invoices: one page per school, the figures of the table and the CSV', async ({
  page,
  server,
  signInAs,
}) => {
  await signInAs(['admin']);
  // Riverside: one entry withdrawn, one scratched, one payment.
  const before = await readInvoices(page);
  const riverside = before.invoices.find((invoice) => invoice.school === 'Riverside University');
  const [withdrawn, scratched] = (riverside?.competitors ?? [])
    .flatMap((competitor) => competitor.lines)
    .filter((line, i, lines) => lines.findIndex((l) => l.entryId === line.entryId) === i);
  if (!withdrawn || !scratched) throw new Error('the demo has too few Riverside entries');
  expect((await page.request.delete(`${api}/entries/${withdrawn.entryId}`)).status()).toBe(204);
  await server.ctx.database.db
    .updateTable('entries')
    .set({ scratched_at: new Date().toISOString(), scratch_reason: 'injury' })
    .where('id', '=', scratched.entryId)
    .execute();
  const payment = await page.request.post(`${api}/payments`, {
    data: { school: 'Riverside University', amountCents: 4000, paidOn: '2026-11-03', method: 'check' },
  });
  expect(payment.status()).toBe(201);

  const invoices = await readInvoices(page);
  const printed = invoices.invoices.filter(
    (invoice) => invoice.competitors.length > 0 || invoice.payments.length > 0,
  );
  expect(printed.length).toBeGreaterThan(1);

  await page.goto('/print-invoices');
  await expect(page.locator('[data-print-ready]')).toBeVisible();

  // The CSV has the rows of the table on screen.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = csvAsScreen(fs.readFileSync(await (await download).path(), 'utf8'));
  const table = await schools(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
  expect(table.map((cells) => cells.slice(0, 7))).toEqual(csv);
  expect(csv.map(([school]) => school)).toEqual(invoices.summary.map((row) => row.school));

  const pdf = await pdfText(await page.pdf({ preferCSSPageSize: true }));
  expect(pdf.pages).toBe(printed.length);
  printed.forEach((invoice, i) => {
    const row = csv.find(([school]) => school === invoice.school);
    const [, , , total = '', paid = '', balance = '', status = ''] = row ?? [];
    const text = pdf.text[i] ?? '';
    expect(text).toContain(invoice.school);
    for (const figure of [total, paid, balance, status]) expect(text).toContain(figure);
  });
  const riversidePage = pdf.text[printed.findIndex((i) => i.school === 'Riverside University')];
  expect(riversidePage).toContain('$40.00');
  expect(riversidePage).toContain('withdrawn');
  expect(riversidePage).toContain('scratched: injury');
  expect(riversidePage).toContain(invoices.issuer.competitionName);
  // The fees in force, so each line can be checked.
  expect(riversidePage).toContain('after the deadlines');
  expect(riversidePage).toContain(formatCents(invoices.fees.Late.perEntry));

  // ?school= prints that school alone.
  await page.getByRole('combobox', { name: 'Schools to print' }).click();
  await page.getByRole('option', { name: 'Northgate College' }).click();
  await expect(page).toHaveURL(/school=Northgate\+College/);
  await expect(page.getByRole('region', { name: /^Invoice for / })).toHaveCount(1);
  const one = await pdfText(await page.pdf({ preferCSSPageSize: true }));
  expect(one.pages).toBe(1);
  expect(one.text[0]).toContain('Northgate College');
});
