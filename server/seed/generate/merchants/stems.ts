/**
 * Invented name stems for merchants, with Chinese renderings. None is a real brand: classic stems
 * are an adjective and a noun ("Jade Harbour" 玉港), modern stems a single evocative word.
 */

export interface Stem {
  en: string;
  zh: string;
}

const CLASSIC_ADJECTIVES: readonly Stem[] = [
  { en: 'Golden', zh: '金' }, { en: 'Jade', zh: '玉' }, { en: 'Silver', zh: '银' },
  { en: 'Red', zh: '红' }, { en: 'Little', zh: '小' }, { en: 'Old Town', zh: '老城' },
  { en: 'Grand', zh: '大' }, { en: 'Lucky', zh: '福' }, { en: 'Harmony', zh: '和' },
  { en: 'Green', zh: '绿' }, { en: 'Bright', zh: '明' }, { en: 'Spring', zh: '春' },
  { en: 'Autumn', zh: '秋' }, { en: 'Morning', zh: '晨' }, { en: 'Ocean', zh: '海' },
  { en: 'Twin', zh: '双' }, { en: 'Eastern', zh: '东' }, { en: 'Southern', zh: '南' },
  { en: 'Happy', zh: '乐' }, { en: 'Peach', zh: '桃' }, { en: 'Plum', zh: '梅' },
  { en: 'Crimson', zh: '朱' }, { en: 'Misty', zh: '雾' }, { en: 'Hidden', zh: '隐' },
  { en: 'Humble', zh: '素' },
];

const CLASSIC_NOUNS: readonly Stem[] = [
  { en: 'Lotus', zh: '莲' }, { en: 'Bamboo', zh: '竹' }, { en: 'Orchid', zh: '兰' },
  { en: 'Pearl', zh: '珠' }, { en: 'Harbour', zh: '港' }, { en: 'Garden', zh: '园' },
  { en: 'Lantern', zh: '灯' }, { en: 'Crane', zh: '鹤' }, { en: 'Peony', zh: '牡丹' },
  { en: 'Willow', zh: '柳' }, { en: 'Pine', zh: '松' }, { en: 'River', zh: '江' },
  { en: 'Bridge', zh: '桥' }, { en: 'Cloud', zh: '云' }, { en: 'Moon', zh: '月' },
  { en: 'Star', zh: '星' }, { en: 'Leaf', zh: '叶' }, { en: 'Stone', zh: '石' },
  { en: 'Maple', zh: '枫' }, { en: 'Sparrow', zh: '雀' }, { en: 'Koi', zh: '锦鲤' },
  { en: 'Phoenix', zh: '凤' },
];

/** Every adjective-noun pair, e.g. "Jade Harbour" / 玉港. */
export const CLASSIC_STEMS: readonly Stem[] = CLASSIC_ADJECTIVES.flatMap((adjective) =>
  CLASSIC_NOUNS.map((noun) => ({ en: `${adjective.en} ${noun.en}`, zh: `${adjective.zh}${noun.zh}` })),
);

