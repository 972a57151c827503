import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Toaster, toast } from 'sonner';
import { initAnalytics } from './lib/analytics';
import { ApiError } from './lib/api';
import { AppRoutes } from './routes';
import './styles.css';

declare module '@tanstack/react-query' {
  interface Register {
    // A mutation may name how its failure is told to the user: `errorMessage(serverMessage)`.
    mutationMeta: { errorMessage?: (message: string) => string };
  }
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const format = mutation.options.meta?.errorMessage;
      if (format) toast.error(format(error.message));
    },
  }),
});

// Before the first render: the landing URL's `?ref=wa` must be read before a guard redirects.
initAnalytics();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster position="bottom-center" duration={3000} richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
