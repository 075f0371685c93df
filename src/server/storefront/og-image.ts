// The shop's share picture for pages without a product photo: 1200×630 PNG drawn once from SVG, on the
// first request for it, with the image library loaded only then (../images/load-sharp.ts).
import { shopConfig } from '../../shared/config.ts';
import { loadSharp } from '../images/load-sharp.ts';
import { escapeHtml } from './page-head.ts';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#2a1a0e"/><stop offset="1" stop-color="#7c2d12"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="600" cy="220" r="90" fill="#b45309"/>
  <path d="M560 170h70v25h16a24 24 0 0 1 24 24v32a24 24 0 0 1-24 24h-16v8a16 16 0 0 1-16 16h-38a16 16 0 0 1-16-16z" fill="#fdf6e9"/>
  <text x="600" y="420" text-anchor="middle" font-family="sans-serif" font-size="84" font-weight="700" fill="#fdf6e9">${escapeHtml(shopConfig.breweryName)}</text>
  <text x="600" y="490" text-anchor="middle" font-family="sans-serif" font-size="36" fill="#fcd34d">Craft beer · Lihing rice wine · Custom brews</text>
</svg>`;

let rendered: Promise<Buffer> | undefined;

export function shareImage(): Promise<Buffer> {
  rendered ??= loadSharp()
    .then((sharp) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer())
    .catch((error: unknown) => {
      // A failed drawing is tried again by the next request rather than remembered.
      rendered = undefined;
      throw error;
    });
  return rendered;
}
