import { facilityInputSchema, facilityLimits, type FacilityView } from '#domain/records/facility';
import { messages } from '#domain/common/messages';
import { facilityKindLabel, facilityKinds } from '#domain/billing/code-sets';
import { AddressFields } from '../../components/ui/address-fields.tsx';
import { SelectField, TextField } from '../../components/ui/form-fields.tsx';
import { RecordFormDialog, useRecordForm } from '../../components/ui/record-form-dialog.tsx';
import type { RecordDialogProps } from '../../components/ui/records-page.tsx';
import { useSaveFacility } from '../../records/facilities.ts';
import { useZipPlusFourQuestion } from '../../components/ui/zip-plus-four-question.tsx';

const kindOptions = facilityKinds.map((kind) => ({ value: kind, label: facilityKindLabel[kind] }));

/**
 * Add or edit a facility, in a modal dialog. The NPI must be ten digits with a matching check
 * digit (payers refuse any other); the ZIP field asks for the ZIP+4 electronic claims need.
 */
export function FacilityFormDialog(props: RecordDialogProps<FacilityView>) {
  const zip = useZipPlusFourQuestion('facility');
  const form = useRecordForm({
    schema: facilityInputSchema,
    save: useSaveFacility(),
    confirm: (values, save) => zip.saveChecked(values.addressZip, save),
    ...props,
  });
  const { bind } = form;

  return (
    <RecordFormDialog {...props} one="facility" form={form} messages={messages.facility}>
      <TextField label="Facility name" {...bind('name')} maxLength={facilityLimits.name} />
      <SelectField
        label="Facility kind"
        options={kindOptions}
        placeholder="Choose the kind…"
        hint={
          <>
            Tells the payer what kind of place you worked in for this facility’s claims.{' '}
            <span className="code-note">
              Place of service code on the claim: 21 for a hospital, 25 for a birthing center, 11
              for a clinic or office.
            </span>
          </>
        }
        {...bind('kind')}
      />
      <AddressFields bind={bind} zipPlusFour="facility" />
      <TextField
        label="NPI number"
        inputMode="numeric"
        placeholder="10-digit NPI"
        hint="The facility’s National Provider Identifier: 10 digits."
        {...bind('npiNumber')}
        maxLength={facilityLimits.npi}
      />
      {zip.questionFor(() => form.setFocus('addressZip'))}
    </RecordFormDialog>
  );
}
