// <custom-beer-builder> comes from /custom-beer.js (src/custom-beer-element); React renders it by tag name.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type CustomBeerBuilderAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'whatsapp-link'?: string;
  'submit-endpoint'?: string;
  'recommend-endpoint'?: string;
  theme?: 'light' | 'dark';
  /** Present when the page shows the title and introduction itself. */
  'hide-intro'?: '';
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'custom-beer-builder': CustomBeerBuilderAttributes;
    }
  }
}
