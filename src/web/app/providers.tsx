import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Language } from '../../shared/config.ts';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { CartProvider } from '../lib/cart/cart-context.tsx';
import { LanguageProvider } from './language-provider.tsx';

export function AppProviders({
  queryClient,
  initialLanguage,
  preferredLanguage,
  children,
}: {
  /** The browser's one client, or on the server the page's own (src/web/lib/data/query-client.ts). */
  queryClient: QueryClient;
  initialLanguage: Language;
  preferredLanguage?: Language;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initialLanguage={initialLanguage} preferredLanguage={preferredLanguage}>
        <CartProvider>
          {children}
          <LazyToaster />
        </CartProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
