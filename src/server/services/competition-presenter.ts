import type { Competition, EventSettings, Page } from '../../shared/competition';
import type { Official } from '../../shared/officials';
import type { CompetitionRow, EventSettingsRow } from '../db/schema';
import { asRegistrationStatus } from '../db/stored-values';
import { markdownHtml } from './markdown-html';

export type OfficialRow = {
  id: string;
  name: string;
  role: string;
  bio: string;
  photo_url: string | null;
};
type OrganizerRow = { id: string; name: string; title: string | null };
type PageRow = { slug: string; title: string; body_markdown: string; updated_at: string };

/**
 * Presenters decide exactly which fields leave the server. The same output is
 * the HTTP response and the live push, so a screen shows the same thing either way.
 */
export function presentCompetition(
  row: CompetitionRow,
  officials: OfficialRow[],
  organizers: OrganizerRow[],
): Competition {
  return {
    id: row.id,
    fullName: row.full_name,
    startDate: row.start_date,
    endDate: row.end_date,
    dateRegistrationOpen: row.date_registration_open,
    dateRegistrationEarly: row.date_registration_early,
    dateRegistrationClosed: row.date_registration_closed,
    registrationStatus: asRegistrationStatus(row.registration_status),
    resultsPageShown: row.results_page_shown === 1,
    primaryColor: row.primary_color,
    socials: {
      website: row.website,
      facebook: row.facebook,
      instagram: row.instagram,
      communityChat: row.community_chat,
    },
    officials: officials.map(presentOfficial),
    organizers: organizers.map((o) => ({ id: o.id, name: o.name, title: o.title })),
  };
}

/**
 * An official as the public sees them. Built field by field, so a row that also
 * carries a judge's access_code never leaks it (the code lets anyone enter marks).
 */
export function presentOfficial(row: OfficialRow): Official {
  return { id: row.id, name: row.name, role: row.role, bio: row.bio, photoURL: row.photo_url };
}

export function presentPage(row: PageRow): Page {
  return {
    slug: row.slug as Page['slug'],
    title: row.title,
    bodyMarkdown: row.body_markdown,
    // Rendered here so a phone opening a public page downloads no Markdown parser (decision 025).
    bodyHtml: markdownHtml(row.body_markdown),
    updatedAt: row.updated_at,
  };
}

export function presentEventSettings(row: EventSettingsRow): EventSettings {
  return {
    showScheduleIndex: row.show_schedule_index === 1,
    hideLiveSchedule: row.hide_live_schedule === 1,
    hideLevelIcons: row.hide_level_icons === 1,
    highlightOtherRoundsInEvent: row.highlight_other_rounds_in_event === 1,
    hideClearRoundsButton: row.hide_clear_rounds_button === 1,
    hideGenerateRoundsButton: row.hide_generate_rounds_button === 1,
    dontReorderAfterAddRemoveRounds: row.dont_reorder_after_add_remove_rounds === 1,
    liveScrollRefreshIndex: row.live_scroll_refresh_index,
    cascadeCheckin: row.cascade_checkin === 1,
    autoAssignTimes: row.auto_assign_times === 1,
  };
}
