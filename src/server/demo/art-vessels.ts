// Bottles, cans, kegs, glasses and the Sabah tajau jar for the demo illustrations. Each shape is drawn
// around its own base centre (y grows upwards as negative numbers) and placed with a transform, so a
// scene can stand it on the table, scale it or tilt it for a pour.
import { BRAND, cylinderGradient, darken, escapeXml, fitFont, lighten, type Scene } from './art-kit.ts';

export interface LabelArt {
  lines: readonly string[];
  styleLine: string;
  abv: string;
  label: string;
  accent: string;
}

export const place = (x: number, y: number, scale = 1, rotate = 0): string =>
  `translate(${x} ${y}) rotate(${rotate}) scale(${scale})`;

function labelText(art: LabelArt, cy: number, width: number, maxFont: number): string {
  const size = fitFont(art.lines, width, maxFont);
  const top = cy - ((art.lines.length - 1) * size * 1.05) / 2;
  const lines = art.lines
    .map(
      (line, i) =>
        `<text x="0" y="${(top + i * size * 1.05 + size * 0.36).toFixed(1)}" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${size}" fill="${art.accent}">${escapeXml(line)}</text>`,
    )
    .join('');
  return lines;
}

const bottlePath =
  'M -92 0 Q -105 0 -105 -14 L -105 -400 C -105 -470 -38 -478 -38 -560 L -38 -664 L -45 -672 L -45 -700 L 45 -700 L 45 -672 L 38 -664 L 38 -560 C 38 -478 105 -470 105 -400 L 105 -14 Q 105 0 92 0 Z';

// Lihing comes in a slimmer, high-shouldered bottle, like wine.
const wineBottlePath =
  'M -84 0 Q -96 0 -96 -14 L -96 -430 C -96 -500 -30 -505 -30 -560 L -30 -670 L -36 -676 L -36 -700 L 36 -700 L 36 -676 L 30 -670 L 30 -560 C 30 -505 96 -500 96 -430 L 96 -14 Q 96 0 84 0 Z';

/** Where a bottle's mouth is, in its own coordinates (for aiming a pour). */
export const BOTTLE_MOUTH = { x: 0, y: -700 } as const;
/** The lip of a tilted can that the beer runs over. */
export const CAN_LIP = { x: -88, y: -366 } as const;

/** A bottle, 210 wide and 720 tall at scale 1: a long-neck beer bottle, or a wine-shaped one. */
export function bottle(
  s: Scene,
  art: LabelArt,
  glass: string,
  transform: string,
  shape: 'beer' | 'wine' = 'beer',
): string {
  const body = cylinderGradient(s, glass, 0.55);
  const lab = cylinderGradient(s, art.label, 0.4);
  return `<g transform="${transform}"><defs>${body.def}${lab.def}</defs>
    <path d="${shape === 'wine' ? wineBottlePath : bottlePath}" fill="url(#${body.id})"/>
    <rect x="-47" y="-724" width="94" height="30" rx="6" fill="#c9a24a"/>
    <rect x="-47" y="-702" width="94" height="8" fill="#8d6a22" fill-opacity="0.6"/>
    <rect x="-38" y="-612" width="76" height="52" fill="url(#${lab.id})"/>
    <rect x="-38" y="-604" width="76" height="4" fill="${art.accent}" fill-opacity="0.8"/>
    <rect x="-105" y="-372" width="210" height="252" fill="url(#${lab.id})"/>
    <rect x="-105" y="-360" width="210" height="4" fill="${art.accent}" fill-opacity="0.85"/>
    <rect x="-105" y="-136" width="210" height="4" fill="${art.accent}" fill-opacity="0.85"/>
    <text x="0" y="-330" text-anchor="middle" font-family="sans-serif" font-size="15" letter-spacing="5" fill="${art.accent}" fill-opacity="0.9">${escapeXml(BRAND)}</text>
    ${labelText(art, -258, 186, 44)}
    <text x="0" y="-186" text-anchor="middle" font-family="sans-serif" font-size="15" letter-spacing="2" fill="${art.accent}">${escapeXml(art.styleLine)}</text>
    <text x="0" y="-152" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="15" fill="${art.accent}">${escapeXml(art.abv)} ABV</text>
    <rect x="-84" y="-392" width="16" height="370" rx="8" fill="#ffffff" fill-opacity="0.22"/>
    <rect x="-26" y="-690" width="9" height="150" rx="4.5" fill="#ffffff" fill-opacity="0.25"/>
  </g>`;
}

