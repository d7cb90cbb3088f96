/** The privacy policy and the website's terms and conditions. */
import type { SeedPage } from '../../types.ts';
import { richText } from './blocks.ts';

export const LEGAL_PAGES: readonly SeedPage[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    titleZh: '隐私政策',
    description: 'How we collect, use and protect your personal data.',
    descriptionZh: '我们如何收集、使用及保护您的个人资料。',
    layout: 'default',
    blocks: [
      richText(
        '<h2>What we collect</h2><p>When you contact us, book a room or join the member app we collect your name, email address, mobile number and the details you give us. The website itself stores only your language choice and offline copies of public content on your device.</p>' +
          '<h2>How we use it</h2><ul><li>To answer your enquiry or confirm your booking</li><li>To run the membership programme and credit points</li><li>To send marketing messages, only if you agreed to receive them</li></ul>' +
          '<h2>Your rights</h2><p>Under the Personal Data Protection Act 2012 you may ask to see or correct your personal data, or withdraw consent. Write to the Data Protection Officer through the <a href="/contact">contact form</a>.</p>' +
          '<h2>Retention</h2><p>We keep personal data only as long as needed for these purposes or required by law.</p>',
        '<h2>我们收集的资料</h2><p>当您联系我们、预订场地或加入会员应用时，我们会收集您的姓名、电邮地址、手机号码及您提供的详情。网站本身仅在您的设备上保存语言选择及公开内容的离线副本。</p>' +
          '<h2>资料用途</h2><ul><li>回复您的查询或确认预订</li><li>运营会员计划及积分</li><li>在您同意的情况下发送营销信息</li></ul>' +
          '<h2>您的权利</h2><p>根据《2012年个人资料保护法》，您可要求查阅或更正个人资料，或撤回同意。请通过<a href="/contact">联系表格</a>致函资料保护主任。</p>' +
          '<h2>保存期限</h2><p>我们仅在上述目的所需或法律规定的期限内保存个人资料。</p>',
      ),
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    titleZh: '条款与细则',
    description: 'The terms of use of this website and its promotions.',
    descriptionZh: '本网站及其优惠活动的使用条款。',
    layout: 'default',
    blocks: [
      richText(
        '<h2>Use of this website</h2><p>The content of this website is provided for general information. We try to keep store details, opening hours and promotions accurate, but stores may change them without notice.</p>' +
          '<h2>Promotions and rewards</h2><ul><li>Each promotion is subject to its own terms, shown on its page</li><li>Points and rewards have no cash value and cannot be transferred</li><li>We may end a promotion early if stocks run out</li></ul>' +
          '<h2>Bookings</h2><p>Room bookings are confirmed by email. Cancellation terms are set out in the confirmation.</p>' +
          '<h2>Governing law</h2><p>These terms are governed by the laws of Singapore. See also our <a href="/privacy-policy">privacy policy</a>.</p>',
        '<h2>网站使用</h2><p>本网站内容仅供一般参考。我们尽力确保商店资料、营业时间及优惠准确，但商店可能随时更改而不另行通知。</p>' +
          '<h2>优惠与奖励</h2><ul><li>每项优惠均受其页面所列条款约束</li><li>积分及奖励不具现金价值，不可转让</li><li>如存货售罄，我们可提前结束优惠</li></ul>' +
          '<h2>预订</h2><p>场地预订以电邮确认，取消条款载于确认函中。</p>' +
          '<h2>适用法律</h2><p>本条款受新加坡法律管辖。另请参阅我们的<a href="/privacy-policy">隐私政策</a>。</p>',
      ),
    ],
  },
];
