/** Retail pages: parking, eats, the Fountain of Wealth, tour buses and attractions. */
import type { SeedPage } from '../../types.ts';
import { banner, carousel, columns, richText } from './blocks.ts';

export const RETAIL_PAGES: readonly SeedPage[] = [
  {
    slug: 'parking',
    title: 'Parking',
    titleZh: '停车',
    description: 'Carpark entrances, rates and parking privileges for members.',
    descriptionZh: '停车场入口、收费及会员停车优惠。',
    layout: 'default',
    blocks: [
      banner(
        'Park with ease',
        '轻松停车',
        'Over 3,000 lots under the towers, open 24 hours.',
        '大楼下方逾3000个停车位，24小时开放。',
        '/getting_here',
        'arcs',
      ),
      columns('6+6', [
        {
          html: '<h2>Rates</h2><ul><li><strong>Weekdays, 7am to 5pm:</strong> $1.28 for the first hour, then $0.64 per 15 minutes</li><li><strong>Weekdays after 5pm:</strong> $3.21 per entry</li><li><strong>Weekends and public holidays:</strong> $3.21 for the first 3 hours, then $1.07 per hour</li></ul>',
          htmlZh:
            '<h2>收费</h2><ul><li><strong>平日上午7点至下午5点：</strong>首小时1.28元，之后每15分钟0.64元</li><li><strong>平日下午5点后：</strong>每次3.21元</li><li><strong>周末及公共假日：</strong>首3小时3.21元，之后每小时1.07元</li></ul>',
        },
        {
          html: '<h2>Entrances</h2><ul><li>Towers 1 to 4: Temasek Boulevard, beside Tower 1</li><li>Tower 5: Temasek Boulevard</li><li>Convention Centre: Raffles Boulevard</li></ul><p>Height limit 2.1 m. Licence-plate recognition: no ticket needed.</p>',
          htmlZh:
            '<h2>入口</h2><ul><li>第一至四座：淡马锡林荫道，第一座旁</li><li>第五座：淡马锡林荫道</li><li>会展中心：莱佛士林荫道</li></ul><p>限高2.1米。车牌识别系统，无需停车票。</p>',
          image: 'Carpark entrance on Temasek Boulevard',
        },
      ]),
      richText(
        '<h2>Parking privileges</h2><p>Members redeem free parking hours with points in the <a href="/rewards-catalogue">rewards catalogue</a>, and on members’ day a $30 spend gives the first hour free.</p><p>Electric-vehicle charging bays are on Basement 2, first come, first served.</p>',
        '<h2>停车礼遇</h2><p>会员可在<a href="/rewards-catalogue">奖励目录</a>中以积分兑换免费停车时数；会员日消费满30元可享首小时免费。</p><p>电动车充电位位于地下二层，先到先得。</p>',
      ),
    ],
  },
  {
    slug: 'eats',
    title: 'Eats',
    titleZh: '美食',
    description: 'Where to eat: food courts, restaurants, cafés and late-night bars.',
    descriptionZh: '美食指南：美食广场、餐厅、咖啡馆与深夜酒吧。',
    layout: 'default',
    blocks: [
      banner(
        'Eat your way around the fountain',
        '环绕喷泉尝美食',
        'Over 130 places to eat, from hawker fare to rooftop cocktails.',
        '逾130家餐饮店，从小贩美食到天台鸡尾酒。',
        '/store_categories/dining',
      ),
      carousel([
        { title: 'Dim sum mornings', titleZh: '点心早晨', linkUrl: '/store_categories/dining' },
        {
          title: 'Hawker favourites at the Fountain Food Terrace',
          titleZh: '喷泉美食坊的小贩美食',
          linkUrl: '/store_categories/dining',
        },
        {
          title: 'Late nights at the Sky Garden',
          titleZh: '空中花园的深夜时光',
          linkUrl: '/store_categories/dining',
        },
      ]),
      columns('4+4+4', [
        {
          html: '<h3>Food courts</h3><p>Three food halls open from 8am: the <strong>Fountain Food Terrace</strong> on Basement 1, the Westside Hawker Hall and the Sky Garden Food Hall.</p>',
          htmlZh:
            '<h3>美食广场</h3><p>三个美食馆早上8点开始营业：地下一层的<strong>喷泉美食坊</strong>、西区小贩中心及空中花园美食馆。</p>',
        },
        {
          html: '<h3>Halal dining</h3><p>Many restaurants are halal-certified; look for the Halal badge in the <a href="/store_categories/dining">directory</a>.</p>',
          htmlZh:
            '<h3>清真美食</h3><p>众多餐厅拥有清真认证，请在<a href="/store_categories/dining">商店目录</a>中查找清真标志。</p>',
        },
        {
          html: '<h3>After dark</h3><p>Bars and hotpot restaurants stay open until 2am on Fridays and Saturdays.</p>',
          htmlZh: '<h3>夜间</h3><p>酒吧与火锅店在星期五及星期六营业至凌晨2点。</p>',
        },
      ]),
      richText(
        '<p>Members earn points on every receipt. See the current <a href="/promotions">dining promotions</a>.</p>',
        '<p>会员每张收据均可累积积分。请查看最新<a href="/promotions">餐饮优惠</a>。</p>',
      ),
    ],
  },
  {
    slug: 'fountain-of-wealth',
    title: 'Fountain of Wealth',
    titleZh: '财富之泉',
    description: 'The bronze fountain at the heart of the five towers, and how to make a wish.',
    descriptionZh: '五座大楼中央的青铜喷泉，以及许愿方法。',
    layout: 'default',
    blocks: [
      banner(
        'The Fountain of Wealth',
        '财富之泉',
        'Walk around the ring three times, touching the water, to make a wish.',
        '绕喷泉走三圈并触摸泉水，即可许愿。',
        undefined,
        'fountain',
      ),
      columns('8+4', [
        {
          html: '<p>Built in 1997 and once listed as the world’s largest fountain, the Fountain of Wealth is a bronze ring held up by four columns, at the centre of five towers laid out like the fingers of a hand.</p><p>Water flowing inward symbolises wealth kept within. When the fountain is lowered at set times each day, visitors may walk around the small inner fountain for good fortune.</p>',
          htmlZh:
            '<p>财富之泉建于1997年，曾被列为世界最大的喷泉。青铜圆环由四根支柱托起，位于形如手掌五指排列的五座大楼中央。</p><p>向内流动的泉水象征财富聚集。每天定时降低喷泉时，游客可绕小喷泉行走以祈求好运。</p>',
        },
        {
          html: '<h3>Wishing times</h3><ul><li>10am to 12pm</li><li>2pm to 4pm</li><li>6pm to 7.30pm</li></ul><p>Light and water shows from 8pm.</p>',
          htmlZh:
            '<h3>许愿时间</h3><ul><li>上午10点至中午12点</li><li>下午2点至4点</li><li>傍晚6点至7点半</li></ul><p>晚上8点起有灯光水舞秀。</p>',
          image: 'The bronze ring of the fountain',
        },
      ]),
      richText(
        '<p>The fountain is on Basement 1 of the Fountain Court, with the best views from the terrace on Level 1. Follow the signs from <a href="/getting_here">Promenade MRT</a>.</p>',
        '<p>喷泉位于喷泉广场地下一层，一楼平台视野最佳。从<a href="/getting_here">宝门廊地铁站</a>循指示牌即可到达。</p>',
      ),
    ],
  },
  {
    slug: 'tour-bus',
    title: 'Tour bus',
    titleZh: '旅游巴士',
    description: 'Coach drop-off, parking and group arrangements for tour operators.',
    descriptionZh: '旅游巴士落客、停车及团体安排。',
    layout: 'default',
    blocks: [
      banner(
        'Welcome, tour groups',
        '欢迎旅游团',
        'A dedicated coach bay and group privileges for your passengers.',
        '专用旅游巴士停靠处及团体礼遇。',
        '/tourist_privileges',
      ),
      columns('12', [
        {
          html: '<p>Coaches drop off and pick up at the <strong>tour-bus bay on Raffles Boulevard</strong>, beside the Convention Centre main entrance. The bay holds six coaches; waiting is limited to 15 minutes. Long-stay coach parking is available at the Convention Centre carpark by arrangement.</p>',
          htmlZh:
            '<p>旅游巴士请在<strong>莱佛士林荫道的旅游巴士停靠处</strong>上下客，位于会展中心正门旁。停靠处可容纳六辆巴士，停留时间限15分钟。长时间停车可事先安排于会展中心停车场。</p>',
        },
      ]),
      columns('6+6', [
        {
          html: '<h3>For tour leaders</h3><ul><li>Register your group at the concierge, Tower 1, Level 1</li><li>Each passenger gets a tourist booklet of offers</li><li>Meet-up point: the Fountain Terrace</li></ul>',
          htmlZh:
            '<h3>导游须知</h3><ul><li>请到第一座一楼礼宾处登记团体</li><li>每位团员可获游客优惠手册</li><li>集合地点：喷泉平台</li></ul>',
        },
        {
          html: '<h3>Bookings</h3><p>To arrange coach parking, email the concierge team with your date, group size and vehicle plate at least three days ahead.</p>',
          htmlZh:
            '<h3>预约</h3><p>如需安排巴士停车，请至少提前三天将日期、人数及车牌号码电邮给礼宾团队。</p>',
        },
      ]),
    ],
  },
  {
    slug: 'attractions',
    title: 'Attractions',
    titleZh: '景点',
    description: 'What to see in and around the complex.',
    descriptionZh: '综合体内外的观光景点。',
    layout: 'attraction',
    blocks: [
      banner(
        'Attractions around the fountain',
        '喷泉周边景点',
        'The fountain, the waterfront and the arts district, all within a short walk.',
        '喷泉、海滨及艺术区，步行即达。',
        undefined,
        'rings',
      ),
      columns('4+8', [
        {
          html: '<h3>In the complex</h3><ul><li><a href="/fountain-of-wealth">Fountain of Wealth</a></li><li>Sky Garden on Level 3</li><li>Art installations in the Atrium</li></ul>',
          htmlZh:
            '<h3>综合体内</h3><ul><li><a href="/fountain-of-wealth">财富之泉</a></li><li>三楼空中花园</li><li>中庭艺术装置</li></ul>',
        },
        {
          html: '<h3>Nearby</h3><p>The Esplanade theatres are across the road; the Marina Bay waterfront promenade, the Helix Bridge and the Singapore Flyer are a 10-minute walk. The civic district museums are two stops away on the Circle Line.</p>',
          htmlZh:
            '<h3>附近</h3><p>滨海艺术中心就在马路对面；滨海湾海滨长廊、双螺旋桥及新加坡摩天观景轮步行10分钟即可到达。市政区博物馆乘环线两站即达。</p>',
          image: 'The waterfront promenade at dusk',
        },
      ]),
      carousel([
        { title: 'Light and water shows', titleZh: '灯光水舞秀', linkUrl: '/fountain-of-wealth' },
        { title: 'The Sky Garden', titleZh: '空中花园' },
        { title: 'Waterfront walks', titleZh: '海滨漫步', linkUrl: '/getting_here' },
      ]),
    ],
  },
];
