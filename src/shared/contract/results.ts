import {
  EventResultsSchema,
  MarksEmbargoSchema,
  ResultsIndexSchema,
  SetMarksEmbargoSchema,
  SetPublishedSchema,
  StaffEventResultsSchema,
  StaffResultsSchema,
} from '../results';
import { PUBLIC, staffOnly } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams, EventParams } from './params';

const tag = 'Results';
const RESULTS_STAFF = staffOnly('scrutineer', 'chairman');
const staffBase = '/api/admin/competitions/:competitionId/results';
const RESULTS_CSV = {
  contentTypes: ['text/csv'],
  description: 'A CSV download (UTF-8, header row), as an attachment',
};

/**
 * Posted results (issue 13): public reads honour `resultsPageShown`, each
 * event's publication and the marks embargo on the server; staff read
 * everything, publish or withdraw an event's results, and set the embargo.
 */
export const resultsEndpoints = {
  getResultsIndex: defineEndpoint({
    summary: 'Events with posted results, with their couples and how far each got',
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/results',
    access: PUBLIC,
    params: CompetitionParams,
    status: 200,
    response: ResultsIndexSchema,
    openResults: true,
  }),
  getEventResults: defineEndpoint({
    summary:
      "One event's posted rounds: recalls, placements, and (unless embargoed) the judges' marks and skating tables",
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/results/:eventId',
    access: PUBLIC,
    params: EventParams,
    status: 200,
    response: EventResultsSchema,
    openResults: true,
  }),
  competitionResultsCsv: defineEndpoint({
    summary:
      'Every public posted round of every event as CSV, one row per couple and round (columns in docs/api.md)',
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/results.csv',
    access: PUBLIC,
    params: CompetitionParams,
    status: 200,
    rawResponse: RESULTS_CSV,
    openResults: true,
  }),
  eventResultsCsv: defineEndpoint({
    summary:
      "One event's posted rounds as CSV, one row per couple and round (columns in docs/api.md)",
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/results/:eventId.csv',
    access: PUBLIC,
    params: EventParams,
    status: 200,
    rawResponse: RESULTS_CSV,
    openResults: true,
  }),
  getStaffResults: defineEndpoint({
    summary: 'Every event with its publication, posted and marked rounds, and the marks embargo',
    tag,
    method: 'GET',
    path: staffBase,
    access: RESULTS_STAFF,
    params: CompetitionParams,
    status: 200,
    response: StaffResultsSchema,
  }),
  getStaffEventResults: defineEndpoint({
    summary: "One event's results with every mark, and a preview of Marked rounds not posted yet",
    tag,
    method: 'GET',
    path: `${staffBase}/:eventId`,
    access: RESULTS_STAFF,
    params: EventParams,
    status: 200,
    response: StaffEventResultsSchema,
  }),
  setResultsPublished: defineEndpoint({
    summary: "Publishes an event's posted results, or withdraws them from the public",
    tag,
    method: 'PUT',
    path: `${staffBase}/:eventId/published`,
    access: RESULTS_STAFF,
    params: EventParams,
    body: SetPublishedSchema,
    status: 200,
    response: StaffEventResultsSchema,
  }),
  setMarksEmbargo: defineEndpoint({
    summary: "Holds the judges' detailed marks back until a time, or releases them",
    tag,
    method: 'PUT',
    path: `${staffBase}-embargo`,
    access: RESULTS_STAFF,
    params: CompetitionParams,
    body: SetMarksEmbargoSchema,
    status: 200,
    response: MarksEmbargoSchema,
  }),
};
