import type { ServiceLocation } from './service-location.ts';

/** The service a claim bills, as the form holds it, the check reads it and the API shows it. */
export interface ClaimServiceFields {
  serviceType: string;
  serviceAdditionalInputs: Record<string, string>;
  serviceDateFrom: string;
  serviceDateTo: string;
  serviceTimeFrom: string;
  serviceTimeTo: string;
  serviceLocation: ServiceLocation;
}
