import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { trpcClient } from './api/client';
import { queryClient } from './api/query-client';
import { TRPCProvider } from './api/trpc';
import { AppRoutes } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
