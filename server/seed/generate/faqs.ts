/** Frequently asked questions in English and Chinese; getting-there ones are flagged. */
import type { SeedRowOf } from '../insert/support.ts';
import { seedList } from '../seed-list.ts';

/** `gettingThere`: shown with getting-there information too. */
export type SeedFaq = SeedRowOf<'faqs', { flags: 'getting_there' }>;

interface FaqDefinition {
  q: string;
  qZh: string;
  a: string;
  aZh: string;
  gettingThere?: boolean;
}

const CATEGORIES: readonly { en: string; zh: string; items: FaqDefinition[] }[] = [
  {
    en: 'Getting Here',
    zh: '交通指南',
    items: [
      {
        q: 'Which MRT stations are nearest?',
        qZh: '最近的地铁站是哪些？',
        a: '<p><strong>Promenade</strong> (Circle and Downtown lines) is linked to the mall by an underground walkway. <strong>Esplanade</strong> (Circle line) and <strong>City Hall</strong> (East-West and North-South lines, via CityLink Mall) are a 5 to 10 minute walk.</p>',
        aZh: '<p><strong>宝门廊站</strong>（环线与滨海市区线）有地下通道直通商场。<strong>滨海艺术中心站</strong>（环线）和<strong>政府大厦站</strong>（东西线与南北线，经城联广场）步行5至10分钟即可到达。</p>',
        gettingThere: true,
      },
      {
        q: 'Which buses stop at the complex?',
        qZh: '哪些巴士在本综合体停靠？',
        a: '<p>Services 36, 56, 70, 75, 77, 97, 106, 111, 133, 162, 171, 195, 502, 518 and 857 stop along Temasek Boulevard and Raffles Boulevard. See <a href="/getting_here">Getting here</a> for stop codes.</p>',
        aZh: '<p>36、56、70、75、77、97、106、111、133、162、171、195、502、518和857号巴士在淡马锡林荫道与莱佛士林荫道沿线停靠。车站编号请参阅<a href="/getting_here">交通指南</a>。</p>',
        gettingThere: true,
      },
      {
        q: 'Where can I catch a taxi?',
        qZh: '在哪里可以搭乘出租车？',
        a: '<p>Taxi stands are at Tower 5 (Temasek Boulevard), the Convention Centre main entrance and the West Wing drop-off on Raffles Boulevard.</p>',
        aZh: '<p>出租车站位于第五座（淡马锡林荫道）、会展中心正门以及莱佛士林荫道的西翼落客处。</p>',
        gettingThere: true,
      },
      {
        q: 'Is the complex accessible by wheelchair?',
        qZh: '综合体是否方便轮椅出入？',
        a: '<p>Yes. Every entrance has step-free access, lifts serve all levels and accessible toilets are on every floor of the mall.</p>',
        aZh: '<p>是的。所有入口均无台阶，电梯通往各层，商场每层均设有无障碍洗手间。</p>',
        gettingThere: true,
      },
    ],
  },
  {
    en: 'Parking',
    zh: '停车',
    items: [
      {
        q: 'How much does parking cost?',
        qZh: '停车费用是多少？',
        a: '<p>Weekdays before 5pm: $1.28 for the first hour, then $0.64 per 15 minutes. Evenings and weekends have flat rates; see <a href="/parking">Parking</a>.</p>',
        aZh: '<p>平日下午5点前：首小时1.28元，之后每15分钟0.64元。晚间与周末另设统一收费，详见<a href="/parking">停车</a>。</p>',
        gettingThere: true,
      },
      {
        q: 'Where are the carpark entrances?',
        qZh: '停车场入口在哪里？',
        a: '<p>Enter from Temasek Boulevard (Towers 1 to 4 and Tower 5) or from Raffles Boulevard (Convention Centre). Height limit 2.1 m.</p>',
        aZh: '<p>可从淡马锡林荫道（第一至四座及第五座）或莱佛士林荫道（会展中心）进入。限高2.1米。</p>',
        gettingThere: true,
      },
      {
        q: 'Can I reserve an electric-vehicle charging bay?',
        qZh: '可以预订电动车充电位吗？',
        a: '<p>Charging bays on Basement 2 are first come, first served. Charging is billed separately in the operator’s app.</p>',
        aZh: '<p>地下二层的充电位先到先得，充电费用通过运营商应用另行收取。</p>',
      },
      {
        q: 'I lost my parking ticket. What should I do?',
        qZh: '停车票遗失了怎么办？',
        a: '<p>The carpark uses licence-plate recognition, so no ticket is needed. If the barrier does not open, press the intercom.</p>',
        aZh: '<p>停车场采用车牌识别系统，无需停车票。如闸门未开启，请按对讲机求助。</p>',
      },
    ],
  },
  {
    en: 'Shopping & Dining',
    zh: '购物与餐饮',
    items: [
      {
        q: 'What are the mall’s opening hours?',
        qZh: '商场营业时间是什么时候？',
        a: '<p>The mall is open daily from 10am to 10pm. Some restaurants and bars stay open later, and the food courts open at 8am.</p>',
        aZh: '<p>商场每日上午10点至晚上10点营业。部分餐厅与酒吧营业至更晚，美食广场早上8点开始营业。</p>',
      },
      {
        q: 'Are there halal-certified restaurants?',
        qZh: '有清真认证的餐厅吗？',
        a: '<p>Yes, many. Filter the <a href="/store_categories/dining">dining directory</a> by halal to see them.</p>',
        aZh: '<p>有很多。可在<a href="/store_categories/dining">餐饮目录</a>中筛选清真餐厅。</p>',
      },
      {
        q: 'Can I get a tourist refund (GST) on purchases?',
        qZh: '购物可以申请游客退税吗？',
        a: '<p>Shops displaying the tourist refund sign issue eTRS tickets for purchases of $100 or more. Claim at the airport.</p>',
        aZh: '<p>贴有游客退税标志的商店可为100元或以上的消费开具电子退税单，请在机场办理退税。</p>',
      },
      {
        q: 'Where do I find a store?',
        qZh: '如何找到商店？',
        a: '<p>Use the <a href="/search">search</a> or the directory; every store page shows its unit, level and zone, and a map.</p>',
        aZh: '<p>使用<a href="/search">搜索</a>或商店目录；每个商店页面都显示单位、楼层、区域及地图。</p>',
      },
      {
        q: 'Do stores accept mall gift vouchers?',
        qZh: '商店是否接受商场礼券？',
        a: '<p>Stores marked e-Voucher accept them. See the list of <a href="/participating-merchant">participating merchants</a>.</p>',
        aZh: '<p>标有电子礼券的商店均接受。请查看<a href="/participating-merchant">参与商户</a>名单。</p>',
      },
    ],
  },
  {
    en: 'Membership & Rewards',
    zh: '会员与奖励',
    items: [
      {
        q: 'How do I become a member?',
        qZh: '如何成为会员？',
        a: '<p>Download the member app and sign up with your mobile number. Membership is free.</p>',
        aZh: '<p>下载会员应用并以手机号码注册即可，会员免费。</p>',
      },
      {
        q: 'How do I earn points?',
        qZh: '如何赚取积分？',
        a: '<p>Scan your receipt in the app within 7 days. Every dollar spent earns one point; members’ day earns triple points.</p>',
        aZh: '<p>在7天内用应用扫描收据。每消费1元可得1积分，会员日可得三倍积分。</p>',
      },
      {
        q: 'When is members’ day?',
        qZh: '会员日是哪一天？',
        a: '<p>The first Wednesday of every month. See <a href="/promotions?filter=members_day">members’ day promotions</a>.</p>',
        aZh: '<p>每月第一个星期三。请查看<a href="/promotions?filter=members_day">会员日优惠</a>。</p>',
      },
      {
        q: 'I forgot my password. How do I reset it?',
        qZh: '忘记密码怎么办？',
        a: '<p>Tap “Forgot password” in the app; we email you a link to the reset page, valid for 72 hours.</p>',
        aZh: '<p>在应用中点击“忘记密码”，我们会发送重设链接到您的邮箱，链接72小时内有效。</p>',
      },
      {
        q: 'Do points expire?',
        qZh: '积分会过期吗？',
        a: '<p>Points expire 12 months after the month they were earned.</p>',
        aZh: '<p>积分在获得当月起12个月后到期。</p>',
      },
    ],
  },
  {
    en: 'Convention & Events',
    zh: '会展与活动',
    items: [
      {
        q: 'How do I book a meeting room or hall?',
        qZh: '如何预订会议室或展厅？',
        a: '<p>Check availability and send a booking on the <a href="/booking">room booking</a> page, or contact our events team.</p>',
        aZh: '<p>请在<a href="/booking">场地预订</a>页面查询空档并提交预订，或联系活动团队。</p>',
      },
      {
        q: 'Where is the convention centre?',
        qZh: '会展中心在哪里？',
        a: '<p>Levels 1 to 6 of the Atrium (Convention Centre), beside Tower 5 and across from the Esplanade.</p>',
        aZh: '<p>位于会展中心中庭一至六楼，毗邻第五座，对面为滨海艺术中心。</p>',
        gettingThere: true,
      },
      {
        q: 'Can I hold a roadshow in the mall?',
        qZh: '可以在商场举办路演吗？',
        a: '<p>Yes. Atrium and Fountain Court spaces can be booked for roadshows; email the leasing team with your dates.</p>',
        aZh: '<p>可以。中庭与喷泉广场场地可供路演预订，请将日期发送给租赁团队。</p>',
      },
      {
        q: 'Are events free to attend?',
        qZh: '活动免费参加吗？',
        a: '<p>Most mall events are free. Workshops and conventions may charge; each event page shows the cost.</p>',
        aZh: '<p>大部分商场活动免费。工作坊与会展可能收费，每个活动页面均注明费用。</p>',
      },
    ],
  },
  {
    en: 'Tourists',
    zh: '游客服务',
    items: [
      {
        q: 'What is the Fountain of Wealth?',
        qZh: '财富之泉是什么？',
        a: '<p>Once listed as the world’s largest fountain, it sits at the heart of the five towers. Walk around the inner ring three times to make a wish. See <a href="/fountain-of-wealth">Fountain of Wealth</a>.</p>',
        aZh: '<p>财富之泉曾被列为世界最大的喷泉，位于五座大楼中央。绕内圈走三圈即可许愿。详见<a href="/fountain-of-wealth">财富之泉</a>。</p>',
      },
      {
        q: 'Is there a tourist privilege programme?',
        qZh: '有游客专属优惠吗？',
        a: '<p>Yes. Show your passport at the concierge for the tourist booklet of offers. See <a href="/tourist_privileges">Tourist privileges</a>.</p>',
        aZh: '<p>有。向礼宾处出示护照即可领取游客优惠手册。详见<a href="/tourist_privileges">游客礼遇</a>。</p>',
      },
      {
        q: 'Where do tour buses drop off?',
        qZh: '旅游巴士在哪里落客？',
        a: '<p>Coaches use the tour-bus bay at the Convention Centre on Raffles Boulevard. See <a href="/tour-bus">Tour bus</a>.</p>',
        aZh: '<p>旅游巴士请使用莱佛士林荫道会展中心的旅游巴士停靠处。详见<a href="/tour-bus">旅游巴士</a>。</p>',
        gettingThere: true,
      },
    ],
  },
  {
    en: 'Facilities',
    zh: '设施',
    items: [
      {
        q: 'Is there free Wi-Fi?',
        qZh: '有免费无线网络吗？',
        a: '<p>Yes. Connect to the complex’s free Wi-Fi network anywhere in the mall.</p>',
        aZh: '<p>有。在商场任何地方均可连接免费无线网络。</p>',
      },
      {
        q: 'Where are the nursing rooms?',
        qZh: '育婴室在哪里？',
        a: '<p>Nursing rooms are on level 1 near Tower 1 and on level 3 by the Sky Garden.</p>',
        aZh: '<p>育婴室位于一楼第一座附近及三楼空中花园旁。</p>',
      },
      {
        q: 'Can I rent a stroller or wheelchair?',
        qZh: '可以租借婴儿车或轮椅吗？',
        a: '<p>Borrow one free of charge at the concierge, Tower 1, Level 1, with a photo ID.</p>',
        aZh: '<p>凭附照片的身份证件可在第一座一楼礼宾处免费借用。</p>',
      },
      {
        q: 'I lost something. Who do I contact?',
        qZh: '遗失物品应该联系谁？',
        a: '<p>Ask at the concierge or use the <a href="/contact">contact form</a> with “Lost and found”.</p>',
        aZh: '<p>请到礼宾处查询，或通过<a href="/contact">联系表格</a>选择“失物招领”。</p>',
      },
    ],
  },
];

export function generateFaqs(): SeedFaq[] {
  let id = 0;
  return CATEGORIES.flatMap((category) =>
    category.items.map((item, index) => {
      id += 1;
      return {
        id,
        category: category.en,
        categoryZh: category.zh,
        question: item.q,
        questionZh: item.qZh,
        answerHtml: item.a,
        answerHtmlZh: item.aZh,
        sortOrder: index + 1,
        gettingThere: item.gettingThere ?? false,
      };
    }),
  );
}

/** The faqs table, seeded with `generateFaqs`. */
export const faqsSeed = seedList('faqs', () => generateFaqs());
