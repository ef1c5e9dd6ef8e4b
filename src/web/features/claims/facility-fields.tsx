import { setAdmittedDate } from '#domain/claims/draft';
import type { FacilityView } from '#domain/records/facility';
import { messages } from '#domain/common/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { DetailList } from '../../components/ui/detail-list.tsx';
import { facilityDetails } from '../../lib/claim-details.ts';
import type { useFacilityList } from '../../records/facilities.ts';
import { DateTimeFields, type DateTimeField } from './date-time-fields.tsx';
import { loadedRecords, NoRecordsYet, RecordPicker } from './record-picker.tsx';
import type { DraftFieldProps } from './draft-field-props.ts';

/** The hospital stay of a facility visit: discharged (once known) no earlier than admitted. */
const hospitalStay: readonly DateTimeField[] = [
  {
    field: 'admittedDate',
    idSuffix: 'admitted',
    label: 'Admitted Date',
    type: 'date',
    set: setAdmittedDate,
  },
  {
    field: 'dischargedDate',
    idSuffix: 'discharged',
    label: 'Discharged Date (if applicable)',
    type: 'date',
    notBefore: 'admittedDate',
  },
];

/** A facility visit's facility and hospital dates. */
export function FacilityFields({
  facilities,
  onChoose,
  ...fieldProps
}: DraftFieldProps & {
  facilities: ReturnType<typeof useFacilityList>;
  onChoose(facility: FacilityView | null): void;
}) {
  const { form } = fieldProps;
  return (
    <div className="facility-block">
      {facilities.isError ? <Alert tone="error">{messages.facility.loadFailed}</Alert> : null}
      {!facilities.isPending && loadedRecords(facilities).length === 0 ? (
        <NoRecordsYet many="facilities">You haven't added any facilities yet.</NoRecordsYet>
      ) : (
        <RecordPicker
          {...fieldProps}
          kind={{ one: 'facility', many: 'facilities', label: 'Facility' }}
          list={facilities}
          optionText={(facility) => `${facility.name} — NPI ${facility.npiNumber}`}
          onChoose={onChoose}
        />
      )}
      {form.facility ? (
        <DetailList
          className="summary-card"
          label="Selected facility"
          items={facilityDetails(form.facility, form.address)}
        />
      ) : null}
      <DateTimeFields {...fieldProps} fields={hospitalStay} />
    </div>
  );
}
