/**
 * A public registration that names a dancer already on file enters nobody
 * until that dancer confirms from the emailed link (issues 16.2 and 19.1,
 * findings N2 and N3, decision 022); the edit-code lookup finds its
 * registration however many an email has.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfirmationPreviewSchema,
  EntryChangeResultSchema,
  RegistrationViewSchema,
} from '../shared/registration';
import type { DancerInput, RegistrationReceipt } from '../shared/registration';
import type { RunningServer } from './server';
import {
  NEWCOMER_STANDARD,
  OPEN_NIGHTCLUB,
  SILVER_LATIN,
  adminBase,
  couple,
  dancer,
  errorOf,
  publicBase,
  registrationKit,
} from './testing/registration-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import type { TestStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';

let database: TestDatabase;
let server: RunningServer;
let organizer: TestStaff;
const kit = registrationKit(() => server);
const { call, register, registerRaw, countRows, setClosingDate, answerToken } = kit;
const { confirmationTokenFor, confirmFromMail } = kit;

beforeAll(async () => {
  database = await createTestDatabase();
  // Behind a trusted proxy each request can come from a client address of its own.
  server = await startTestServer(database, { trustProxy: 1 });
  organizer = await createSignedInStaff(server, ['admin']);
});
afterEach(async () => {
  await setClosingDate('2999-01-01');
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

let address = 0;
/** A client address of its own, so the per-address route limits stay out of the way. */
const nextAddress = () => `198.51.100.${++address}`;

const db = () => server.ctx.database.db;

const lookup = (email: string, code: string) =>
  call(`${publicBase}/registrations/lookup`, {
    method: 'POST',
    body: { email, code },
    from: nextAddress(),
  });

const preview = (token: string) =>
  call(`${publicBase}/registrations/confirmation`, { method: 'POST', body: { token } });

const entryCountOf = async (competitorId: string) =>
  (
    await db()
      .selectFrom('entries')
      .select('id')
      .where((w) => w.or([w('lead_id', '=', competitorId), w('follow_id', '=', competitorId)]))
      .execute()
  ).length;

const confirmationMailsTo = async (email: string) =>
  (
    await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .where('text_body', 'like', '%/confirmRegistration#%')
      .execute()
  ).length;

/** A dancer on file: Gold in Standard, Adult; their own registration enters Silver Latin. */
async function dancerOnFile(name: string) {
  const input = dancer(name, { standardLevel: 'Gold', ageCategory: 'Adult' });
  const receipt = await register(couple({ lead: input, eventIds: [SILVER_LATIN] }));
  return { input, record: receipt.lead };
}

/** How a stranger names a dancer on file: the right name and email, levels guessed. */
const asStranger = (victim: DancerInput): DancerInput =>
  dancer(victim.name, { email: victim.email, standardLevel: 'Newcomer' });

/** The stranger's own partner, new to the competition. */
const newcomer = (name: string) => dancer(name, { standardLevel: 'Newcomer' });

