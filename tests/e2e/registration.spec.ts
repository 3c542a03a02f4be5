import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { RegistrationInput, RegistrationReceipt } from '../../src/shared/registration';
import type { RunningServer } from '../../src/server/server';
import { expect, test } from './fixtures';

const COMPETITION = 'demo-2026';
const EDIT_CODE = /^[A-Z0-9!@#$%&]{7}$/;

type Dancer = {
  name: string;
  email: string;
  school: string;
  /** Typed under Other when the school is not listed. */
  otherSchool?: string;
  age: string;
  levels?: Partial<Record<'Standard' | 'Smooth' | 'Rhythm' | 'Latin', string>>;
};

const ADA: Dancer = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  school: 'Riverside University',
  age: 'Adult',
  levels: { Standard: 'Gold' },
};
const GRACE: Dancer = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  school: 'Other',
  otherSchool: 'Navy Dance Club',
  age: 'Student',
};

const dancerGroup = (page: Page, role: 'Lead' | 'Follow') =>
  page.getByRole('group', { name: role, exact: true });

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillDancer(page: Page, role: 'Lead' | 'Follow', dancer: Dancer) {
  const group = dancerGroup(page, role);
  await group.getByRole('textbox', { name: 'Name', exact: true }).fill(dancer.name);
  await group.getByRole('textbox', { name: 'Email', exact: true }).fill(dancer.email);
  await choose(page, group, 'School or club', dancer.school);
  if (dancer.otherSchool) {
    await group
      .getByRole('textbox', { name: 'School or club name', exact: true })
      .fill(dancer.otherSchool);
  }
  await choose(page, group, 'Age category', dancer.age);
  for (const [style, level] of Object.entries(dancer.levels ?? {})) {
    await choose(page, group, `${style} level`, level);
  }
}

async function acceptStatements(page: Page) {
  await page.getByRole('checkbox', { name: /I release the organizers/ }).check();
  await page.getByRole('checkbox', { name: /I give permission for photos/ }).check();
}

const eventBox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** Registers a couple through the public API, as another browser would. */
async function registerByApi(
  request: APIRequestContext,
  input: RegistrationInput,
): Promise<RegistrationReceipt> {
  const response = await request.post(`/api/competitions/${COMPETITION}/registrations`, {
    data: input,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RegistrationReceipt;
}

async function eventId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(`/api/competitions/${COMPETITION}/events`);
  const events = (await response.json()) as { id: string; name: string }[];
  const event = events.find((e) => e.name === name);
  if (!event) throw new Error(`no demo event named ${name}`);
  return event.id;
}

const apiDancer = (name: string, email: string) => ({
  name,
  email,
  affiliation: 'Summit College',
  ageCategory: 'Adult' as const,
});

/** Registration closed on this (past) day: set straight in the database, as an organizer would in settings. */
async function closeRegistration(server: RunningServer, day = '2026-01-05') {
  await server.ctx.database.db
    .updateTable('competitions')
    .set({ date_registration_closed: day })
    .where('id', '=', COMPETITION)
    .execute();
}

test('a couple registers for several events and gets numbers, an edit code and an email', async ({
  page,
  latestMailTo,
}) => {
  await page.goto('/register');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Register for Riverside Ballroom Jam/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Back to the competition home page/ }),
  ).toHaveAttribute('href', '/');
  await expect(page.getByTestId('phase-now')).toContainText('Early registration, before');

  await fillDancer(page, 'Lead', ADA);
  await fillDancer(page, 'Follow', GRACE);
  for (const name of [
    'Silver Latin Cha Cha/Rumba/Jive',
    'Bronze Smooth Waltz/Tango/Foxtrot',
    'Open Nightclub Salsa',
  ]) {
    await eventBox(page, name).check();
  }
  await acceptStatements(page);
  // Early fees of the demo: $20 per new competitor and $8 per entry.
  const fees = page.getByRole('region', { name: 'Fees' });
  await expect(fees.getByTestId('fee-total')).toHaveText('$64.00');
  await expect(fees).toContainText('Competitor fee (2 × $20.00)');
  await expect(fees).toContainText('Entry fee (3 × $8.00)');

  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeFocused();
  await expect(page.getByRole('form', { name: 'Registration' })).toHaveCount(0);
  const couple = page.getByRole('region', { name: 'Couple' });
  await expect(couple).toContainText(/Lead: #\d+ Ada Lovelace \(Riverside University\)/);
  await expect(couple).toContainText(/Follow: #\d+ Grace Hopper \(Navy Dance Club\)/);
  await expect(couple.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
    'href',
    /^\/competitors\/.+/,
  );
  const entered = page.getByRole('region', { name: /Events entered/ });
  await expect(entered.getByRole('listitem')).toHaveText([
    'Silver Latin Cha Cha/Rumba/Jive',
    'Bronze Smooth Waltz/Tango/Foxtrot',
    'Open Nightclub Salsa',
  ]);
  await expect(entered).toContainText('Registration phase: Early');
  await expect(page.getByRole('region', { name: 'Fees due' }).getByTestId('fee-total')).toHaveText(
    '$64.00',
  );
  const code = (await page.getByTestId('edit-code').textContent()) ?? '';
  expect(code).toMatch(EDIT_CODE);
  await expect(page.getByRole('region', { name: 'Your edit code' })).toContainText(
    'We emailed it to ada@example.org and grace@example.org.',
  );
  await expect(page.getByRole('link', { name: 'See all entries' })).toHaveAttribute(
    'href',
    '/entries',
  );

  const mail = await latestMailTo('grace@example.org');
  expect(mail?.subject).toContain('Your registration for Riverside Ballroom Jam');
  expect(mail?.text).toContain(`Your edit code: ${code}`);
  expect(mail?.text).toContain('Open Nightclub Salsa');

  // The couple is on the public entries list at once.
  await page.getByRole('link', { name: 'See all entries' }).click();
  await expect(
    page.getByRole('region', { name: 'Open Nightclub Salsa', exact: true }),
  ).toContainText('Ada Lovelace');
});

