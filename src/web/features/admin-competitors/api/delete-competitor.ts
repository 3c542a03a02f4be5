import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { refreshAdminCompetitors } from './get-admin-competitors';

export const deleteCompetitor = (competitionId: string, competitorId: string, confirmed: boolean) =>
  callApi(registrationEndpoints.deleteCompetitor, {
    params: { competitionId, competitorId },
    ...(confirmed && { query: { confirm: 'true' } }),
  });

const ConfirmDetailsSchema = z.object({ entries: z.number().int().min(0) });

/**
 * How many entries the server says would go with the competitor, when it
 * refused an unconfirmed delete (409 confirm_required); undefined otherwise.
 */
export function entriesToConfirm(error: unknown): number | undefined {
  if (!(error instanceof ApiRequestError) || error.code !== 'confirm_required') return undefined;
  return ConfirmDetailsSchema.safeParse(error.details).data?.entries;
}

export type DeleteOutcome = { deleted: true } | { deleted: false; entries: number };

/**
 * Deletes a competitor once the organizer has confirmed `confirmedEntries`
 * entries going with them. The first request goes without confirm=true, so the
 * server counts the entries now: when its count is the one the organizer saw,
 * the confirmed delete follows; when someone registered or withdrew meanwhile,
 * the new count comes back to be confirmed again.
 */
export async function deleteCompetitorConfirmed(
  competitionId: string,
  competitorId: string,
  confirmedEntries: number,
): Promise<DeleteOutcome> {
  try {
    await deleteCompetitor(competitionId, competitorId, false);
    return { deleted: true };
  } catch (error) {
    const entries = entriesToConfirm(error);
    if (entries === undefined) throw error;
    if (entries !== confirmedEntries) return { deleted: false, entries };
  }
  await deleteCompetitor(competitionId, competitorId, true);
  return { deleted: true };
}

export function useDeleteCompetitor(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ competitorId, entries }: { competitorId: string; entries: number }) =>
      deleteCompetitorConfirmed(competitionId, competitorId, entries),
    onSuccess: (outcome) =>
      outcome.deleted ? refreshAdminCompetitors(queryClient, competitionId) : undefined,
  });
}
