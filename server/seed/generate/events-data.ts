/**
 * The event calendar as written content; dates are offsets in days from the seeding day, so some
 * events are over, some on now and some still to come whenever the complex is seeded.
 */

export interface EventDefinition {
  title: string;
  titleZh: string;
  type: 'Mall Event' | 'Convention' | 'Community';
  category: 'General' | 'Workshop' | 'Festive' | 'Family' | 'Exhibition' | 'Convention';
  cost: string;
  location: string;
  /** Days from the seeding day to the first day. */
  startOffset: number;
  /** Number of calendar days it runs (1 = a single day). */
  days: number;
  opens: string;
  closes: string;
  short: string;
  highlights: string[];
  terms: string[];
  /** 1 = first among featured events. */
  featuredOrder?: number;
  merchantName?: string;
}

export const EVENT_DEFINITIONS: readonly EventDefinition[] = [
  {
    title: 'Fountain of Wealth Light and Water Show', titleZh: '财富之泉灯光水舞秀', type: 'Mall Event', category: 'General', cost: 'Free',
    location: 'Fountain of Wealth, Level B1', startOffset: -20, days: 60, opens: '19:00', closes: '21:00', featuredOrder: 1,
    short: 'Nightly light and water shows at the Fountain of Wealth, with a wishing ring you can walk around.',
    highlights: ['Shows at 7pm, 8pm and 9pm', 'Walk around the inner ring to make a wish', 'Best views from the Fountain Terrace on Level 1'],
    terms: ['Walk-ins only; the ring closes during shows.', 'Shows may be cancelled in heavy rain.'],
  },
  {
    title: 'Lunar New Year Lantern Walk', titleZh: '农历新年灯笼漫步', type: 'Mall Event', category: 'Festive', cost: 'Free',
    location: 'Tower 1 to Tower 5 linkway, Level 1', startOffset: -6, days: 24, opens: '10:00', closes: '22:00', featuredOrder: 2,
    short: 'Hundreds of hand-painted lanterns line the walk between the towers, with lion dances on weekends.',
    highlights: ['Lion dance on Saturdays at 3pm', 'Calligraphy couplets written on the spot', 'Collect red packets with any $80 spend'],
    terms: ['Red packets while stocks last, one per receipt per day.', 'Receipts from the same day only.'],
  },
  {
    title: 'Little Builders Block Play', titleZh: '小小建筑师积木乐园', type: 'Mall Event', category: 'Family', cost: '$12.00',
    location: 'Atrium (Convention Centre), Level 1', startOffset: -3, days: 10, opens: '11:00', closes: '20:00', featuredOrder: 3,
    short: 'A giant block play zone for children aged 3 to 10, with a build-the-towers challenge.',
    highlights: ['45-minute play sessions', 'Build the five towers and win a badge', 'Parents play free with a child'],
    terms: ['Children under 6 must be accompanied by an adult.', 'Socks must be worn in the play zone.', 'Tickets are non-refundable.'],
  },
  {
    title: 'Dim Sum Folding Workshop', titleZh: '点心包制工作坊', type: 'Mall Event', category: 'Workshop', cost: '$35.00',
    location: 'Lotus Leaf Dim Sum, #01-601, Fountain Court', startOffset: 5, days: 1, opens: '15:00', closes: '17:00', merchantName: 'Lotus Leaf Dim Sum',
    short: 'Fold har gow and siew mai with the chefs of Lotus Leaf Dim Sum, then steam and eat them.',
    highlights: ['Hands-on session of 90 minutes', 'Recipe card to take home', 'Limited to 16 seats'],
    terms: ['Registration closes a day before.', 'Participants must be 10 or older.'],
  },
  {
    title: 'Asia Tech Summit', titleZh: '亚洲科技峰会', type: 'Convention', category: 'Convention', cost: '$180.00',
    location: 'Halls 401-404, Level 4', startOffset: 18, days: 3, opens: '09:00', closes: '18:00', featuredOrder: 4,
    short: 'Three days of talks and exhibits on cloud, AI and green data centres across Asia.',
    highlights: ['120 speakers over four stages', 'Start-up pavilion', 'Free exhibition-only passes on day three'],
    terms: ['Passes are personal and must be shown at entry.', 'Photography is not allowed in some sessions.'],
  },
  {
    title: 'Weekend Art Market', titleZh: '周末艺术市集', type: 'Community', category: 'Exhibition', cost: 'Free',
    location: 'Fountain Court, Level 1', startOffset: 2, days: 2, opens: '11:00', closes: '21:00', featuredOrder: 5,
    short: 'Local illustrators, potters and printmakers sell their work around the fountain.',
    highlights: ['Over 40 independent makers', 'Live screen printing', 'Kids drawing corner'],
    terms: ['Stalls accept cash and cashless payments at their own discretion.'],
  },
  {
    title: 'Mid-Autumn Mooncake Fair', titleZh: '中秋月饼展', type: 'Mall Event', category: 'Festive', cost: 'Free',
    location: 'Atrium (Convention Centre), Level 1', startOffset: 40, days: 14, opens: '10:00', closes: '22:00', featuredOrder: 6,
    short: 'Taste and buy mooncakes from over twenty bakers, from baked lotus paste to snowskin.',
    highlights: ['Free tastings every hour', 'Lantern-making for children on weekends', 'Early-bird discounts in the first week'],
    terms: ['Discounts are set by each baker.', 'Tastings while stocks last.'],
  },
  {
    title: 'Wedding Fair by the Fountain', titleZh: '喷泉婚礼展', type: 'Convention', category: 'Exhibition', cost: 'Free',
    location: 'Hall 403, Level 4', startOffset: -45, days: 3, opens: '11:00', closes: '20:00', featuredOrder: 7,
    short: 'Bridal houses, photographers and banquet venues under one roof.',
    highlights: ['Gown shows twice a day', 'Lucky draw for a honeymoon', 'Banquet tasting sessions'],
    terms: ['Lucky draw winners are contacted by email.'],
  },
  {
    title: 'Terrarium Building Workshop', titleZh: '微景观瓶制作工作坊', type: 'Mall Event', category: 'Workshop', cost: '$48.00',
    location: 'Sky Garden, Level 3', startOffset: 9, days: 1, opens: '14:00', closes: '16:00',
    short: 'Build a closed terrarium with mosses and ferns to take home.',
    highlights: ['All materials provided', 'Care guide included', 'Suitable for ages 10 and up'],
    terms: ['Arrive 10 minutes early.', 'No refunds within 48 hours of the workshop.'],
  },
  {
    title: 'Family Movie Nights', titleZh: '家庭电影之夜', type: 'Mall Event', category: 'Family', cost: 'Free',
    location: 'Sky Garden, Level 3', startOffset: -10, days: 30, opens: '19:30', closes: '21:30',
    short: 'Outdoor screenings of animated films on Friday and Saturday nights.',
    highlights: ['Bean bags on a first-come basis', 'Popcorn for the first 50 families', 'Films rated G'],
    terms: ['Screenings move indoors in wet weather.'],
  },
  {
    title: 'Heritage Photography Exhibition', titleZh: '文化遗产摄影展', type: 'Community', category: 'Exhibition', cost: 'Free',
    location: 'Tower 3 Lobby, Level 1', startOffset: -15, days: 35, opens: '10:00', closes: '22:00',
    short: 'Photographs of Marina Centre and the old waterfront from the 1970s to today.',
    highlights: ['Over 80 archival prints', 'Audio guide in English and Mandarin', 'Guided walks on Sundays'],
    terms: ['Flash photography is not permitted.'],
  },
  {
    title: 'Kids Lego Robotics Camp', titleZh: '少儿机器人营', type: 'Mall Event', category: 'Workshop', cost: '$120.00',
    location: 'East Wing, Level 3', startOffset: 25, days: 3, opens: '09:30', closes: '12:30',
    short: 'A three-morning camp where children build and code small robots.',
    highlights: ['Ages 7 to 12', 'Certificate on completion', 'Robots battle on the last day'],
    terms: ['All three sessions must be attended.', 'Full refund up to 7 days before the camp.'],
  },
  {
    title: 'Deepavali Light-Up Bazaar', titleZh: '屠妖节灯饰市集', type: 'Mall Event', category: 'Festive', cost: 'Free',
    location: 'West Wing, Level 1', startOffset: 55, days: 10, opens: '11:00', closes: '22:00',
    short: 'Rangoli art, henna and festive snacks in a bazaar of lights.',
    highlights: ['Rangoli workshop on the first weekend', 'Henna artists daily', 'Classical dance performances'],
    terms: ['Henna is applied at your own risk; tell the artist about allergies.'],
  },
  {
    title: 'Singapore Food Expo', titleZh: '新加坡美食博览会', type: 'Convention', category: 'Convention', cost: '$5.00',
    location: 'Halls 401-406, Level 4', startOffset: 32, days: 4, opens: '11:00', closes: '21:00',
    short: 'Four days of tastings, cooking demos and bargains from food makers across the region.',
    highlights: ['Over 300 booths', 'Celebrity chef demos every afternoon', 'Free entry for children under 12'],
    terms: ['Tickets are sold at the door and online.', 'Outside food is not allowed.'],
  },
  {
    title: 'Christmas Toy Town', titleZh: '圣诞玩具城', type: 'Mall Event', category: 'Festive', cost: 'Free',
    location: 'Fountain Court, Level 1', startOffset: 70, days: 30, opens: '10:00', closes: '22:00',
    short: 'A winter village of toy stalls, carollers and a snow show every evening.',
    highlights: ['Snow show at 8pm daily', 'Photos with Santa on weekends', 'Gift wrapping station'],
    terms: ['Photo sessions by queue number, issued from 10am.'],
  },
  {
    title: 'Marathon Expo and Bib Collection', titleZh: '马拉松博览会及号码布领取', type: 'Convention', category: 'Convention', cost: 'Free',
    location: 'Hall 404, Level 4', startOffset: -30, days: 3, opens: '10:00', closes: '20:00',
    short: 'Race-pack collection and running gear for the city marathon.',
    highlights: ['Collect your race pack', 'Gait analysis', 'Pacer talks'],
    terms: ['Bring your confirmation email and identity card.'],
  },
  {
    title: 'Watercolour Sketching Walk', titleZh: '水彩写生漫步', type: 'Community', category: 'Workshop', cost: '$25.00',
    location: 'Meet at the Fountain Terrace, Level 1', startOffset: 12, days: 1, opens: '09:00', closes: '11:30',
    short: 'Sketch the fountain and the towers with a local urban sketcher.',
    highlights: ['Sketchbook and paints provided', 'For beginners', 'Group of 12'],
    terms: ['Held rain or shine; sheltered spots are used in wet weather.'],
  },
  {
    title: 'Pet Adoption Drive', titleZh: '宠物领养日', type: 'Community', category: 'Family', cost: 'Free',
    location: 'West Wing, Level 1', startOffset: -2, days: 3, opens: '11:00', closes: '19:00',
    short: 'Meet rescued dogs and cats looking for homes, with animal welfare groups.',
    highlights: ['Adoption counselling on site', 'Pet care talks at 2pm', 'Donations go to the shelters'],
    terms: ['Adoptions are subject to each shelter’s own checks.'],
  },
  {
    title: 'Budget Travel Fair', titleZh: '经济旅游展', type: 'Convention', category: 'Exhibition', cost: 'Free',
    location: 'Halls 401-402, Level 4', startOffset: -60, days: 3, opens: '11:00', closes: '21:00',
    short: 'Travel agencies and airlines with fair-only deals.',
    highlights: ['Fair-only fares', 'Travel insurance bundles', 'Lucky draw'],
    terms: ['Deals are offered by the exhibitors, not the complex.'],
  },
  {
    title: 'Chinese Calligraphy for Beginners', titleZh: '书法入门班', type: 'Mall Event', category: 'Workshop', cost: '$30.00',
    location: 'Tower 2, Level 3', startOffset: 4, days: 1, opens: '10:00', closes: '12:00',
    short: 'Learn to hold the brush and write festive characters.',
    highlights: ['Brush, ink and rice paper provided', 'Take home your own couplet', 'Taught in English and Mandarin'],
    terms: ['Ages 12 and up.'],
  },
  {
    title: 'Green Living Week', titleZh: '绿色生活周', type: 'Community', category: 'General', cost: 'Free',
    location: 'Atrium (Convention Centre), Level 1', startOffset: 14, days: 7, opens: '10:00', closes: '21:00',
    short: 'Swap clothes, repair small appliances and learn to cut waste at home.',
    highlights: ['Clothes swap every afternoon', 'Repair café on the weekend', 'Bring your own container discounts'],
    terms: ['Swapped items must be clean and in good condition.'],
  },
  {
    title: 'Board Game Night', titleZh: '桌游之夜', type: 'Mall Event', category: 'General', cost: '$8.00',
    location: 'Sky Garden, Level 3', startOffset: -1, days: 1, opens: '18:00', closes: '23:00',
    short: 'Over a hundred board games to play, with game guides to teach the rules.',
    highlights: ['Game guides on hand', 'Snacks and drinks for sale', 'Prizes for tournament winners'],
    terms: ['Ages 10 and up; under 16 with an adult.'],
  },
];
