import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useCompetition } from '../features/competition/api/get-competition';
import { LiveProvider } from '../live/live-provider';
import { themeFor } from './theme';

function CompetitionTheme({ children }: { children: ReactNode }) {
  const primaryColor = useCompetition().data?.primaryColor;
  return <MantineProvider theme={themeFor(primaryColor)}>{children}</MantineProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // Live pushes keep data current, so nothing refetches on a timer or focus.
        defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: 2 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LiveProvider>
        <CompetitionTheme>{children}</CompetitionTheme>
      </LiveProvider>
    </QueryClientProvider>
  );
}
