import { z } from 'zod';
import { CompetitionIdSchema } from '../competition';
import { ADMIN_ONLY } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams } from './params';

/** What to do when the uploaded file's competition id is taken (docs/import.md). */
export const CompetitionImportQuery = z
  .strictObject({
    /** Replaces the competition of the file's id, with everything in it. */
    replace: z.enum(['true', 'false']).default('false'),
    /** Imports a copy under this id instead, every row with a new id. */
    as: CompetitionIdSchema.optional(),
  })
  .refine((query) => !(query.replace === 'true' && query.as !== undefined), {
    message: 'choose either replace or a new id, not both',
    path: ['as'],
  });

export const CompetitionImportOutcomeSchema = z.object({
  competitionId: CompetitionIdSchema,
  replaced: z.boolean(),
  rows: z.number().int(),
  /** Judges who got a new access code, as the file carries none. */
  newJudgeCodes: z.number().int(),
});
export type CompetitionImportOutcome = z.infer<typeof CompetitionImportOutcomeSchema>;

const tag = 'Export and import';

/** The admin's whole-competition export and import (decision 032), as `npm run export` / `import` do. */
export const competitionTransferEndpoints = {
  exportCompetition: defineEndpoint({
    summary: 'The whole competition as an export file (the bytes `npm run export` writes)',
    tag,
    method: 'GET',
    path: '/api/admin/competitions/:competitionId/export',
    access: ADMIN_ONLY,
    params: CompetitionParams,
    status: 200,
    rawResponse: {
      contentTypes: ['application/json'],
      description: 'The export document (docs/competition-export.schema.json), as an attachment',
    },
  }),
  importCompetition: defineEndpoint({
    summary:
      'Imports an export file, all of it or nothing: refused with the path of its first problem, or 409 when its id exists and neither replace nor a new id was chosen',
    tag,
    method: 'POST',
    path: '/api/admin/competitions/import',
    access: ADMIN_ONLY,
    query: CompetitionImportQuery,
    rawBody: {
      contentTypes: ['application/json'],
      description:
        'A file written by the export (docs/competition-export.schema.json), checked whole by the server',
    },
    status: 201,
    response: CompetitionImportOutcomeSchema,
  }),
};
