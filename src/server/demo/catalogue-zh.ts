// The demo catalogue in Chinese, by the product's English name (docs/decisions/010-product-translations.md).
import type { ProductTranslation } from '../../shared/product-text.ts';

export const demoCatalogueZh: Readonly<Record<string, ProductTranslation>> = {
  'Kinabalu Haze': {
    name: '神山云雾',
    description: '多汁浑浊的热带 IPA，芒果与百香果香气四溢，柔软如山间云雾。',
    style: '热带 IPA',
    color: '浑浊的金橙色',
    tastingNotes: '入口是熟芒果、百香果和菠萝；燕麦带来柔滑的酒体；收尾是干净的松脂香。',
    brewingStory:
      '这款酒以我们首席酿酒师在配方定型那一周攀登的山峰命名。我们用 Citra 和 Mosaic 酒花两次干投，并加入金马仑高原果农种植的百香果。燕麦和小麦赋予它绵软的酒体，即使在巴生谷的炎热天气里也畅饮无负担。',
  },
  'Malam Pandan Stout': {
    name: '夜色班兰司陶特',
    description: '丝滑的甜司陶特，融合清香班兰与带烟熏味的椰糖，就像一杯装在玻璃杯里的娘惹糕点。',
    style: '班兰椰糖司陶特',
    color: '漆黑酒体，棕褐色泡沫',
    tastingNotes: '黑巧克力与烘焙咖啡，椰糖带来温暖的焦糖味，班兰的青草与香草气息轻轻上扬。',
    brewingStory:
      '我们的酿酒师是吃着祖母做的班兰糯米糕（seri muka）长大的，这款司陶特就是她的致敬。煮沸尾声时浸入新鲜班兰叶，再把来自马六甲的整块椰糖放进煮锅。乳糖让它圆润成一道甜点，最适合深夜想喝拉茶的时候来一杯。',
  },
  'Limau Kasturi Wit': {
    name: '酸柑小麦啤',
    description: '以本地酸柑酿造的比利时风格小麦啤酒，清新明亮，解渴畅快。',
    style: '酸柑白啤',
    color: '浅稻草色，微浊',
    tastingNotes: '酸柑与橙皮的清酸，一丝芫荽籽香，柔软的小麦面包味，收尾清脆带柑橘香。',
    brewingStory:
      '酸柑（limau kasturi）就是每盘马来炒面上挤的那颗小青柠，我们想要一款同样明亮的啤酒。我们把亲手采摘的酸柑果皮和果汁连同芫荽籽一起加入回旋槽。这是我们给嘛嘛档炎热午后的答案。',
  },
  'Setapak Lager': {
    name: '文良港拉格',
    description: '我们的招牌拉格，清爽干净，低温慢酿，专为热带而生。',
    style: '赫尔斯拉格',
    color: '明亮金黄',
    tastingNotes: '新鲜面包与蜂蜜般的麦芽香，淡淡的花香酒花，干爽清脆直到最后一口。',
    brewingStory:
      '酿造地离我们在文良港的酒馆只有几步之遥，这是团队在漫长的酿酒日之后最爱喝的啤酒。它低温熟成六周，远超实际所需，因为正是耐心让它如此纯净。搭配沙爹、椰浆饭或任何烧烤都很合适。',
  },
  'Monsoon Pale Ale': {
    name: '季风淡色艾尔',
    description: '均衡易饮的淡色艾尔，柑橘与热带酒花香气建立在焦糖麦芽的骨架之上。',
    style: '美式淡色艾尔',
    color: '深琥珀金',
    tastingNotes: '西柚与松针，淡淡的焦糖与饼干香，苦味扎实却友善。',
    brewingStory:
      '第一批酒是在季风暴雨连下一周、酒厂外的路都被淹没时酿成的。我们坚持酿造，结果那批酒成了我们最骄傲的作品。Cascade 和 Centennial 酒花保持经典风味，煮沸时加入少许马来西亚种植的洛神花增添色泽。',
  },
  'Jambu Batu Sour': {
    name: '番石榴酸啤',
    description: '粉红色的煮锅酸啤，加入红心番石榴和一小撮海盐，就像童年时蘸酸梅粉吃的番石榴。',
    style: '番石榴盖斯',
    color: '朦胧的粉红色',
    tastingNotes: '熟透的红心番石榴、青柠皮和淡淡咸味；酸爽多汁，干爽提神。',
    brewingStory:
      '每个马来西亚孩子都认识路边蘸着酸梅粉的番石榴。我们把麦汁在煮锅里酸化一整夜，再加入一吨来自霹雳的红心番石榴果泥和一小撮海盐。明亮、粉嫩，转眼就喝完。',
  },
  'Lihing Klasik': {
    name: '经典 丽醠米酒',
    description: '传统沙巴米酒，以自制酒饼发酵，顺滑芬芳，微甜柔和。',
    style: '沙巴 丽醠米酒',
    color: '清澈淡金色',
    tastingNotes: '甜糯米、梨与蜜瓜香，温暖顺滑的余韵中带一丝花香。',
    brewingStory:
      '丽醠是沙巴卡达山杜顺族的米酒，每逢丰收节（Kaamatan）必不可少。我们与担布南的一户人家合作，用他们的 sasad 酒饼和山地糯米酿造。装瓶前，它要在陶制的 tajau 酒缸里发酵两个月。',
  },
  'Lihing Madu Tua': {
    name: '陈年蜂蜜丽醠',
    description: '陈酿整整一年的丽醠，再调入沙巴野生蜂蜜，色泽深琥珀，醇厚温暖。',
    style: '陈年蜂蜜 丽醠米酒',
    color: '深琥珀色',
    tastingNotes: '野生蜂蜜、杏干与烤米香；丝滑如缎，香料与焦糖的温暖余韵悠长。',
    brewingStory:
      '我们从每批丰收节酿造中挑出最好的一缸 tajau，让它静置十二个月。装瓶前调入采自沙巴森林的野生 tualang 蜂蜜。请像担布南的长辈那样，慢慢品尝。',
  },
  'Musang King Dunkel': {
    name: '猫山王深色拉格',
    description: '上一季的限量深色拉格，带着若有若无的榴莲香。暂停供应，待下个榴莲季再回归。',
    style: '榴莲深色拉格',
    color: '栗棕色',
    tastingNotes: '烤面包皮、可可，以及奶油般卡士达风味的榴莲气息——爱的人很爱，怕的人很怕。',
    brewingStory:
      '一位常客的挑战，变成了我们最受热议的一款酒。来自劳勿的猫山王果肉在拉格熟成罐里浸泡了两周。它一个周末就卖光了；等榴莲再上市，我们就把它带回来。',
  },
};
