import type { CompetitionExport } from './export-format';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export-format';

const cid = 'spring-open';
const at = '2026-04-18T09:00:00.000Z';
const event = `${cid}-event-1`;
const judge = '5b0c2a9e-1111-4c3e-9a55-000000000001';
const [entryA, entryB] = ['9d7e1f00-2222-4b1a-8c11-00000000000a', `${cid}-event-1-entry-2`];
const round = `${event}-R1`;

/** A small competition with a row in every table, for the pure checks of the export format. */
export function smallExport(): CompetitionExport {
  const entry = (id: string, lead: string) => ({
    id,
    competition_id: cid,
    event_id: event,
    lead_id: null,
    follow_id: null,
    lead_name: lead,
    follow_name: `${lead}'s partner`,
    lead_number: 10,
    affiliation: 'Other',
    registered_time: at,
    registration_id: null,
    scratched_at: null,
    scratch_reason: null,
  });
  const competitor = (id: string, number: number) => ({
    id,
    competition_id: cid,
    number,
    name: `Dancer ${number}`,
    email: `dancer${number}@example.org`,
    affiliation: 'Other',
    age_category: 'Adult',
    standard_level: 'Bronze',
    smooth_level: 'Bronze',
    rhythm_level: 'Bronze',
    latin_level: 'Bronze',
    created_at: at,
  });
  const sheet = { event_id: event, round_number: 1, judge_id: judge, dance: 'Waltz' };
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    competition: {
      id: cid,
      full_name: 'Spring Open',
      start_date: '2026-04-18',
      end_date: null,
      date_registration_open: null,
      date_registration_early: null,
      date_registration_closed: null,
      registration_status: 'CLOSED',
      results_page_shown: 1,
      primary_color: '#1971c2',
      website: null,
      facebook: null,
      instagram: null,
      community_chat: null,
      demo: 0,
      marks_embargo: 0,
      marks_release_at: null,
      created_at: at,
      updated_at: at,
    },
    tables: {
      pages: [
        {
          competition_id: cid,
          slug: 'home',
          title: 'Home',
          body_markdown: `Our id is ${event}`,
          updated_at: at,
        },
      ],
      event_settings: [
        {
          competition_id: cid,
          show_schedule_index: 0,
          hide_live_schedule: 0,
          hide_level_icons: 0,
          highlight_other_rounds_in_event: 0,
          hide_clear_rounds_button: 0,
          hide_generate_rounds_button: 0,
          dont_reorder_after_add_remove_rounds: 0,
          live_scroll_refresh_index: 0,
          cascade_checkin: 1,
          auto_assign_times: 0,
        },
      ],
      schedule_timing: [
        {
          competition_id: cid,
          day_start: '09:00',
          seconds_per_dance: 90,
          seconds_per_heat_change: 30,
          seconds_per_round_change: 60,
        },
      ],
      registration_settings: [{ competition_id: cid, affiliations: '["Other"]', fees: '{}' }],
      organizers: [
        {
          id: `${cid}-organizer-1`,
          competition_id: cid,
          name: 'Ann',
          email: null,
          title: null,
          sort_order: 0,
        },
      ],
      officials: [
        {
          id: judge,
          competition_id: cid,
          name: 'Judge One',
          role: 'Judge',
          bio: '',
          photo_url: null,
          sort_order: 0,
        },
      ],
      official_photos: [
        { official_id: judge, content_type: 'image/png', bytes_base64: 'iVBORw0K', updated_at: at },
      ],
      events: [
        {
          id: event,
          competition_id: cid,
          name: 'Bronze Standard',
          style: 'Standard',
          level: 'Bronze',
          age_category: null,
          dances: '["Waltz"]',
          created_at: at,
          results_published: 1,
        },
      ],
      event_judges: [{ event_id: event, official_id: judge }],
      competitors: [
        competitor(`${cid}-competitor-1`, 1),
        competitor('c0ffee00-3333-4d2e-b000-000000000002', 2),
      ],
      registrations: [
        {
          id: 'f00dfeed-4444-4c00-a000-000000000001',
          competition_id: cid,
          lead_id: `${cid}-competitor-1`,
          follow_id: 'c0ffee00-3333-4d2e-b000-000000000002',
          created_at: at,
          requested_event_ids: JSON.stringify([event]),
        },
      ],
      registration_confirmations: [
        {
          id: 'beadbead-5555-4000-8000-000000000001',
          competition_id: cid,
          registration_id: 'f00dfeed-4444-4c00-a000-000000000001',
          competitor_id: `${cid}-competitor-1`,
          role: 'lead',
          created_at: at,
          expires_at: at,
          answered_at: null,
          accepted: null,
        },
      ],
      entries: [entry(entryA, 'Ann'), entry(entryB, 'Bob')],
      entry_withdrawals: [
        {
          entry_id: 'dead0000-6666-4000-8000-000000000001',
          competition_id: cid,
          event_id: event,
          event_name: 'Bronze Standard',
          lead_id: null,
          follow_id: null,
          lead_name: 'Cy',
          follow_name: "Cy's partner",
          lead_number: null,
          affiliation: 'Other',
          registered_time: at,
          registration_id: null,
          withdrawn_at: at,
          withdrawn_by: 'couple',
        },
      ],
      rounds: [
        {
          id: round,
          competition_id: cid,
          event_id: event,
          round_number: 1,
          round_name: 'Final',
          round_state: 4,
          schedule_index: 0.5,
          round_start_time: null,
          round_actual_start_time: null,
          recall_size: 2,
          num_heats: 1,
          recall_target: null,
        },
      ],
      round_entries: [entryA, entryB].map((entry_id) => ({
        round_id: round,
        entry_id,
        heat: 1,
        checked_in: 1 as const,
        absent: 0 as const,
        walk_on: 0 as const,
      })),
      mark_submissions: [
        {
          submission_id: 'aaaa0000-7777-4000-8000-000000000001',
          ...sheet,
          entries: JSON.stringify([entryA, entryB]),
          outcome: 'counted',
          answer: JSON.stringify({ accepted: [entryA] }),
          received_at: at,
        },
      ],
      marks: [
        {
          ...sheet,
          entry_id: entryA,
          mark: 1,
          submission_id: 'aaaa0000-7777-4000-8000-000000000001',
          device_id: 'phone',
          entered_by: 'judge',
          created_at: at,
        },
      ],
      dance_sheets: [
        {
          ...sheet,
          status: 'submitted',
          entries: JSON.stringify([entryA, entryB]),
          device_id: 'phone',
          version: 1,
          entered_by: 'judge',
          updated_at: at,
          submitted_at: at,
        },
      ],
      judge_absences: [],
      round_locks: [
        { event_id: event, round_number: 1, locked_by: 'chair@example.org', locked_at: at },
      ],
      saved_results: [
        {
          event_id: event,
          round_number: 1,
          payload: JSON.stringify({ places: { [entryA]: 1, [entryB]: 2 } }),
          updated_at: at,
        },
      ],
      final_results: [
        { event_id: event, payload: JSON.stringify([entryA, entryB]), updated_at: at },
      ],
      jumbotron_state: [
        {
          competition_id: cid,
          scene: JSON.stringify({ kind: 'round', roundId: round }),
          version: 1,
          updated_by: 'mc',
          updated_at: at,
        },
      ],
      school_payments: [
        {
          id: 'bbbb0000-8888-4000-8000-000000000001',
          competition_id: cid,
          school: 'Other',
          amount_cents: 1000,
          paid_on: '2026-04-18',
          method: 'cash',
          note: '',
          recorded_by: 'ann@example.org',
          recorded_by_user_id: null,
          recorded_at: at,
        },
      ],
      audit_log: [
        {
          competition_id: cid,
          actor_user_id: 'user-1',
          actor_email: 'ann@example.org',
          action: 'event.create',
          details: JSON.stringify({ event, name: 'Bronze Standard' }),
          created_at: at,
        },
      ],
    },
  };
}
