import {
  type BillingArrangementView,
  selfBilling,
  type StoredBillingArrangement,
} from '#domain/records/billing-arrangement';
import type { ProfileValues } from '#domain/records/profile';
import { maskTaxId } from '#domain/records/tax-id';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import { invalid } from '../../errors/index.ts';
import { messages } from '#domain/common/messages';

/**
 * The arrangement to store from the form. A group's tax ID left empty keeps the one on file (it
 * is never sent back), encrypted as hers is, with her row's identity bound in.
 */
export function arrangementWrite(
  input: ProfileValues,
  existing: StoredBillingArrangement | undefined,
  taxIds: TaxIdCipher,
  userId: string,
): StoredBillingArrangement {
  if (input.billingAs === 'supervisor') {
    return {
      kind: 'supervisor',
      firstName: input.supervisorFirstName,
      lastName: input.supervisorLastName,
      npi: input.supervisorNpi,
    };
  }
  if (input.billingAs !== 'group') return selfBilling;
  const digits = input.groupTaxId.replace(/\D/g, '');
  const kept = existing?.kind === 'group' ? existing : undefined;
  const taxIdCiphertext = digits ? taxIds.encrypt(digits, userId) : kept?.taxIdCiphertext;
  const taxIdLast4 = digits ? digits.slice(-4) : kept?.taxIdLast4;
  if (!taxIdCiphertext || !taxIdLast4) {
    throw invalid(messages.profile.requiredFields, { groupTaxId: "Group's EIN is required." });
  }
  return {
    kind: 'group',
    name: input.groupName,
    npi: input.groupNpi,
    taxIdCiphertext,
    taxIdLast4,
    address: {
      street: input.groupAddressStreet,
      city: input.groupAddressCity,
      state: input.groupAddressState,
      zip: input.groupAddressZip,
    },
  };
}

/** Every field of it that leaves the server: the group's tax ID only masked. */
export function presentArrangement(stored: StoredBillingArrangement): BillingArrangementView {
  const group = stored.kind === 'group' ? stored : undefined;
  const supervisor = stored.kind === 'supervisor' ? stored : undefined;
  return {
    billingAs: stored.kind,
    groupName: group?.name ?? '',
    groupNpi: group?.npi ?? '',
    groupTaxIdMasked: group ? maskTaxId('EIN', group.taxIdLast4) : null,
    groupAddressStreet: group?.address.street ?? '',
    groupAddressCity: group?.address.city ?? '',
    groupAddressState: group?.address.state ?? '',
    groupAddressZip: group?.address.zip ?? '',
    supervisorFirstName: supervisor?.firstName ?? '',
    supervisorLastName: supervisor?.lastName ?? '',
    supervisorNpi: supervisor?.npi ?? '',
  };
}
