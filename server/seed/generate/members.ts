/**
 * Loyalty members and their activation codes for the password pages. Codes are valid for 72 hours
 * from issue; for each purpose some are valid, some expired and some already used. The fixed test
 * identities are documented in generate.ts. A code is a credential: its random part comes from
 * `secret` (crypto random bytes unless a test fixes it), never from the seed number, so no two
 * databases share a code (docs/api.md; tests read them from the database, demo-codes.ts).
 */
import { randomInt } from 'node:crypto';
import type { Rng } from '../random.ts';
import type { SeedMember } from '../types.ts';
import type { SeedClock } from './clock.ts';

type Code = SeedMember['activationCodes'][number];
type Purpose = Code['purpose'];

export const CODE_VALID_HOURS = 72;

const FIRST_NAMES = [
  'wei.ming',
  'siti',
  'arjun',
  'mei.ling',
  'daniel',
  'nurul',
  'kavya',
  'jun.hao',
  'sarah',
  'farhan',
  'hui.min',
  'ravi',
  'chloe',
  'imran',
  'xin.yi',
  'marcus',
  'aisyah',
  'priya',
  'ethan',
  'li.ting',
];
const LAST_NAMES = [
  'tan',
  'lim',
  'ng',
  'rahman',
  'kumar',
  'wong',
  'lee',
  'chua',
  'ismail',
  'pillai',
  'goh',
  'teo',
];
const CORPORATE_DOMAINS = [
  'harbourfront-capital.example.com',
  'marina-logistics.example.com',
  'tower-three-law.example.com',
];

const PREFIX: Record<Purpose, string> = { reset: 'RESET', set: 'SET', setCorporate: 'CORP' };

/** The random part of a code: 16 characters of 32 (80 bits). */
export type CodeSecret = () => string;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomCodeSecret: CodeSecret = () => {
  let body = '';
  for (let i = 0; i < 16; i += 1) body += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return body;
};

function newCode(secret: CodeSecret, purpose: Purpose, used: Set<string>): string {
  for (;;) {
    const code = `${PREFIX[purpose]}-${secret()}`;
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

/** The demo members' codes: for each purpose one valid, one expired and one used. */
function demoCodes(clock: SeedClock, purposes: Purpose[], code: (p: Purpose) => string): Code[] {
  return purposes.flatMap((purpose) => [
    { code: code(purpose), purpose, expiresAt: clock.hoursFromNow(CODE_VALID_HOURS) },
    { code: code(purpose), purpose, expiresAt: clock.hoursFromNow(-24) },
    {
      code: code(purpose),
      purpose,
      expiresAt: clock.hoursFromNow(48),
      usedAt: clock.hoursFromNow(-12),
    },
  ]);
}

export function generateMembers(
  clock: SeedClock,
  rng: Rng,
  secret: CodeSecret = randomCodeSecret,
): SeedMember[] {
  const codes = new Set<string>();
  const code = (purpose: Purpose) => newCode(secret, purpose, codes);
  const members: SeedMember[] = [
    {
      id: 1,
      email: 'registered@example.com',
      phone: '91234567',
      corporate: false,
      activationCodes: demoCodes(clock, ['reset', 'set'], code),
    },
    {
      id: 2,
      email: 'corporate@example.com',
      phone: '81234567',
      corporate: true,
      activationCodes: demoCodes(clock, ['setCorporate'], code),
    },
  ];
  const phones = new Set(members.map((m) => m.phone));
  const emails = new Set(members.map((m) => m.email));

  while (members.length < 30) {
    const id = members.length + 1;
    const corporate = id % 9 === 0;
    const local = `${rng.pick(FIRST_NAMES)}.${rng.pick(LAST_NAMES)}`;
    const email = corporate
      ? `${local}@${rng.pick(CORPORATE_DOMAINS)}`
      : `${local}${rng.int(1, 99)}@example.com`;
    const phone = `${rng.pick(['8', '9'])}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    if (emails.has(email) || phones.has(phone)) continue;
    emails.add(email);
    phones.add(phone);

    const activationCodes: Code[] = [];
    const purpose: Purpose = corporate
      ? 'setCorporate'
      : rng.pick(['reset', 'reset', 'set'] as const);
    const state = id % 3; // 0 valid, 1 expired, 2 used: every purpose gets each state across members
    if (rng.chance(0.7) || corporate) {
      const issued = code(purpose);
      if (state === 0)
        activationCodes.push({
          code: issued,
          purpose,
          expiresAt: clock.hoursFromNow(CODE_VALID_HOURS),
        });
      else if (state === 1)
        activationCodes.push({
          code: issued,
          purpose,
          expiresAt: clock.hoursFromNow(-rng.int(1, 240)),
        });
      else
        activationCodes.push({
          code: issued,
          purpose,
          expiresAt: clock.hoursFromNow(rng.int(1, 60)),
          usedAt: clock.hoursFromNow(-rng.int(1, 12)),
        });
    }
    members.push({ id, email, phone, corporate, activationCodes });
  }
  return members;
}
