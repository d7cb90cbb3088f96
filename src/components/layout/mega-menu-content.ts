/**
 * What the mega-menu's sections hold: each one's intro and groups of links (spec section 1). Loaded
 * when a visitor reaches for the menu (mega-menu.tsx), and by the idle prefetch of the menu's
 * pages; the sections themselves (ids and labels) are in menu-definition.ts.
 */
import {
  external,
  FOOTER_VISIT_LINKS,
  ATTRACTION_MENU,
  internal,
  MEGA_MENU_SECTIONS,
  SISTER_SITES,
  type MenuSection,
  type MenuSectionId,
} from './menu-definition';

const FLASH_SALES_LINK = internal('flash-sales', '/flash_sale', 'Flash sales', '限时抢购');

const CONTENT: Record<MenuSectionId, Omit<MenuSection, 'id' | 'label'>> = {
  retail: {
    intro: { en: 'Shop, dine and save at the mall.', ch: '在商场购物、用餐、省钱。' },
    groups: [
      {
        id: 'promotions',
        heading: { en: 'Promotions', ch: '优惠活动' },
        links: [
          internal('carpark-privileges', '/parking', 'Carpark privileges', '停车优惠'),
          FLASH_SALES_LINK,
          internal('view-promotions', '/promotions', 'View promotions', '查看优惠'),
        ],
      },
      {
        id: 'whats-on',
        heading: { en: "What's on", ch: '精彩活动' },
        links: [
          internal('events', '/events', 'Events', '活动'),
          internal('tourist-privileges', '/tourist_privileges', 'Tourist privileges', '游客礼遇'),
        ],
      },
      {
        id: 'directory',
        heading: { en: 'Directory', ch: '商户指南' },
        links: [
          internal('dining', '/store_categories/dining', 'Dining', '餐饮'),
          internal('shopping', '/store_categories/shopping', 'Shopping', '购物'),
          internal(
            'services',
            '/store_categories/services_amenities',
            'Services & amenities',
            '服务与设施',
          ),
          internal(
            'evoucher-partners',
            '/participating-merchant',
            'e-Voucher partners',
            '电子礼券合作商户',
          ),
          external(
            'store-locator',
            `${SISTER_SITES.retail}/store-locator`,
            'Store locator',
            '店铺查询',
          ),
        ],
      },
      {
        id: 'visit',
        heading: { en: 'Plan your visit', ch: '计划行程' },
        links: [
          internal('getting-here', '/getting_here', 'Getting here', '交通指南'),
          internal('mall-map', '/map', 'Mall map', '商场地图'),
          internal('faq', '/faq', 'FAQ', '常见问题'),
          internal('contact', '/contact', 'Contact us', '联系我们'),
        ],
      },
    ],
  },
  office: {
    intro: { en: 'Five Grade A towers around the fountain.', ch: '环绕喷泉的五座甲级办公楼。' },
    groups: [
      {
        id: 'office-towers',
        heading: { en: 'Office towers', ch: '办公楼' },
        links: [
          external('office-overview', `${SISTER_SITES.office}/`, 'Office overview', '办公楼概览'),
          external(
            'office-leasing',
            `${SISTER_SITES.office}/leasing`,
            'Leasing enquiries',
            '租赁咨询',
          ),
          external(
            'office-tenants',
            `${SISTER_SITES.office}/tenant-services`,
            'Tenant services',
            '租户服务',
          ),
        ],
      },
      {
        id: 'office-visit',
        heading: { en: 'Working here', ch: '在此工作' },
        links: [
          external(
            'office-sustainability',
            `${SISTER_SITES.office}/sustainability`,
            'Green buildings',
            '绿色建筑',
          ),
          internal('office-getting-here', '/getting_here', 'Getting here', '交通指南'),
        ],
      },
    ],
  },
  community: {
    intro: { en: 'Programmes and places for everyone.', ch: '面向所有人的活动与空间。' },
    groups: [
      {
        id: 'community-programmes',
        heading: { en: 'Programmes', ch: '社区活动' },
        links: [
          external(
            'community-home',
            `${SISTER_SITES.community}/`,
            'Community programmes',
            '社区活动',
          ),
          external(
            'community-volunteer',
            `${SISTER_SITES.community}/volunteer`,
            'Volunteer with us',
            '成为志愿者',
          ),
          external(
            'community-sustainability',
            `${SISTER_SITES.community}/sustainability`,
            'Sustainability',
            '可持续发展',
          ),
        ],
      },
      {
        id: 'community-places',
        heading: { en: 'Places', ch: '地标' },
        links: [
          internal('fountain-of-wealth', '/fountain-of-wealth', 'Fountain of Wealth', '财富之泉'),
        ],
      },
    ],
  },
  convention: {
    intro: {
      en: 'Meetings, exhibitions and events of every size.',
      ch: '各种规模的会议、展览与活动。',
    },
    groups: [
      {
        id: 'convention-centre',
        heading: { en: 'Convention centre', ch: '会展中心' },
        links: [
          external(
            'convention-home',
            `${SISTER_SITES.convention}/`,
            'Convention centre',
            '会展中心',
          ),
          external(
            'convention-calendar',
            `${SISTER_SITES.convention}/calendar`,
            'Exhibitions calendar',
            '展览日程',
          ),
          external(
            'convention-plan',
            `${SISTER_SITES.convention}/plan-an-event`,
            'Plan an event',
            '策划活动',
          ),
        ],
      },
      {
        id: 'convention-venue',
        heading: { en: 'Venue', ch: '场地' },
        links: [
          internal('room-booking', '/booking', 'Book a room', '预订会议室'),
          internal('venue-map', '/map', 'Venue map', '场地地图'),
        ],
      },
    ],
  },
  app: {
    intro: {
      en: 'The member app: points, rewards and members-only deals.',
      ch: '会员应用：积分、奖励与会员专享优惠。',
    },
    groups: [
      {
        id: 'app-member',
        heading: { en: 'Member app', ch: '会员应用' },
        links: [
          internal('about-app', '/about_suntec_plus', 'About Suntec+', '关于 Suntec+'),
          internal('rewards-catalogue', '/rewards-catalogue', 'Rewards catalogue', '奖励目录'),
          { ...FLASH_SALES_LINK, id: 'app-flash-sales' },
        ],
      },
    ],
  },
};

/** The mega-menu: every section with its intro and links, in order. */
export const MEGA_MENU: readonly MenuSection[] = MEGA_MENU_SECTIONS.map((section) => ({
  ...section,
  ...CONTENT[section.id],
}));

/** Every internal path the menus link to, for the idle prefetch of their code. */
export function menuInternalPaths(): string[] {
  const links = [
    ...MEGA_MENU.flatMap((section) => section.groups.flatMap((group) => group.links)),
    ...ATTRACTION_MENU,
    ...FOOTER_VISIT_LINKS,
  ];
  return links.flatMap((link) => (link.kind === 'internal' ? [link.to] : []));
}
