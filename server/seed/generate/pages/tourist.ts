/** Tourist pages (attraction layout): the privileges programme in both languages and About Us. */
import type { SeedPage } from '../../types.ts';
import { banner, columns, richText } from './blocks.ts';

const HOW_TO =
  '<ul><li>Show a valid foreign passport at the concierge, Tower 1, Level 1</li><li>Collect the tourist booklet and a welcome gift</li><li>Present the booklet at participating stores for the offers</li></ul>';
const HOW_TO_ZH =
  '<ul><li>在第一座一楼礼宾处出示有效外国护照</li><li>领取游客手册及欢迎礼品</li><li>在参与商店出示手册即可享受优惠</li></ul>';

export const TOURIST_PAGES: readonly SeedPage[] = [
  {
    slug: 'tourist_privileges',
    title: 'Tourist Privileges',
    titleZh: '游客礼遇',
    description: 'Offers, a welcome gift and tax-refund help for visitors from overseas.',
    descriptionZh: '海外游客专享优惠、欢迎礼品及退税协助。',
    layout: 'attraction',
    blocks: [
      banner(
        'Tourist privileges',
        '游客礼遇',
        'A welcome gift and over 50 offers for visitors from overseas.',
        '海外游客可获欢迎礼品及逾50项优惠。',
        '/tourist_privileges_eng',
      ),
      columns('4+4+4', [
        {
          html: '<h3>Welcome gift</h3><p>Spend $50 on the day and collect a gift at the concierge.</p>',
          htmlZh: '<h3>欢迎礼品</h3><p>当日消费满50元即可到礼宾处领取礼品。</p>',
        },
        {
          html: '<h3>Store offers</h3><p>Discounts at fashion, beauty and dining stores across the mall.</p>',
          htmlZh: '<h3>商店优惠</h3><p>全场时尚、美容及餐饮商店均有折扣。</p>',
        },
        {
          html: '<h3>Tax refunds</h3><p>Help with the electronic tourist refund scheme for purchases of $100 or more.</p>',
          htmlZh: '<h3>退税</h3><p>协助办理100元或以上消费的电子游客退税。</p>',
        },
      ]),
      richText(
        `<h2>How to claim</h2>${HOW_TO}<p>Read the booklet in <a href="/tourist_privileges_eng">English</a> or <a href="/tourist_privileges_chinese">Chinese</a>.</p>`,
        `<h2>领取方法</h2>${HOW_TO_ZH}<p>阅读<a href="/tourist_privileges_eng">英文</a>或<a href="/tourist_privileges_chinese">中文</a>版手册。</p>`,
      ),
    ],
  },
  {
    slug: 'tourist_privileges_eng',
    title: 'Tourist Booklet (English)',
    titleZh: '游客手册（英文）',
    description: 'The tourist booklet of offers, in English.',
    descriptionZh: '游客优惠手册英文版。',
    layout: 'attraction',
    blocks: [
      banner(
        'Tourist booklet',
        '游客手册',
        'Your guide to offers across the mall.',
        '全场优惠指南。',
      ),
      columns('12', [
        {
          html: `<p>Welcome to Singapore. This booklet lists the offers reserved for visitors from overseas.</p>${HOW_TO}`,
          htmlZh: `<p>欢迎来到新加坡。本手册列出海外游客专享优惠。</p>${HOW_TO_ZH}`,
        },
      ]),
      richText(
        '<h2>Offers</h2><ul><li><strong>Dining:</strong> a free drink with any main course at participating restaurants</li><li><strong>Fashion:</strong> 10% off full-priced items</li><li><strong>Beauty:</strong> a free mini facial with any purchase over $80</li><li><strong>Electronics:</strong> a free screen protector with any phone</li></ul><p>Offers are valid for 30 days from the date of issue. See the <a href="/store_categories/shopping">directory</a> for store locations.</p>',
        '<h2>优惠</h2><ul><li><strong>餐饮：</strong>在参与餐厅点任何主菜送饮品一杯</li><li><strong>时尚：</strong>正价商品九折</li><li><strong>美容：</strong>消费满80元送迷你面部护理</li><li><strong>电子：</strong>购买手机送屏幕保护贴</li></ul><p>优惠自发放日起30天内有效。商店位置请见<a href="/store_categories/shopping">商店目录</a>。</p>',
      ),
    ],
  },
  {
    slug: 'tourist_privileges_chinese',
    title: 'Tourist Booklet (Chinese)',
    titleZh: '游客手册（中文）',
    description: 'The tourist booklet of offers, in Chinese.',
    descriptionZh: '游客优惠手册中文版。',
    layout: 'attraction',
    blocks: [
      banner(
        '游客手册',
        '游客手册',
        'The tourist booklet in Simplified Chinese.',
        '简体中文版游客手册。',
      ),
      richText(
        '<p>This page carries the Chinese edition of the booklet; switch the site language to Chinese to read it.</p><h2>Offers</h2><ul><li>Dining: a free drink with any main course</li><li>Fashion: 10% off full-priced items</li><li>Beauty: a free mini facial with purchases over $80</li></ul>',
        '<p>欢迎来到新加坡！凭有效外国护照即可享受以下游客专属优惠。</p><h2>优惠内容</h2><ul><li>餐饮：在参与餐厅点任何主菜送饮品一杯</li><li>时尚：正价商品九折</li><li>美容：消费满80元送迷你面部护理</li></ul>',
      ),
      columns('6+6', [
        { html: `<h3>How to claim</h3>${HOW_TO}`, htmlZh: `<h3>领取方法</h3>${HOW_TO_ZH}` },
        {
          html: '<h3>Concierge</h3><p>Tower 1, Level 1, daily 10am to 10pm. Mandarin-speaking staff are on duty.</p>',
          htmlZh: '<h3>礼宾处</h3><p>第一座一楼，每日上午10点至晚上10点，设有华语服务人员。</p>',
        },
      ]),
    ],
  },
  {
    slug: 'about_us',
    title: 'About Us',
    titleZh: '关于我们',
    description:
      'Five office towers, a mall and a convention centre around the Fountain of Wealth.',
    descriptionZh: '环绕财富之泉的五座办公楼、购物中心与会展中心。',
    layout: 'attraction',
    blocks: [
      banner(
        'A city within the city',
        '城中之城',
        'Shopping, offices and conventions at 3 Temasek Boulevard.',
        '位于淡马锡林荫道3号的购物、办公与会展综合体。',
        undefined,
        'fountain',
      ),
      columns('8+4', [
        {
          html: '<p>The complex opened in the 1990s on reclaimed land at Marina Centre. Its five office towers and the convention centre are arranged like the fingers and palm of a left hand, with the Fountain of Wealth at the centre: a design meant to bring good fortune.</p><p>Today the mall holds about 370 shops and restaurants over four levels, and the convention centre hosts more than a thousand events a year.</p>',
          htmlZh:
            '<p>综合体于1990年代在滨海中心的填海土地上落成。五座办公楼与会展中心排列如左手的手指与手掌，财富之泉位于中央，寓意带来好运。</p><p>如今商场四个楼层共有约370家商店与餐厅，会展中心每年举办逾千场活动。</p>',
        },
        {
          html: '<h3>Visit</h3><p>3 Temasek Boulevard, Singapore 038983</p><p>Daily 10am to 10pm</p><p><a href="/getting_here">Getting here</a></p>',
          htmlZh:
            '<h3>到访</h3><p>新加坡淡马锡林荫道3号，邮区038983</p><p>每日上午10点至晚上10点</p><p><a href="/getting_here">交通指南</a></p>',
        },
      ]),
      columns('4+4+4', [
        {
          html: '<h3>Retail</h3><p>Fashion, dining and services across four levels.</p>',
          htmlZh: '<h3>零售</h3><p>四层楼的时尚、餐饮与服务。</p>',
        },
        {
          html: '<h3>Office</h3><p>Five Grade A towers.</p><p><a href="/office">Office</a></p>',
          htmlZh: '<h3>办公</h3><p>五座甲级办公楼。</p><p><a href="/office">办公</a></p>',
        },
        {
          html: '<h3>Convention</h3><p>Halls and meeting rooms for every size of event.</p><p><a href="/convention">Convention</a></p>',
          htmlZh:
            '<h3>会展</h3><p>各种规模活动的展厅与会议室。</p><p><a href="/convention">会展</a></p>',
        },
      ]),
    ],
  },
];
