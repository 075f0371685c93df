import { useEffect } from 'react';
import { documentTitle } from '../../../shared/page-heads.ts';

/** Names the browser tab after the screen, so history and screen readers tell pages apart. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
