import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_PATTERN } from '../domain/officials/access-code';
import { ApiErrorSchema } from '../shared/api-error';
import { CompetitionSchema } from '../shared/competition';
import { liveTopics } from '../shared/live';
import { AdminOfficialSchema, MAX_PHOTO_BYTES } from '../shared/officials';
import type { AdminOfficial } from '../shared/officials';
import type { RunningServer } from './server';
import { presentCompetition } from './services/competition-presenter';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { openSse } from './testing/sse-client';
import type { SseStream } from './testing/sse-client';
import { createSignedInStaff } from './testing/staff-fixtures';
import type { TestStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let organizer: TestStaff;
const streams: SseStream[] = [];

const adminBase = `/api/admin/competitions/${DEMO_COMPETITION_ID}/officials`;
const publicBase = `/api/competitions/${DEMO_COMPETITION_ID}/officials`;

/** A 1×1 transparent PNG: signature, IHDR, IDAT and IEND chunks. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Call = { method?: string; body?: unknown; cookie?: string | null; type?: string };

/** Calls the API as the organizer unless `cookie` says otherwise (null: anonymous). */
function call(path: string, { method = 'GET', body, cookie, type }: Call = {}) {
  const sessionCookie = cookie === undefined ? organizer.cookie : cookie;
  // Bytes and text go as they are (photo uploads); anything else as JSON.
  const payload =
    body instanceof Uint8Array
      ? new Uint8Array(body)
      : typeof body === 'string'
        ? body
        : JSON.stringify(body);
  const contentType = type ?? (body === undefined ? undefined : 'application/json');
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(sessionCookie && { cookie: sessionCookie }),
      ...(contentType && { 'content-type': contentType }),
    },
    ...(body !== undefined && { body: payload }),
  });
}

async function createOfficial(input: Record<string, unknown>): Promise<AdminOfficial> {
  const response = await call(adminBase, { method: 'POST', body: input });
  expect(response.status).toBe(201);
  return AdminOfficialSchema.parse(await response.json());
}

async function errorOf(response: Response) {
  return ApiErrorSchema.parse(await response.json()).error;
}