test('only the events both dancers may enter are offered, and the hidden ones are explained', async ({
  page,
}) => {
  await page.goto('/register');
  const lead = dancerGroup(page, 'Lead');
  const follow = dancerGroup(page, 'Follow');
  await expect(eventBox(page, 'Bronze Standard Waltz/Quickstep')).toBeVisible();
  await expect(eventBox(page, 'Newcomer Standard Waltz')).toHaveCount(0);

  await choose(page, lead, 'Standard level', 'Gold');
  await expect(eventBox(page, 'Bronze Standard Waltz/Quickstep')).toHaveCount(0);
  await expect(eventBox(page, 'Newcomer Standard Waltz')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Standard', exact: true })).toHaveCount(0);
  await expect(eventBox(page, 'Silver Latin Cha Cha/Rumba/Jive')).toBeVisible();
  // A note, not an alarm: announced politely as the levels change.
  const note = page.getByRole('status').filter({ hasText: 'hidden for level' });
  await expect(note).toContainText('3 events are hidden for level');
  await expect(note).toContainText("2 Standard events are below the lead's Standard level (Gold).");
  await expect(note).toContainText('A dancer may enter events of their own level or higher');

  // A Newcomer lead with a Silver follow: the follow keeps them out of Bronze Standard.
  await choose(page, lead, 'Standard level', 'Newcomer');
  await choose(page, follow, 'Standard level', 'Silver');
  await expect(eventBox(page, 'Bronze Standard Waltz/Quickstep')).toHaveCount(0);
  await expect(note).toContainText("below the follow's Standard level (Silver)");
  // A partner still to be announced is not judged yet.
  await page.getByRole('checkbox', { name: 'Partner to be announced (TBA)' }).check();
  await expect(follow).toHaveCount(0);
  await expect(eventBox(page, 'Bronze Standard Waltz/Quickstep')).toBeVisible();
  await expect(eventBox(page, 'Newcomer Standard Waltz')).toBeVisible();
});

test('the form checks every field before sending, and a partner may be TBA', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  const lead = dancerGroup(page, 'Lead');
  await expect(lead.getByText('Must be an email address')).toBeVisible();
  await expect(lead.getByText('Choose a school or club')).toBeVisible();
  await expect(page.getByText('Choose at least one event')).toBeVisible();
  await expect(page.getByText('Must be accepted: the media permission statement')).toBeVisible();
  await expect(lead.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

  await fillDancer(page, 'Lead', { ...ADA, name: 'Solo Dancer', email: 'solo@example.org' });
  await page.getByRole('checkbox', { name: 'Partner to be announced (TBA)' }).check();
  await eventBox(page, 'Open Nightclub Salsa').check();
  await acceptStatements(page);
  await expect(page.getByRole('region', { name: 'Fees' }).getByTestId('fee-total')).toHaveText(
    '$28.00',
  );
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Couple' })).toContainText(
    'Follow: to be announced (TBA)',
  );
  await expect(page.getByRole('region', { name: 'Your edit code' })).toContainText(
    'We emailed it to solo@example.org.',
  );
});

