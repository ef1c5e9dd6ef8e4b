/** "Maya A. Lopez" style full name, with the middle name only when there is one. */
export function fullName(person: { firstName: string; middleName: string; lastName: string }) {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}
