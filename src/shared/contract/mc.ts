import { McScriptSchema } from '../mc';
import { staffOnly } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams } from './params';

/** The MC's script on competition day (MCs and admins). */
export const mcEndpoints = {
  getMcScript: defineEndpoint({
    summary:
      "The MC's now and next: each round's call to the floor, recall or results to read aloud",
    tag: 'MC',
    method: 'GET',
    path: '/api/admin/competitions/:competitionId/mc/script',
    access: staffOnly('mc'),
    params: CompetitionParams,
    status: 200,
    response: McScriptSchema,
  }),
};
