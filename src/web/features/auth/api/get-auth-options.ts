import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '../../../../shared/contract/auth';
import { callApi } from '../../../lib/api-client';

export const getAuthOptions = () => callApi(authEndpoints.getAuthOptions);

export function useAuthOptions() {
  return useQuery({ queryKey: ['auth-options'], queryFn: getAuthOptions, staleTime: 0 });
}
