/**
 * A tiny hand-written complex for backend tests: every table gets a few rows with known values, so
 * tests can assert exact answers without depending on the generator's choices.
 */
import type { SeedData, SeedMerchant } from '../seed/types.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123"/></svg>';

/** Fixed "now" of every backend test: noon in Singapore on 20 November 2026. */
export const TEST_NOW = new Date('2026-11-20T04:00:00Z');

const day = (offsetDays: number, time = '16:00:00.000Z'): string =>
  new Date(Date.parse(`2026-11-20T${time}`) + offsetDays * 86_400_000).toISOString();

function merchant(overrides: Partial<SeedMerchant> & Pick<SeedMerchant, 'id' | 'code' | 'name'>): SeedMerchant {
  return {
    nameZh: `${overrides.name} 中文`,
    categoryId: 1,
    subCategoryIds: [1],
    unitNumber: '#01-100',
    level: '01',
    zone: 'Tower 1',
    about: `About ${overrides.name}`,
    aboutZh: '关于',
    phone: '+65 6123 4567',
    email: 'shop@example.sg',
    website: 'https://example.sg',
    logoSvg: SVG,
    hours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d as 0, open: '10:00', close: '22:00' })),
    participationLevel: 'Regular',
    isParticipating: false,
    acceptVouchers: false,
    canPayWithPoints: false,
    isHalalCertified: false,
    isSponsored: false,
    isFeatured: false,
    hideFromDirectory: false,
    isActive: true,
    ...overrides,
  };
}

