import { useMutation } from '@tanstack/react-query';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import type { EditCredentials } from '../../../../shared/registration';
import { callApi } from '../../../lib/api-client';

/** A POST, not a GET, so the edit code stays out of URLs, logs and the query cache. */
export const lookupRegistration = (competitionId: string, credentials: EditCredentials) =>
  callApi(registrationEndpoints.lookupRegistration, {
    params: { competitionId },
    body: credentials,
  });

export function useLookupRegistration(competitionId: string) {
  return useMutation({
    mutationFn: (credentials: EditCredentials) => lookupRegistration(competitionId, credentials),
  });
}
