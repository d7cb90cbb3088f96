/** How to reach the complex, and the carpark rates: facts of the place, the same in every seed. */
import type { SeedGettingThere } from '../types.ts';

export const ADDRESS = '3 Temasek Boulevard, Singapore 038983';

export function generateGettingThere(): SeedGettingThere {
  return {
    address: ADDRESS,
    introHtml:
      '<p>The complex sits in Marina Centre, between the Esplanade and the Marina Bay waterfront. It is linked underground to <strong>Promenade</strong> MRT station and a short covered walk from <strong>Esplanade</strong> and <strong>City Hall</strong>.</p>' +
      '<p>The mall is open <strong>daily from 10am to 10pm</strong>; the carparks are open 24 hours.</p>',
    introHtmlZh:
      '<p>综合体位于滨海中心，介于滨海艺术中心与滨海湾海滨之间，经地下通道直通<strong>宝门廊</strong>地铁站，从<strong>滨海艺术中心</strong>和<strong>政府大厦</strong>地铁站沿有盖走道步行片刻即到。</p>' +
      '<p>商场<strong>每日上午10点至晚上10点</strong>营业；停车场24小时开放。</p>',
    mrt: [
      {
        station: 'Promenade',
        stationZh: '宝门廊',
        line: 'Circle Line',
        lineZh: '环线',
        lineCode: 'CC4',
        exit: 'Exit C',
        exitZh: 'C出口',
        walkMinutes: 3,
        directions:
          'Take Exit C and follow the underground link to the Fountain Court on Basement 1.',
        directionsZh: '从C出口出站，沿地下通道步行至地下一层的喷泉广场。',
      },
      {
        station: 'Promenade',
        stationZh: '宝门廊',
        line: 'Downtown Line',
        lineZh: '滨海市区线',
        lineCode: 'DT15',
        exit: 'Exit C',
        exitZh: 'C出口',
        walkMinutes: 5,
        directions:
          'Transfer through the Circle Line concourse to Exit C, then follow the signs to Tower 3.',
        directionsZh: '经环线大厅前往C出口，然后循指示牌前往第三座。',
      },
      {
        station: 'Esplanade',
        stationZh: '滨海艺术中心',
        line: 'Circle Line',
        lineZh: '环线',
        lineCode: 'CC3',
        exit: 'Exit A',
        exitZh: 'A出口',
        walkMinutes: 6,
        directions:
          'Take Exit A into CityLink Mall, then the underground walkway to the Convention Centre and the West Wing.',
        directionsZh: '从A出口进入城联广场，经地下通道前往会展中心及西翼。',
      },
      {
        station: 'City Hall',
        stationZh: '政府大厦',
        line: 'East-West Line',
        lineZh: '东西线',
        lineCode: 'EW13',
        exit: 'Exit A',
        exitZh: 'A出口',
        walkMinutes: 10,
        directions:
          'Walk through CityLink Mall towards the Esplanade, then follow the underground link to the complex.',
        directionsZh: '穿过城联广场往滨海艺术中心方向，然后沿地下通道前往综合体。',
      },
      {
        station: 'City Hall',
        stationZh: '政府大厦',
        line: 'North-South Line',
        lineZh: '南北线',
        lineCode: 'NS25',
        exit: 'Exit A',
        exitZh: 'A出口',
        walkMinutes: 10,
        directions:
          'Walk through CityLink Mall towards the Esplanade, then follow the underground link to the complex.',
        directionsZh: '穿过城联广场往滨海艺术中心方向，然后沿地下通道前往综合体。',
      },
    ],
    bus: [
      {
        stopName: 'Suntec Twr Two',
        stopCode: '02151',
        services: ['36', '70', '97', '106', '111', '133', '162', '502', '518', '857'],
        directions: 'On Temasek Boulevard, outside Tower 2. Cross to the mall entrance at Tower 1.',
        directionsZh: '位于淡马锡林荫道第二座外，过马路至第一座商场入口。',
      },
      {
        stopName: 'Suntec Convention Ctr',
        stopCode: '02049',
        services: ['36', '56', '75', '77', '97', '171', '195', '502', '857'],
        directions: 'On Raffles Boulevard, outside the Convention Centre main entrance.',
        directionsZh: '位于莱佛士林荫道会展中心正门外。',
      },
      {
        stopName: 'Promenade Stn',
        stopCode: '02159',
        services: ['36', '56', '70', '75', '106', '111', '133', '162'],
        directions: 'On Temasek Avenue; walk through the Promenade station link to Tower 5.',
        directionsZh: '位于淡马锡道，经宝门廊地铁站通道步行至第五座。',
      },
    ],
    car: {
      directions:
        'From the Nicoll Highway or the East Coast Parkway, exit at Raffles Boulevard and turn into Temasek Boulevard. From Orchard Road, follow Bras Basah Road and Raffles Boulevard.',
      directionsZh:
        '从尼诰大道或东海岸公园大道，于莱佛士林荫道出口驶出，转入淡马锡林荫道。从乌节路出发，沿百胜路及莱佛士林荫道行驶。',
      entrances: [
        'Towers 1 to 4 carpark: Temasek Boulevard, beside Tower 1',
        'Tower 5 carpark: Temasek Boulevard, beside Tower 5',
        'Convention Centre carpark: Raffles Boulevard',
        'Drop-off: Convention Centre main entrance and West Wing',
      ],
      entrancesZh: [
        '第一至第四座停车场：淡马锡林荫道，第一座旁',
        '第五座停车场：淡马锡林荫道，第五座旁',
        '会展中心停车场：莱佛士林荫道',
        '上下客处：会展中心正门及西翼',
      ],
    },
    taxi: [
      {
        name: 'Tower 5 taxi stand',
        nameZh: '第五座出租车站',
        location: 'Temasek Boulevard, Level 1, outside Tower 5',
        locationZh: '淡马锡林荫道一楼，第五座外',
      },
      {
        name: 'Convention Centre taxi stand',
        nameZh: '会展中心出租车站',
        location: 'Raffles Boulevard, Level 1, main entrance',
        locationZh: '莱佛士林荫道一楼，会展中心正门',
      },
      {
        name: 'West Wing taxi stand',
        nameZh: '西翼出租车站',
        location: 'Raffles Boulevard, Level 1, West Wing drop-off',
        locationZh: '莱佛士林荫道一楼，西翼上下客处',
      },
    ],
    carparkRates: [
      {
        period: 'Weekdays, 7am to 5pm',
        periodZh: '平日上午7点至下午5点',
        rate: '$1.28 for the first hour, then $0.64 per 15 minutes',
        rateZh: '首小时$1.28，之后每15分钟$0.64',
      },
      {
        period: 'Weekdays, 5pm to 7am',
        periodZh: '平日下午5点至上午7点',
        rate: '$3.21 per entry',
        rateZh: '每次进场$3.21',
      },
      {
        period: 'Saturdays, Sundays and public holidays',
        periodZh: '星期六、星期日及公共假日',
        rate: '$3.21 for the first 3 hours, then $1.07 per hour',
        rateZh: '首3小时$3.21，之后每小时$1.07',
      },
      {
        period: 'Motorcycles',
        periodZh: '摩托车',
        rate: '$1.07 per entry',
        rateZh: '每次进场$1.07',
      },
      {
        period: 'Lost season pass',
        periodZh: '遗失季票',
        rate: '$30.00 replacement fee',
        rateZh: '补发费$30.00',
      },
    ],
  };
}
