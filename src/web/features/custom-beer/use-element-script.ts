import { useEffect } from 'react';

/** Adds a module script from our own root once per page load; later visits reuse the defined element. */
export function useElementScript(src: string): void {
  useEffect(() => {
    if (document.querySelector(`script[src="${src}"]`)) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  }, [src]);
}
