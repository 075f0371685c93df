import type { ReactNode } from 'react';
import type { Language } from '../../shared/config.ts';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { CartProvider } from '../lib/cart/cart-context.tsx';
import { LanguageProvider } from './language-provider.tsx';
import { ThemeProvider } from './theme-provider.tsx';

export function AppProviders({
  initialLanguage,
  preferredLanguage,
  children,
}: {
  initialLanguage: Language;
  preferredLanguage?: Language;
  children: ReactNode;
}) {
  return (
    <ThemeProvider>
      <LanguageProvider initialLanguage={initialLanguage} preferredLanguage={preferredLanguage}>
        <CartProvider>
          {children}
          <LazyToaster />
        </CartProvider>
      </LanguageProvider>
    </ThemeProvider>
  );
}
