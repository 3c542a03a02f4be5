import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../shared/contract/admin';
import type { InviteStaff, StaffRole } from '../../../../shared/staff';
import { callApi } from '../../../lib/api-client';
import { invalidateAuditLogs } from './audit';
import { OUTBOX_QUERY_KEY } from './outbox';

export const STAFF_QUERY_KEY = ['admin', 'staff'] as const;

export const getStaff = () => callApi(adminEndpoints.listStaff);

/** Creates the account and emails them a sign-in link; 409 if the email already has one. */
export const inviteStaff = (input: InviteStaff) =>
  callApi(adminEndpoints.inviteStaff, { body: input });

/** Replaces their roles; 409 `last_organizer` if that would leave no organizer. */
export const setStaffRoles = ({ userId, roles }: { userId: string; roles: StaffRole[] }) =>
  callApi(adminEndpoints.setStaffRoles, { params: { userId }, body: { roles } });

/** Deletes the account and its sessions; 409 `cannot_remove_self` or `last_organizer`. */
export const removeStaff = (userId: string) =>
  callApi(adminEndpoints.removeStaff, { params: { userId } });

/**
 * After a staff change: the list, and the change logs that record it. Returned
 * so a mutation stays pending until the list shows the change.
 */
const refreshAfterStaffChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
    invalidateAuditLogs(queryClient),
  ]);

export function useStaffList() {
  return useQuery({ queryKey: STAFF_QUERY_KEY, queryFn: getStaff });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () =>
      Promise.all([
        refreshAfterStaffChange(queryClient),
        // Without a mail server the invitation lands in the dev outbox.
        queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY }),
      ]),
  });
}

export function useSetStaffRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffRoles,
    onSuccess: () => refreshAfterStaffChange(queryClient),
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaff,
    onSuccess: () => refreshAfterStaffChange(queryClient),
  });
}
