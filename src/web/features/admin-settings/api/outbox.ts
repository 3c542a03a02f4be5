import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { OutboxMessageSchema } from '../../../../shared/admin';
import { getJson } from '../../../lib/api-client';

export const OutboxSchema = z.object({
  /** 'smtp' when mail really goes out; 'outbox' when it is only kept for this screen. */
  kind: z.enum(['smtp', 'outbox']),
  /** Newest first, as the server sends them. */
  messages: z.array(OutboxMessageSchema),
});
export type Outbox = z.infer<typeof OutboxSchema>;

export const OUTBOX_QUERY_KEY = ['admin', 'outbox'] as const;

export const getOutbox = () => getJson('/api/admin/outbox', OutboxSchema);

/** The dev outbox. Nothing pushes new mail live, so the screen refetches on demand. */
export function useOutbox() {
  return useQuery({ queryKey: OUTBOX_QUERY_KEY, queryFn: getOutbox });
}
