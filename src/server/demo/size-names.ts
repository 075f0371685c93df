// The demo sizes in Bahasa Malaysia and Chinese, by their English name. They follow the shop's own words
// (src/shared/glossary.ts: a keg is "Tong" and "酒桶") and the sizes dialog's examples ("Tin 500ML",
// "500ML 罐装"): the volume as written on the label, then the container.
export const demoSizeNames: Readonly<Record<string, { ms: string; zh: string }>> = {
  '330ML Can': { ms: 'Tin 330ML', zh: '330ML 罐装' },
  '500ML Can': { ms: 'Tin 500ML', zh: '500ML 罐装' },
  '330ML Bottle': { ms: 'Botol 330ML', zh: '330ML 瓶装' },
  '375ML Bottle': { ms: 'Botol 375ML', zh: '375ML 瓶装' },
  '500ML Bottle': { ms: 'Botol 500ML', zh: '500ML 瓶装' },
  '750ML Bottle': { ms: 'Botol 750ML', zh: '750ML 瓶装' },
  '20L Keg': { ms: 'Tong 20L', zh: '20L 酒桶' },
};
