import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { invoiceEndpoints } from '../../../../shared/contract/invoices';
import type { PaymentInput } from '../../../../shared/invoices';
import { liveTopics } from '../../../../shared/live';
import { apiUrl, callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/**
 * Under the invoices topic, which is pushed without data: a payment recorded
 * elsewhere, a withdrawal, a scratch or new fees refetch the invoices, and the
 * organizers' emails and balances never travel on the live stream.
 */
export const invoicesQueryKey = (competitionId: string) =>
  [liveTopics.invoices(competitionId)] as const;

/** The table of all schools as CSV; the session cookie goes with a plain link. */
export const invoicesCsvUrl = (competitionId: string) =>
  apiUrl(invoiceEndpoints.invoicesCsv, { params: { competitionId } });

export const getInvoices = (competitionId: string) =>
  callApi(invoiceEndpoints.getInvoices, { params: { competitionId } });

export const recordPayment = (competitionId: string, input: PaymentInput) =>
  callApi(invoiceEndpoints.recordPayment, { params: { competitionId }, body: input });

export const deletePayment = (competitionId: string, paymentId: string) =>
  callApi(invoiceEndpoints.deletePayment, { params: { competitionId, paymentId } });

/** Returned by mutations so they stay pending until the invoices show their result. */
const refreshInvoices = (queryClient: QueryClient, competitionId: string) =>
  queryClient.invalidateQueries({ queryKey: invoicesQueryKey(competitionId) });

/** Every school's invoice and the table of all schools, kept current. */
export function useInvoices(competitionId: string) {
  useLive(liveTopics.invoices(competitionId));
  return useQuery({
    queryKey: invoicesQueryKey(competitionId),
    queryFn: () => getInvoices(competitionId),
  });
}

/** Refusals (an invalid amount or day) arrive as ApiRequestError naming the field. */
export function useRecordPayment(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentInput) => recordPayment(competitionId, input),
    onSuccess: () => refreshInvoices(queryClient, competitionId),
  });
}

export function useDeletePayment(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => deletePayment(competitionId, paymentId),
    onSuccess: () => refreshInvoices(queryClient, competitionId),
  });
}
