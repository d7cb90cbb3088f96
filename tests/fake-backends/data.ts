/**
 * The data of the fake backends, written from docs/wire-format.md with the live API's quirks:
 * string flags in two spellings, "NA" / "" / "-" markers, image URLs ending in /NA or /null (and
 * one that is simply broken), merchants under several sub-categories and again as participating
 * merchants, no opening hours but on one row, no level, rewards timed with `Date.toString()`.
 * Dates are relative to `now`, so "ongoing" and "upcoming" always have members.
 */

type Json = Record<string, unknown>;

const DAY = 24 * 60 * 60 * 1000;

/** Midnight in Singapore `days` from `now`'s Singapore day, as the API's ISO instant (16:00Z). */
function sgMidnight(now: number, days: number): string {
  const sg = new Date(now + 8 * 3600_000);
  const midnightUtc =
    Date.UTC(sg.getUTCFullYear(), sg.getUTCMonth(), sg.getUTCDate()) - 8 * 3600_000;
  return new Date(midnightUtc + days * DAY).toISOString();
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Date.prototype.toString()` as the rewards backend (in Singapore) writes it, whatever our zone. */
export function singaporeDateString(iso: string): string {
  const sg = new Date(Date.parse(iso) + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${WEEKDAYS[sg.getUTCDay()]} ${MONTHS[sg.getUTCMonth()]} ${pad(sg.getUTCDate())} ${sg.getUTCFullYear()} ${pad(sg.getUTCHours())}:${pad(sg.getUTCMinutes())}:${pad(sg.getUTCSeconds())} GMT+0800 (Singapore Standard Time)`;
}

const SUB_CATEGORIES = [
  { CategoryID: 1, SubCategoryID: 11, SubCategoryName: 'Restaurant & Bar' },
  { CategoryID: 1, SubCategoryID: 12, SubCategoryName: 'Café' },
  { CategoryID: 1, SubCategoryID: 13, SubCategoryName: 'Fast Food & Quick Bites' },
  { CategoryID: 2, SubCategoryID: 21, SubCategoryName: 'Fashion & Accessories' },
  { CategoryID: 2, SubCategoryID: 22, SubCategoryName: 'Electronics & Telecommunications' },
  { CategoryID: 2, SubCategoryID: 23, SubCategoryName: 'Jewellery Watches & Optical' },
  { CategoryID: 3, SubCategoryID: 31, SubCategoryName: 'Services' },
  { CategoryID: 3, SubCategoryID: 32, SubCategoryName: 'Beauty & Personal Care' },
] as const;

const CATEGORY_NAMES = { 1: 'Dining', 2: 'Shopping', 3: 'Services' } as const;
const ZONES = [
  'Tower 1',
  'Tower 2',
  'Tower 3',
  'Fountain Court',
  'Atrium (Convention Centre)',
  'Sky Garden',
];
/** In the sub-categories' order above, three times over. */
const NAMES = [
  'Harbour Noodle Bar',
  'Kopi Corner',
  'Quick Bao',
  'Threadline',
  'Voltage Mobile',
  'Gilded Hour',
  'Swift Laundry',
  'Glow Studio',
  'Sambal House',
  'Bean Theory',
  'Teh Tarik Co',
  'Linen Lane',
  'Pixel Point',
  'Optic Eye',
  'Key & Heel',
  'Calm Spa',
  'Spice Route',
  'Brew Lab',
  'Golden Wok',
  'Urban Sole',
  'Circuit City',
  'Pearl & Co',
  'Mend Tailor',
  'Brow Bar',
];

export interface FakeData {
  merchants: Json[];
  directories: Json;
  events: Json[];
  promotions: Json[];
  rewards: Json[];
  flashSales: Json[];
  gettingThere: Json;
  contactDetails: Json;
  faqs: Json;
  content: Json[];
}

