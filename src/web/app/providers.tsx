import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCompetition } from '../features/competition/api/get-competition';
import { LiveProvider } from '../live/live-provider';
import { queryClient } from './query-client';
import { themeFor } from './theme';

function CompetitionTheme({ children }: { children: ReactNode }) {
  const primaryColor = useCompetition().data?.primaryColor;
  return <MantineProvider theme={themeFor(primaryColor)}>{children}</MantineProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveProvider>
        <CompetitionTheme>{children}</CompetitionTheme>
      </LiveProvider>
    </QueryClientProvider>
  );
}
