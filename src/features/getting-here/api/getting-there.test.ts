import { describe, expect, it } from 'vitest';
import { toGettingThere } from './getting-there';

describe('toGettingThere car entrances', () => {
  it.each([
    {
      case: 'pairs Chinese entrances by position',
      Entrances: ['Raffles Boulevard', 'Temasek Boulevard'],
      EntrancesZh: ['莱佛士林荫道', '淡马锡林荫道'],
      expected: [
        { en: 'Raffles Boulevard', zh: '莱佛士林荫道' },
        { en: 'Temasek Boulevard', zh: '淡马锡林荫道' },
      ],
    },
    {
      case: 'keeps English only when the Chinese list has another length',
      Entrances: ['Raffles Boulevard', 'Temasek Boulevard'],
      EntrancesZh: ['莱佛士林荫道'],
      expected: [
        { en: 'Raffles Boulevard', zh: undefined },
        { en: 'Temasek Boulevard', zh: undefined },
      ],
    },
    {
      case: 'drops an entrance with no English name',
      Entrances: ['NA', 'Temasek Boulevard'],
      EntrancesZh: ['不适用', '淡马锡林荫道'],
      expected: [{ en: 'Temasek Boulevard', zh: '淡马锡林荫道' }],
    },
  ])('$case', ({ Entrances, EntrancesZh, expected }) => {
    expect(toGettingThere({ Car: { Entrances, EntrancesZh } }, []).car.entrances).toEqual(expected);
  });

  it('has no intro, line or exit when the backend sends none', () => {
    const info = toGettingThere({ Mrt: [{ Station: 'Promenade', Line: 'NA' }] }, []);
    expect(info.introHtml).toBeUndefined();
    expect(info.mrt[0]?.line).toBeUndefined();
    expect(info.mrt[0]?.exit).toBeUndefined();
  });
});
