/**
 * What each sub-category's merchants are: the kinds of shop (the last word of the name), what they
 * offer (for the description), how they keep hours, and where in the complex they tend to be.
 */
import type { SubCategoryKey } from '../sub-categories.ts';
import type { HoursProfile } from './hours.ts';
import type { Zone } from '../zones.ts';

export interface MerchantKind {
  en: string;
  zh: string;
  /** What the shop offers, as a noun phrase for descriptions. */
  offer: string;
  offerZh: string;
  hours?: HoursProfile;
  /** A counter or cart with no website of its own. */
  kiosk?: boolean;
  /** Never halal-certified (bars, pork dishes). */
  notHalal?: boolean;
}

export interface SubCategoryProfile {
  count: number;
  stems: 'classic' | 'modern' | 'mixed';
  /** Levels weighted by repetition. */
  levels: readonly ('B1' | '01' | '02' | '03')[];
  hours: HoursProfile;
  kinds: readonly MerchantKind[];
}

export const PROFILES: Record<Exclude<SubCategoryKey, 'foodCourt'>, SubCategoryProfile> = {
  restaurant: {
    count: 56,
    stems: 'mixed',
    levels: ['B1', '01', '01', '02', '03', '03', '03'],
    hours: 'dining',
    kinds: [
      { en: 'Dim Sum', zh: '点心', offer: 'handmade har gow, siew mai and custard buns', offerZh: '手工虾饺、烧卖和流沙包', notHalal: true },
      { en: 'Grill', zh: '烧烤', offer: 'charcoal-grilled meats and seasonal vegetables', offerZh: '炭烤肉类与时令蔬菜' },
      { en: 'Bistro', zh: '小馆', offer: 'relaxed European plates and a short wine list', offerZh: '轻松的欧式菜肴与精选葡萄酒', notHalal: true },
      { en: 'Kitchen', zh: '厨房', offer: 'home-style Singapore favourites', offerZh: '家常新加坡风味' },
      { en: 'Trattoria', zh: '意式餐馆', offer: 'fresh pasta and wood-fired pizza', offerZh: '新鲜意面与柴火披萨' },
      { en: 'Izakaya', zh: '居酒屋', offer: 'Japanese small plates, skewers and sake', offerZh: '日式小菜、串烧与清酒', hours: 'bar', notHalal: true },
      { en: 'Hotpot', zh: '火锅', offer: 'bubbling soup bases with premium sliced meats', offerZh: '多款汤底火锅与精选肉片', hours: 'lateDining' },
      { en: 'Steakhouse', zh: '牛排馆', offer: 'dry-aged steaks and classic sides', offerZh: '干式熟成牛排与经典配菜', notHalal: true },
      { en: 'Brasserie', zh: '餐酒馆', offer: 'French brasserie classics from breakfast to dinner', offerZh: '从早餐到晚餐的法式经典', notHalal: true },
      { en: 'Seafood', zh: '海鲜', offer: 'chilli crab, cereal prawns and steamed fish', offerZh: '辣椒螃蟹、麦片虾与清蒸鱼' },
      { en: 'Taproom', zh: '啤酒馆', offer: 'craft beer on tap and bar bites', offerZh: '精酿生啤与佐酒小食', hours: 'bar', notHalal: true },
      { en: 'Wine Bar', zh: '酒吧', offer: 'wines by the glass and cheese boards', offerZh: '杯装葡萄酒与芝士拼盘', hours: 'bar', notHalal: true },
      { en: 'Teochew House', zh: '潮州菜馆', offer: 'braised duck, fish porridge and cold crab', offerZh: '卤鸭、鱼粥与冻蟹', notHalal: true },
      { en: 'Peranakan', zh: '娘惹餐馆', offer: 'ayam buah keluak, babi pongteh and kueh', offerZh: '黑果焖鸡、豆酱焖猪肉与娘惹糕', notHalal: true },
      { en: 'Curry House', zh: '咖喱屋', offer: 'fish head curry and fragrant biryani', offerZh: '咖喱鱼头与香料饭' },
      { en: 'Ramen', zh: '拉面', offer: 'rich broths and springy noodles', offerZh: '浓郁汤头与弹牙面条', notHalal: true },
      { en: 'Sushi', zh: '寿司', offer: 'nigiri, maki and chirashi bowls', offerZh: '握寿司、卷寿司与散寿司饭' },
      { en: 'Thai Kitchen', zh: '泰式厨房', offer: 'green curry, tom yum and mango sticky rice', offerZh: '绿咖喱、冬阴功与芒果糯米饭' },
      { en: 'Korean BBQ', zh: '韩式烤肉', offer: 'table-grilled marinated meats and banchan', offerZh: '桌边烤腌肉与韩式小菜', hours: 'lateDining' },
      { en: 'Mala House', zh: '麻辣香锅', offer: 'pick-your-own mala stir-fries', offerZh: '自选麻辣香锅' },
      { en: 'Rooftop Bar', zh: '天台酒吧', offer: 'cocktails with a view of the fountain', offerZh: '俯瞰喷泉的鸡尾酒', hours: 'bar', notHalal: true },
      { en: 'Nasi Padang', zh: '巴东饭', offer: 'rendang, sambal goreng and a spread of dishes with rice', offerZh: '仁当牛肉、参巴炒菜等多款巴东菜配饭' },
    ],
  },
  cafe: {
    count: 22,
    stems: 'modern',
    levels: ['B1', '01', '01', '02', '02', '03'],
    hours: 'cafe',
    kinds: [
      { en: 'Coffee', zh: '咖啡', offer: 'single-origin pour-overs and flat whites', offerZh: '单品手冲与馥芮白' },
      { en: 'Café', zh: '咖啡馆', offer: 'all-day brunch and good coffee', offerZh: '全日早午餐与好咖啡' },
      { en: 'Roasters', zh: '烘焙坊', offer: 'coffee roasted on site every week', offerZh: '每周现场烘焙的咖啡豆' },
      { en: 'Tea House', zh: '茶馆', offer: 'loose-leaf teas and light bites', offerZh: '原叶茶与轻食' },
      { en: 'Espresso Bar', zh: '意式咖啡吧', offer: 'espresso to go for the morning rush', offerZh: '早高峰外带意式咖啡', kiosk: true },
      { en: 'Kopi', zh: '咖啡店', offer: 'kopi, kaya toast and soft-boiled eggs', offerZh: '本地咖啡、咖椰吐司与半生熟蛋' },
      { en: 'Matcha Bar', zh: '抹茶吧', offer: 'stone-ground matcha lattes and desserts', offerZh: '石磨抹茶拿铁与甜点', kiosk: true },
    ],
  },
  deli: {
    count: 22,
    stems: 'mixed',
    levels: ['B1', 'B1', 'B1', '01', '02'],
    hours: 'mall',
    kinds: [
      { en: 'Bakery', zh: '面包店', offer: 'fresh bread baked through the day', offerZh: '全天现烤面包' },
      { en: 'Patisserie', zh: '西饼屋', offer: 'entremets, tarts and celebration cakes', offerZh: '慕斯蛋糕、挞与节庆蛋糕' },
      { en: 'Confectionery', zh: '糖果屋', offer: 'hand-pulled sweets and gift tins', offerZh: '手工糖果与礼盒' },
      { en: 'Chocolatier', zh: '巧克力坊', offer: 'bean-to-bar chocolate and pralines', offerZh: '从可可豆到成品的巧克力与果仁糖' },
      { en: 'Desserts', zh: '甜品', offer: 'chendol, bingsu and mango pomelo sago', offerZh: '煎蕊、韩式刨冰与杨枝甘露' },
      { en: 'Kueh', zh: '糕点', offer: 'ondeh-ondeh, kueh lapis and ang ku kueh', offerZh: '椰丝球、千层糕与红龟粿', kiosk: true },
      { en: 'Gelato', zh: '意式冰淇淋', offer: 'gelato churned daily in local flavours', offerZh: '每日现制的本地口味意式冰淇淋', kiosk: true },
      { en: 'Delicatessen', zh: '熟食店', offer: 'cured meats, cheeses and sandwiches', offerZh: '腌肉、芝士与三明治', notHalal: true },
      { en: 'Bakehouse', zh: '烘焙屋', offer: 'croissants, buns and egg tarts', offerZh: '牛角包、面包与蛋挞' },
    ],
  },
  fastFood: {
    count: 34,
    stems: 'mixed',
    levels: ['B1', 'B1', 'B1', '01', '02', '03'],
    hours: 'mall',
    kinds: [
      { en: 'Burgers', zh: '汉堡', offer: 'smash burgers and loaded fries', offerZh: '压扁汉堡与丰富薯条' },
      { en: 'Noodle Bar', zh: '面馆', offer: 'wonton noodles and dry ban mian', offerZh: '云吞面与干捞板面' },
      { en: 'Rice Bowl', zh: '饭碗', offer: 'rice bowls with a choice of toppings', offerZh: '多种配料的盖饭' },
      { en: 'Wraps', zh: '卷饼', offer: 'wraps and salads made to order', offerZh: '现做卷饼与沙拉' },
      { en: 'Chicken Rice', zh: '鸡饭', offer: 'Hainanese chicken rice, steamed or roasted', offerZh: '白斩或烧烤海南鸡饭' },
      { en: 'Dumplings', zh: '饺子', offer: 'pan-fried and boiled dumplings', offerZh: '煎饺与水饺', notHalal: true },
      { en: 'Bao', zh: '包子', offer: 'steamed buns with sweet and savoury fillings', offerZh: '甜咸馅料的蒸包子', kiosk: true },
      { en: 'Poke', zh: '拌饭', offer: 'poke bowls with fresh fish', offerZh: '新鲜鱼肉拌饭' },
      { en: 'Laksa', zh: '叻沙', offer: 'curry laksa with cockles and tau pok', offerZh: '配血蚶与豆卜的咖喱叻沙' },
      { en: 'Bubble Tea', zh: '珍珠奶茶', offer: 'brown sugar pearls and fruit teas', offerZh: '黑糖珍珠与水果茶', kiosk: true },
      { en: 'Fried Chicken', zh: '炸鸡', offer: 'crispy fried chicken and sides', offerZh: '香脆炸鸡与小食' },
      { en: 'Express', zh: '快餐', offer: 'quick economy rice for the lunch crowd', offerZh: '午餐高峰的经济饭' },
      { en: 'Prata', zh: '印度煎饼', offer: 'roti prata and teh tarik', offerZh: '印度煎饼与拉茶' },
      { en: 'Popiah', zh: '薄饼', offer: 'fresh popiah rolled to order', offerZh: '现卷薄饼', kiosk: true },
    ],
  },
  beauty: {
    count: 30,
    stems: 'modern',
    levels: ['B1', '01', '01', '02', '02'],
    hours: 'mall',
    kinds: [
      { en: 'Beauty', zh: '美容', offer: 'facials and skin treatments', offerZh: '面部护理与皮肤疗程' },
      { en: 'Nail Studio', zh: '美甲', offer: 'manicures, pedicures and gel art', offerZh: '修甲、足部护理与凝胶美甲' },
      { en: 'Skincare', zh: '护肤', offer: 'gentle skincare for tropical weather', offerZh: '适合热带气候的温和护肤品' },
      { en: 'Spa', zh: '水疗', offer: 'massages and body treatments', offerZh: '按摩与身体护理' },
      { en: 'Hair Salon', zh: '发廊', offer: 'cuts, colour and scalp care', offerZh: '剪发、染发与头皮护理' },
      { en: 'Cosmetics', zh: '化妆品', offer: 'make-up and free colour matching', offerZh: '彩妆与免费试色' },
      { en: 'Apothecary', zh: '药妆', offer: 'natural remedies and bath products', offerZh: '天然调理产品与沐浴用品' },
      { en: 'Brow Bar', zh: '修眉', offer: 'brow shaping and lash lifts', offerZh: '修眉与睫毛翘卷', kiosk: true },
      { en: 'Fragrance', zh: '香水', offer: 'perfumes and custom scent blending', offerZh: '香水与定制调香' },
      { en: 'Barbers', zh: '理发', offer: 'fades, shaves and beard trims', offerZh: '渐变发型、修面与修胡' },
    ],
  },
  electronics: {
    count: 20,
    stems: 'modern',
    levels: ['02', '03', '03'],
    hours: 'mall',
    kinds: [
      { en: 'Mobile', zh: '手机', offer: 'phones, plans and accessories', offerZh: '手机、配套计划与配件' },
      { en: 'Digital', zh: '数码', offer: 'laptops, tablets and smart home gear', offerZh: '笔记本电脑、平板与智能家居' },
      { en: 'Audio', zh: '音响', offer: 'headphones and speakers to try in store', offerZh: '可现场试听的耳机与音箱' },
      { en: 'Tech', zh: '科技', offer: 'gadgets, cables and chargers', offerZh: '数码小物、数据线与充电器' },
      { en: 'Cameras', zh: '相机', offer: 'cameras, lenses and printing', offerZh: '相机、镜头与冲印' },
      { en: 'Telecom', zh: '电讯', offer: 'mobile and broadband plans', offerZh: '手机与宽带配套' },
      { en: 'Computers', zh: '电脑', offer: 'custom-built PCs and upgrades', offerZh: '组装电脑与升级服务' },
      { en: 'Gaming', zh: '游戏', offer: 'consoles, games and accessories', offerZh: '游戏机、游戏与配件' },
    ],
  },
  fashion: {
    count: 58,
    stems: 'modern',
    levels: ['01', '01', '01', '02', '02', '02', 'B1'],
    hours: 'mall',
    kinds: [
      { en: 'Apparel', zh: '服饰', offer: 'everyday clothing in breathable fabrics', offerZh: '透气面料的日常服饰' },
      { en: 'Boutique', zh: '精品店', offer: 'curated pieces from independent designers', offerZh: '独立设计师精选单品' },
      { en: 'Denim', zh: '牛仔', offer: 'jeans in every fit, with free hemming', offerZh: '各种版型的牛仔裤，免费改裤长' },
      { en: 'Studio', zh: '工作室', offer: 'minimalist workwear', offerZh: '简约通勤服饰' },
      { en: 'Atelier', zh: '时装屋', offer: 'made-to-measure dresses', offerZh: '量身定制礼服' },
      { en: 'Footwear', zh: '鞋履', offer: 'shoes for work and weekend', offerZh: '工作与周末的鞋履' },
      { en: 'Bags', zh: '包袋', offer: 'handbags, backpacks and luggage', offerZh: '手提包、背包与行李箱' },
      { en: 'Menswear', zh: '男装', offer: 'shirts, chinos and blazers', offerZh: '衬衫、休闲裤与西装外套' },
      { en: 'Womenswear', zh: '女装', offer: 'dresses, blouses and separates', offerZh: '连衣裙、衬衫与单品' },
      { en: 'Tailors', zh: '裁缝', offer: 'bespoke suits and alterations', offerZh: '定制西装与修改' },
      { en: 'Accessories', zh: '配饰', offer: 'scarves, belts and hair accessories', offerZh: '围巾、腰带与发饰', kiosk: true },
      { en: 'Knitwear', zh: '针织', offer: 'light knits for air-conditioned offices', offerZh: '适合空调办公室的轻薄针织' },
      { en: 'Basics', zh: '基础款', offer: 'tees, innerwear and loungewear', offerZh: 'T恤、内衣与家居服' },
      { en: 'Modest Wear', zh: '端庄服饰', offer: 'modest fashion and baju kurung', offerZh: '端庄时装与马来传统服饰' },
      { en: 'Shoes', zh: '鞋店', offer: 'sneakers and sandals', offerZh: '运动鞋与凉鞋' },
    ],
  },
  home: {
    count: 14,
    stems: 'modern',
    levels: ['02', '03', '03'],
    hours: 'mall',
    kinds: [
      { en: 'Home', zh: '家居', offer: 'homeware and decor', offerZh: '家居用品与装饰' },
      { en: 'Living', zh: '生活馆', offer: 'furniture for compact apartments', offerZh: '适合小户型的家具' },
      { en: 'Linen', zh: '床品', offer: 'bed linen and towels', offerZh: '床上用品与毛巾' },
      { en: 'Kitchenware', zh: '厨具', offer: 'cookware and tableware', offerZh: '厨具与餐具' },
      { en: 'Lighting', zh: '灯饰', offer: 'lamps and smart lighting', offerZh: '灯具与智能照明' },
      { en: 'Ceramics', zh: '陶瓷', offer: 'handmade ceramics from regional studios', offerZh: '区域工作室的手工陶瓷' },
      { en: 'Mattress', zh: '床垫', offer: 'mattresses and pillows to try', offerZh: '可试躺的床垫与枕头' },
    ],
  },
  jewellery: {
    count: 22,
    stems: 'mixed',
    levels: ['01', '01', '02', '02', 'B1'],
    hours: 'mall',
    kinds: [
      { en: 'Jewellers', zh: '珠宝', offer: 'fine jewellery and bridal sets', offerZh: '精致珠宝与婚嫁套装' },
      { en: 'Optical', zh: '眼镜', offer: 'eye tests, frames and contact lenses', offerZh: '验光、镜框与隐形眼镜' },
      { en: 'Watches', zh: '钟表', offer: 'watches and servicing', offerZh: '腕表与保养维修' },
      { en: 'Goldsmith', zh: '金铺', offer: '916 gold and festive pieces', offerZh: '916金饰与节庆金品' },
      { en: 'Diamonds', zh: '钻石', offer: 'certified diamonds and engagement rings', offerZh: '认证钻石与订婚戒指' },
      { en: 'Eyewear', zh: '眼镜行', offer: 'sunglasses and prescription frames', offerZh: '太阳镜与配镜' },
      { en: 'Timepieces', zh: '名表', offer: 'pre-owned and new timepieces', offerZh: '全新与二手名表' },
    ],
  },
  kids: {
    count: 16,
    stems: 'mixed',
    levels: ['02', '03', '03'],
    hours: 'mall',
    kinds: [
      { en: 'Toys', zh: '玩具', offer: 'toys and games for every age', offerZh: '适合各年龄的玩具与游戏' },
      { en: 'Kids', zh: '童装', offer: "children's clothing and school shoes", offerZh: '童装与校鞋' },
      { en: 'Hobbies', zh: '模型', offer: 'model kits, paints and trading cards', offerZh: '模型套件、颜料与集换卡' },
      { en: 'Gifts', zh: '礼品', offer: 'gifts, cards and wrapping', offerZh: '礼品、贺卡与包装' },
      { en: 'Books', zh: '书店', offer: 'books in English and Chinese', offerZh: '中英文书籍' },
      { en: 'Stationery', zh: '文具', offer: 'notebooks, pens and art supplies', offerZh: '笔记本、笔与美术用品' },
      { en: 'Puzzles', zh: '拼图', offer: 'jigsaws and brain teasers', offerZh: '拼图与益智玩具', kiosk: true },
      { en: 'Baby', zh: '婴儿用品', offer: 'prams, car seats and baby care', offerZh: '婴儿车、安全座椅与婴儿护理' },
    ],
  },
  sports: {
    count: 14,
    stems: 'modern',
    levels: ['02', '02', '03'],
    hours: 'mall',
    kinds: [
      { en: 'Sports', zh: '运动', offer: 'sportswear and equipment', offerZh: '运动服与器材' },
      { en: 'Outdoor', zh: '户外', offer: 'hiking and travel gear', offerZh: '徒步与旅行装备' },
      { en: 'Running', zh: '跑步', offer: 'running shoes with gait analysis', offerZh: '提供步态分析的跑鞋' },
      { en: 'Cycles', zh: '单车', offer: 'bicycles, helmets and servicing', offerZh: '自行车、头盔与维修' },
      { en: 'Golf', zh: '高尔夫', offer: 'clubs, fittings and golf apparel', offerZh: '球杆、量身配杆与高尔夫服饰' },
      { en: 'Active', zh: '运动服', offer: 'activewear for the gym and studio', offerZh: '健身与瑜伽运动服' },
      { en: 'Swim', zh: '泳装', offer: 'swimwear and goggles', offerZh: '泳装与泳镜' },
    ],
  },
  supermarket: {
    count: 3,
    stems: 'modern',
    levels: ['B1'],
    hours: 'supermarket',
    kinds: [
      { en: 'Market', zh: '超市', offer: 'groceries, fresh produce and household goods', offerZh: '杂货、生鲜与日用品' },
      { en: 'Grocer', zh: '杂货店', offer: 'imported and organic groceries', offerZh: '进口与有机食品' },
      { en: 'Fresh Mart', zh: '生鲜超市', offer: 'fresh fish, meat and vegetables', offerZh: '新鲜鱼肉与蔬菜' },
    ],
  },
  education: {
    count: 14,
    stems: 'mixed',
    levels: ['02', '03', '03'],
    hours: 'education',
    kinds: [
      { en: 'Academy', zh: '学院', offer: 'tuition in mathematics and science', offerZh: '数学与科学补习' },
      { en: 'Learning Centre', zh: '学习中心', offer: 'phonics and reading programmes', offerZh: '拼读与阅读课程' },
      { en: 'Music School', zh: '音乐学校', offer: 'piano, violin and guitar lessons', offerZh: '钢琴、小提琴与吉他课' },
      { en: 'Language School', zh: '语言学校', offer: 'Mandarin, Japanese and Korean classes', offerZh: '华语、日语与韩语课程' },
      { en: 'Art Studio', zh: '美术教室', offer: 'drawing and painting classes for all ages', offerZh: '各年龄段的素描与绘画课' },
      { en: 'Coding School', zh: '编程学校', offer: 'coding and robotics for children', offerZh: '少儿编程与机器人课程' },
      { en: 'Enrichment', zh: '培训中心', offer: 'speech, drama and public speaking', offerZh: '口才、戏剧与演讲培训' },
    ],
  },
  fitness: {
    count: 8,
    stems: 'modern',
    levels: ['B1', '03', '03'],
    hours: 'fitness',
    kinds: [
      { en: 'Fitness', zh: '健身', offer: 'strength training and group classes', offerZh: '力量训练与团体课程' },
      { en: 'Yoga', zh: '瑜伽', offer: 'hatha, vinyasa and hot yoga', offerZh: '哈达、流动与热瑜伽' },
      { en: 'Pilates', zh: '普拉提', offer: 'reformer pilates for all levels', offerZh: '各级别的器械普拉提' },
      { en: 'Boxing', zh: '拳击', offer: 'boxing and Muay Thai classes', offerZh: '拳击与泰拳课程' },
      { en: 'Cycle Studio', zh: '动感单车馆', offer: 'rhythm cycling classes', offerZh: '节奏单车课程' },
      { en: 'Climbing', zh: '攀岩', offer: 'bouldering walls and beginner sessions', offerZh: '抱石墙与入门课程' },
    ],
  },
  leisure: {
    count: 10,
    stems: 'modern',
    levels: ['02', '03', '03'],
    hours: 'leisure',
    kinds: [
      { en: 'Cinemas', zh: '影院', offer: 'the latest films on big screens', offerZh: '大银幕上的最新电影' },
      { en: 'Karaoke', zh: '卡拉OK', offer: 'private karaoke rooms', offerZh: '私人卡拉OK包厢', notHalal: true },
      { en: 'Bowl', zh: '保龄球馆', offer: 'bowling lanes and arcade games', offerZh: '保龄球道与街机' },
      { en: 'Escape Rooms', zh: '密室逃脱', offer: 'themed escape-room puzzles', offerZh: '主题密室解谜' },
      { en: 'Arcade', zh: '游戏厅', offer: 'arcade machines and claw games', offerZh: '街机与夹娃娃机' },
      { en: 'Gallery', zh: '画廊', offer: 'contemporary art from Southeast Asia', offerZh: '东南亚当代艺术', hours: 'mall' },
      { en: 'VR Arena', zh: '虚拟现实馆', offer: 'free-roam virtual reality games', offerZh: '自由行走的虚拟现实游戏' },
      { en: 'Billiards', zh: '台球', offer: 'pool tables and darts', offerZh: '台球桌与飞镖' },
    ],
  },
  services: {
    count: 22,
    stems: 'mixed',
    levels: ['B1', 'B1', '01', '01', '02'],
    hours: 'mall',
    kinds: [
      { en: 'Laundry', zh: '洗衣', offer: 'dry cleaning and laundry', offerZh: '干洗与洗衣', kiosk: true },
      { en: 'Money Changer', zh: '货币兑换', offer: 'currency exchange at competitive rates', offerZh: '汇率优惠的货币兑换', kiosk: true },
      { en: 'Medical Clinic', zh: '诊所', offer: 'general practice and health screening', offerZh: '全科门诊与健康检查', hours: 'clinic' },
      { en: 'Dental', zh: '牙科', offer: 'check-ups, cleaning and braces', offerZh: '牙齿检查、洁牙与牙套', hours: 'clinic' },
      { en: 'Pharmacy', zh: '药房', offer: 'prescriptions and health products', offerZh: '处方药与保健品' },
      { en: 'Travel', zh: '旅行社', offer: 'tours, flights and travel insurance', offerZh: '旅游配套、机票与旅游保险' },
      { en: 'Shoe Repair', zh: '修鞋配钥匙', offer: 'shoe repair and key cutting', offerZh: '修鞋与配钥匙', kiosk: true },
      { en: 'Alterations', zh: '改衣', offer: 'clothing alterations while you shop', offerZh: '购物期间的改衣服务', kiosk: true },
      { en: 'Photo Studio', zh: '照相馆', offer: 'passport photos and portraits', offerZh: '证件照与人像摄影' },
      { en: 'Florist', zh: '花店', offer: 'bouquets and same-day delivery', offerZh: '花束与当日送达' },
      { en: 'Print & Copy', zh: '印刷复印', offer: 'printing, binding and name cards', offerZh: '印刷、装订与名片', hours: 'office' },
      { en: 'Phone Repair', zh: '手机维修', offer: 'screen and battery replacement', offerZh: '更换屏幕与电池', kiosk: true },
      { en: 'Physiotherapy', zh: '物理治疗', offer: 'sports injury and back care', offerZh: '运动损伤与背部护理', hours: 'clinic' },
      { en: 'Bank', zh: '银行', offer: 'personal banking and ATMs', offerZh: '个人银行服务与自动提款机', hours: 'office' },
      { en: 'Insurance', zh: '保险', offer: 'insurance advice and claims', offerZh: '保险咨询与理赔', hours: 'office' },
    ],
  },
};

