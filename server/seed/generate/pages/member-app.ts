/** Member-app pages: about the app, merging accounts, the website links page and Back to School. */
import type { SeedPage } from '../../types.ts';
import { banner, carousel, columns, richText } from './blocks.ts';

export const MEMBER_APP_PAGES: readonly SeedPage[] = [
  {
    slug: 'about_suntec_plus',
    title: 'About the Member App',
    titleZh: '关于会员应用',
    description: 'Earn points on every receipt and redeem them for e-vouchers and parking.',
    descriptionZh: '每张收据累积积分，兑换电子礼券与停车。',
    layout: 'default',
    blocks: [
      banner(
        'Your mall in your pocket',
        '口袋里的商场',
        'Earn points, redeem rewards and never miss members’ day.',
        '赚取积分、兑换奖励，不错过会员日。',
        '/rewards-catalogue',
      ),
      columns('4+8', [
        {
          html: '<h3>Join free</h3><p>Sign up with your mobile number in under a minute.</p>',
          htmlZh: '<h3>免费加入</h3><p>一分钟内以手机号码完成注册。</p>',
          image: 'A phone showing the member card',
        },
        {
          html: '<h3>How it works</h3><ul><li>Scan receipts within 7 days: <strong>1 point per dollar</strong></li><li>Triple points on members’ day, the first Wednesday of every month</li><li>Redeem points for <a href="/rewards-catalogue">e-vouchers and parking</a></li><li>Buy <a href="/flash_sale">flash sales</a> before they sell out</li></ul>',
          htmlZh:
            '<h3>使用方法</h3><ul><li>7天内扫描收据：<strong>每消费1元得1积分</strong></li><li>每月第一个星期三会员日享三倍积分</li><li>以积分兑换<a href="/rewards-catalogue">电子礼券与停车</a></li><li>抢购<a href="/flash_sale">限时特卖</a></li></ul>',
        },
      ]),
      columns('4+4+4', [
        {
          html: '<h3>Rewards</h3><p>E-vouchers of participating stores and free parking hours.</p>',
          htmlZh: '<h3>奖励</h3><p>参与商店电子礼券及免费停车时数。</p>',
        },
        {
          html: '<h3>Flash sales</h3><p>Limited quantities at members-only prices.</p>',
          htmlZh: '<h3>限时特卖</h3><p>限量会员专属价。</p>',
        },
        {
          html: '<h3>Members’ day</h3><p>Extra points and treats every first Wednesday.</p>',
          htmlZh: '<h3>会员日</h3><p>每月第一个星期三额外积分与礼遇。</p>',
        },
      ]),
      richText(
        '<p>Forgot your password? Use “Forgot password” in the app and follow the emailed link to the <a href="/reset-password">reset page</a>.</p>',
        '<p>忘记密码？请在应用中点击“忘记密码”，并通过邮件链接前往<a href="/reset-password">重设页面</a>。</p>',
      ),
    ],
  },
  {
    slug: 'merge-account',
    title: 'Merge Accounts',
    titleZh: '合并账户',
    description: 'Combine two member accounts and their points into one.',
    descriptionZh: '将两个会员账户及其积分合并为一个。',
    layout: 'default',
    blocks: [
      richText(
        '<h2>Merging two accounts</h2><p>If you signed up twice, for example with an old mobile number, you can merge the accounts so that all your points sit in one.</p><ul><li>Sign in to the account you want to keep</li><li>Open Profile, then Merge account</li><li>Enter the other account’s email and the one-time code we send to it</li></ul><p>Points and unused rewards move across; the other account is closed. Merging cannot be undone.</p>',
        '<h2>合并两个账户</h2><p>如您曾注册两次（例如使用旧手机号码），可将账户合并，使所有积分集中于一个账户。</p><ul><li>登录您要保留的账户</li><li>打开个人资料，选择合并账户</li><li>输入另一账户的电邮及我们发送的一次性验证码</li></ul><p>积分及未使用的奖励将转移，另一账户将被关闭。合并后无法撤销。</p>',
      ),
      columns('12', [
        {
          html: '<p>Need help? Use the <a href="/contact">contact form</a> and choose “General enquiry”.</p>',
          htmlZh: '<p>需要帮助？请通过<a href="/contact">联系表格</a>选择“一般查询”。</p>',
        },
      ]),
    ],
  },
  {
    slug: 'suntec_website',
    title: 'Our Websites',
    titleZh: '我们的网站',
    description: 'The sister sites for office tenants, convention organisers and the community.',
    descriptionZh: '办公租户、会展主办方及社区的姊妹网站。',
    layout: 'default',
    blocks: [
      banner(
        'One complex, several websites',
        '一个综合体，多个网站',
        'Find the right site for what you need.',
        '找到适合您的网站。',
      ),
      columns('4+4+4', [
        {
          html: '<h3>Office</h3><p>Leasing and tenant services for the five towers.</p><p><a href="/office">Visit Office</a></p>',
          htmlZh:
            '<h3>办公</h3><p>五座大楼的租赁与租户服务。</p><p><a href="/office">前往办公</a></p>',
        },
        {
          html: '<h3>Convention</h3><p>Venues, floor plans and event services.</p><p><a href="/convention">Visit Convention</a></p>',
          htmlZh:
            '<h3>会展</h3><p>场地、平面图与活动服务。</p><p><a href="/convention">前往会展</a></p>',
        },
        {
          html: '<h3>Community</h3><p>Programmes for families, seniors and volunteers.</p><p><a href="/community">Visit Community</a></p>',
          htmlZh:
            '<h3>社区</h3><p>家庭、乐龄与义工活动。</p><p><a href="/community">前往社区</a></p>',
        },
      ]),
    ],
  },
  {
    slug: 'bts',
    title: 'Back to School',
    titleZh: '开学季',
    description: 'School shoes, books and stationery for the new term.',
    descriptionZh: '新学期的校鞋、书籍与文具。',
    layout: 'default',
    blocks: [
      banner(
        'Back to school',
        '开学季',
        'Everything for the new term under one roof.',
        '新学期所需，一站购齐。',
        '/store_categories/shopping',
        'arcs',
      ),
      carousel([
        {
          title: 'School shoes and bags',
          titleZh: '校鞋与书包',
          linkUrl: '/store_categories/shopping',
        },
        {
          title: 'Books and stationery',
          titleZh: '书籍与文具',
          linkUrl: '/store_categories/shopping',
        },
        {
          title: 'Enrichment classes',
          titleZh: '培训课程',
          linkUrl: '/store_categories/services_amenities',
        },
      ]),
      richText(
        '<p>Find shoes, bags, books and stationery at the <strong>Kids Gifts &amp; Hobbies</strong> stores on Level 3, and enrichment centres for the term ahead.</p>',
        '<p>在三楼的<strong>儿童、礼品与爱好</strong>商店选购鞋子、书包、书籍与文具，并为新学期报名培训课程。</p>',
      ),
    ],
  },
];