/** A 500 ml style can, 200 wide and 380 tall at scale 1, label printed all over. */
export function can(s: Scene, art: LabelArt, transform: string, emblem = ''): string {
  const body = cylinderGradient(s, art.label, 0.42);
  const metal = cylinderGradient(s, '#c8ccd2', 0.45);
  return `<g transform="${transform}"><defs>${body.def}${metal.def}</defs>
    <path d="M -90 0 L -100 -22 L -100 -338 L -88 -366 L 88 -366 L 100 -338 L 100 -22 L 90 0 Z" fill="url(#${body.id})"/>
    <path d="M -90 0 L -100 -22 L 100 -22 L 90 0 Z" fill="url(#${metal.id})"/>
    <path d="M -100 -338 L -88 -366 L 88 -366 L 100 -338 Z" fill="url(#${metal.id})"/>
    <ellipse cx="0" cy="-366" rx="88" ry="10" fill="#dfe3e8"/>
    <ellipse cx="0" cy="-366" rx="74" ry="7" fill="#aeb4bb"/>
    <rect x="-100" y="-300" width="200" height="3" fill="${art.accent}" fill-opacity="0.7"/>
    <text x="0" y="-310" text-anchor="middle" font-family="sans-serif" font-size="15" letter-spacing="5" fill="${art.accent}" fill-opacity="0.9">${escapeXml(BRAND)}</text>
    ${emblem ? `<g transform="translate(0 -236)">${emblem}</g>` : ''}
    ${labelText(art, emblem ? -138 : -200, 180, 40)}
    <text x="0" y="-76" text-anchor="middle" font-family="sans-serif" font-size="14" letter-spacing="2" fill="${art.accent}">${escapeXml(art.styleLine)}</text>
    <text x="0" y="-48" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="14" fill="${art.accent}">${escapeXml(art.abv)} ABV</text>
    <rect x="-78" y="-332" width="14" height="300" rx="7" fill="#ffffff" fill-opacity="0.2"/>
  </g>`;
}

/** A stainless 20 L keg with a coupler and the beer's sticker, 300 wide and 430 tall. */
export function keg(s: Scene, art: LabelArt, transform: string): string {
  const steel = cylinderGradient(s, '#b9bec4', 0.5);
  const lab = cylinderGradient(s, art.label, 0.3);
  return `<g transform="${transform}"><defs>${steel.def}${lab.def}</defs>
    <rect x="-150" y="-400" width="300" height="400" rx="24" fill="url(#${steel.id})"/>
    <rect x="-154" y="-400" width="308" height="30" rx="12" fill="url(#${steel.id})" stroke="#7d838a" stroke-width="2"/>
    <rect x="-154" y="-30" width="308" height="30" rx="12" fill="url(#${steel.id})" stroke="#7d838a" stroke-width="2"/>
    <rect x="-154" y="-210" width="308" height="14" rx="7" fill="url(#${steel.id})" stroke="#7d838a" stroke-width="1.5"/>
    <rect x="-130" y="-470" width="260" height="80" rx="20" fill="url(#${steel.id})" stroke="#7d838a" stroke-width="2"/>
    <rect x="-90" y="-452" width="60" height="26" rx="13" fill="#3a3e44"/>
    <rect x="30" y="-452" width="60" height="26" rx="13" fill="#3a3e44"/>
    <rect x="-26" y="-420" width="52" height="22" rx="4" fill="#2a2d31"/>
    <rect x="-16" y="-448" width="32" height="30" rx="6" fill="#111"/>
    <rect x="-80" y="-178" width="160" height="130" rx="10" fill="url(#${lab.id})"/>
    ${labelText({ ...art, lines: art.lines }, -125, 140, 30)}
    <text x="0" y="-68" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="15" fill="${art.accent}">20L KEG</text>
    <rect x="-122" y="-360" width="16" height="320" rx="8" fill="#ffffff" fill-opacity="0.35"/>
  </g>`;
}