describe('a public registration naming a dancer on file', () => {
  let victim: Awaited<ReturnType<typeof dancerOnFile>>;
  let receipt: RegistrationReceipt;
  const partner = newcomer('Sly Stranger');

  beforeAll(async () => {
    victim = await dancerOnFile('Victoria Vale');
  });

  it('enters nobody, shows nothing on file and mails the dancer once to confirm', async () => {
    const entriesBefore = await entryCountOf(victim.record.id);
    // Newcomer Standard is below the stored Gold level; the stranger must not learn that (N2).
    receipt = await registerRaw(
      couple({
        lead: asStranger(victim.input),
        follow: partner,
        eventIds: [NEWCOMER_STANDARD, OPEN_NIGHTCLUB],
      }),
    );
    expect(receipt.lead).toEqual({
      awaiting: true,
      name: victim.input.name,
      email: victim.input.email,
    });
    expect(receipt.follow).toMatchObject({ awaiting: false, name: partner.name });
    expect(receipt.entries).toEqual([]);
    expect(receipt.requestedEvents.map((e) => e.eventId)).toEqual([
      NEWCOMER_STANDARD,
      OPEN_NIGHTCLUB,
    ]);
    const json = JSON.stringify(receipt);
    expect(json).not.toContain(victim.record.id);
    expect(json).not.toContain(`"number":${victim.record.number}`);
    expect(json).not.toContain('Gold');
    expect(json).not.toContain('Adult');
    expect(receipt.emailedTo).toEqual([victim.input.email, partner.email]);

    expect(await entryCountOf(victim.record.id)).toBe(entriesBefore);
    expect(await confirmationMailsTo(victim.input.email)).toBe(1);

    // The code opens only what its holder typed: not with the victim's email until they confirm.
    const asVictim = await lookup(victim.input.email, receipt.editCode);
    expect(asVictim.status).toBe(401);
    expect((await errorOf(asVictim)).code).toBe('wrong_edit_code');
    const asHolder = await lookup(partner.email, receipt.editCode);
    expect(asHolder.status).toBe(200);
    const holderText = await asHolder.text();
    const view = RegistrationViewSchema.parse(JSON.parse(holderText));
    expect(view.lead).toEqual({
      awaiting: true,
      name: victim.input.name,
      email: victim.input.email,
    });
    expect(holderText).not.toContain('Gold');
    expect(holderText).not.toContain(victim.record.id);

    const changes = await call(`${publicBase}/registrations/changes`, {
      method: 'POST',
      body: { email: partner.email, code: receipt.editCode, add: [SILVER_LATIN] },
      from: nextAddress(),
    });
    expect(changes.status).toBe(409);
    expect(await errorOf(changes)).toMatchObject({
      code: 'registration_pending',
      message: expect.stringContaining(victim.input.name),
    });
  });

  it('shows the dancer what they are asked to confirm, as it was typed', async () => {
    const response = await preview(await confirmationTokenFor(victim.input.email));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(ConfirmationPreviewSchema.parse(JSON.parse(text))).toMatchObject({
      role: 'lead',
      dancerName: victim.input.name,
      partner: { name: partner.name, email: partner.email },
      events: [{ eventId: NEWCOMER_STANDARD }, { eventId: OPEN_NIGHTCLUB }],
      state: 'open',
    });
    expect(text).not.toContain('Gold');
  });

  it('enters what the stored levels allow once confirmed, and tells only the dancer what not', async () => {
    const result = await confirmFromMail(victim.input.email);
    expect(result.outcome).toBe('entered');
    expect(result.entered.map((e) => e.eventId)).toEqual([OPEN_NIGHTCLUB]);
    expect(result.notEntered).toEqual([
      expect.objectContaining({
        eventId: NEWCOMER_STANDARD,
        reason: expect.stringContaining('Gold'),
      }),
    ]);
    expect(await entryCountOf(victim.record.id)).toBe(2);

    const asVictim = await lookup(victim.input.email, receipt.editCode);
    expect(asVictim.status).toBe(200);
    const own = RegistrationViewSchema.parse(await asVictim.json());
    expect(own.lead).toMatchObject({
      id: victim.record.id,
      email: victim.input.email,
      ageCategory: 'Adult',
    });
    expect(own.entries.map((e) => e.eventId)).toEqual([OPEN_NIGHTCLUB]);
    expect(own.requestedEvents).toEqual([]);

    // The partner sees the number, school and levels they dance with, never email or age.
    const asHolder = await lookup(partner.email, receipt.editCode);
    const holderText = await asHolder.text();
    const view = RegistrationViewSchema.parse(JSON.parse(holderText));
    expect(view.lead).toMatchObject({
      awaiting: false,
      number: victim.record.number,
      email: null,
      ageCategory: null,
    });
    expect(holderText).not.toContain(victim.input.email);
    expect(holderText).not.toContain('may not enter');
    const partnerMail = await kit.mailTo(partner.email);
    expect(partnerMail?.subject).toContain('is confirmed');
    expect(partnerMail?.text_body).not.toContain('may not enter');
    const victimMail = await kit.mailTo(victim.input.email);
    expect(victimMail?.text_body).toContain('may not enter');

    const changes = await call(`${publicBase}/registrations/changes`, {
      method: 'POST',
      body: { email: partner.email, code: receipt.editCode, add: [SILVER_LATIN] },
      from: nextAddress(),
    });
    expect(changes.status).toBe(200);
    expect(EntryChangeResultSchema.parse(await changes.json()).view.entries).toHaveLength(2);
  });
});

