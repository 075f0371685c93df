// Ingredient motifs scattered around the demo illustrations: hop cones, pandan leaves, calamansi, guava,
// passion fruit, barley, rice stalks, honeycomb, gula melaka and durian. Each is drawn around its centre
// and placed with a transform.
import { darken, lighten, type Scene } from './art-kit.ts';

export type Motif =
  'hops' | 'pandan' | 'calamansi' | 'guava' | 'passionfruit' | 'barley' | 'rice' | 'honey' | 'durian';

const at = (x: number, y: number, scale: number, rotate: number): string =>
  `translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${rotate.toFixed(0)}) scale(${scale.toFixed(2)})`;

function hopCone(s: Scene, t: string): string {
  const g = s.id('hop');
  let petals = '';
  for (let row = 0; row < 6; row++) {
    const width = Math.sin((Math.PI * (row + 1.2)) / 7.2) * 46;
    const y = -70 + row * 26;
    for (const x of [-width / 2, width / 2, 0]) {
      petals += `<path d="M ${x - 24} ${y} Q ${x} ${y - 30} ${x + 24} ${y} Q ${x + 8} ${y + 30} ${x} ${y + 34} Q ${x - 8} ${y + 30} ${x - 24} ${y} Z" fill="url(#${g})" stroke="#3f6b21" stroke-width="2"/>`;
    }
  }
  return `<g transform="${t}"><defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9dd6a"/><stop offset="1" stop-color="#6c9e32"/></linearGradient></defs>
    <path d="M 0 -80 Q 6 -110 -4 -130" stroke="#4d7a28" stroke-width="5" fill="none"/>
    <path d="M -2 -118 Q -70 -150 -90 -100 Q -50 -95 -2 -118 Z" fill="#5c8f2e"/>${petals}</g>`;
}

function pandanLeaf(s: Scene, t: string, length: number): string {
  const g = s.id('pdn');
  const bend = s.between(-90, 90);
  return `<g transform="${t}"><defs><linearGradient id="${g}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#1f6b2c"/><stop offset="1" stop-color="#6cc04a"/></linearGradient></defs>
    <path d="M -22 0 Q ${bend - 20} ${-length / 2} ${bend} ${-length} Q ${bend + 20} ${-length / 2} 22 0 Z" fill="url(#${g})"/>
    <path d="M 0 0 Q ${bend} ${-length / 2} ${bend} ${-length + 6}" stroke="#a8e07e" stroke-width="2.5" fill="none" stroke-opacity="0.8"/></g>`;
}

function citrusHalf(s: Scene, t: string, rind: string, flesh: string, segments: number): string {
  let lines = '';
  for (let i = 0; i < segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    lines += `<line x1="0" y1="0" x2="${(Math.cos(a) * 46).toFixed(1)}" y2="${(Math.sin(a) * 46).toFixed(1)}" stroke="#fff7d6" stroke-width="3"/>`;
  }
  const g = s.id('cit');
  return `<g transform="${t}"><defs><radialGradient id="${g}"><stop offset="0" stop-color="${lighten(flesh, 0.35)}"/><stop offset="1" stop-color="${flesh}"/></radialGradient></defs>
    <circle r="60" fill="${rind}"/><circle r="52" fill="#fff7d6"/><circle r="48" fill="url(#${g})"/>${lines}<circle r="6" fill="#fff7d6"/></g>`;
}

function wholeFruit(s: Scene, t: string, from: string, to: string, r: number): string {
  const g = s.id('frt');
  return `<g transform="${t}"><defs><radialGradient id="${g}" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient></defs>
    <circle r="${r}" fill="url(#${g})"/><ellipse cx="${-r * 0.35}" cy="${-r * 0.4}" rx="${r * 0.25}" ry="${r * 0.14}" fill="#fff" fill-opacity="0.35"/></g>`;
}

function seededHalf(s: Scene, t: string, rind: string, flesh: string, seed: string, ring: boolean): string {
  let seeds = '';
  for (let i = 0; i < 26; i++) {
    const a = s.between(0, Math.PI * 2);
    const d = ring ? s.between(22, 34) : s.between(0, 40);
    seeds += `<ellipse cx="${(Math.cos(a) * d).toFixed(1)}" cy="${(Math.sin(a) * d).toFixed(1)}" rx="4" ry="3" fill="${seed}"/>`;
  }
  return `<g transform="${t}"><circle r="62" fill="${rind}"/><circle r="52" fill="${flesh}"/>
    <circle r="${ring ? 24 : 44}" fill="${lighten(flesh, 0.25)}" fill-opacity="0.6"/>${seeds}</g>`;
}

function grainStalk(s: Scene, t: string, grain: string, awns: boolean): string {
  let grains = '';
  for (let i = 0; i < 9; i++) {
    const y = -40 - i * 24;
    const side = i % 2 === 0 ? -1 : 1;
    const x = side * 14 + Math.sin(i / 3) * 8;
    grains += `<ellipse cx="${x.toFixed(1)}" cy="${y}" rx="11" ry="19" fill="${grain}" stroke="${darken(grain, 0.3)}" stroke-width="1.5" transform="rotate(${side * 24} ${x.toFixed(1)} ${y})"/>`;
    if (awns)
      grains += `<line x1="${x.toFixed(1)}" y1="${y - 16}" x2="${(x + side * 16).toFixed(1)}" y2="${y - 70}" stroke="${darken(grain, 0.1)}" stroke-width="1.5"/>`;
  }
  return `<g transform="${t}"><path d="M 0 60 Q 6 -100 -6 -250" stroke="${darken(grain, 0.25)}" stroke-width="5" fill="none"/>${grains}</g>`;
}

