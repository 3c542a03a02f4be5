import { useMutation } from '@tanstack/react-query';
import { RegistrationViewSchema } from '../../../../shared/registration';
import type { EditCredentials } from '../../../../shared/registration';
import { sendJson } from '../../../lib/api-client';

/** A POST, not a GET, so the edit code stays out of URLs, logs and the query cache. */
export const lookupRegistration = (competitionId: string, credentials: EditCredentials) =>
  sendJson(
    'POST',
    `/api/competitions/${encodeURIComponent(competitionId)}/registrations/lookup`,
    credentials,
    RegistrationViewSchema,
  );

export function useLookupRegistration(competitionId: string) {
  return useMutation({
    mutationFn: (credentials: EditCredentials) => lookupRegistration(competitionId, credentials),
  });
}