/** Convention-centre services on levels 04-06: few, weekday offices beside the halls. */
export const CONVENTION_SERVICES: readonly { en: string; zh: string; level: '04' | '05' | '06'; offer: string; offerZh: string }[] = [
  { en: 'Summit Business Centre', zh: '峰会商务中心', level: '05', offer: 'hot desks, printing and courier services for exhibitors', offerZh: '为参展商提供临时办公桌、打印与快递服务' },
  { en: 'Atrium Event Concierge', zh: '中庭活动礼宾处', level: '04', offer: 'event registration help and cloakroom', offerZh: '活动登记协助与衣帽寄存' },
  { en: 'Hall Side Print Studio', zh: '展厅印刷工作室', level: '04', offer: 'banners, badges and same-day printing', offerZh: '横幅、胸牌与当日印刷' },
  { en: 'Conference Medical Room', zh: '会议医疗室', level: '06', offer: 'first aid and a nurse on duty during events', offerZh: '活动期间的急救与驻场护士' },
  { en: 'Exhibitor Logistics Desk', zh: '参展物流服务台', level: '06', offer: 'freight, storage and booth deliveries', offerZh: '货运、仓储与展位配送' },
  { en: 'Skyline Meeting Services', zh: '天际会议服务', level: '05', offer: 'interpreters, AV support and meeting packages', offerZh: '口译、视听支持与会议配套' },
];

/** The food courts (names are fixed: one per food hall). */
export const FOOD_COURTS: readonly { en: string; zh: string; level: 'B1' | '02' | '03'; zone: Zone }[] = [
  { en: 'Fountain Food Terrace', zh: '喷泉美食坊', level: 'B1', zone: 'Fountain Court' },
  { en: 'Sky Garden Food Hall', zh: '空中花园美食馆', level: '03', zone: 'Sky Garden' },
  { en: 'Westside Hawker Hall', zh: '西区小贩中心', level: '02', zone: 'West Wing' },
];
