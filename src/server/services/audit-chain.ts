import { createHash } from 'node:crypto';

/**
 * The audit log as a hash chain: each row stores the hash of the row before it
 * (`prev_hash`) and a hash over that and its own contents (`hash`), so changing
 * or removing a row breaks the link at that row or the next. There is no
 * secret: anyone who can write the database can recompute the whole chain
 * (decision 018); the chain shows tampering by anyone who does not.
 */

/** An audit row as stored, in the order the chain is checked (by id). */
export type AuditChainRow = {
  id: number;
  competition_id: string | null;
  actor_user_id: string | null;
  actor_email: string;
  action: string;
  /** The stored JSON text, hashed as stored so key order never matters. */
  details: string;
  created_at: string;
  prev_hash: string;
  hash: string;
};

/** What a row's hash covers besides the previous hash. The id is left out: see decision 018. */
export type AuditHashedFields = Pick<
  AuditChainRow,
  'competition_id' | 'actor_user_id' | 'actor_email' | 'action' | 'details' | 'created_at'
>;

/** The `prev_hash` of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** SHA-256, hex, of the previous hash and the row's fields. */
export function auditRowHash(prevHash: string, row: AuditHashedFields): string {
  // A JSON array is an unambiguous encoding: every text is quoted and escaped,
  // so no two different rows encode alike ("a|b" + "c" vs "a" + "b|c"), and
  // null stays distinct from the text "null".
  const encoded = JSON.stringify([
    prevHash,
    row.competition_id,
    row.actor_user_id,
    row.actor_email,
    row.action,
    row.details,
    row.created_at,
  ]);
  return createHash('sha256').update(encoded, 'utf8').digest('hex');
}

/** Where a check stands after the rows seen so far; checks continue page by page from it. */
export type ChainPosition = {
  /** The hash the next row must name as its `prev_hash`. */
  lastHash: string;
  lastId: number | null;
  rows: number;
};

export const CHAIN_START: ChainPosition = { lastHash: GENESIS_HASH, lastId: null, rows: 0 };

/**
 * `changed`: the row's hash does not match its contents (a field, its
 * `prev_hash` or its `hash` was edited). `unlinked`: the row is intact but
 * does not follow the row before it: rows between them were removed, or rows
 * were inserted or reordered.
 */
export type ChainBreakReason = 'changed' | 'unlinked';

export type ChainBreak = {
  row: AuditChainRow;
  reason: ChainBreakReason;
  /** The last row that checked out, if any. */
  previousId: number | null;
  explanation: string;
};

export type ChainCheck =
  | { ok: true; position: ChainPosition }
  | { ok: false; position: ChainPosition; broken: ChainBreak };

function explain(reason: ChainBreakReason, previousId: number | null): string {
  if (reason === 'changed') return 'the row was changed after it was written';
  return previousId === null
    ? 'the row does not start the chain: rows before it were removed'
    : `the row does not follow row ${previousId}: rows between them were removed, inserted or reordered`;
}

/**
 * Checks rows in id order, continuing from `from`, and stops at the first
 * broken link. Removing the newest rows leaves a valid chain; only a hash noted
 * elsewhere shows that (see `verifyAuditLog`).
 */
export function checkAuditChain(
  rows: readonly AuditChainRow[],
  from: ChainPosition = CHAIN_START,
): ChainCheck {
  let position = from;
  for (const row of rows) {
    const reason: ChainBreakReason | null =
      auditRowHash(row.prev_hash, row) !== row.hash
        ? 'changed'
        : row.prev_hash !== position.lastHash
          ? 'unlinked'
          : null;
    if (reason) {
      const broken = { row, reason, previousId: position.lastId };
      return {
        ok: false,
        position,
        broken: { ...broken, explanation: explain(reason, position.lastId) },
      };
    }
    position = { lastHash: row.hash, lastId: row.id, rows: position.rows + 1 };
  }
  return { ok: true, position };
}

/** Rows chained in the order given, as `recordAudit` writes them (for the migration and tests). */
export function chainAuditRows(
  rows: readonly (AuditHashedFields & { id: number })[],
  prevHash = GENESIS_HASH,
): AuditChainRow[] {
  const chained: AuditChainRow[] = [];
  for (const row of rows) {
    const hash = auditRowHash(prevHash, row);
    chained.push({ ...row, prev_hash: prevHash, hash });
    prevHash = hash;
  }
  return chained;
}
