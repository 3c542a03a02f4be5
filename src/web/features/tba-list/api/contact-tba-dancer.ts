import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { TbaContact } from '../../../../shared/registration';
import { sendJson } from '../../../lib/api-client';

const ContactSentSchema = z.object({ sent: z.literal(true) });

export const contactTbaDancer = (
  competitionId: string,
  competitorId: string,
  contact: TbaContact,
) =>
  sendJson(
    'POST',
    `/api/competitions/${encodeURIComponent(competitionId)}/tba/${encodeURIComponent(competitorId)}/contact`,
    contact,
    ContactSentSchema,
  );

/** Emails a TBA dancer through the server, which keeps their address private. */
export function useContactTbaDancer(competitionId: string) {
  return useMutation({
    mutationFn: ({ competitorId, contact }: { competitorId: string; contact: TbaContact }) =>
      contactTbaDancer(competitionId, competitorId, contact),
  });
}