/** A shaker pint of beer with a foam head and rising bubbles, 230 wide and 400 tall. */
export function pint(s: Scene, liquid: string, foam: string, transform: string, fill = 0.85): string {
  const liq = s.id('liq');
  const top = -30 - 330 * fill;
  let bubbles = '';
  for (let i = 0; i < 34; i++) {
    const y = s.between(top + 20, -30);
    const halfWidth = 86 + (-y / 400) * 26;
    bubbles += `<circle cx="${s.between(-halfWidth + 14, halfWidth - 14).toFixed(1)}" cy="${y.toFixed(1)}" r="${s.between(1.5, 5).toFixed(1)}" fill="#fff" fill-opacity="${s.between(0.25, 0.6).toFixed(2)}"/>`;
  }
  // the glass widens from 86 at the base to 112 at the rim (400 up)
  const halfAt = (y: number): number => 86 + (-y / 400) * 26;
  const rim = halfAt(top);
  let head = '';
  for (let x = -rim + 18; x <= rim - 18; x += 22) {
    head += `<circle cx="${(x + s.between(-3, 3)).toFixed(1)}" cy="${(top - 30 + s.between(-4, 3)).toFixed(1)}" r="${s.between(14, 19).toFixed(1)}" fill="${foam}"/>`;
  }
  return `<g transform="${transform}"><defs>
      <linearGradient id="${liq}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(liquid, 0.18)}"/><stop offset="1" stop-color="${darken(liquid, 0.35)}"/></linearGradient></defs>
    <path d="M -112 -400 L 112 -400 L 86 -8 Q 84 0 76 0 L -76 0 Q -84 0 -86 -8 Z" fill="#ffffff" fill-opacity="0.12"/>
    <path d="M ${-rim} ${top} L ${rim} ${top} L ${halfAt(-30)} -30 L ${-halfAt(-30)} -30 Z" fill="url(#${liq})" fill-opacity="0.95"/>
    ${bubbles}
    <path d="M ${-rim} ${top + 6} L ${-halfAt(top - 34)} ${top - 30} L ${halfAt(top - 34)} ${top - 30} L ${rim} ${top + 6} Z" fill="${foam}"/>
    <rect x="${-rim}" y="${top + 2}" width="${2 * rim}" height="5" fill="${darken(foam, 0.12)}" fill-opacity="0.6"/>
    ${head}
    <path d="M -84 -30 L 84 -30 L 86 -8 Q 84 0 76 0 L -76 0 Q -84 0 -86 -8 Z" fill="#ffffff" fill-opacity="0.3"/>
    <path d="M -112 -400 L 112 -400 L 86 -8 Q 84 0 76 0 L -76 0 Q -84 0 -86 -8 Z" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.55"/>
    <path d="M -92 -370 L -70 -40" stroke="#ffffff" stroke-width="12" stroke-linecap="round" fill-opacity="0.28" stroke-opacity="0.28"/>
  </g>`;
}

