// Staff and account screens read through the query client; it loads with them, never with the storefront's
// first load (docs/decisions/015-first-load-without-framework-extras.md).
import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';

/** `Screen` with the query client around it. */
export function withQueryClient<Props extends object>(Screen: ComponentType<Props>): ComponentType<Props> {
  return function WithQueryClient(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  };
}
