/** Landing pages of the Office, Convention and Community sections. */
import type { SeedPage } from '../../types.ts';
import { banner, carousel, columns, richText } from './blocks.ts';

export const SISTER_SITE_PAGES: readonly SeedPage[] = [
  {
    slug: 'convention',
    title: 'Convention Centre',
    titleZh: '会展中心',
    description: 'Halls, ballrooms and meeting rooms for events of every size.',
    descriptionZh: '适合各种规模活动的展厅、宴会厅与会议室。',
    layout: 'default',
    blocks: [
      banner(
        'Meet at the heart of the city',
        '在城市中心相聚',
        '100,000 square metres of event space, linked to four MRT lines.',
        '十万平方米活动空间，连接四条地铁线。',
        '/booking',
        'rings',
      ),
      columns('6+6', [
        {
          html: '<h3>Venues</h3><ul><li>Six exhibition halls on Level 4, up to 12,000 m²</li><li>The Marina Ballroom on Level 6 for 800 guests</li><li>31 meeting rooms from 12 seats</li></ul>',
          htmlZh:
            '<h3>场地</h3><ul><li>四楼六个展厅，最大12000平方米</li><li>六楼滨海宴会厅可容纳800位宾客</li><li>31间会议室，最少12座</li></ul>',
        },
        {
          html: '<h3>Book a room</h3><p>Check availability and prices and send a booking online.</p><p><a href="/booking">Room booking</a></p>',
          htmlZh:
            '<h3>预订场地</h3><p>在线查询空档与价格并提交预订。</p><p><a href="/booking">场地预订</a></p>',
          image: 'A hall set for a conference',
        },
      ]),
      carousel([
        { title: 'Conferences', titleZh: '会议', linkUrl: '/events' },
        { title: 'Exhibitions', titleZh: '展览', linkUrl: '/events' },
        { title: 'Banquets and weddings', titleZh: '宴会与婚礼', linkUrl: '/booking' },
      ]),
    ],
  },
  {
    slug: 'office',
    title: 'Office',
    titleZh: '办公',
    description: 'Grade A offices in five towers above the mall.',
    descriptionZh: '商场上方五座甲级办公楼。',
    layout: 'default',
    blocks: [
      banner(
        'Work above it all',
        '高处办公',
        'Five Grade A towers with direct links to the MRT and the mall.',
        '五座甲级办公楼，直通地铁与商场。',
      ),
      columns('8+4', [
        {
          html: '<p>Towers 1 to 4 rise 45 storeys and Tower 5 rises 18, with floor plates from 1,000 m². Tenants enjoy the mall’s dining, the convention centre’s meeting rooms and corporate membership of the member app.</p>',
          htmlZh:
            '<p>第一至四座楼高45层，第五座楼高18层，单层面积1000平方米起。租户可享商场餐饮、会展中心会议室及会员应用企业会籍。</p>',
        },
        {
          html: '<h3>Leasing</h3><p>Email the leasing team through the <a href="/contact">contact form</a> (Leasing).</p>',
          htmlZh: '<h3>租赁</h3><p>请通过<a href="/contact">联系表格</a>（租赁）联系租赁团队。</p>',
        },
      ]),
      columns('12', [
        {
          html: '<p>Tenants with a corporate account activate it on the <a href="/set-password">set-password page</a> using the link from their building manager.</p>',
          htmlZh:
            '<p>拥有企业账户的租户可使用大楼管理处提供的链接，在<a href="/set-password">设置密码页面</a>激活账户。</p>',
        },
      ]),
    ],
  },
  {
    slug: 'community',
    title: 'Community',
    titleZh: '社区',
    description: 'Free programmes for families, seniors and volunteers.',
    descriptionZh: '为家庭、乐龄人士与义工而设的免费活动。',
    layout: 'default',
    blocks: [
      banner(
        'A place for everyone',
        '人人共享的空间',
        'Free programmes at the Sky Garden and the Atrium all year.',
        '空中花园与中庭全年免费活动。',
        '/events',
      ),
      columns('4+4+4', [
        {
          html: '<h3>Families</h3><p>Weekend craft sessions and movie nights.</p>',
          htmlZh: '<h3>家庭</h3><p>周末手工与电影之夜。</p>',
        },
        {
          html: '<h3>Seniors</h3><p>Morning walks around the fountain and digital skills classes.</p>',
          htmlZh: '<h3>乐龄人士</h3><p>喷泉晨走及数码技能课。</p>',
        },
        {
          html: '<h3>Volunteers</h3><p>Join clean-ups and donation drives with our tenants.</p>',
          htmlZh: '<h3>义工</h3><p>与租户一起参与清洁及捐献活动。</p>',
        },
      ]),
      richText(
        '<p>See what is on in the <a href="/events">events calendar</a>.</p>',
        '<p>请查看<a href="/events">活动日历</a>了解最新活动。</p>',
      ),
    ],
  },
];
