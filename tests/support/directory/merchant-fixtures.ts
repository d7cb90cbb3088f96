import type { MerchantWire as MerchantDto } from '../../../src/shared/contracts/directory';

/** A merchant as the wire sends it, for tests: override what the test is about. */
export function merchantDtoFixture(overrides: Partial<MerchantDto> = {}): MerchantDto {
  return {
    MerchantID: '101',
    MerchantCode: 'M0101',
    StoreName: 'Harbour Noodle House',
    Category: 'Dining',
    CategoryID: 1,
    SubCategoryID: 12,
    SubCategoryName: 'Restaurant & Bar',
    UnitNumber: '#02-608',
    Zone: 'Tower 3',
    AboutStore: 'Hand-pulled noodles.',
    MerchantLogo: '/media/merchants/101/logo.svg',
    DetailImage: 'NA',
    PromotionalImage: '',
    Email: 'hello@harbour.example',
    PhoneNo: '+65 6123 4567',
    Website: 'www.harbour.example',
    MerchantOpeningHours: 'Daily 10:00 - 22:00',
    OpeningHours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({
      DayOfWeek: d,
      Open: '10:00',
      Close: '22:00',
    })),
    RefundPolicy: '',
    RefundDays: '',
    ParticipationLevel: 'Regular',
    reward_count: 0,
    isActive: '1',
    IsParticipating: '0',
    isParticipating: '0',
    acceptVouchers: '0',
    canPayWithPoints: '0',
    isHalalCertified: '0',
    isSponsored: '0',
    isFeatured: '0',
    hideFromDirectory: '0',
    ...overrides,
  };
}
