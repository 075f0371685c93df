import { useEffect } from 'react';
import { shopConfig } from '../../shared/config.ts';

/** Names the browser tab after the screen, so history and screen readers tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${shopConfig.brandName}`;
  }, [title]);
}
