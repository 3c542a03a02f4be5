import { useMutation } from '@tanstack/react-query';
import type { TbaContact } from '../../../../shared/registration';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import { callApi } from '../../../lib/api-client';

export const contactTbaDancer = (
  competitionId: string,
  competitorId: string,
  contact: TbaContact,
) =>
  callApi(registrationEndpoints.contactTbaDancer, {
    params: { competitionId, competitorId },
    body: contact,
  });

/** Emails a TBA dancer through the server, which keeps their address private. */
export function useContactTbaDancer(competitionId: string) {
  return useMutation({
    mutationFn: ({ competitorId, contact }: { competitorId: string; contact: TbaContact }) =>
      contactTbaDancer(competitionId, competitorId, contact),
  });
}
