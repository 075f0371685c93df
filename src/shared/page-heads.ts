// The title and description of each storefront page in every language. The server writes them into the
// first HTML (with canonical, alternates, Open Graph and structured data) and the web app keeps the tab
// title and description in step while the shopper navigates or switches language, so both read them here.
import { shopConfig, type Language } from './config.ts';

export type HeadPage =
  | 'home'
  | 'shop'
  | 'shop-beer'
  | 'shop-rice-wine'
  | 'product'
  | 'about'
  | 'contact'
  | 'custom-beer'
  | 'privacy'
  | 'terms'
  | 'not-found';

export interface PageText {
  title: string;
  description: string;
}

const en: Record<HeadPage, PageText> = {
  home: {
    title: 'Craft Beer & Rice Wine from the Klang Valley',
    description:
      'Small-batch Malaysian craft beer, traditional lihing rice wine and made-to-order custom brews from the Klang Valley. Order online; the brewer calls you back within 24 hours.',
  },
  shop: {
    title: 'Shop',
    description: 'Browse every craft beer and lihing rice wine we brew, in cans, bottles and kegs.',
  },
  'shop-beer': {
    title: 'Beers',
    description: 'Small-batch craft beers brewed in the Klang Valley, in cans, bottles and kegs.',
  },
  'shop-rice-wine': {
    title: 'Rice Wines',
    description: 'Traditional lihing rice wine from Sabah, brewed in small batches.',
  },
  product: {
    title: 'Product Details',
    description: 'A craft brew from the Klang Valley.',
  },
  about: {
    title: 'Our Story',
    description:
      'How a small Klang Valley brewhouse brews craft beer and lihing rice wine with local ingredients.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Questions about orders, delivery, brewery visits or bulk orders? We answer within 24 hours.',
  },
  'custom-beer': {
    title: 'Custom Beer',
    description:
      'Design a custom craft beer: pick your occasion, taste and aromas, including local notes like pandan and gula melaka, and our brewer will brew it for you.',
  },
  privacy: {
    title: 'Privacy Notice',
    description:
      'How Taproom collects, uses, discloses and keeps your personal data under the Personal Data Protection Act 2010, and how to exercise your rights.',
  },
  terms: {
    title: 'Terms of Sale',
    description:
      'How ordering works at Taproom: inquiries confirmed by phone, payment, cancellation and refunds, delivery and pickup, and the 21+ ID check at handover.',
  },
  'not-found': {
    title: '404 Page Not Found',
    description: "The page you're looking for doesn't exist or has moved.",
  },
};

const ms: Record<HeadPage, PageText> = {
  home: {
    title: 'Bir Kraf & Wain Beras dari Lembah Klang',
    description:
      'Bir kraf Malaysia kelompok kecil, wain beras lihing tradisional dan bir tempahan dari Lembah Klang. Pesan dalam talian; pembuat bir menghubungi anda dalam 24 jam.',
  },
  shop: {
    title: 'Kedai',
    description: 'Lihat semua bir kraf dan wain beras lihing kami, dalam tin, botol dan tong.',
  },
  'shop-beer': {
    title: 'Bir',
    description: 'Bir kraf kelompok kecil dibancuh di Lembah Klang, dalam tin, botol dan tong.',
  },
  'shop-rice-wine': {
    title: 'Wain Beras',
    description: 'Wain beras lihing tradisional dari Sabah, dibancuh dalam kelompok kecil.',
  },
  product: {
    title: 'Butiran Produk',
    description: 'Minuman kraf dari Lembah Klang.',
  },
  about: {
    title: 'Kisah Kami',
    description:
      'Bagaimana sebuah kilang bir kecil di Lembah Klang membancuh bir kraf dan wain beras lihing dengan bahan tempatan.',
  },
  contact: {
    title: 'Hubungi Kami',
    description:
      'Soalan tentang pesanan, penghantaran, lawatan kilang atau pesanan pukal? Kami menjawab dalam 24 jam.',
  },
  'custom-beer': {
    title: 'Bir Tempahan',
    description:
      'Reka bir kraf khas: pilih majlis, rasa dan aroma anda, termasuk rasa tempatan seperti pandan dan gula melaka, dan pembuat bir kami akan membancuhnya untuk anda.',
  },
  privacy: {
    title: 'Notis Privasi',
    description:
      'Cara Taproom mengumpul, menggunakan, mendedahkan dan menyimpan data peribadi anda di bawah Akta Perlindungan Data Peribadi 2010, dan cara menggunakan hak anda.',
  },
  terms: {
    title: 'Terma Jualan',
    description:
      'Cara pesanan di Taproom berfungsi: pertanyaan disahkan melalui telefon, pembayaran, pembatalan dan bayaran balik, penghantaran dan pengambilan, serta semakan umur 21+ semasa penyerahan.',
  },
  'not-found': {
    title: '404 Halaman Tidak Dijumpai',
    description: 'Halaman yang anda cari tidak wujud atau telah dipindahkan.',
  },
};

const zh: Record<HeadPage, PageText> = {
  home: {
    title: '来自巴生谷的精酿啤酒与米酒',
    description:
      '来自巴生谷的小批量马来西亚精酿啤酒、传统丽醠米酒和定制啤酒。在线下单，酿酒师会在 24 小时内回电。',
  },
  shop: { title: '商店', description: '浏览我们酿造的全部精酿啤酒和丽醠米酒，有罐装、瓶装和桶装。' },
  'shop-beer': { title: '啤酒', description: '在巴生谷小批量酿造的精酿啤酒，有罐装、瓶装和桶装。' },
  'shop-rice-wine': { title: '米酒', description: '来自沙巴的传统丽醠米酒，小批量酿造。' },
  product: { title: '产品详情', description: '来自巴生谷的精酿。' },
  about: { title: '我们的故事', description: '巴生谷一家小酿酒坊如何用本地原料酿造精酿啤酒和丽醠米酒。' },
  contact: {
    title: '联系我们',
    description: '关于订单、配送、参观酒坊或批量订购的问题？我们在 24 小时内回复。',
  },
  'custom-beer': {
    title: '定制啤酒',
    description:
      '设计一款定制精酿啤酒：选择场合、口味和香气，包括香兰、马六甲椰糖等本地风味，由我们的酿酒师为您酿造。',
  },
  privacy: {
    title: '隐私声明',
    description:
      'Taproom 如何依据《2010 年个人资料保护法令》收集、使用、披露和保存您的个人资料，以及您如何行使权利。',
  },
  terms: {
    title: '销售条款',
    description:
      'Taproom 的订购方式：电话确认的订购询问、付款、取消与退款、配送与自取，以及交货时的 21 岁以上身份核验。',
  },
  'not-found': { title: '404 页面未找到', description: '您要找的页面不存在或已被移动。' },
};

export const PAGE_TEXTS: Record<Language, Record<HeadPage, PageText>> = { en, ms, zh };

/** What the browser tab shows: the page's own title, then the shop's name. */
export function documentTitle(title: string): string {
  return `${title} · ${shopConfig.brandName}`;
}

/** The storefront page a shop category shows (any other value means all products). */
export function shopPageFor(category: string | null | undefined): HeadPage {
  if (category === 'beer') return 'shop-beer';
  if (category === 'rice-wine') return 'shop-rice-wine';
  return 'shop';
}