describe('confirmation mails to one dancer', () => {
  it('are limited to three a day, whoever asks; the fourth is refused and saves nothing', async () => {
    const { input } = await dancerOnFile('Flo Oded');
    for (let i = 1; i <= 3; i++) {
      await registerRaw(couple({ lead: newcomer(`Asker Number${i}`), follow: asStranger(input) }));
    }
    const [registrations, competitors] = [
      await countRows('registrations'),
      await countRows('competitors'),
    ];
    const fourth = await call(`${publicBase}/registrations`, {
      method: 'POST',
      body: couple({ lead: newcomer('Asker Number4'), follow: asStranger(input) }),
      from: nextAddress(),
    });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await errorOf(fourth)).toMatchObject({
      code: 'too_many_confirmations',
      message: expect.stringContaining(input.name),
    });
    expect(await confirmationMailsTo(input.email)).toBe(3);
    expect(await countRows('registrations')).toBe(registrations);
    expect(await countRows('competitors')).toBe(competitors);
  });
});

describe('answering a confirmation', () => {
  it('waits for both dancers when both are on file', async () => {
    const lead = await dancerOnFile('Both Onfile');
    const follow = await dancerOnFile('Also Onfile');
    await registerRaw(
      couple({
        lead: asStranger(lead.input),
        follow: asStranger(follow.input),
        eventIds: [OPEN_NIGHTCLUB],
      }),
    );
    expect(await confirmFromMail(lead.input.email)).toEqual({
      outcome: 'waiting_for_partner',
      entered: [],
      notEntered: [],
    });
    expect((await confirmFromMail(follow.input.email)).entered).toEqual([
      expect.objectContaining({ eventId: OPEN_NIGHTCLUB }),
    ]);
  });

  it('on decline removes the registration and the dancers it created', async () => {
    const { input } = await dancerOnFile('Dee Clines');
    const competitors = await countRows('competitors');
    const registrations = await countRows('registrations');
    const partner = newcomer('Made Up');
    const receipt = await registerRaw(couple({ lead: asStranger(input), follow: partner }));
    expect(await countRows('competitors')).toBe(competitors + 1);
    const token = await confirmationTokenFor(input.email);

    const declined = await answerToken(token, false);
    expect(declined.status).toBe(200);
    expect(await declined.json()).toEqual({ outcome: 'declined', entered: [], notEntered: [] });
    expect(await countRows('competitors')).toBe(competitors);
    expect(await countRows('registrations')).toBe(registrations);
    expect((await lookup(partner.email, receipt.editCode)).status).toBe(401);

    const again = await answerToken(token, true);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).code).toBe('confirmation_not_found');
  });

  it("on decline keeps a created dancer who has another registration, and the dancer on file's own entries", async () => {
    const victim = await dancerOnFile('Kay Keeps');
    const partner = newcomer('Pia Partner');
    await registerRaw(couple({ lead: asStranger(victim.input), follow: partner }));
    const partnerId = (
      await db()
        .selectFrom('competitors')
        .select('id')
        .where('email', '=', partner.email)
        .executeTakeFirstOrThrow()
    ).id;
    // The partner also dances with someone else, added by an organizer.
    const added = await call(`${adminBase}/registrations`, {
      method: 'POST',
      body: couple({ lead: newcomer('Other Lead'), follow: partner, eventIds: [OPEN_NIGHTCLUB] }),
      cookie: organizer.cookie,
    });
    expect(added.status).toBe(201);
    const victimEntries = await entryCountOf(victim.record.id);

    expect((await confirmFromMail(victim.input.email, false)).outcome).toBe('declined');
    const kept = await db()
      .selectFrom('competitors')
      .select('id')
      .where('id', 'in', [partnerId, victim.record.id])
      .execute();
    expect(kept).toHaveLength(2);
    expect(await entryCountOf(partnerId)).toBe(1);
    expect(await entryCountOf(victim.record.id)).toBe(victimEntries);
  });

  it('gives the first outcome when a link is answered again', async () => {
    const { input } = await dancerOnFile('Re Used');
    const receipt = await registerRaw(
      couple({ lead: asStranger(input), follow: newcomer('Re Partner') }),
    );
    const token = await confirmationTokenFor(input.email);
    const first = await answerToken(token, true);
    const firstResult = await first.json();
    const second = await answerToken(token, false);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ ...firstResult, notEntered: [] });
    expect((await lookup(input.email, receipt.editCode)).status).toBe(200);
    const state = ConfirmationPreviewSchema.parse(await (await preview(token)).json()).state;
    expect(state).toBe('accepted');
  });

  it('refuses an expired link, a link once registration closed, and an unknown one', async () => {
    const late = await dancerOnFile('Too Late');
    await registerRaw(couple({ lead: asStranger(late.input), follow: newcomer('Late Partner') }));
    await db()
      .updateTable('registration_confirmations')
      .set({ expires_at: '2020-01-08T00:00:00.000Z' })
      .where('competitor_id', '=', late.record.id)
      .execute();
    const lateToken = await confirmationTokenFor(late.input.email);
    expect(ConfirmationPreviewSchema.parse(await (await preview(lateToken)).json()).state).toBe(
      'expired',
    );
    const expired = await answerToken(lateToken);
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toMatchObject({
      code: 'confirmation_expired',
      message: expect.stringContaining('January 8, 2020'),
    });
    // "This was not me" still works on an expired link.
    const declinedLate = await answerToken(lateToken, false);
    expect(declinedLate.status).toBe(200);
    expect((await declinedLate.json()).outcome).toBe('declined');

    const closing = await dancerOnFile('Shut Out');
    await registerRaw(
      couple({ lead: asStranger(closing.input), follow: newcomer('Shut Partner') }),
    );
    await setClosingDate('2020-01-01');
    const closingToken = await confirmationTokenFor(closing.input.email);
    const closed = await answerToken(closingToken);
    expect(closed.status).toBe(409);
    expect((await errorOf(closed)).code).toBe('registration_closed');
    // ...and once registration closed.
    const registrations = await countRows('registrations');
    const declinedClosed = await answerToken(closingToken, false);
    expect(declinedClosed.status).toBe(200);
    expect((await declinedClosed.json()).outcome).toBe('declined');
    expect(await countRows('registrations')).toBe(registrations - 1);

    const unknown = await answerToken('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('confirmation_not_found');
    expect((await preview('A'.repeat(43))).status).toBe(404);
  });

  it('is not asked of dancers an organizer adds', async () => {
    const { input, record } = await dancerOnFile('Walk Up');
    const added = await call(`${adminBase}/registrations`, {
      method: 'POST',
      body: couple({ lead: input, follow: newcomer('Walk Partner'), eventIds: [OPEN_NIGHTCLUB] }),
      cookie: organizer.cookie,
    });
    expect(added.status).toBe(201);
    expect(await entryCountOf(record.id)).toBe(2);
    expect(await confirmationMailsTo(input.email)).toBe(0);
  });
});