async function listOfficials(): Promise<AdminOfficial[]> {
  const response = await call(adminBase);
  expect(response.status).toBe(200);
  return AdminOfficialSchema.array().parse(await response.json());
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  organizer = await createSignedInStaff(server, ['admin']);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('officials: organizers manage them', () => {
  it('lists the seeded officials, with access codes for the judges only', async () => {
    const officials = await listOfficials();
    const judges = officials.filter((o) => o.role === 'Judge');
    expect(judges.length).toBeGreaterThanOrEqual(3);
    for (const judge of judges) expect(judge.accessCode).toMatch(ACCESS_CODE_PATTERN);
    for (const other of officials.filter((o) => o.role !== 'Judge'))
      expect(other.accessCode).toBeNull();
    expect(new Set(judges.map((j) => j.accessCode)).size).toBe(judges.length);
  });

  it('creates a judge with a code at once, and another official without one', async () => {
    const judge = await createOfficial({ name: '  Ada Lindqvist ', role: 'judge', bio: 'Latin.' });
    expect(judge).toMatchObject({ name: 'Ada Lindqvist', role: 'Judge', bio: 'Latin.' });
    expect(judge.accessCode).toMatch(ACCESS_CODE_PATTERN);
    expect(judge.photoURL).toBeNull();

    const medic = await createOfficial({ name: 'Rui Costa', role: 'Floor medic' });
    expect(medic).toMatchObject({ role: 'Floor medic', bio: '', accessCode: null });
    const names = (await listOfficials()).map((o) => o.name);
    expect(names.slice(-2)).toEqual(['Ada Lindqvist', 'Rui Costa']);
  });

  it('assigns a code on becoming a judge, keeps it through edits and clears it on leaving', async () => {
    const official = await createOfficial({ name: 'Lena Ortiz', role: 'MC', bio: '' });
    const patch = (body: unknown) =>
      call(`${adminBase}/${official.id}`, { method: 'PATCH', body }).then(async (r) => {
        expect(r.status).toBe(200);
        return AdminOfficialSchema.parse(await r.json());
      });

    const judge = await patch({ role: 'Judge' });
    expect(judge.accessCode).toMatch(ACCESS_CODE_PATTERN);
    const renamed = await patch({ name: 'Lena Ortiz-Berg', bio: 'Standard.' });
    expect(renamed).toMatchObject({ name: 'Lena Ortiz-Berg', bio: 'Standard.' });
    expect(renamed.accessCode).toBe(judge.accessCode);
    const chairman = await patch({ role: 'Chairman' });
    expect(chairman.accessCode).toBeNull();

    const audit = await server.ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'official.update')
      .orderBy('id')
      .execute();
    const details = audit.map((row) => JSON.parse(row.details) as Record<string, unknown>);
    expect(details.map((d) => d.accessCode)).toEqual(['assigned', undefined, 'cleared']);
    expect(JSON.stringify(details)).not.toContain(judge.accessCode);
  });

  it('regenerates a judge code, and refuses one for other roles', async () => {
    const judge = await createOfficial({ name: 'Ivo Petrov', role: 'Judge' });
    const response = await call(`${adminBase}/${judge.id}/access-code`, { method: 'POST' });
    expect(response.status).toBe(200);
    const renewed = AdminOfficialSchema.parse(await response.json());
    expect(renewed.accessCode).toMatch(ACCESS_CODE_PATTERN);
    expect(renewed.accessCode).not.toBe(judge.accessCode);
    expect((await listOfficials()).find((o) => o.id === judge.id)?.accessCode).toBe(
      renewed.accessCode,
    );

    const mc = await createOfficial({ name: 'Noor Haddad', role: 'MC' });
    const refused = await call(`${adminBase}/${mc.id}/access-code`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ code: 'not_a_judge' });
  });

  it('deletes an official, with an audit entry, and the public lookup then finds nobody', async () => {
    const official = await createOfficial({ name: 'Temp Person', role: 'Registrar' });
    const response = await call(`${adminBase}/${official.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await listOfficials()).some((o) => o.id === official.id)).toBe(false);
    expect((await call(`${publicBase}/${official.id}`, { cookie: null })).status).toBe(404);
    const entry = await server.ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'official.delete')
      .executeTakeFirstOrThrow();
    expect(entry.actor_email).toBe(organizer.email);
    expect(JSON.parse(entry.details)).toEqual({ official: 'Temp Person', role: 'Registrar' });
  });
});

describe('officials: access codes stay private', () => {
  it('never appear in the public competition', async () => {
    const codes = (await listOfficials()).flatMap((o) => (o.accessCode ? [o.accessCode] : []));
    expect(codes.length).toBeGreaterThan(0);
    const response = await call(`/api/competitions/${DEMO_COMPETITION_ID}`, { cookie: null });
    const text = await response.text();
    for (const code of codes) expect(text).not.toContain(code);
    const competition = CompetitionSchema.parse(JSON.parse(text));
    for (const official of competition.officials) {
      expect(Object.keys(official).sort()).toEqual(['bio', 'id', 'name', 'photoURL', 'role']);
    }
  });

  it('never appear in the public official lookup', async () => {
    const judge = (await listOfficials()).find((o) => o.accessCode !== null);
    const response = await call(`${publicBase}/${judge?.id}`, { cookie: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: judge?.id,
      name: judge?.name,
      role: 'Judge',
      bio: judge?.bio,
      photoURL: judge?.photoURL,
    });
  });

  it('are left out by the presenter even when the row carries one', () => {
    const row = {
      id: 'c',
      full_name: 'C',
      start_date: null,
      end_date: null,
      date_registration_open: null,
      date_registration_early: null,
      date_registration_closed: null,
      registration_status: 'OPEN',
      results_page_shown: 0,
      primary_color: '#000000',
      website: null,
      facebook: null,
      instagram: null,
      community_chat: null,
      is_default: 1,
      demo: 0,
      marks_embargo: 0,
      marks_release_at: null,
      created_at: '',
      updated_at: '',
    };
    const official = { id: 'o', name: 'J', role: 'Judge', bio: '', photo_url: null };
    const withCode = { ...official, access_code: 'SECRET!' };
    const presented = presentCompetition(row, [withCode], []);
    expect(presented.officials).toEqual([
      { id: 'o', name: 'J', role: 'Judge', bio: '', photoURL: null },
    ]);
    expect(JSON.stringify(presented)).not.toContain('SECRET!');
  });

  it('never appear on the live stream, which notifies the public competition and the officials list', async () => {
    const topics = [
      liveTopics.competition(DEMO_COMPETITION_ID),
      liveTopics.officials(DEMO_COMPETITION_ID),
    ];
    const stream = await openSse(`${server.url}/api/live?topics=${topics.join(',')}`);
    streams.push(stream);
    expect((await stream.next()).event).toBe('ready');
    const judge = await createOfficial({ name: 'Live Judge', role: 'Judge' });
    const changes = [await stream.next(), await stream.next()];
    expect(changes.map((c) => JSON.parse(c.data).topic).sort()).toEqual(topics.sort());
    for (const change of changes) expect(change.data).not.toContain(judge.accessCode);
    const stored = await server.ctx.database.db.selectFrom('changes').select('payload').execute();
    for (const row of stored) expect(row.payload).not.toContain(judge.accessCode);
  });
});

describe('officials: public lookup', () => {
  it("answers 'No judge found' for an unknown official", async () => {
    const response = await call(`${publicBase}/no-such-official`, { cookie: null });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({
      code: 'official_not_found',
      message: 'No judge found',
    });
  });
});

describe('officials: photos', () => {
  const upload = (officialId: string, body: Uint8Array | string, type: string) =>
    call(`${adminBase}/${officialId}/photo`, { method: 'PUT', body, type });

  it('accepts a PNG, serves it with cache and sniffing headers, and removes it', async () => {
    const official = await createOfficial({ name: 'Photo Judge', role: 'Judge' });
    const response = await upload(official.id, TINY_PNG, 'image/png');
    expect(response.status).toBe(200);
    const updated = AdminOfficialSchema.parse(await response.json());
    expect(updated.photoURL).toMatch(new RegExp(`^${publicBase}/${official.id}/photo\\?v=\\d+$`));
    expect(updated.accessCode).toBe(official.accessCode);

    const photo = await call(updated.photoURL ?? '', { cookie: null });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await photo.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const publicView = CompetitionSchema.parse(
      await (await call(`/api/competitions/${DEMO_COMPETITION_ID}`, { cookie: null })).json(),
    );
    expect(publicView.officials.find((o) => o.id === official.id)?.photoURL).toBe(updated.photoURL);

    const removed = await call(`${adminBase}/${official.id}/photo`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(AdminOfficialSchema.parse(await removed.json()).photoURL).toBeNull();
    const gone = await call(`${publicBase}/${official.id}/photo`, { cookie: null });
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toMatchObject({ code: 'photo_not_found' });
  });

  it('stores the type the bytes show and a new URL on each upload', async () => {
    const official = await createOfficial({ name: 'Two Uploads', role: 'MC' });
    const first = AdminOfficialSchema.parse(
      await (await upload(official.id, TINY_PNG, 'image/png')).json(),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A JPEG signature sent as WebP is kept, and served, as what it is.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
    const second = AdminOfficialSchema.parse(
      await (await upload(official.id, jpeg, 'image/webp')).json(),
    );
    expect(second.photoURL).not.toBe(first.photoURL);
    const photo = await call(second.photoURL ?? '', { cookie: null });
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses text sent as a PNG, judging by its bytes', async () => {
    const official = await createOfficial({ name: 'No Text', role: 'Judge' });
    const response = await upload(official.id, 'I am definitely a picture', 'image/png');
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toEqual({
      code: 'unsupported_photo',
      message: "The file's content is not a JPEG, PNG or WebP image.",
    });
    expect((await call(`${publicBase}/${official.id}/photo`, { cookie: null })).status).toBe(404);
  });

  it('refuses other formats and non-file bodies with 415', async () => {
    const official = await createOfficial({ name: 'Gif Fan', role: 'Judge' });
    for (const [body, type] of [
      ['GIF89a', 'image/gif'],
      ['<svg/>', 'image/svg+xml'],
      ['{}', 'application/json'],
      ['plain', 'text/plain'],
    ] as const) {
      const response = await upload(official.id, body, type);
      expect(response.status, type).toBe(415);
      expect(await errorOf(response), type).toEqual({
        code: 'unsupported_photo',
        message: 'The photo must be a JPEG, PNG or WebP image.',
      });
    }
  });

  it('refuses a photo over 2 MB with 413', async () => {
    const official = await createOfficial({ name: 'Big Picture', role: 'Judge' });
    const oversize = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    TINY_PNG.copy(oversize);
    const response = await upload(official.id, oversize, 'image/png');
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ code: 'photo_too_large' });
    expect((await errorOf(await upload(official.id, oversize, 'image/jpeg'))).message).toMatch(
      /at most 2 MB/,
    );

    const atLimit = Buffer.alloc(MAX_PHOTO_BYTES);
    TINY_PNG.copy(atLimit);
    expect((await upload(official.id, atLimit, 'image/png')).status).toBe(200);
  });

  it('goes with the official when the official is deleted', async () => {
    const official = await createOfficial({ name: 'Short Stay', role: 'Judge' });
    await upload(official.id, TINY_PNG, 'image/png');
    await call(`${adminBase}/${official.id}`, { method: 'DELETE' });
    const rows = await server.ctx.database.db
      .selectFrom('official_photos')
      .select('official_id')
      .where('official_id', '=', official.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('officials: refusals', () => {
  it('refuses anonymous callers with 401 and other staff roles with 403', async () => {
    const mc = await createSignedInStaff(server, ['mc']);
    const official = (await listOfficials())[0];
    const writes: [string, string, unknown][] = [
      ['GET', adminBase, undefined],
      ['POST', adminBase, { name: 'X', role: 'Judge' }],
      ['PATCH', `${adminBase}/${official?.id}`, { name: 'X' }],
      ['DELETE', `${adminBase}/${official?.id}`, undefined],
      ['POST', `${adminBase}/${official?.id}/access-code`, undefined],
      ['DELETE', `${adminBase}/${official?.id}/photo`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const anonymous = await call(path, { method, body, cookie: null });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const wrongRole = await call(path, { method, body, cookie: mc.cookie });
      expect(wrongRole.status, `${method} ${path}`).toBe(403);
    }
    const photo = { method: 'PUT', body: TINY_PNG, type: 'image/png' };
    expect(
      (await call(`${adminBase}/${official?.id}/photo`, { ...photo, cookie: null })).status,
    ).toBe(401);
    expect(
      (await call(`${adminBase}/${official?.id}/photo`, { ...photo, cookie: mc.cookie })).status,
    ).toBe(403);
    expect((await listOfficials()).find((o) => o.id === official?.id)).toEqual(official);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: '', role: 'Judge' }, /'name' must not be empty/],
      [{ name: 'A', role: '   ' }, /'role' must not be empty/],
      [{ name: 'A' }, /'role' is required/],
      [{ name: 42, role: 'Judge' }, /'name' must be text/],
      [{ name: 'A', role: 'Judge', bio: 'x'.repeat(2001) }, /'bio' must be at most 2000/],
      [{ name: 'A', role: 'Judge', accessCode: 'AAAAAAA' }, /accessCode/],
    ];
    for (const [body, message] of cases) {
      const response = await call(adminBase, { method: 'POST', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_input');
      expect(error.message).toMatch(message);
    }
    const official = (await listOfficials())[0];
    const patch = await call(`${adminBase}/${official?.id}`, {
      method: 'PATCH',
      body: { name: 'x'.repeat(101) },
    });
    expect(patch.status).toBe(400);
    expect((await errorOf(patch)).message).toMatch(/'name' must be at most 100 characters/);
    const badId = await call(`${adminBase}/not%20an%20id`, { method: 'PATCH', body: {} });
    expect(badId.status).toBe(400);
    expect((await errorOf(badId)).message).toMatch(/'officialId'/);
  });

  it('answers 404 for an unknown official or competition', async () => {
    const missing = `${adminBase}/no-such-official`;
    const calls: Call[] = [{ method: 'PATCH', body: { name: 'X' } }, { method: 'DELETE' }];
    for (const init of calls) {
      const response = await call(missing, init);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ code: 'official_not_found' });
    }
    expect((await call(`${missing}/access-code`, { method: 'POST' })).status).toBe(404);
    expect(
      (await call(`${missing}/photo`, { method: 'PUT', body: TINY_PNG, type: 'image/png' })).status,
    ).toBe(404);
    expect((await call(`${missing}/photo`, { method: 'DELETE' })).status).toBe(404);

    const unknownCompetition = await call('/api/admin/competitions/no-such-comp/officials');
    expect(unknownCompetition.status).toBe(404);
    expect(await errorOf(unknownCompetition)).toMatchObject({ code: 'competition_not_found' });
  });
});
