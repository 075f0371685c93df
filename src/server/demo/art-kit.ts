// Shared drawing helpers for the demo catalogue's illustrations: a scene context (unique gradient ids and
// a seeded random source, so the same product always gets the same picture), backgrounds, the table and
// soft shadows. Everything is plain SVG that librsvg (inside sharp) renders without external fonts.
import { shopConfig } from '../../shared/config.ts';

/** The brand printed on labels and in the corner of every picture. */
export const BRAND = shopConfig.brandName.toUpperCase();

export const WIDTH = 1600;
export const HEIGHT = 1200;
/** Where the tabletop starts; objects stand a little below it to sit "on" the wood. */
export const TABLE_Y = 860;

export interface Scene {
  id(prefix: string): string;
  rand(): number;
  between(min: number, max: number): number;
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function createScene(seed: string): Scene {
  let state = hashString(seed) || 1;
  let counter = 0;
  // mulberry32: tiny, fast and good enough to scatter bubbles and grains
  const rand = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    id: (prefix) => `${prefix}${++counter}`,
    rand,
    between: (min, max) => min + rand() * (max - min),
  };
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number): number => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, '0')}`;
}

export const darken = (c: string, t: number): string => mix(c, '#000000', t);
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

/** Horizontal shading that makes a flat shape read as a cylinder. */
export function cylinderGradient(s: Scene, base: string, strength = 0.45): { id: string; def: string } {
  const id = s.id('cyl');
  const def = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${darken(base, strength)}"/>
    <stop offset="0.22" stop-color="${lighten(base, strength * 0.35)}"/>
    <stop offset="0.45" stop-color="${base}"/>
    <stop offset="0.85" stop-color="${darken(base, strength * 0.8)}"/>
    <stop offset="1" stop-color="${darken(base, strength * 1.2)}"/></linearGradient>`;
  return { id, def };
}

/** Warm gradient wall with a spotlight and out-of-focus bokeh lights. */
export function background(s: Scene, from: string, to: string, spotX = 800): string {
  const g = s.id('bg');
  const spot = s.id('spot');
  const bokeh = s.id('bokeh');
  let lights = '';
  for (let i = 0; i < 16; i++) {
    const r = s.between(30, 110);
    lights += `<circle cx="${s.between(0, WIDTH).toFixed(0)}" cy="${s.between(40, TABLE_Y - 120).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#${bokeh})" fill-opacity="${s.between(0.25, 0.7).toFixed(2)}"/>`;
  }
  return `<defs>
    <linearGradient id="${g}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="${spot}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff4dc" stop-opacity="0.55"/><stop offset="1" stop-color="#fff4dc" stop-opacity="0"/></radialGradient>
    <radialGradient id="${bokeh}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff1c8" stop-opacity="0.55"/><stop offset="0.7" stop-color="#ffe2a0" stop-opacity="0.18"/><stop offset="1" stop-color="#ffe2a0" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${g})"/>
  ${lights}
  <ellipse cx="${spotX}" cy="520" rx="760" ry="560" fill="url(#${spot})"/>`;
}

/** A wooden bar top across the lower part of the picture. */
export function table(s: Scene, tone = '#8a5630'): string {
  const g = s.id('wood');
  const edge = s.id('edge');
  let grain = '';
  for (let i = 0; i < 11; i++) {
    const y = TABLE_Y + 30 + i * 30 + s.between(-8, 8);
    const amp = s.between(4, 14);
    grain += `<path d="M0 ${y.toFixed(0)} C 400 ${(y - amp).toFixed(0)}, 800 ${(y + amp).toFixed(0)}, 1200 ${(y - amp / 2).toFixed(0)} S 1600 ${(y + amp).toFixed(0)}, 1700 ${y.toFixed(0)}" stroke="${darken(tone, 0.45)}" stroke-width="${s.between(1.5, 4).toFixed(1)}" fill="none" stroke-opacity="${s.between(0.15, 0.4).toFixed(2)}"/>`;
  }
  return `<defs>
    <linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(tone, 0.12)}"/><stop offset="1" stop-color="${darken(tone, 0.5)}"/></linearGradient>
    <linearGradient id="${edge}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
  </defs>
  <rect x="0" y="${TABLE_Y - 40}" width="${WIDTH}" height="40" fill="url(#${edge})"/>
  <rect x="0" y="${TABLE_Y}" width="${WIDTH}" height="${HEIGHT - TABLE_Y}" fill="url(#${g})"/>
  ${grain}
  <rect x="0" y="${TABLE_Y}" width="${WIDTH}" height="5" fill="${lighten(tone, 0.35)}" fill-opacity="0.7"/>`;
}

/** A soft contact shadow under something standing on the table. */
export function shadow(s: Scene, cx: number, cy: number, rx: number, ry = rx * 0.16): string {
  const g = s.id('sh');
  return `<defs><radialGradient id="${g}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#1a0d05" stop-opacity="0.55"/><stop offset="1" stop-color="#1a0d05" stop-opacity="0"/></radialGradient></defs>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${g})"/>`;
}

/** Picks a font size so the longest line fits a label of the given width (bold sans caps ≈ 0.72 em). */
export function fitFont(lines: readonly string[], width: number, max: number): number {
  const longest = Math.max(...lines.map((l) => l.length), 1);
  return Math.min(max, Math.floor(width / (longest * 0.72)));
}

/** A small wordmark in the corner, the same on every picture. */
export function wordmark(): string {
  return `<text x="60" y="92" font-family="sans-serif" font-weight="bold" font-size="34" letter-spacing="8" fill="#fff6e6" fill-opacity="0.75">${escapeXml(BRAND)}</text>
  <text x="62" y="124" font-family="sans-serif" font-size="17" letter-spacing="5" fill="#fff6e6" fill-opacity="0.6">CRAFT BREWERY · KUALA LUMPUR</text>`;
}
