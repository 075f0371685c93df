import { useEffect } from 'react';
import { useTranslation } from '../texts/use-translation.ts';
import { documentTitle, pageText, type HeadPage } from '../../../shared/page-heads.ts';

function setMetaDescription(description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Keeps the tab title and the meta description of a storefront page right as the shopper navigates and
 * switches language: the same texts the server wrote into the first HTML (loaded with the shell's texts in
 * the shown language). A product page passes its own.
 */
export function useStorefrontHead(page: HeadPage, own: { title?: string; description?: string | null } = {}) {
  const { t } = useTranslation();
  const text = pageText(t, page);
  const title = documentTitle(own.title ?? text.title);
  const description = own.description?.trim() || text.description;
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
}
