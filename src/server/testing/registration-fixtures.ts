import { expect } from 'vitest';
import type {
  CoupleDancer,
  DancerInput,
  RegistrationInput,
  RegistrationReceipt,
  ViewDancer,
} from '../../shared/registration';
import { ConfirmationResultSchema, RegistrationReceiptSchema } from '../../shared/registration';
import type { ConfirmationResult } from '../../shared/registration';
import { ApiErrorSchema } from '../../shared/api-error';
import type { RunningServer } from '../server';
import { DEMO_COMPETITION_ID } from '../seed/seed-demo';

/** A dancer the receipt shows in full: entered, with the email the registration typed. */
export type ShownDancer = CoupleDancer & { email: string; ageCategory: string };

/** A receipt whose couple is entered: neither dancer waits to confirm, both shown in full. */
export type EnteredReceipt = Omit<RegistrationReceipt, 'lead' | 'follow'> & {
  lead: ShownDancer;
  follow: ShownDancer | null;
};

function shown(dancer: ViewDancer): ShownDancer {
  if (dancer.awaiting)
    throw new Error(`${dancer.name} waits to confirm; expected an entered couple`);
  const { email, ageCategory } = dancer;
  if (email === null || ageCategory === null) {
    throw new Error(
      `${dancer.name} is shown without email or age; expected the registration's own dancer`,
    );
  }
  return { ...dancer, email, ageCategory };
}

/** What the registration tests share: demo event ids, request builders and database peeks. */

export const publicBase = `/api/competitions/${DEMO_COMPETITION_ID}`;
export const adminBase = `/api/admin/competitions/${DEMO_COMPETITION_ID}`;
// Demo events (src/server/seed/demo-events.ts), in order.
export const NEWCOMER_STANDARD = `${DEMO_COMPETITION_ID}-event-1`;
export const BRONZE_STANDARD = `${DEMO_COMPETITION_ID}-event-2`;
export const SILVER_LATIN = `${DEMO_COMPETITION_ID}-event-4`;
export const OPEN_NIGHTCLUB = `${DEMO_COMPETITION_ID}-event-7`;

export type Call = {
  method?: string;
  body?: unknown;
  cookie?: string | null;
  /** The client address a trusted proxy reports (servers started with `trustProxy`). */
  from?: string;
};

/** The refusal a response carries; it must have the shared contract's shape. */
export async function errorOf(response: Response) {
  return ApiErrorSchema.parse(await response.json()).error;
}

export function dancer(name: string, overrides: Partial<DancerInput> = {}): DancerInput {
  return {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@test.example`,
    affiliation: 'Riverside University',
    ageCategory: 'Student',
    standardLevel: 'bronze',
    latinLevel: 'silver',
    ...overrides,
  };
}

let serial = 0;
/** A new couple each call (Bronze Standard and Silver Latin unless overridden). */
export function couple(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  serial += 1;
  return {
    lead: dancer(`Lead Person${serial}`),
    follow: dancer(`Follow Person${serial}`),
    eventIds: [BRONZE_STANDARD, SILVER_LATIN],
    acceptRelease: true,
    acceptMedia: true,
    ...overrides,
  } as RegistrationInput;
}

/** Requests and database peeks against one running test server. */
export function registrationKit(server: () => RunningServer) {
  /** Calls the API anonymously unless `cookie` is given. */
  const call = (path: string, { method = 'GET', body, cookie = null, from }: Call = {}) =>
    fetch(`${server().url}${path}`, {
      method,
      headers: {
        ...(cookie && { cookie }),
        ...(from && { 'x-forwarded-for': from }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  /** A public registration's receipt, whether it entered the couple or waits for a dancer on file. */
  const registerRaw = async (input: RegistrationInput): Promise<RegistrationReceipt> => {
    const response = await call(`${publicBase}/registrations`, { method: 'POST', body: input });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return RegistrationReceiptSchema.parse(await response.json());
  };

  /** A registration that enters its couple at once (no dancer on file waits to confirm). */
  const register = async (input: RegistrationInput): Promise<EnteredReceipt> => {
    const receipt = await registerRaw(input);
    return {
      ...receipt,
      lead: shown(receipt.lead),
      follow: receipt.follow && shown(receipt.follow),
    };
  };

  const db = () => server().ctx.database.db;
  const countRows = async (table: 'competitors' | 'entries' | 'registrations') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const setClosingDate = async (day: string | null) => {
    await db()
      .updateTable('competitions')
      .set({ date_registration_closed: day })
      .where('id', '=', DEMO_COMPETITION_ID)
      .execute();
    // Written behind the services' back, so no change announces it.
    server().ctx.readCache.clear();
  };
  const mailTo = (address: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();

  /** The token of the newest confirmation link mailed to `address` (it is the link's fragment). */
  const confirmationTokenFor = async (address: string): Promise<string> => {
    const mail = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', address)
      .where('text_body', 'like', '%/confirmRegistration#%')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const token = /\/confirmRegistration#([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link was mailed to ${address}`);
    return token;
  };

  let answers = 0;
  /**
   * Answers a confirmation link's token as its dancer would: 200 and the
   * result, or the refusal. Each answer comes from a client address of its own
   * (behind a trusted proxy), so the per-address route limit stays out of the way.
   */
  const answerToken = (token: string, accept = true) =>
    call(`${publicBase}/registrations/confirmation/answer`, {
      method: 'POST',
      body: { token, accept },
      from: `203.0.113.${++answers}`,
    });

  /** The dancer at `address` confirms (or declines) from the newest link in their mail. */
  const confirmFromMail = async (address: string, accept = true): Promise<ConfirmationResult> => {
    const response = await answerToken(await confirmationTokenFor(address), accept);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    return ConfirmationResultSchema.parse(await response.json());
  };

  return {
    call,
    register,
    registerRaw,
    countRows,
    setClosingDate,
    mailTo,
    confirmationTokenFor,
    answerToken,
    confirmFromMail,
  };
}
