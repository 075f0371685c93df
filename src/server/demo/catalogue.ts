// The demo catalogue a fresh shop starts with: six beers and two Sabah lihing rice wines, plus one retired
// seasonal beer kept inactive so the admin screens show how inactive products look.
import { productArt } from './product-art.ts';
import type { ProductArt } from './scenes.ts';

export interface DemoProduct {
  name: string;
  description: string;
  category: 'beer' | 'rice-wine';
  style: string;
  abv: string;
  ibu: number | null;
  color: string;
  tastingNotes: string;
  brewingStory: string;
  isTopSeller: boolean;
  isActive: boolean;
  variants: readonly { size: string; price: string }[];
  art: ProductArt;
}

export const demoCatalogue: readonly DemoProduct[] = [
  {
    name: 'Kinabalu Haze',
    description:
      'A juicy, hazy tropical IPA bursting with mango and passion fruit, soft as a cloud over the mountain.',
    category: 'beer',
    style: 'Tropical IPA',
    abv: '6.50',
    ibu: 55,
    color: 'Hazy golden orange',
    tastingNotes:
      'Ripe mango, passion fruit and pineapple up front; soft oat body; a clean, resinous pine finish.',
    brewingStory:
      'Named after the peak our head brewer climbed the week this recipe came together. We double dry-hop with Citra and Mosaic and add passion fruit from a grower in Cameron Highlands. Oats and wheat give it the soft, pillowy body that keeps it drinkable in Klang Valley heat.',
    isTopSeller: true,
    isActive: true,
    variants: [
      { size: '330ML Can', price: '19.00' },
      { size: '500ML Can', price: '26.00' },
      { size: '20L Keg', price: '880.00' },
    ],
    art: productArt['kinabalu-haze'],
  },
  {
    name: 'Malam Pandan Stout',
    description:
      'A velvety sweet stout with fragrant pandan and smoky gula melaka, like a kuih dessert in a glass.',
    category: 'beer',
    style: 'Pandan & Gula Melaka Stout',
    abv: '7.20',
    ibu: 35,
    color: 'Jet black with a tan head',
    tastingNotes:
      'Dark chocolate and roasted coffee, warm caramel from gula melaka, a gentle grassy-vanilla pandan lift.',
    brewingStory:
      'Our brewer grew up on her grandmother’s kuih seri muka, and this stout is her tribute to it. Fresh pandan leaves are steeped at the end of the boil, and blocks of gula melaka from Melaka go into the kettle. Lactose rounds it out into a dessert that pairs perfectly with a late-night teh tarik craving.',
    isTopSeller: true,
    isActive: true,
    variants: [
      { size: '330ML Bottle', price: '20.00' },
      { size: '500ML Bottle', price: '28.00' },
      { size: '20L Keg', price: '920.00' },
    ],
    art: productArt['malam-pandan-stout'],
  },
  {
    name: 'Limau Kasturi Wit',
    description: 'A zesty Belgian-style wheat beer brewed with local calamansi, bright and thirst-quenching.',
    category: 'beer',
    style: 'Calamansi Witbier',
    abv: '4.80',
    ibu: 15,
    color: 'Pale straw, cloudy',
    tastingNotes:
      'Tangy calamansi and orange peel, a hint of coriander, soft wheat bread and a crisp, citrusy finish.',
    brewingStory:
      'Limau kasturi is the little lime squeezed over every plate of mee goreng, and we wanted a beer that tastes just as bright. We zest and juice hand-picked calamansi into the whirlpool alongside coriander seed. It is our answer to a hot afternoon at the mamak.',
    isTopSeller: true,
    isActive: true,
    variants: [
      { size: '330ML Can', price: '16.00' },
      { size: '500ML Can', price: '22.00' },
      { size: '20L Keg', price: '780.00' },
    ],
    art: productArt['limau-kasturi-wit'],
  },
  {
    name: 'Setapak Lager',
    description: 'Our crisp, clean house lager, brewed slow and cold for the tropics.',
    category: 'beer',
    style: 'Helles Lager',
    abv: '4.50',
    ibu: 20,
    color: 'Brilliant gold',
    tastingNotes:
      'Fresh bread and honeyed malt, a light floral hop touch, bone-dry and crisp to the last sip.',
    brewingStory:
      'Brewed a stone’s throw from our taproom in Setapak, this is the beer the team drinks after a long brew day. It is lagered for six weeks, far longer than we strictly need, because patience is what makes it this clean. Pair it with satay, nasi lemak or anything off the grill.',
    isTopSeller: true,
    isActive: true,
    variants: [
      { size: '330ML Bottle', price: '14.00' },
      { size: '500ML Can', price: '19.00' },
      { size: '20L Keg', price: '690.00' },
    ],
    art: productArt['setapak-lager'],
  },
  {
    name: 'Monsoon Pale Ale',
    description:
      'A balanced, easy-drinking pale ale with citrus and tropical hops over a caramel malt backbone.',
    category: 'beer',
    style: 'American Pale Ale',
    abv: '5.40',
    ibu: 38,
    color: 'Deep amber-gold',
    tastingNotes: 'Grapefruit and pine, light caramel and biscuit, a firm but friendly bitterness.',
    brewingStory:
      'The first batch was brewed during a week of monsoon downpours that flooded the road outside the brewery. We kept brewing, and the beer that came out became the one we are proudest of. Cascade and Centennial hops keep it classic, with a little Malaysian-grown roselle in the boil for colour.',
    isTopSeller: false,
    isActive: true,
    variants: [
      { size: '330ML Bottle', price: '16.00' },
      { size: '20L Keg', price: '760.00' },
    ],
    art: productArt['monsoon-pale-ale'],
  },
  {
    name: 'Jambu Batu Sour',
    description:
      'A pink, tart kettle sour with pink guava and a pinch of sea salt, like the asam boi guava of your childhood.',
    category: 'beer',
    style: 'Guava Gose',
    abv: '4.20',
    ibu: 8,
    color: 'Hazy pink blush',
    tastingNotes: 'Ripe pink guava, lime zest and a light salinity; tart, juicy and refreshingly dry.',
    brewingStory:
      'Every Malaysian kid knows the roadside guava dipped in asam boi powder. We kettle-sour the wort overnight, then add a tonne of pink guava purée from Perak and a pinch of sea salt. Bright, pink and gone too fast.',
    isTopSeller: false,
    isActive: true,
    variants: [
      { size: '330ML Can', price: '18.00' },
      { size: '500ML Can', price: '25.00' },
    ],
    art: productArt['jambu-batu-sour'],
  },
  {
    name: 'Lihing Klasik',
    description:
      'Traditional Sabah rice wine fermented with home-made yeast cakes, smooth, fragrant and gently sweet.',
    category: 'rice-wine',
    style: 'Sabah Lihing',
    abv: '14.00',
    ibu: null,
    color: 'Clear pale gold',
    tastingNotes: 'Sweet glutinous rice, pear and honeydew, a warm, smooth finish with a faint floral note.',
    brewingStory:
      'Lihing is the Kadazan-Dusun rice wine served at every Kaamatan harvest festival in Sabah. Ours is made with a family from Tambunan using their sasad yeast cakes and hill paddy glutinous rice. It ferments for two months in stoneware tajau jars before we bottle it.',
    isTopSeller: true,
    isActive: true,
    variants: [
      { size: '375ML Bottle', price: '38.00' },
      { size: '750ML Bottle', price: '68.00' },
    ],
    art: productArt['lihing-klasik'],
  },
  {
    name: 'Lihing Madu Tua',
    description: 'Lihing aged a full year and finished with Sabah wild honey, deep amber, rich and warming.',
    category: 'rice-wine',
    style: 'Aged Honey Lihing',
    abv: '15.50',
    ibu: null,
    color: 'Deep amber',
    tastingNotes:
      'Wild honey, dried apricot and toasted rice; silky, with a long warming finish of spice and caramel.',
    brewingStory:
      'We set aside the best tajau of each Kaamatan batch and leave it to rest for twelve months. Before bottling we blend in wild tualang honey gathered in the forests of Sabah. Sip it slowly, the way the elders in Tambunan do.',
    isTopSeller: false,
    isActive: true,
    variants: [
      { size: '375ML Bottle', price: '52.00' },
      { size: '750ML Bottle', price: '95.00' },
    ],
    art: productArt['lihing-madu-tua'],
  },
  {
    name: 'Musang King Dunkel',
    description:
      'Last season’s limited dark lager with a whisper of durian. Retired until the next durian season.',
    category: 'beer',
    style: 'Durian Dunkel',
    abv: '5.80',
    ibu: 22,
    color: 'Chestnut brown',
    tastingNotes: 'Toasted bread crust, cocoa and a creamy, custardy durian note that divides the room.',
    brewingStory:
      'A dare from a regular turned into our most talked-about release. Musang King pulp from Raub went into the lagering tank for two weeks. It sold out in a weekend; we will bring it back when the durians do.',
    isTopSeller: false,
    isActive: false,
    variants: [{ size: '330ML Bottle', price: '24.00' }],
    art: productArt['musang-king-dunkel'],
  },
];

/** Alt text for each kind of picture, so screen readers hear what the drawing shows. */
export function altTextFor(product: DemoProduct, shot: ProductArt['shots'][number]): string {
  const pack = product.art.vessel === 'can' ? 'can' : 'bottle';
  const glass = product.category === 'beer' ? 'a glass' : 'a small cup';
  switch (shot) {
    case 'hero':
      return `${product.name} ${pack} beside ${glass} of ${product.color.toLowerCase()} ${product.style.toLowerCase()}`;
    case 'pour':
      return `${product.name} being poured from the ${pack} into ${glass}`;
    case 'flight':
      return `Tasting flight of four beers on a wooden paddle, with a ${pack} of ${product.name}`;
    case 'keg':
      return `20L keg of ${product.name} on the bar beside a full glass`;
    case 'jar':
      return `${product.name} with a traditional Sabah tajau jar, a cup and rice stalks`;
  }
}