function honeycomb(t: string): string {
  let cells = '';
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      const x = col * 52 + (row % 2) * 26;
      const y = row * 45;
      cells += `<polygon points="${[0, 60, 120, 180, 240, 300]
        .map(
          (a) =>
            `${(x + Math.cos(((a + 30) * Math.PI) / 180) * 28).toFixed(1)},${(y + Math.sin(((a + 30) * Math.PI) / 180) * 28).toFixed(1)}`,
        )
        .join(' ')}" fill="#e7a928" stroke="#a8650f" stroke-width="5"/>`;
    }
  }
  return `<g transform="${t} translate(-90 -70)">${cells}<path d="M 60 150 Q 64 190 60 200 Q 54 190 60 150" fill="#e7a928"/></g>`;
}

function gulaMelaka(t: string): string {
  const disc = (y: number): string =>
    `<rect x="-60" y="${y}" width="120" height="44" fill="#5b2f14"/><ellipse cx="0" cy="${y + 44}" rx="60" ry="16" fill="#4a250f"/><ellipse cx="0" cy="${y}" rx="60" ry="16" fill="#8a4b22"/>`;
  return `<g transform="${t}">${disc(0)}${disc(-50)}</g>`;
}

function durian(s: Scene, t: string): string {
  let spikes = '';
  for (let i = 0; i < 22; i++) {
    const a = (i / 22) * Math.PI * 2;
    const cx = Math.cos(a) * 70;
    const cy = Math.sin(a) * 82;
    spikes += `<polygon points="${(cx + Math.cos(a + 1.57) * 12).toFixed(1)},${(cy + Math.sin(a + 1.57) * 12).toFixed(1)} ${(cx * 1.32).toFixed(1)},${(cy * 1.3).toFixed(1)} ${(cx - Math.cos(a + 1.57) * 12).toFixed(1)},${(cy - Math.sin(a + 1.57) * 12).toFixed(1)}" fill="#6f8a22"/>`;
  }
  return `<g transform="${t}">${spikes}${wholeFruit(s, '', '#c4cf52', '#6a8420', 80).replace('<circle r="80"', '<ellipse rx="74" ry="86"')}<path d="M 0 -86 L 4 -120" stroke="#5a4a22" stroke-width="8"/></g>`;
}

/** A stalk laid on the table points mostly sideways, to either side. */
const lying = (s: Scene): number => (s.rand() < 0.5 ? -1 : 1) * s.between(62, 84);

/** Places a handful of one motif's pieces at the given spots; each spot is [x, y, scale]. */
export function scatter(
  s: Scene,
  motif: Motif,
  spots: readonly (readonly [number, number, number])[],
): string {
  return spots
    .map(([x, y, scale], i) => {
      const t = at(x, y, scale, s.between(-35, 35));
      switch (motif) {
        case 'hops':
          return hopCone(s, t);
        case 'pandan':
          // leaves lie on the table in small bunches, with blocks of gula melaka between them
          return i % 2
            ? gulaMelaka(at(x, y, scale, 0))
            : [-1, 0, 1]
                .map((k) =>
                  pandanLeaf(s, at(x + k * 24, y + k * 10, scale, 78 + k * 8 + s.between(-6, 6)), 300),
                )
                .join('');
        case 'calamansi':
          return i % 2
            ? wholeFruit(s, t, '#c7dc4a', '#4f8a24', 46)
            : citrusHalf(s, t, '#5e9a2a', '#f5a623', 10);
        case 'guava':
          return i % 2
            ? wholeFruit(s, t, '#d8ec8a', '#7fae3a', 58)
            : seededHalf(s, t, '#9cc54c', '#f07c86', '#f6e7c8', true);
        case 'passionfruit':
          return i % 2
            ? wholeFruit(s, t, '#a0508e', '#4a1838', 56)
            : seededHalf(s, t, '#5a1c44', '#f5b32a', '#2b1a0e', false);
        case 'barley':
          return grainStalk(s, at(x, y, scale, lying(s)), '#e0b75a', true);
        case 'rice':
          return grainStalk(s, at(x, y, scale * 0.8, lying(s)), '#f0dba0', false);
        case 'honey':
          return i % 2 ? grainStalk(s, at(x, y, scale * 0.8, lying(s)), '#f0dba0', false) : honeycomb(t);
        case 'durian':
          return durian(s, t);
      }
    })
    .join('');
}

/** A single motif piece, used as the emblem printed on can labels. */
export function emblem(s: Scene, motif: Motif): string {
  return scatter(s, motif, [[0, 0, 0.55]]).replace(/rotate\(-?\d+\)/, 'rotate(0)');
}

/** Loose rice grains spilled on the table. */
export function grains(s: Scene, x: number, y: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const gx = (x + s.between(-140, 140)).toFixed(0);
    const gy = (y + s.between(-26, 26)).toFixed(0);
    out += `<ellipse cx="${gx}" cy="${gy}" rx="9" ry="5" fill="#f6ead0" stroke="#cdb88a" stroke-width="1.2" transform="rotate(${s.between(0, 180).toFixed(0)} ${gx} ${gy})"/>`;
  }
  return out;
}
