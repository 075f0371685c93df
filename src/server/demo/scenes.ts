// Compositions for the demo catalogue's pictures: a hero shot of the bottle or can beside a full glass,
// a pour, a tasting flight, a keg on the bar and (for lihing) the tajau jar with cups. Each returns a
// complete 1600x1200 SVG document.
import {
  background,
  createScene,
  shadow,
  svgDocument,
  table,
  TABLE_Y,
  wordmark,
  type Scene,
} from './art-kit.ts';
import { emblem, grains, scatter, type Motif } from './art-motifs.ts';
import {
  bottle,
  BOTTLE_MOUTH,
  can,
  CAN_LIP,
  cup,
  keg,
  paddle,
  pint,
  place,
  tajau,
  type LabelArt,
} from './art-vessels.ts';

export type Shot = 'hero' | 'pour' | 'flight' | 'keg' | 'jar';

export interface ProductArt extends LabelArt {
  slug: string;
  kind: 'beer' | 'rice-wine';
  vessel: 'bottle' | 'can';
  /** Bottle glass colour (brown, green, flint). */
  glass: string;
  liquid: string;
  foam: string;
  background: readonly [string, string];
  motif: Motif;
  shots: readonly Shot[];
}

const FLIGHT_COLOURS = ['#f2c14e', '#c46a1c', '#e9a23b', '#2a140b', '#e98a8f'];

function vessel(s: Scene, art: ProductArt, transform: string): string {
  if (art.vessel === 'can') return can(s, art, transform, emblem(s, art.motif));
  return bottle(s, art, art.glass, transform, art.kind === 'rice-wine' ? 'wine' : 'beer');
}

function drink(s: Scene, art: ProductArt, x: number, y: number, scale: number): string {
  return art.kind === 'beer'
    ? shadow(s, x, y, 150 * scale) + pint(s, art.liquid, art.foam, place(x, y, scale))
    : shadow(s, x, y, 110 * scale) + cup(s, art.liquid, place(x, y, scale * 1.7));
}

function hero(s: Scene, art: ProductArt): string[] {
  const vesselScale = art.vessel === 'can' ? 1.5 : 1.05;
  return [
    background(s, art.background[0], art.background[1], 760),
    table(s),
    scatter(s, art.motif, [
      [190, TABLE_Y + 10, 1.1],
      [1420, TABLE_Y - 10, 1],
    ]),
    shadow(s, 610, 1010, 170),
    vessel(s, art, place(610, 1010, vesselScale)),
    drink(s, art, 990, 1030, 1.05),
    art.kind === 'rice-wine' ? grains(s, 1240, 1090, 26) : '',
    scatter(s, art.motif, [
      [300, 1090, 0.9],
      [1330, 1080, 0.85],
    ]),
    wordmark(),
  ];
}

function pour(s: Scene, art: ProductArt): string[] {
  // The vessel is tilted from the top right so its mouth (or a can's lip) sits just above the glass.
  const isCan = art.vessel === 'can';
  const tilt = -118;
  const scale = isCan ? 1.25 : 0.95;
  const lip = isCan ? CAN_LIP : BOTTLE_MOUTH;
  const rad = (tilt * Math.PI) / 180;
  const mouthX = 780;
  const mouthY = isCan ? 450 : 410;
  const baseX = mouthX - scale * (lip.x * Math.cos(rad) - lip.y * Math.sin(rad));
  const baseY = mouthY - scale * (lip.x * Math.sin(rad) + lip.y * Math.cos(rad));
  const beer = art.kind === 'beer';
  const landY = beer ? 1040 - 470 : 1040 - 95 * 2.2 * 1.0;
  const stream = `<path d="M ${mouthX - 14} ${mouthY} Q ${mouthX - 30} ${(mouthY + landY) / 2} ${mouthX - 22} ${landY} L ${mouthX - 4} ${landY} Q ${mouthX - 6} ${(mouthY + landY) / 2} ${mouthX + 12} ${mouthY} Z" fill="${art.liquid}" fill-opacity="0.9"/>
    <path d="M ${mouthX - 6} ${mouthY + 20} Q ${mouthX - 18} ${(mouthY + landY) / 2} ${mouthX - 14} ${landY - 10}" stroke="#fff" stroke-width="4" stroke-opacity="0.45" fill="none"/>`;
  return [
    background(s, art.background[0], art.background[1], 760),
    table(s),
    scatter(s, art.motif, [[1380, TABLE_Y + 20, 1]]),
    beer
      ? shadow(s, 760, 1040, 200) + pint(s, art.liquid, art.foam, place(760, 1040, 1.35), 0.72)
      : shadow(s, 760, 1040, 150) + cup(s, art.liquid, place(760, 1040, 2.2)),
    stream,
    vessel(s, art, place(baseX, baseY, scale, tilt)),
    scatter(s, art.motif, [
      [330, 1080, 1],
      [1200, 1100, 0.8],
    ]),
    beer ? '' : grains(s, 420, 1110, 22),
    wordmark(),
  ];
}

