/**
 * The directory's sub-categories (docs/wire-format.md's observed list), each under the category a
 * visitor would look in, with its Chinese name and the monogram colour of its merchants.
 */
import type { CategoryId, SeedSubCategory } from '../types.ts';

export const CATEGORY_NAMES: Record<CategoryId, { en: string; zh: string }> = {
  1: { en: 'Dining', zh: '餐饮' },
  2: { en: 'Shopping', zh: '购物' },
  3: { en: 'Services', zh: '服务' },
};

export type SubCategoryKey =
  | 'cafe'
  | 'deli'
  | 'fastFood'
  | 'foodCourt'
  | 'restaurant'
  | 'beauty'
  | 'electronics'
  | 'fashion'
  | 'home'
  | 'jewellery'
  | 'kids'
  | 'sports'
  | 'supermarket'
  | 'education'
  | 'fitness'
  | 'leisure'
  | 'services';

export interface SubCategoryDefinition extends SeedSubCategory {
  key: SubCategoryKey;
  /** Monogram colour of this sub-category's merchants. */
  colour: string;
}

export const SUB_CATEGORIES: readonly SubCategoryDefinition[] = [
  { id: 1, key: 'cafe', categoryId: 1, name: 'Café', nameZh: '咖啡馆', colour: '#7A4A21' },
  {
    id: 2,
    key: 'deli',
    categoryId: 1,
    name: 'Deli & Confectionary',
    nameZh: '熟食与甜点',
    colour: '#A23B72',
  },
  {
    id: 3,
    key: 'fastFood',
    categoryId: 1,
    name: 'Fast Food & Quick Bites',
    nameZh: '快餐与小食',
    colour: '#B3261E',
  },
  {
    id: 4,
    key: 'foodCourt',
    categoryId: 1,
    name: 'Food Court',
    nameZh: '美食广场',
    colour: '#8A5A00',
  },
  {
    id: 5,
    key: 'restaurant',
    categoryId: 1,
    name: 'Restaurant & Bar',
    nameZh: '餐厅与酒吧',
    colour: '#14213D',
  },
  {
    id: 6,
    key: 'beauty',
    categoryId: 2,
    name: 'Beauty & Personal Care',
    nameZh: '美容与个人护理',
    colour: '#9C2F5C',
  },
  {
    id: 7,
    key: 'electronics',
    categoryId: 2,
    name: 'Electronics & Telecommunications',
    nameZh: '电子与通讯',
    colour: '#1F4E9A',
  },
  {
    id: 8,
    key: 'fashion',
    categoryId: 2,
    name: 'Fashion & Accessories',
    nameZh: '时尚与配饰',
    colour: '#5B2A86',
  },
  {
    id: 9,
    key: 'home',
    categoryId: 2,
    name: 'Home & Furnishings',
    nameZh: '家居与家具',
    colour: '#6B5B2E',
  },
  {
    id: 10,
    key: 'jewellery',
    categoryId: 2,
    name: 'Jewellery Watches & Optical',
    nameZh: '珠宝、钟表与眼镜',
    colour: '#8C6A1C',
  },
  {
    id: 11,
    key: 'kids',
    categoryId: 2,
    name: 'Kids Gifts & Hobbies',
    nameZh: '儿童、礼品与爱好',
    colour: '#C0392B',
  },
  {
    id: 12,
    key: 'sports',
    categoryId: 2,
    name: 'Sports & Lifestyle',
    nameZh: '运动与生活',
    colour: '#0B6E4F',
  },
  {
    id: 13,
    key: 'supermarket',
    categoryId: 2,
    name: 'Supermarket',
    nameZh: '超级市场',
    colour: '#2E7D32',
  },
  { id: 14, key: 'education', categoryId: 3, name: 'Education', nameZh: '教育', colour: '#283593' },
  { id: 15, key: 'fitness', categoryId: 3, name: 'Fitness', nameZh: '健身', colour: '#00695C' },
  {
    id: 16,
    key: 'leisure',
    categoryId: 3,
    name: 'Leisure & Entertainment',
    nameZh: '休闲与娱乐',
    colour: '#6A1B9A',
  },
  { id: 17, key: 'services', categoryId: 3, name: 'Services', nameZh: '服务', colour: '#0B5F6E' },
];

export function subCategoryByKey(key: SubCategoryKey): SubCategoryDefinition {
  const found = SUB_CATEGORIES.find((sub) => sub.key === key);
  if (!found) throw new RangeError(`Unknown sub-category ${key}`);
  return found;
}

/** The plain SeedSubCategory rows, without the generator's extra fields. */
export function seedSubCategories(): SeedSubCategory[] {
  return SUB_CATEGORIES.map(({ id, categoryId, name, nameZh }) => ({
    id,
    categoryId,
    name,
    nameZh,
  }));
}

/** The key of a merchant's primary sub-category. */
export function primarySubKey(merchant: { subCategoryIds: readonly number[] }): SubCategoryKey {
  const found = SUB_CATEGORIES.find((sub) => sub.id === merchant.subCategoryIds[0]);
  if (!found) throw new RangeError(`Unknown sub-category ${String(merchant.subCategoryIds[0])}`);
  return found.key;
}
