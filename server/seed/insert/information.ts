/** Getting-there, contact details and members with their activation codes. */
import type { SeedCore } from '../types.ts';
import { seedTable, type SeedRows } from './support.ts';

export function insertInformation(rows: SeedRows, data: SeedCore): void {
  seedTable(rows, 'getting_there', [{ id: 1, document: JSON.stringify(data.gettingThere) }]);

  const { contactTypes, ...contactDetails } = data.contactDetails;
  seedTable(rows, 'contact_details', [{ id: 1, ...contactDetails }]);
  seedTable(
    rows,
    'contact_types',
    contactTypes.map((type, position) => ({ ...type, position })),
  );
}

export function insertMembers(rows: SeedRows, data: SeedCore): void {
  seedTable(
    rows,
    'members',
    data.members.map(({ activationCodes, ...member }) => member),
  );
  seedTable(
    rows,
    'activation_codes',
    data.members.flatMap((m) => m.activationCodes.map((code) => ({ ...code, memberId: m.id }))),
  );
}