test('an organizer adding a couple already entered is refused, and the form keeps what was typed', async ({
  page,
  request,
  signInAs,
}) => {
  await registerByApi(request, {
    lead: { ...apiDancer('Ada Lovelace', 'ada@example.org'), standardLevel: 'Gold' },
    follow: apiDancer('Grace Hopper', 'grace@example.org'),
    eventIds: [await eventId(request, 'Open Nightclub Salsa')],
    acceptRelease: true,
    acceptMedia: true,
  });

  // The organizers' form enters dancers on file at once, so it is the one that meets the duplicate.
  await signInAs(['admin']);
  await page.goto('/admin/competitors/add-competitor');
  await fillDancer(page, 'Lead', ADA);
  await fillDancer(page, 'Follow', GRACE);
  await eventBox(page, 'Open Nightclub Salsa').check();
  await acceptStatements(page);
  await page.getByRole('button', { name: 'Add competitor' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'was not saved' })).toContainText(
    "Ada Lovelace and Grace Hopper are already entered in 'Open Nightclub Salsa'.",
  );
  const lead = dancerGroup(page, 'Lead');
  await expect(lead.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Ada Lovelace',
  );
  await expect(lead.getByRole('combobox', { name: 'Standard level' })).toHaveValue('Gold');
  await expect(
    dancerGroup(page, 'Follow').getByRole('textbox', { name: 'School or club name', exact: true }),
  ).toHaveValue('Navy Dance Club');
  await expect(eventBox(page, 'Open Nightclub Salsa')).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /I release the organizers/ })).toBeChecked();

  // A later submit that fails the form's own check shows that, not the old refusal.
  await page.getByRole('checkbox', { name: /I release the organizers/ }).uncheck();
  await page.getByRole('button', { name: 'Add competitor' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'was not saved' })).toHaveCount(0);
  await expect(
    page.getByRole('alert').filter({ hasText: /fields? needs? attention/ }),
  ).toBeVisible();
});

