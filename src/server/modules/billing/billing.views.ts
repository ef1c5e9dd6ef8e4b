/**
 * The billing module's reads for other modules (decision 054): the payer profiles as a view,
 * joined like a table (the claim status job reads each profile's days before it asks).
 */
import { wholeRowsView } from '../../db/views.ts';
import { payerProfiles } from './billing.tables.ts';

export const payerProfilesView = wholeRowsView(payerProfiles, 'payer_profile_rows');
