import { useMutation } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../shared/contract/admin';
import { callApi } from '../../../lib/api-client';

/** Deletes the demo competition and its staff accounts (organizers only). */
export const removeDemo = () => callApi(adminEndpoints.removeDemo);

/**
 * Once the demo is gone the site shows another competition and the demo's
 * accounts (perhaps the one signed in) no longer exist: the app starts over
 * from the staff area's front door rather than patch every cached answer.
 */
export function useRemoveDemo() {
  return useMutation({
    mutationFn: removeDemo,
    onSuccess: () => window.location.assign('/admin'),
  });
}