export const MODERN_STEMS: readonly Stem[] = [
  { en: 'Meridian', zh: '子午' }, { en: 'Northwind', zh: '北风' }, { en: 'Kinetic', zh: '动能' },
  { en: 'Lumen', zh: '流明' }, { en: 'Halcyon', zh: '宁静' }, { en: 'Solstice', zh: '至日' },
  { en: 'Ember', zh: '余烬' }, { en: 'Atlas', zh: '图志' }, { en: 'Nimbus', zh: '雨云' },
  { en: 'Vantage', zh: '远景' }, { en: 'Cobalt', zh: '钴蓝' }, { en: 'Saffron', zh: '藏红花' },
  { en: 'Juniper', zh: '杜松' }, { en: 'Marlow', zh: '马洛' }, { en: 'Ashby', zh: '艾什比' },
  { en: 'Fable', zh: '寓言' }, { en: 'Quill', zh: '羽笔' }, { en: 'Tandem', zh: '同行' },
  { en: 'Kestrel', zh: '红隼' }, { en: 'Linden', zh: '菩提' }, { en: 'Orbit', zh: '轨道' },
  { en: 'Prism', zh: '棱镜' }, { en: 'Tessera', zh: '镶石' }, { en: 'Vela', zh: '船帆' },
  { en: 'Wren', zh: '鹪鹩' }, { en: 'Zephyr', zh: '西风' }, { en: 'Arbor', zh: '乔木' },
  { en: 'Beacon', zh: '灯塔' }, { en: 'Cascade', zh: '瀑布' }, { en: 'Dune', zh: '沙丘' },
  { en: 'Indigo', zh: '靛蓝' }, { en: 'Kinfolk', zh: '亲友' }, { en: 'Larkspur', zh: '飞燕草' },
  { en: 'Mosaic', zh: '马赛克' }, { en: 'Nomad', zh: '游牧' }, { en: 'Oakridge', zh: '橡岭' },
  { en: 'Pebble', zh: '卵石' }, { en: 'Quayside', zh: '码头' }, { en: 'Riverstone', zh: '河石' },
  { en: 'Sable', zh: '黑貂' }, { en: 'Tidewater', zh: '潮水' }, { en: 'Umber', zh: '棕土' },
  { en: 'Verdant', zh: '青翠' }, { en: 'Yarrow', zh: '蓍草' }, { en: 'Alder', zh: '赤杨' },
  { en: 'Bramble', zh: '荆棘' }, { en: 'Clover', zh: '三叶草' }, { en: 'Driftwood', zh: '浮木' },
  { en: 'Evergreen', zh: '常青' }, { en: 'Fernhill', zh: '蕨山' }, { en: 'Granite', zh: '花岗' },
  { en: 'Heron', zh: '苍鹭' }, { en: 'Isle', zh: '岛屿' }, { en: 'Keystone', zh: '拱心石' },
  { en: 'Lattice', zh: '格子' }, { en: 'Monsoon', zh: '季风' }, { en: 'Nova', zh: '新星' },
  { en: 'Opal', zh: '蛋白石' }, { en: 'Paloma', zh: '白鸽' }, { en: 'Quartz', zh: '石英' },
  { en: 'Rosewood', zh: '红木' }, { en: 'Sterling', zh: '纯银' }, { en: 'Terrace', zh: '露台' },
  { en: 'Urbane', zh: '都会' }, { en: 'Vista', zh: '远眺' }, { en: 'Wayfarer', zh: '旅人' },
  { en: 'Axis', zh: '轴心' }, { en: 'Bloom', zh: '绽放' }, { en: 'Crescent', zh: '新月' },
  { en: 'Dawnlight', zh: '晨光' }, { en: 'Elm', zh: '榆树' }, { en: 'Flint', zh: '燧石' },
  { en: 'Grove', zh: '林荫' }, { en: 'Hearth', zh: '炉火' }, { en: 'Ivory', zh: '象牙' },
  { en: 'Jasper', zh: '碧玉' }, { en: 'Kite', zh: '风筝' }, { en: 'Lagoon', zh: '泻湖' },
  { en: 'Nectar', zh: '花蜜' }, { en: 'Onyx', zh: '玛瑙' }, { en: 'Pinnacle', zh: '巅峰' },
  { en: 'Ripple', zh: '涟漪' }, { en: 'Tamarind', zh: '罗望子' }, { en: 'Vireo', zh: '绿鹃' },
  { en: 'Aurora', zh: '极光' }, { en: 'Birch', zh: '白桦' }, { en: 'Coral', zh: '珊瑚' },
  { en: 'Delta', zh: '三角洲' }, { en: 'Equinox', zh: '春分' }, { en: 'Fjord', zh: '峡湾' },
  { en: 'Gala', zh: '盛会' }, { en: 'Horizon', zh: '地平线' }, { en: 'Iris', zh: '鸢尾' },
  { en: 'Jetty', zh: '栈桥' }, { en: 'Kindle', zh: '点燃' }, { en: 'Lyric', zh: '抒情' },
  { en: 'Mango Tree', zh: '芒果树' }, { en: 'Nutmeg', zh: '肉豆蔻' }, { en: 'Oriel', zh: '凸窗' },
  { en: 'Pandan', zh: '香兰' }, { en: 'Rattan', zh: '藤' }, { en: 'Sago', zh: '西米' },
  { en: 'Tembusu', zh: '天目' }, { en: 'Upland', zh: '高地' }, { en: 'Wildflower', zh: '野花' },
];
