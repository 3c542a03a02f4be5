import { resultsEndpoints } from '../../../../shared/contract/results';
import { apiUrl } from '../../../lib/api-client';

/** The open results API's CSV downloads (docs/api.md), linked from the public results pages. */
export const competitionResultsCsvUrl = (competitionId: string) =>
  apiUrl(resultsEndpoints.competitionResultsCsv, { params: { competitionId } });

export const eventResultsCsvUrl = (competitionId: string, eventId: string) =>
  apiUrl(resultsEndpoints.eventResultsCsv, { params: { competitionId, eventId } });
