import { useQuery } from '@tanstack/react-query';
import { AuthOptionsSchema } from '../../../../shared/staff';
import { getJson } from '../../../lib/api-client';

export const getAuthOptions = () => getJson('/api/auth-options', AuthOptionsSchema);

export function useAuthOptions() {
  return useQuery({ queryKey: ['auth-options'], queryFn: getAuthOptions, staleTime: 0 });
}
