import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuditChainRow, AuditHashedFields } from './audit-chain';
import {
  CHAIN_START,
  GENESIS_HASH,
  auditRowHash,
  chainAuditRows,
  checkAuditChain,
} from './audit-chain';

const HASHED_FIELDS = [
  'competition_id',
  'actor_user_id',
  'actor_email',
  'action',
  'details',
  'created_at',
] as const;
/** Everything stored about a row except its id. */
const STORED_FIELDS = [...HASHED_FIELDS, 'prev_hash', 'hash'] as const;

const entryArb: fc.Arbitrary<AuditHashedFields> = fc.record({
  competition_id: fc.option(fc.string(), { nil: null }),
  actor_user_id: fc.option(fc.string(), { nil: null }),
  actor_email: fc.string(),
  action: fc.string(),
  details: fc.json(),
  created_at: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
});

/** A chain of 1 to 12 rows with increasing ids that may skip (rolled-back inserts). */
const chainArb = fc
  .array(fc.tuple(entryArb, fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 12 })
  .map((rows) => {
    let id = 0;
    return chainAuditRows(rows.map(([entry, step]) => ({ ...entry, id: (id += step) })));
  });

const entry = (action: string): AuditHashedFields => ({
  competition_id: 'demo-2026',
  actor_user_id: null,
  actor_email: 'system',
  action,
  details: '{}',
  created_at: '2026-11-24T10:00:00.000Z',
});
const chainOf = (...actions: string[]) =>
  chainAuditRows(actions.map((action, i) => ({ ...entry(action), id: i + 1 })));

function tamper(row: AuditChainRow, field: (typeof STORED_FIELDS)[number]): AuditChainRow {
  const value = row[field];
  return { ...row, [field]: value === null ? '' : `${value}x` };
}

describe('auditRowHash', () => {
  it('tells null apart from the text "null", and field boundaries apart', () => {
    const base = entry('a');
    expect(auditRowHash(GENESIS_HASH, { ...base, actor_user_id: null })).not.toBe(
      auditRowHash(GENESIS_HASH, { ...base, actor_user_id: 'null' }),
    );
    expect(auditRowHash(GENESIS_HASH, { ...base, actor_email: 'a|b', action: 'c' })).not.toBe(
      auditRowHash(GENESIS_HASH, { ...base, actor_email: 'a', action: 'b|c' }),
    );
  });
});

describe('checkAuditChain', () => {
  it('accepts an empty log and an untouched chain, and says where it ends', () => {
    expect(checkAuditChain([])).toEqual({ ok: true, position: CHAIN_START });
    const rows = chainOf('first', 'second', 'third');
    expect(checkAuditChain(rows)).toEqual({
      ok: true,
      position: { lastHash: rows[2]?.hash, lastId: 3, rows: 3 },
    });
  });

  it('reports an edited row as changed, at that row', () => {
    const rows = chainOf('first', 'second', 'third');
    rows[1] = { ...rows[1]!, details: '{"points":10}' };
    expect(checkAuditChain(rows)).toMatchObject({
      ok: false,
      position: { lastId: 1, rows: 1 },
      broken: {
        row: { id: 2 },
        reason: 'changed',
        previousId: 1,
        explanation: 'the row was changed after it was written',
      },
    });
  });

  it('reports a removed row at the row after it, naming the last good row', () => {
    const [first, , third] = chainOf('first', 'second', 'third');
    expect(checkAuditChain([first!, third!])).toMatchObject({
      ok: false,
      broken: {
        row: { id: 3 },
        reason: 'unlinked',
        explanation:
          'the row does not follow row 1: rows between them were removed, inserted or reordered',
      },
    });
    expect(checkAuditChain([third!])).toMatchObject({
      broken: { row: { id: 3 }, reason: 'unlinked', previousId: null },
    });
  });

  it('continues page by page from where the last page ended', () => {
    const rows = chainOf('a', 'b', 'c', 'd');
    const firstPage = checkAuditChain(rows.slice(0, 2));
    if (!firstPage.ok) throw new Error('first page should verify');
    expect(checkAuditChain(rows.slice(2), firstPage.position)).toEqual(checkAuditChain(rows));
  });

  it('verifies every untouched chain', () => {
    fc.assert(
      fc.property(chainArb, (rows) => {
        expect(checkAuditChain(rows)).toMatchObject({ ok: true, position: { rows: rows.length } });
      }),
    );
  });

  it('finds any single changed field at exactly that row', () => {
    fc.assert(
      fc.property(
        chainArb.chain((rows) =>
          fc.tuple(
            fc.constant(rows),
            fc.nat({ max: rows.length - 1 }),
            fc.constantFrom(...STORED_FIELDS),
          ),
        ),
        ([rows, index, field]) => {
          const tampered = rows.map((row, i) => (i === index ? tamper(row, field) : row));
          expect(checkAuditChain(tampered)).toMatchObject({
            ok: false,
            position: { rows: index },
            broken: { row: { id: rows[index]?.id }, reason: 'changed' },
          });
        },
      ),
    );
  });

  it('finds any removed row (but the newest) at the row that followed it', () => {
    fc.assert(
      fc.property(
        chainArb
          .filter((rows) => rows.length >= 2)
          .chain((rows) => fc.tuple(fc.constant(rows), fc.nat({ max: rows.length - 2 }))),
        ([rows, index]) => {
          const remaining = rows.filter((_, i) => i !== index);
          expect(checkAuditChain(remaining)).toMatchObject({
            ok: false,
            broken: {
              row: { id: rows[index + 1]?.id },
              reason: 'unlinked',
              previousId: index === 0 ? null : rows[index - 1]?.id,
            },
          });
        },
      ),
    );
  });
});