test('a refused email is marked on the dancer it belongs to, as the server names the field', async ({
  page,
  request,
}) => {
  await registerByApi(request, {
    lead: apiDancer('Ada Lovelace', 'ada@example.org'),
    follow: apiDancer('Grace Hopper', 'grace@example.org'),
    eventIds: [await eventId(request, 'Open Nightclub Salsa')],
    acceptRelease: true,
    acceptMedia: true,
  });

  await page.goto('/register');
  await fillDancer(page, 'Lead', { ...GRACE, name: 'Mary Somerville', email: 'mary@example.org' });
  // Ada's address under another name: the follow's field is the one refused.
  await fillDancer(page, 'Follow', { ...ADA, name: 'Katherine Johnson' });
  await eventBox(page, 'Open Nightclub Salsa').check();
  await acceptStatements(page);
  await page.getByRole('button', { name: 'Register' }).click();

  const lead = dancerGroup(page, 'Lead');
  const follow = dancerGroup(page, 'Follow');
  const followEmail = follow.getByRole('textbox', { name: 'Email', exact: true });
  await expect(follow.getByText(/already registered under another name/)).toBeVisible();
  await expect(followEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(followEmail).toBeFocused();
  await expect(lead.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // The follow given the lead's own address: one dancer twice, refused on the same field.
  await followEmail.fill('mary@example.org');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    follow.getByText(/the lead and the follow must be two different dancers/),
  ).toBeVisible();
  await expect(followEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(lead.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('after the closing date the register page says when registration closed', async ({
  page,
  server,
}) => {
  await closeRegistration(server, '2026-01-05');
  await page.goto('/register');
  const closed = page.getByRole('status').filter({ hasText: 'Registration is closed' });
  await expect(closed).toContainText('Registration closed on Mon, January 5, 2026.');
  await expect(closed.getByRole('link', { name: 'entries list' })).toHaveAttribute(
    'href',
    '/entries',
  );
  await expect(closed.getByRole('link', { name: 'Update entries' })).toHaveAttribute(
    'href',
    '/updateEntries',
  );
  await expect(page.getByRole('form', { name: 'Registration' })).toHaveCount(0);
});

test('a couple adds an event and withdraws one with their email and edit code', async ({
  page,
  request,
  server,
}) => {
  const receipt = await registerByApi(request, {
    lead: apiDancer('Ada Lovelace', 'ada@example.org'),
    follow: apiDancer('Grace Hopper', 'grace@example.org'),
    eventIds: [
      await eventId(request, 'Open Nightclub Salsa'),
      await eventId(request, 'Bronze Smooth Waltz/Tango/Foxtrot'),
    ],
    acceptRelease: true,
    acceptMedia: true,
  });

  await page.goto('/updateEntries');
  const signIn = page.getByRole('form', { name: 'Find my registration' });
  await signIn.getByLabel('Email').fill('grace@example.org');
  await signIn.getByLabel('Edit code').fill(receipt.editCode === 'AAAAAAA' ? 'BBBBBBB' : 'AAAAAAA');
  await signIn.getByRole('button', { name: 'Find registration' }).click();
  await expect(signIn.getByRole('alert')).toContainText(
    'That email address and edit code do not match a registration.',
  );

  await signIn.getByLabel('Edit code').fill(receipt.editCode.toLowerCase());
  await signIn.getByRole('button', { name: 'Find registration' }).click();
  // The couple's heading takes the focus, so a screen reader announces who is signed in.
  await expect(page.getByRole('heading', { name: 'Ada Lovelace and Grace Hopper' })).toBeFocused();
  const entries = page.getByRole('table', { name: 'Your entries' });
  await expect(entries.getByRole('row')).toHaveCount(3);
  // Already entered events are not offered again; Bronze dancers see no Newcomer events.
  await expect(eventBox(page, 'Open Nightclub Salsa')).toHaveCount(0);
  await expect(eventBox(page, 'Newcomer Latin Cha Cha')).toHaveCount(0);

  await eventBox(page, 'Silver Latin Cha Cha/Rumba/Jive').check();
  const added = page.getByRole('region', { name: 'Fees for the added events' });
  await expect(added.getByTestId('fee-total')).toHaveText('$8.00');
  await page.getByRole('button', { name: 'Save: add event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 event' })).toContainText(
    'Fees for them: $8.00 (Early phase).',
  );
  await expect(entries.getByRole('row')).toHaveCount(4);
  await expect(entries).toContainText('Silver Latin Cha Cha/Rumba/Jive');

  await entries.getByRole('button', { name: 'Withdraw from Open Nightclub Salsa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Open Nightclub Salsa?' });
  await expect(dialog).toContainText('Ada Lovelace and Grace Hopper will be taken off');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawn' })).toHaveText(
    'Withdrawn from Open Nightclub Salsa.',
  );
  await expect(entries.getByRole('row')).toHaveCount(3);
  await expect(entries).not.toContainText('Open Nightclub Salsa');
  // The Withdraw button went with its row; focus is on the list's heading, not lost.
  await expect(page.getByRole('heading', { name: /^Your entries/ })).toBeFocused();
  // Withdrawn, the event is offered again.
  await expect(eventBox(page, 'Open Nightclub Salsa')).toBeVisible();

  // After the closing date the entries are read-only, with the reason.
  await closeRegistration(server);
  await page.reload();
  await signIn.getByLabel('Email').fill('ada@example.org');
  await signIn.getByLabel('Edit code').fill(receipt.editCode);
  await signIn.getByRole('button', { name: 'Find registration' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Registration closed on Mon, January 5, 2026.',
  );
  await expect(entries.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add events' })).toHaveCount(0);
});

test('an organizer adds a couple from the admin screen even after registration closed', async ({
  page,
  server,
  signInAs,
  latestMailTo,
}) => {
  await closeRegistration(server);
  await signInAs(['admin']);
  await page.goto('/admin/competitors/add-competitor');
  await expect(page.getByRole('heading', { name: 'Add competitor', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Registration closed on Mon, January 5, 2026\./)).toContainText(
    'This form still registers couples',
  );
  await fillDancer(page, 'Lead', { ...ADA, name: 'Walk In', email: 'walk.in@example.org' });
  await fillDancer(page, 'Follow', { ...GRACE, name: 'Late Partner', email: 'late@example.org' });
  await eventBox(page, 'Gold Rhythm Cha Cha/Rumba/Swing').check();
  await acceptStatements(page);
  await page.getByRole('button', { name: 'Add competitor' }).click();

  await expect(page.getByRole('heading', { name: 'Competitor added' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Couple' })).toContainText('Walk In');
  await expect(page.getByTestId('edit-code')).toHaveText(EDIT_CODE);
  expect((await latestMailTo('late@example.org'))?.text).toContain('Gold Rhythm');
  await expect(page.getByRole('link', { name: 'Back to competitors' })).toHaveAttribute(
    'href',
    '/admin/competitors',
  );
  await page.getByRole('button', { name: 'Add another couple' }).click();
  await expect(
    dancerGroup(page, 'Lead').getByRole('textbox', { name: 'Name', exact: true }),
  ).toHaveValue('');
});

test('registering a dancer on file asks them by email to confirm, and shows nothing on file', async ({
  page,
  request,
  latestMailTo,
}) => {
  await registerByApi(request, {
    lead: { ...apiDancer('Ada Lovelace', 'ada@example.org'), standardLevel: 'Gold' },
    follow: apiDancer('Grace Hopper', 'grace@example.org'),
    eventIds: [await eventId(request, 'Open Nightclub Salsa')],
    acceptRelease: true,
    acceptMedia: true,
  });

  await page.goto('/register');
  await expect(
    page.getByText(/A dancer who registered before is asked by email to confirm/),
  ).toBeVisible();
  // Anyone may type Ada's name and email, at the form's Bronze levels, with a new partner.
  await fillDancer(page, 'Lead', { ...ADA, levels: {} });
  await fillDancer(page, 'Follow', {
    ...GRACE,
    name: 'Katherine Johnson',
    email: 'kj@example.org',
  });
  await eventBox(page, 'Bronze Standard Waltz/Quickstep').check();
  await acceptStatements(page);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { name: 'Registration received' })).toBeFocused();
  const notice = page.getByRole('status').filter({ hasText: 'Not entered yet' });
  await expect(notice).toContainText(
    'Not entered yet: we emailed Ada Lovelace a link to confirm this registration',
  );
  await expect(notice.getByRole('listitem')).toHaveText(['Bronze Standard Waltz/Quickstep']);
  const couple = page.getByRole('region', { name: 'Couple' });
  // Nothing stored about Ada: no number, no school on file, no level refusal.
  await expect(couple).toContainText('Lead: Ada Lovelace (asked by email to confirm)');
  await expect(couple).toContainText(/Follow: #\d+ Katherine Johnson \(Navy Dance Club\)/);
  await expect(page.getByRole('main')).not.toContainText('Gold');
  await expect(page.getByRole('main')).not.toContainText('Summit College');
  await expect(page.getByRole('region', { name: /Events entered/ })).toHaveCount(0);
  expect((await latestMailTo('ada@example.org'))?.text).toMatch(/\/confirmRegistration#[\w-]{43}/);
});

test('a dancer on file confirms from the emailed link and the couple is entered', async ({
  page,
  request,
  latestMailTo,
}) => {
  await registerByApi(request, {
    lead: { ...apiDancer('Ada Lovelace', 'ada@example.org'), standardLevel: 'Gold' },
    follow: apiDancer('Grace Hopper', 'grace@example.org'),
    eventIds: [await eventId(request, 'Open Nightclub Salsa')],
    acceptRelease: true,
    acceptMedia: true,
  });
  const receipt = await registerByApi(request, {
    lead: apiDancer('Ada Lovelace', 'ada@example.org'),
    follow: apiDancer('Katherine Johnson', 'kj@example.org'),
    eventIds: [
      await eventId(request, 'Silver Latin Cha Cha/Rumba/Jive'),
      await eventId(request, 'Bronze Standard Waltz/Quickstep'),
    ],
    acceptRelease: true,
    acceptMedia: true,
  });

  // Waiting, the new partner sees the registration read-only.
  await page.goto('/updateEntries');
  const signIn = page.getByRole('form', { name: 'Find my registration' });
  await signIn.getByLabel('Email').fill('kj@example.org');
  await signIn.getByLabel('Edit code').fill(receipt.editCode);
  await signIn.getByRole('button', { name: 'Find registration' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Not entered yet: we emailed Ada Lovelace' }),
  ).toBeVisible();
  await expect(page.getByText('Not entered yet.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add events' })).toHaveCount(0);

  const link = /\/confirmRegistration#([\w-]{43})/.exec(
    (await latestMailTo('ada@example.org'))?.text ?? '',
  );
  if (!link) throw new Error('no confirmation link in the mail to Ada');
  await page.goto(`/confirmRegistration#${link[1]}`);
  await expect(page.getByRole('heading', { name: 'Confirm your registration' })).toBeFocused();
  // The token is taken out of the address bar once read.
  await expect(page).toHaveURL(/\/confirmRegistration$/);
  await expect(page.getByRole('main')).toContainText(
    'names you, Ada Lovelace, as the lead, dancing with Katherine Johnson (kj@example.org)',
  );
  await expect(
    page.getByRole('region', { name: /Events asked for/ }).getByRole('listitem'),
  ).toHaveText(['Silver Latin Cha Cha/Rumba/Jive', 'Bronze Standard Waltz/Quickstep']);
  await page.getByRole('button', { name: 'Yes, enter me' }).click();

  await expect(page.getByRole('heading', { name: 'You are entered' })).toBeFocused();
  await expect(page.getByRole('region', { name: /^Entered/ }).getByRole('listitem')).toHaveText([
    'Silver Latin Cha Cha/Rumba/Jive',
  ]);
  // Ada's Gold Standard on file keeps her out of Bronze Standard: said to her only.
  await expect(page.getByRole('region', { name: /^Not entered/ })).toContainText(
    'Bronze Standard Waltz/Quickstep',
  );

  await page.getByRole('main').getByRole('link', { name: 'Update entries', exact: true }).click();
  await signIn.getByLabel('Email').fill('kj@example.org');
  await signIn.getByLabel('Edit code').fill(receipt.editCode);
  await signIn.getByRole('button', { name: 'Find registration' }).click();
  const entries = page.getByRole('table', { name: 'Your entries' });
  await expect(entries.getByRole('row')).toHaveCount(2);
  await expect(entries).toContainText('Silver Latin Cha Cha/Rumba/Jive');
  await expect(page.getByRole('status').filter({ hasText: 'Not entered yet' })).toHaveCount(0);
});

test('signed in, a stale page is brought up to date and a closing makes it read-only', async ({
  page,
  request,
  server,
}) => {
  const salsa = await eventId(request, 'Open Nightclub Salsa');
  const receipt = await registerByApi(request, {
    lead: apiDancer('Ada Lovelace', 'ada@example.org'),
    follow: apiDancer('Grace Hopper', 'grace@example.org'),
    eventIds: [salsa, await eventId(request, 'Bronze Smooth Waltz/Tango/Foxtrot')],
    acceptRelease: true,
    acceptMedia: true,
  });
  const salsaEntry = receipt.entries.find((entry) => entry.eventId === salsa);
  if (!salsaEntry) throw new Error('no salsa entry in the receipt');

  await page.goto('/updateEntries');
  const signIn = page.getByRole('form', { name: 'Find my registration' });
  await signIn.getByLabel('Email').fill('ada@example.org');
  await signIn.getByLabel('Edit code').fill(receipt.editCode);
  await signIn.getByRole('button', { name: 'Find registration' }).click();
  const entries = page.getByRole('table', { name: 'Your entries' });
  await expect(entries.getByRole('row')).toHaveCount(3);

  // Withdrawn elsewhere meanwhile: the refusal brings the page up to date.
  const elsewhere = await request.post(`/api/competitions/${COMPETITION}/registrations/changes`, {
    data: { email: 'ada@example.org', code: receipt.editCode, withdraw: [salsaEntry.entryId] },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await entries.getByRole('button', { name: 'Withdraw from Open Nightclub Salsa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Open Nightclub Salsa?' });
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No entry with id');
  await expect(entries.getByRole('row')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'up to date' })).toBeVisible();

  // Closed since sign-in: trying to add an event says so and the page turns read-only.
  await closeRegistration(server);
  await eventBox(page, 'Silver Latin Cha Cha/Rumba/Jive').check();
  await page.getByRole('button', { name: 'Save: add event' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'can no longer be changed' }),
  ).toContainText('Registration closed on January 5, 2026.');
  await expect(page.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add events' })).toHaveCount(0);
  await expect(entries.getByRole('row')).toHaveCount(2);
});

test('when the other dancer declines first, the confirm page says the registration may have been declined', async ({
  page,
  request,
  latestMailTo,
}) => {
  const salsa = await eventId(request, 'Open Nightclub Salsa');
  const register = (lead: string, follow: string) =>
    registerByApi(request, {
      lead: apiDancer(lead, `${lead.split(' ')[0]?.toLowerCase()}@example.org`),
      follow: apiDancer(follow, `${follow.split(' ')[0]?.toLowerCase()}@example.org`),
      eventIds: [salsa],
      acceptRelease: true,
      acceptMedia: true,
    });
  await register('Ada Lovelace', 'Katherine Johnson');
  await register('Alan Turing', 'Grace Hopper');
  // Both dancers are on file now, so each is asked to confirm.
  await register('Ada Lovelace', 'Grace Hopper');
  const linkTo = async (address: string) => {
    const link = /\/confirmRegistration#([\w-]{43})/.exec(
      (await latestMailTo(address))?.text ?? '',
    );
    if (!link?.[1]) throw new Error(`no confirmation link in the mail to ${address}`);
    return link[1];
  };
  const ada = await linkTo('ada@example.org');
  const grace = await linkTo('grace@example.org');

  await page.goto(`/confirmRegistration#${ada}`);
  await expect(page.getByRole('heading', { name: 'Confirm your registration' })).toBeFocused();

  // Meanwhile Grace declines from her own link, in another tab.
  const graceTab = await page.context().newPage();
  await graceTab.goto(`/confirmRegistration#${grace}`);
  await graceTab.getByRole('button', { name: 'This was not me' }).click();
  const dialog = graceTab.getByRole('dialog', { name: 'Decline this registration?' });
  await expect(dialog).toContainText('Ada Lovelace is not entered either');
  await dialog.getByRole('button', { name: 'Decline registration' }).click();
  await expect(graceTab.getByRole('heading', { name: 'Registration declined' })).toBeFocused();
  await graceTab.close();

  await page.getByRole('button', { name: 'Yes, enter me' }).click();
  await expect(
    page.getByRole('heading', { name: 'This link no longer leads to a registration' }),
  ).toBeFocused();
  await expect(page.getByRole('main')).toContainText(
    'the other dancer named in it may have declined it',
  );
  await expect(page.getByRole('button', { name: 'Yes, enter me' })).toHaveCount(0);
  // Said once, by the focused heading, not again by a live alert.
  await expect(page.getByRole('alert')).toHaveCount(0);
});
