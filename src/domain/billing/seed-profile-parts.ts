/** Building blocks the seeded payer profiles share: diagnosis fits, units, places of service. */

export const prenatalFits = ['Z33.1', 'Z32.2', 'Z34.*', 'Z3A.*'];
export const postpartumFits = ['Z39.2', 'Z39.1', 'Z39.0'];
// Weeks of gestation (Z3A) are not coded with a pregnancy loss or a postpartum visit.
export const vaginalDeliveryFits = ['O80', 'Z37.*', 'Z3A.*'];
export const vbacFits = ['O34.21*', 'Z37.*', 'Z3A.*'];
export const cesareanFits = ['O82', 'O34.21*', 'Z37.*', 'Z3A.*'];
export const miscarriageFits = ['O03.*', 'O02.1'];
export const abortionFits = ['Z33.2', 'O04.*'];

export const perVisit = { kind: 'per-visit' } as const;
export const per15Minutes = { kind: 'per-minutes', minutesPerUnit: 15 } as const;

export const placeOfService = {
  home: '12',
  facility: { hospital: '21', 'birthing-center': '25', clinic: '11' },
  telehealth: { patientHome: '10', elsewhere: '02' },
};
export const telehealthModifiers = { 'audio-video': '95', 'audio-only': '93' };

export const deliveryAndLoss = [
  'Support for Vaginal Delivery',
  'VBAC (Vaginal Birth After Cesarean)',
  'Cesarean Section',
  'Miscarriage Support',
  'Abortion Support',
] as const;
