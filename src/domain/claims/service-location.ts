/** Where a visit took place. */
export const serviceLocations = ['home', 'facility', 'virtual'] as const;
export type ServiceLocation = (typeof serviceLocations)[number];

export const serviceLocationLabel: Record<ServiceLocation, string> = {
  home: 'Home',
  facility: 'Facility',
  virtual: 'Virtual',
};

/** A stored location the app does not know: not in person means virtual, otherwise home. */
export function inferServiceLocation(record: {
  serviceLocation?: string | null;
  inPerson?: boolean | null;
}): ServiceLocation {
  if (
    record.serviceLocation &&
    (serviceLocations as readonly string[]).includes(record.serviceLocation)
  ) {
    return record.serviceLocation as ServiceLocation;
  }
  return record.inPerson === false ? 'virtual' : 'home';
}