export function fakeData(now: number, imageOrigin: string): FakeData {
  const image = (name: string) => `${imageOrigin}/images/${name}.svg`;
  const merchants = NAMES.map((name, index) => {
    const sub = SUB_CATEGORIES[index % SUB_CATEGORIES.length]!;
    const id = 5000 + index;
    const level = String(1 + (index % 4)).padStart(2, '0');
    const logo =
      index % 6 === 1
        ? `${imageOrigin}/images/NA`
        : index % 6 === 2
          ? `${imageOrigin}/images/null`
          : index % 6 === 3
            ? `${imageOrigin}/images/broken-${id}.png`
            : image(`logo-${id}`);
    return {
      MerchantID: String(id),
      MerchantCode: `M${id}`,
      StoreName: name,
      Category: CATEGORY_NAMES[sub.CategoryID],
      CategoryID: sub.CategoryID,
      SubCategoryID: sub.SubCategoryID,
      SubCategoryName: sub.SubCategoryName,
      // The last store's unit is unknown: it is listed, but not on the map.
      UnitNumber: index === NAMES.length - 1 ? 'NA' : `#${level}-${300 + index * 7}`,
      Zone: ZONES[index % ZONES.length],
      // Typed in a text box, as the live data is: one store's text has line breaks and a blank line.
      AboutStore:
        index % 5 === 0
          ? ''
          : `${name} is a ${sub.SubCategoryName.toLowerCase()} at the complex.${index === 1 ? '\nBreakfast from 8am.\n\nAsk for the kopi of the day.' : ''}`,
      MerchantLogo: logo,
      DetailImage: index % 2 === 0 ? image(`detail-${id}`) : 'NA',
      PromotionalImage: `${imageOrigin}/images/null`,
      Email: index % 3 === 0 ? `hello@store${id}.example.sg` : '',
      PhoneNo: index % 5 === 0 ? '6337 2000' : index % 2 ? 'NA' : '',
      Website: index % 4 === 0 ? `www.store${id}.example.sg` : '-',
      MerchantOpeningHours: index === 0 ? 'Daily 11am to 10pm' : '',
      RefundPolicy: '',
      RefundDays: 'NA',
      ParticipationLevel: index % 7 === 0 ? 'Premium' : 'Regular',
      rewards: [],
      reward_count: '0',
      isActive: '1',
      IsParticipating: index % 3 === 0 ? '1' : '0',
      isParticipating: index % 4 === 0 ? '1' : '0',
      acceptVouchers: index % 3 === 0 ? '1' : '0',
      canPayWithPoints: '0',
      isHalalCertified: index % 5 === 0 ? '1' : '0',
      isSponsored: '0',
      isFeatured: index < 4 ? '1' : '0',
      hideFromDirectory: '0',
    };
  });

  // One entry per sub-category; every third merchant is listed under a second one too.
  const result = SUB_CATEGORIES.map((sub) => {
    const own = merchants.filter((m) => m.SubCategoryID === sub.SubCategoryID);
    const guests = merchants.filter(
      (m, index) =>
        index % 3 === 0 && m.CategoryID === sub.CategoryID && m.SubCategoryID !== sub.SubCategoryID,
    );
    const listed = [...own, ...guests];
    return {
      ...sub,
      Merchants: listed,
      participatingMerchants: listed.filter(
        (m) => m.IsParticipating === '1' || m.isParticipating === '1',
      ),
    };
  });

  const events = Array.from({ length: 6 }, (_, index) => {
    const start = index < 3 ? -3 - index : 4 + index * 3;
    return {
      EventID: 700 + index,
      EventType: 'Mall',
      EventCategory: index % 2 ? 'Workshop' : 'General',
      Title: [
        'Lantern Walk',
        'Kids Clay Workshop',
        'Jazz at the Fountain',
        'Durian Fair',
        'Coding for Kids',
        'Year-End Market',
      ][index],
      BiTitle: ['灯笼漫步', '儿童陶艺工作坊', '喷泉爵士乐', '榴莲节', '儿童编程', '年终市集'][
        index
      ],
      Cost: index % 2 ? '15' : '0',
      EventImage: index === 4 ? `${imageOrigin}/images/NA` : image(`event-${700 + index}`),
      Images: [],
      StartDate: sgMidnight(now, start),
      EndDate: sgMidnight(now, start + 10),
      Location: index % 2 ? 'Atrium (Convention Centre)' : 'Fountain Court',
      Status: 'Active',
      ShortDescription: 'A free afternoon for the whole family.',
      Description: 'Come along with friends and family.',
      DetailView: '<p>Come along with <strong>friends</strong> and family.</p>',
      TOC: '<ul><li>While stocks last</li></ul>',
      IsRSVPDone: '0',
      TierString: '',
      ShareLink: 'NA',
      Merchant_Name: '',
      Priority: index,
      IsFeatured: index < 3 ? '1' : '0',
      SortOrder: index + 1,
    };
  });

  const promotions = Array.from({ length: 5 }, (_, index) => {
    const merchant = merchants[index * 2]!;
    const start = index < 3 ? -10 : 5 + index;
    return {
      HappeningID: 900 + index,
      Slug: `promotion-${900 + index}`,
      Title: [
        '1-for-1 Kopi',
        'Year-End Sale',
        'Members Day Treats',
        'Free Gift Wrapping',
        'Dim Sum Week',
      ][index],
      BiTitle: index % 2 ? '' : ['买一送一咖啡', '', '会员日礼遇', '', '点心周'][index],
      Status: 'Active',
      IsFeatured: index < 2,
      Content: '<p>Show this page at the counter.</p>',
      ImagePath: index === 3 ? `${imageOrigin}/images/null` : image(`promotion-${900 + index}`),
      ThumbnailUrl: image(`promotion-thumb-${900 + index}`),
      StartDate: sgMidnight(now, start),
      EndDate: sgMidnight(now, start + 30),
      CreationDate: sgMidnight(now, -20),
      TypeId: 1,
      MerchantID: Number(merchant.MerchantID),
      MerchantCode: merchant.MerchantCode,
      StoreName: merchant.StoreName,
      Location: `${merchant.UnitNumber}, ${merchant.Zone}`,
      TOC: '<p>While stocks last.</p>',
      morePromotions: [],
      Priority: index,
      SortOrder: index + 1,
    };
  });

  const rewards = Array.from({ length: 5 }, (_, index) => ({
    id: 40 + index,
    name: [
      '$5 Dining Voucher',
      'Free Parking (3 h)',
      'Movie Pass',
      '$10 Shopping Voucher',
      'Kopi on Us',
    ][index],
    description: 'Redeem with your points in the member app.',
    imageUrl: index === 2 ? `${imageOrigin}/images/NA` : image(`reward-${40 + index}`),
    thumbnailUrl: image(`reward-thumb-${40 + index}`),
    termAndConditions: 'Valid for one redemption.\nNot exchangeable for cash.',
    intouchPoints: 500 + index * 250,
    category: index === 1 ? 'Carpark' : 'Voucher',
    subcategory: index === 1 ? 'carpark' : 'evoucher',
    merchantName: merchants[index]!.StoreName,
    merchantId: Number(merchants[index]!.MerchantID),
    address: 'NA',
    startTime: singaporeDateString(sgMidnight(now, -5)),
    endTime: singaporeDateString(sgMidnight(now, 60)),
  }));

  const flashSales = Array.from({ length: 3 }, (_, index) => ({
    FlashSalesID: 60 + index,
    Title: ['Half-price Bubble Tea', 'Sneaker Flash Deal', 'Spa Hour'][index],
    BiTitle: '',
    Description: 'Only while stocks last.',
    DetailView: '<p>Only while stocks last.</p>',
    TOC: '<p>One per customer.</p>',
    ImagePath: image(`flash-${60 + index}`),
    ThumbnailUrl: 'NA',
    MerchantID: Number(merchants[index]!.MerchantID),
    MerchantCode: merchants[index]!.MerchantCode,
    StoreName: merchants[index]!.StoreName,
    Location: merchants[index]!.UnitNumber,
    OriginalPrice: '10.00',
    SalesPrice: '5.00',
    Quantity: 100,
    RemainingQuantity: 40,
    SalesStartDate: sgMidnight(now, -1),
    SalesExpiryDate: sgMidnight(now, 3 + index),
    IsFeatured: '1',
    SortOrder: index + 1,
  }));

  return {
    merchants,
    directories: { Status: 1, CategoryList: [...SUB_CATEGORIES], Result: result },
    events,
    promotions,
    rewards,
    flashSales,
    gettingThere: {
      data: {
        Status: 1,
        Result: {
          Address: '3 Temasek Boulevard, Singapore 038983',
          Intro:
            'Five towers around the Fountain of Wealth, above Promenade and Esplanade stations.',
          Mrt: [
            {
              Station: 'Promenade',
              Line: 'Circle Line',
              LineCode: 'CC4',
              Exit: 'C',
              WalkMinutes: 3,
              Directions: 'Take exit C.',
            },
          ],
          Bus: [
            {
              StopName: 'Suntec Twr Two',
              StopCode: '02151',
              Services: ['36', '111'],
              Directions: '',
            },
          ],
          Car: { Directions: 'Enter from Temasek Boulevard.', Entrances: ['Temasek Boulevard'] },
          Taxi: [{ Name: 'Taxi stand A', Location: 'Tower 1' }],
          CarparkRates: [{ Period: 'Mon-Fri, 7am-6pm', Rate: '$1.28 per 30 min' }],
        },
        Faq: [
          {
            FaqID: 1,
            Category: 'Parking',
            Question: 'Where is the carpark?',
            Answer: 'Below the towers, B1 to B3.',
            SortOrder: 1,
          },
        ],
      },
    },
    contactDetails: {
      data: {
        Status: 1,
        Result: {
          Address: '3 Temasek Boulevard, Singapore 038983',
          Phone: '+65 6266 1502',
          Email: 'NA',
          Hours: 'Daily 10AM to 10PM',
          ContactTypes: [
            { Value: 'general', Label: 'General enquiry' },
            { Value: 'feedback', Label: 'Feedback' },
          ],
        },
      },
    },
    // Not a call of the spec: shaped like getting-there's `Faq`, with the wire's missing values.
    faqs: {
      Status: 1,
      Result: [
        {
          FaqID: 1,
          Category: 'Parking',
          Question: 'Where is the carpark?',
          Answer: '<p>Below the towers, B1 to B3.</p>',
          SortOrder: 1,
        },
        {
          FaqID: '2',
          Category: 'NA',
          CategoryZh: '',
          Question: 'Are pets allowed?',
          QuestionZh: 'NA',
          Answer: '<p>Small pets in carriers.</p>',
          AnswerZh: null,
          SortOrder: '2',
        },
      ],
    },
    content: [0, 1].map((index) => ({
      id: 10 + index,
      type: 'home-banner',
      title: ['Year-End Festival', 'Members Day'][index]!,
      titleZh: null,
      subtitle: 'At the complex this month',
      imageUrl: index === 0 ? image('banner-10') : `${imageOrigin}/images/null`,
      imageAlt: '',
      linkUrl: '/events',
      sortOrder: index + 1,
      startDate: sgMidnight(now, -30),
      endDate: sgMidnight(now, 30),
    })),
  };
}