export function fixtureSeed(): SeedData {
  return {
    subCategories: [
      { id: 1, categoryId: 1, name: 'Café', nameZh: '咖啡馆' },
      { id: 2, categoryId: 1, name: 'Restaurant & Bar', nameZh: '餐厅与酒吧' },
      { id: 3, categoryId: 2, name: 'Fashion & Accessories', nameZh: '时尚配饰' },
      { id: 4, categoryId: 3, name: 'Services', nameZh: '服务' },
    ],
    merchants: [
      merchant({ id: 1, code: 'M0001', name: 'Bean Counter Coffee', subCategoryIds: [1, 2], unitNumber: '#02-608', level: '02', isParticipating: true, isHalalCertified: true }),
      merchant({ id: 2, code: 'M0002', name: 'Thread & Needle', categoryId: 2, subCategoryIds: [3], unitNumber: '#B1-012', level: 'B1', zone: 'Fountain Court', phone: undefined, website: undefined }),
      merchant({ id: 3, code: 'M0003', name: 'Hidden Kiosk', categoryId: 3, subCategoryIds: [4], hideFromDirectory: true }),
      merchant({ id: 4, code: 'M0004', name: 'Closed Diner', subCategoryIds: [2], isActive: false }),
      merchant({ id: 5, code: 'M0005', name: 'Fix It Services', categoryId: 3, subCategoryIds: [4], unitNumber: '#03-310', level: '03', isParticipating: true, acceptVouchers: true, hours: [{ dayOfWeek: 5, open: '18:00', close: '02:00' }] }),
    ],
    events: [
      { id: 11, type: 'Mall Event', category: 'Festive', title: 'Christmas Lights', titleZh: '圣诞灯饰', cost: 'Free', imageSvg: SVG, startDate: day(-5), endDate: day(20), location: 'Fountain Court', shortDescription: 'Lights', description: 'Lights everywhere', detailHtml: '<p>Lights</p>', tocHtml: '<p>Terms</p>', isFeatured: true, sortOrder: 1, priority: 1 },
      { id: 12, type: 'Mall Event', category: 'Workshop', title: 'Pottery Workshop', titleZh: '陶艺工作坊', cost: '$15.00', imageSvg: SVG, startDate: day(10), endDate: day(11), location: 'Sky Garden', shortDescription: 'Clay', description: 'Make a bowl', detailHtml: '<p>Clay</p>', tocHtml: '', merchantName: 'Bean Counter Coffee', isFeatured: false, sortOrder: 2, priority: 2 },
      { id: 13, type: 'Mall Event', category: 'General', title: 'Past Fair', titleZh: '旧展', cost: 'Free', imageSvg: SVG, startDate: day(-30), endDate: day(-20), location: 'Atrium', shortDescription: 'Old', description: 'Old', detailHtml: '', tocHtml: '', isFeatured: false, sortOrder: 3, priority: 3 },
    ],
    promotions: [
      { id: 21, slug: 'coffee-deal', title: 'Coffee Deal', titleZh: '咖啡优惠', contentHtml: '<p>1 for 1</p>', tocHtml: '<p>T&C</p>', imageSvg: SVG, startDate: day(-3), endDate: day(30), createdAt: day(-10), typeId: 1, merchantId: 1, isFeatured: true, isMembersDay: false, sortOrder: 1, priority: 1 },
      { id: 22, slug: 'members-day', title: 'Members Day', titleZh: '会员日', contentHtml: '<p>Members</p>', tocHtml: '', imageSvg: SVG, startDate: day(5), endDate: day(60), createdAt: day(-10), typeId: 2, isFeatured: false, isMembersDay: true, sortOrder: 2, priority: 2 },
      { id: 23, slug: 'old-sale', title: 'Old Sale', titleZh: '旧促销', contentHtml: '', tocHtml: '', imageSvg: SVG, startDate: day(-60), endDate: day(-30), createdAt: day(-70), typeId: 1, isFeatured: false, isMembersDay: false, sortOrder: 3, priority: 3 },
    ],
    flashSales: [
      { id: 31, title: 'Half-price Latte', titleZh: '半价拿铁', description: 'Latte', detailHtml: '<p>Latte</p>', tocHtml: '', imageSvg: SVG, merchantId: 1, originalPrice: 8, salesPrice: 4, quantity: 50, remainingQuantity: 12, salesStartDate: day(-1), salesExpiryDate: day(0, '20:00:00.000Z'), isFeatured: true, sortOrder: 1 },
      { id: 32, title: 'Free Tote', titleZh: '免费手提袋', description: 'Tote', detailHtml: '', tocHtml: '', imageSvg: SVG, merchantId: 2, quantity: 10, remainingQuantity: 0, salesStartDate: day(-5), salesExpiryDate: day(-2), isFeatured: false, sortOrder: 2 },
    ],
    rewards: [
      { id: 41, name: '$5 Coffee Voucher', nameZh: '5元咖啡券', description: 'Coffee', imageSvg: SVG, termsAndConditions: 'One per visit\nNot exchangeable', points: 500, category: 'Rewards', subcategory: 'evoucher', merchantId: 1, startTime: day(-10), endTime: day(40) },
      { id: 42, name: 'Free Parking', nameZh: '免费停车', description: 'Parking', imageSvg: SVG, termsAndConditions: 'Weekdays only', points: 300, category: 'Rewards', subcategory: 'carpark', startTime: day(-10), endTime: day(40) },
    ],
    deals: Array.from({ length: 25 }, (_, i) => ({
      id: 101 + i,
      title: `Deal ${String(i + 1).padStart(2, '0')}`,
      titleZh: `优惠 ${i + 1}`,
      description: 'A deal',
      imageSvg: SVG,
      merchantId: i % 5 === 0 ? 2 : 1,
      categId: 1 + (i % 2),
      typeId: 1,
      price: i % 3 === 0 ? undefined : 10 + i,
      points: 100,
      startDate: day(-i),
      endDate: day(5 + i),
    })),
    faqs: [
      { id: 51, category: 'Parking', categoryZh: '停车', question: 'Where do I park?', questionZh: '在哪里停车？', answerHtml: '<p>B1</p>', answerHtmlZh: '<p>B1</p>', sortOrder: 1, gettingThere: true },
      { id: 52, category: 'General', categoryZh: '一般', question: 'Opening hours?', questionZh: '营业时间？', answerHtml: '<p>10-22</p>', answerHtmlZh: '<p>10-22</p>', sortOrder: 2, gettingThere: false },
    ],
    gettingThere: {
      address: '3 Temasek Boulevard, Singapore 038983',
      introHtml: '<p>Right by Promenade.</p>',
      mrt: [{ station: 'Promenade', stationZh: '宝门廊', line: 'Circle Line', lineCode: 'CC4', exit: 'C', walkMinutes: 3, directions: 'Take exit C', directionsZh: '从C出口' }],
      bus: [{ stopName: 'Suntec City', stopCode: '02151', services: ['36', '111'], directions: 'Cross', directionsZh: '过马路' }],
      car: { directions: 'Via Temasek Boulevard', directionsZh: '经淡马锡林荫道', entrances: ['Temasek Boulevard'] },
      taxi: [{ name: 'Tower 1 stand', nameZh: '一号楼站', location: 'Tower 1' }],
      carparkRates: [{ period: 'Weekdays', periodZh: '平日', rate: '$1.50 per hour' }],
    },
    contactDetails: {
      address: '3 Temasek Boulevard, Singapore 038983',
      phone: '+65 6266 1502',
      email: 'hello@example.sg',
      hours: 'Daily 10AM to 10PM',
      hoursZh: '每日上午10点至晚上10点',
      whatsApp: '+65 8123 4567',
      facebook: 'https://facebook.com/example',
      instagram: 'https://instagram.com/example',
      youtube: 'https://youtube.com/example',
      appStoreUrl: 'https://apps.apple.com/app/example',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=example',
      contactTypes: [
        { value: 'general', label: 'General enquiry', labelZh: '一般查询' },
        { value: 'feedback', label: 'Feedback', labelZh: '反馈' },
      ],
    },
    members: [
      { id: 1, email: 'ada@example.sg', phone: '91234567', corporate: false, activationCodes: [
        { code: 'RESET-VALID-0001', purpose: 'reset', expiresAt: day(2) },
        { code: 'RESET-EXPIRED-01', purpose: 'reset', expiresAt: day(-1) },
        { code: 'RESET-USED-00001', purpose: 'reset', expiresAt: day(2), usedAt: day(-1) },
        { code: 'SET-VALID-000001', purpose: 'set', expiresAt: day(2) },
      ] },
      { id: 2, email: 'corp@example.sg', phone: '87654321', corporate: true, activationCodes: [
        { code: 'CORP-VALID-00001', purpose: 'setCorporate', expiresAt: day(2) },
      ] },
    ],
    rooms: [
      { id: 1, name: 'Harbour Room', nameZh: '海港厅', description: 'Seats 20', descriptionZh: '20座', capacity: 20, sizeSqm: 60, imageSvgs: [SVG, SVG], amenities: ['Projector'], priceDefault: 300, priceByDate: [{ start: '2026-12-24', end: '2026-12-27', price: 500 }], minNights: 1, maxNights: 7, disabledDaysOfWeek: ['Sunday'] },
      { id: 2, name: 'Summit Hall', nameZh: '峰会厅', description: 'Seats 200', descriptionZh: '200座', capacity: 200, sizeSqm: 400, imageSvgs: [SVG], amenities: ['Stage'], priceDefault: 2000, priceByDate: [], minNights: 2, maxNights: 14, disabledDaysOfWeek: [] },
    ],
    bookings: [
      { reference: 'BK-SEED0001', roomId: 1, checkIn: '2026-12-01', checkOut: '2026-12-03', name: 'Seed Booker', email: 'seed@example.sg', phone: '+65 9123 0000', purpose: 'Meeting', attendees: 10, createdAt: day(-2) },
    ],
    content: [
      { id: 61, type: 'home-banner', title: 'Welcome', titleZh: '欢迎', subtitle: 'Shop', subtitleZh: '购物', imageSvg: SVG, imageAlt: 'Banner', imageAltZh: '横幅', linkUrl: '/promotions', sortOrder: 2, startDate: day(-10), endDate: day(10) },
      { id: 62, type: 'home-banner', title: 'Christmas', titleZh: '圣诞', subtitle: 'Lights', subtitleZh: '灯', imageSvg: SVG, imageAlt: 'Lights', imageAltZh: '灯', linkUrl: '/events', sortOrder: 1, startDate: day(-10), endDate: day(10) },
      { id: 63, type: 'home-banner', title: 'Expired', titleZh: '过期', subtitle: '', subtitleZh: '', imageSvg: SVG, imageAlt: '', imageAltZh: '', linkUrl: '', sortOrder: 0, startDate: day(-30), endDate: day(-20) },
    ],
    pages: [
      { slug: 'about_us', title: 'About Us', titleZh: '关于我们', description: 'About the complex', descriptionZh: '关于', layout: 'default', blocks: [
        { type: 'banner', title: 'About', titleZh: '关于', subtitle: 'Us', subtitleZh: '我们', imageSvg: SVG },
        { type: 'columns', layout: '6+6', columns: [{ html: '<p>A</p>', htmlZh: '<p>甲</p>', imageSvg: SVG, imageAlt: 'A' }, { html: '<p>B</p>', htmlZh: '<p>乙</p>' }] },
        { type: 'carousel', slides: [{ title: 'Slide', titleZh: '幻灯片', imageSvg: SVG, linkUrl: '/events' }] },
        { type: 'richText', html: '<p>Text</p>', htmlZh: '<p>文字</p>' },
      ] },
      { slug: 'fountain-of-wealth', title: 'Fountain of Wealth', titleZh: '财富之泉', description: 'The fountain', descriptionZh: '喷泉', layout: 'attraction', blocks: [] },
    ],
    explores: [{ id: 71, title: 'Date Night', titleZh: '约会之夜', category: 'Dining', summary: 'Dinner', contentHtml: '<p>Eat</p>', imageSvg: SVG, merchantIds: [1, 2], sortOrder: 1 }],
    collections: [{ id: 81, title: 'Coffee Trail', titleZh: '咖啡之旅', description: 'Coffee', imageSvg: SVG, merchantIds: [1] }],
    evouchers: [{ id: 91, title: '$10 Voucher', titleZh: '10元券', description: 'Spend', value: 10, pointsCost: 1000, imageSvg: SVG, tocHtml: '<p>T</p>', validFrom: day(-10), validTo: day(50), merchantIds: [1, 5] }],
  };
}
