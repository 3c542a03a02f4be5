import { z } from 'zod';

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  /** Field -> { from, to } for edits; free-form facts for other actions. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** What removing the demo competition took away, and what the site shows instead (decision 029). */
export const DemoRemovalSchema = z.object({
  removedEvents: z.number().int(),
  /** The demo's staff accounts deleted with it (the one who removed it may be one of them). */
  removedAccounts: z.number().int(),
  shownCompetitionId: z.string(),
  /** True when no other competition existed, so a blank one was made to start from. */
  blankCompetitionCreated: z.boolean(),
});
export type DemoRemoval = z.infer<typeof DemoRemovalSchema>;

export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** The dev outbox screen: where mail goes, and the latest messages kept. */
export const OutboxSchema = z.object({
  /** 'smtp' when mail really goes out; 'outbox' when it is only kept for this screen. */
  kind: z.enum(['smtp', 'outbox']),
  /** Newest first. */
  messages: z.array(OutboxMessageSchema),
});
export type Outbox = z.infer<typeof OutboxSchema>;

export const NewOrganizerSchema = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(100),
    email: z.email({ message: 'must be an email address' }).max(254).nullable(),
    title: z.string().trim().max(100).nullable(),
  })
  .strict();
export type NewOrganizer = z.infer<typeof NewOrganizerSchema>;