describe('a registration an organizer adds for a dancer on file', () => {
  it("shows that dancer's email and age category only to that dancer", async () => {
    const { input, record } = await dancerOnFile('Olive Onfile');
    const partner = newcomer('Code Holder');
    const added = await call(`${adminBase}/registrations`, {
      method: 'POST',
      body: couple({ lead: input, follow: partner, eventIds: [OPEN_NIGHTCLUB] }),
      cookie: organizer.cookie,
    });
    expect(added.status).toBe(201);
    const { editCode } = (await added.json()) as { editCode: string };

    const asPartner = await lookup(partner.email, editCode);
    expect(asPartner.status).toBe(200);
    const text = await asPartner.text();
    const view = RegistrationViewSchema.parse(JSON.parse(text));
    expect(view.lead).toMatchObject({ id: record.id, email: null, ageCategory: null });
    expect(view.follow).toMatchObject({ email: partner.email, ageCategory: partner.ageCategory });
    expect(text).not.toContain(input.email);

    const asDancer = RegistrationViewSchema.parse(
      await (await lookup(input.email, editCode)).json(),
    );
    expect(asDancer.lead).toMatchObject({ email: input.email, ageCategory: 'Adult' });
  });
});

describe('the fees of a confirmed registration', () => {
  let deadlines: { date_registration_early: string | null; date_registration_open: string | null };
  beforeAll(async () => {
    deadlines = await db()
      .selectFrom('competitions')
      .select(['date_registration_early', 'date_registration_open'])
      .where('id', '=', DEMO_COMPETITION_ID)
      .executeTakeFirstOrThrow();
  });
  afterEach(async () => {
    await db()
      .updateTable('competitions')
      .set(deadlines)
      .where('id', '=', DEMO_COMPETITION_ID)
      .execute();
  });

  it('charge a created dancer the competitor fee of the phase they registered in', async () => {
    const { input } = await dancerOnFile('Phase Crosser');
    const partner = newcomer('Early Bird');
    await registerRaw(
      couple({ lead: asStranger(input), follow: partner, eventIds: [OPEN_NIGHTCLUB] }),
    );
    // Asked in the Early phase; the deadlines have passed by the time the dancer confirms.
    await db()
      .updateTable('competitors')
      .set({ created_at: '2020-06-01T12:00:00.000Z' })
      .where('email', '=', partner.email)
      .execute();
    await db()
      .updateTable('competitions')
      .set({ date_registration_early: '2021-01-01', date_registration_open: '2021-02-01' })
      .where('id', '=', DEMO_COMPETITION_ID)
      .execute();

    expect((await confirmFromMail(input.email)).outcome).toBe('entered');
    // The demo charges $20 per competitor Early and $15 per entry Late (invoices agree).
    const mail = await kit.mailTo(partner.email);
    expect(mail?.text_body).toContain('Competitor fee: 1 × $20.00');
    expect(mail?.text_body).toContain('Entry fee: 1 × $15.00');
  });
});