/** A small clear tumbler of rice wine, 150 wide and 150 tall. */
export function cup(s: Scene, liquid: string, transform: string): string {
  const liq = s.id('rw');
  return `<g transform="${transform}"><defs>
      <linearGradient id="${liq}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(liquid, 0.25)}"/><stop offset="1" stop-color="${darken(liquid, 0.2)}"/></linearGradient></defs>
    <path d="M -75 -150 L 75 -150 L 62 -6 Q 60 0 52 0 L -52 0 Q -60 0 -62 -6 Z" fill="#ffffff" fill-opacity="0.14"/>
    <path d="M -69 -95 L 69 -95 L 63 -22 L -63 -22 Z" fill="url(#${liq})" fill-opacity="0.92"/>
    <ellipse cx="0" cy="-95" rx="69" ry="9" fill="${lighten(liquid, 0.4)}"/>
    <path d="M -63 -22 L 63 -22 L 62 -6 Q 60 0 52 0 L -52 0 Q -60 0 -62 -6 Z" fill="#ffffff" fill-opacity="0.35"/>
    <path d="M -75 -150 L 75 -150 L 62 -6 Q 60 0 52 0 L -52 0 Q -60 0 -62 -6 Z" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-opacity="0.6"/>
    <path d="M -58 -138 L -48 -24" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill-opacity="0.3" stroke-opacity="0.3"/>
  </g>`;
}

/** A glazed stoneware tajau, the jar lihing is traditionally fermented in, 420 wide and 540 tall. */
export function tajau(s: Scene, glaze: string, transform: string): string {
  const body = s.id('jar');
  const shine = s.id('shine');
  let wave = 'M -190 -300';
  for (let x = -190; x < 190; x += 40) wave += ` Q ${x + 10} -330 ${x + 20} -300 T ${x + 40} -300`;
  return `<g transform="${transform}"><defs>
      <radialGradient id="${body}" cx="0.38" cy="0.4" r="0.7"><stop offset="0" stop-color="${lighten(glaze, 0.3)}"/><stop offset="0.55" stop-color="${glaze}"/><stop offset="1" stop-color="${darken(glaze, 0.6)}"/></radialGradient>
      <radialGradient id="${shine}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <path d="M -90 0 Q -220 -120 -205 -290 Q -190 -430 -80 -450 L -70 -500 L 70 -500 L 80 -450 Q 190 -430 205 -290 Q 220 -120 90 0 Z" fill="url(#${body})"/>
    <path d="${wave}" fill="none" stroke="#d9b25c" stroke-width="5" stroke-opacity="0.85"/>
    <path d="M -200 -250 L 200 -250" stroke="#d9b25c" stroke-width="3" fill-opacity="0.7" stroke-opacity="0.7"/>
    <path d="M -205 -340 L 205 -340" stroke="#d9b25c" stroke-width="3" fill-opacity="0.7" stroke-opacity="0.7"/>
    <circle cx="-150" cy="-420" r="14" fill="${darken(glaze, 0.3)}" stroke="#d9b25c" stroke-width="3"/>
    <circle cx="150" cy="-420" r="14" fill="${darken(glaze, 0.3)}" stroke="#d9b25c" stroke-width="3"/>
    <path d="M -88 -500 Q -100 -560 0 -560 Q 100 -560 88 -500 Q 0 -480 -88 -500 Z" fill="#efe2c4"/>
    <path d="M -82 -510 Q 0 -490 82 -510" stroke="#8a5a2b" stroke-width="6" fill="none"/>
    <path d="M 60 -505 Q 80 -470 70 -440" stroke="#8a5a2b" stroke-width="4" fill="none"/>
    <ellipse cx="-95" cy="-260" rx="50" ry="110" fill="url(#${shine})" transform="rotate(14 -95 -260)"/>
  </g>`;
}

/** A wooden flight paddle seen slightly from above. */
export function paddle(tone: string, transform: string): string {
  return `<g transform="${transform}">
    <path d="M -340 -10 L 340 -10 Q 360 -10 360 10 L 360 36 Q 360 56 340 56 L -340 56 Q -360 56 -360 36 L -360 10 Q -360 -10 -340 -10 Z" fill="${darken(tone, 0.25)}"/>
    <path d="M -340 -30 L 340 -30 Q 360 -30 360 -10 L 360 10 Q 360 30 340 30 L -340 30 Q -360 30 -360 10 L -360 -10 Q -360 -30 -340 -30 Z" fill="${lighten(tone, 0.15)}"/>
    <path d="M 360 0 L 470 0 Q 490 0 490 14 Q 490 28 470 28 L 360 28 Z" fill="${tone}"/>
  </g>`;
}
