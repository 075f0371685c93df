// The sentences a recommendation's reasons are made of, in every language the shop speaks.
import type { Language } from '../../../shared/config.ts';

export interface ReasonTexts {
  preferred: string;
  aromas: (list: string) => string;
  slider: (level: string, slider: string) => string;
  levels: { low: string; medium: string; high: string };
  glutenByDesign: string;
  glutenByEnzyme: string;
  lowAlcohol: (maxAbv: string) => string;
  vegan: string;
  balanced: string;
  listSeparator: string;
}

export const REASON_TEXTS: Record<Language, ReasonTexts> = {
  en: {
    preferred: 'One of the styles you picked',
    aromas: (list) => `Brings the ${list} notes you asked for`,
    slider: (level, slider) => `Matches your ${level} ${slider.toLowerCase()}`,
    levels: { low: 'low', medium: 'medium', high: 'high' },
    glutenByDesign: 'Brewed gluten-reduced by design',
    glutenByEnzyme: 'Can be brewed gluten-reduced with an enzyme treatment',
    lowAlcohol: (maxAbv) => `Can be kept light, at ${maxAbv}% ABV or less`,
    vegan: 'Brewed vegan-friendly, without animal-based finings',
    balanced: 'A balanced choice close to your taste profile',
    listSeparator: ', ',
  },
  ms: {
    preferred: 'Salah satu gaya pilihan anda',
    aromas: (list) => `Membawa aroma ${list} yang anda minta`,
    slider: (level, slider) => `Sepadan dengan ${slider.toLowerCase()} ${level} pilihan anda`,
    levels: { low: 'rendah', medium: 'sederhana', high: 'tinggi' },
    glutenByDesign: 'Dibancuh rendah gluten sejak awal',
    glutenByEnzyme: 'Boleh dibancuh rendah gluten dengan rawatan enzim',
    lowAlcohol: (maxAbv) => `Boleh dibancuh ringan, ${maxAbv}% ABV atau kurang`,
    vegan: 'Mesra vegan, tanpa bahan penjernih daripada haiwan',
    balanced: 'Pilihan seimbang yang hampir dengan citarasa anda',
    listSeparator: ', ',
  },
  zh: {
    preferred: '是您选择的风格之一',
    aromas: (list) => `带有您想要的${list}香气`,
    slider: (level, slider) => `符合您偏好的${level}${slider}`,
    levels: { low: '低', medium: '适中', high: '高' },
    glutenByDesign: '专为低麸质酿造',
    glutenByEnzyme: '可通过酶处理酿成低麸质',
    lowAlcohol: (maxAbv) => `可酿得清淡，酒精度不超过${maxAbv}%`,
    vegan: '纯素友好，不使用动物来源的澄清剂',
    balanced: '与您口味接近的均衡之选',
    listSeparator: '、',
  },
};