describe('the edit-code lookup', () => {
  it('finds its registration among fifteen of one email, the oldest included', async () => {
    const lead = dancer('Many Partners');
    const made: { registrationId: string; editCode: string }[] = [];
    for (let i = 1; i <= 15; i++) {
      const added = await call(`${adminBase}/registrations`, {
        method: 'POST',
        body: couple({ lead, follow: dancer(`Partner Number${i}`), eventIds: [OPEN_NIGHTCLUB] }),
        cookie: organizer.cookie,
      });
      expect(added.status).toBe(201);
      made.push((await added.json()) as { registrationId: string; editCode: string });
    }
    // One made before code tags existed (migration 0013) is still found.
    await db()
      .updateTable('registrations')
      .set({ code_tag: null })
      .where('id', '=', made[0]?.registrationId ?? '')
      .execute();
    const found = [];
    for (const { editCode } of made) {
      const response = await lookup(lead.email, editCode);
      found.push(
        response.status === 200 ? RegistrationViewSchema.parse(await response.json()) : null,
      );
    }
    expect(found.map((view) => view?.registrationId)).toEqual(made.map((r) => r.registrationId));
  });
});

describe('messages through the TBA list', () => {
  it('reach one dancer at most five times a day, from however many addresses', async () => {
    const tba = await register(couple({ follow: null, eventIds: [OPEN_NIGHTCLUB] }));
    const other = await register(couple({ follow: null, eventIds: [OPEN_NIGHTCLUB] }));
    const message = { name: 'Pat Partner', email: 'pat@test.example', message: 'Dance?' };
    const send = (competitorId: string) =>
      call(`${publicBase}/tba/${competitorId}/contact`, {
        method: 'POST',
        body: message,
        from: nextAddress(),
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(tba.lead.id)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await send(tba.lead.id);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect((await errorOf(refused)).code).toBe('rate_limited');
    expect((await send(other.lead.id)).status).toBe(202);
  });
});