function flight(s: Scene, art: ProductArt): string[] {
  const colours = [art.liquid, ...FLIGHT_COLOURS.filter((c) => c !== art.liquid)].slice(0, 4);
  const glasses = colours
    .map((c, i) => {
      const foam = c === '#2a140b' ? '#d9b98a' : '#fbf3e0';
      return pint(s, c, foam, place(380 + i * 215, 1010, 0.78), 0.8);
    })
    .join('');
  return [
    background(s, art.background[0], art.background[1], 700),
    table(s),
    scatter(s, art.motif, [[1500, TABLE_Y - 20, 0.8]]),
    shadow(s, 700, 1050, 470, 44),
    paddle('#a8713f', place(700, 1020, 1.2)),
    glasses,
    shadow(s, 1400, 1020, 130),
    vessel(s, art, place(1400, 1020, art.vessel === 'can' ? 1.3 : 0.9)),
    scatter(s, art.motif, [
      [200, 1100, 0.9],
      [1080, 1130, 0.7],
    ]),
    wordmark(),
  ];
}

function kegShot(s: Scene, art: ProductArt): string[] {
  return [
    background(s, art.background[0], art.background[1], 800),
    table(s, '#6e4426'),
    scatter(s, art.motif, [[1440, TABLE_Y, 1]]),
    shadow(s, 560, 1030, 230),
    keg(s, art, place(560, 1030, 1.25)),
    drink(s, art, 1010, 1040, 1.05),
    scatter(s, art.motif, [
      [230, 1100, 0.9],
      [1280, 1110, 0.8],
    ]),
    wordmark(),
  ];
}

function jar(s: Scene, art: ProductArt): string[] {
  return [
    background(s, art.background[0], art.background[1], 720),
    table(s, '#7a4a28'),
    scatter(s, 'rice', [
      [150, TABLE_Y + 20, 1.2],
      [1480, TABLE_Y + 10, 1.1],
    ]),
    shadow(s, 560, 1030, 220),
    tajau(s, '#6b3a1e', place(560, 1030, 1.15)),
    shadow(s, 1330, 1020, 110),
    bottle(s, art, art.glass, place(1330, 1020, 0.85), 'wine'),
    drink(s, art, 960, 1060, 1.0),
    grains(s, 1110, 1120, 30),
    wordmark(),
  ];
}

const shots: Record<Shot, (s: Scene, art: ProductArt) => string[]> = {
  hero,
  pour,
  flight,
  keg: kegShot,
  jar,
};

export function productSvg(art: ProductArt, shot: Shot): string {
  return svgDocument(shots[shot](createScene(`${art.slug}:${shot}`), art).join(''));
}

/** The storefront's stand-in picture when a product image fails to load: no label, just the drink. */
export function categoryDefaultSvg(category: 'beer' | 'rice-wine'): string {
  const s = createScene(`default:${category}`);
  const body =
    category === 'beer'
      ? [
          background(s, '#c77a2b', '#5a2c10', 800),
          table(s),
          scatter(s, 'barley', [
            [560, TABLE_Y + 30, 1.2],
            [1060, TABLE_Y + 30, 1.2],
          ]),
          shadow(s, 800, 1040, 220),
          pint(s, '#e0902a', '#fbf3e0', place(800, 1040, 1.4)),
          scatter(s, 'hops', [
            [420, 1090, 1],
            [1180, 1100, 0.9],
          ]),
        ]
      : [
          background(s, '#b98a4a', '#4a2a14', 760),
          table(s, '#7a4a28'),
          scatter(s, 'rice', [
            [260, TABLE_Y + 20, 1.2],
            [1380, TABLE_Y + 20, 1.1],
          ]),
          shadow(s, 640, 1030, 220),
          tajau(s, '#6b3a1e', place(640, 1030, 1.1)),
          shadow(s, 1040, 1060, 130),
          cup(s, '#e8c36a', place(1040, 1060, 1.4)),
          grains(s, 1200, 1120, 30),
        ];
  return svgDocument([...body, wordmark()].join(''));
}
