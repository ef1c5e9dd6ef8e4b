import { Link } from 'react-router';
import { setAdmittedDate, type ClaimDraft } from '#domain/claims/draft';
import type { FacilityView } from '#domain/facility';
import { messages } from '#domain/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { DetailList } from '../../components/ui/detail-list.tsx';
import { facilityDetails } from '../../lib/claim-details.ts';
import type { useFacilityList } from '../../records/facilities.ts';
import { describedBy, FieldError, type ClaimFieldErrors } from './claim-field-errors.tsx';

/** A facility visit's facility and hospital dates. */
export function FacilityFields({
  id,
  form,
  facilities,
  errors,
  update,
  onChoose,
}: {
  id: string;
  form: ClaimDraft;
  facilities: ReturnType<typeof useFacilityList>;
  errors: ClaimFieldErrors;
  update(change: (draft: ClaimDraft) => ClaimDraft): void;
  onChoose(facility: FacilityView | null): void;
}) {
  const list = facilities.data?.pages.flatMap((page) => page.items) ?? [];
  const selectId = `${id}-facility`;
  const admittedId = `${id}-admitted`;
  const dischargedId = `${id}-discharged`;
  return (
    <div className="facility-block">
      {facilities.isError ? <Alert tone="error">{messages.facility.loadFailed}</Alert> : null}
      {!facilities.isPending && list.length === 0 ? (
        <div className="empty-inline">
          <p>You haven't added any facilities yet.</p>
          <Link to="/facilities" className="button">
            Manage facilities
          </Link>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={selectId}>Facility</label>
          <div className="inline-field">
            <select
              id={selectId}
              value={form.facilityId}
              {...describedBy(errors, 'facilityId', selectId)}
              onChange={(event) =>
                onChoose(list.find((facility) => facility.id === event.target.value) ?? null)
              }
            >
              <option value="">Select a facility</option>
              {list.map((facility) => (
                <option key={facility.id} value={facility.id}>
                  {`${facility.name} — NPI ${facility.npiNumber}`}
                </option>
              ))}
            </select>
            <Link to="/facilities" className="button">
              Manage facilities
            </Link>
          </div>
          <FieldError errors={errors} field="facilityId" id={selectId} />
          {facilities.hasNextPage ? (
            <button
              type="button"
              className="button button-small"
              onClick={() => void facilities.fetchNextPage()}
            >
              Show more facilities
            </button>
          ) : null}
        </div>
      )}
      {form.facility ? (
        <DetailList
          className="summary-card"
          label="Selected facility"
          items={facilityDetails(form.facility, form.address)}
        />
      ) : null}
      <div className="form-grid">
        <div className="field">
          <label htmlFor={admittedId}>Admitted Date</label>
          <input
            id={admittedId}
            type="date"
            value={form.admittedDate}
            {...describedBy(errors, 'admittedDate', admittedId)}
            onChange={(event) => update((d) => setAdmittedDate(d, event.target.value))}
          />
          <FieldError errors={errors} field="admittedDate" id={admittedId} />
        </div>
        <div className="field">
          <label htmlFor={dischargedId}>Discharged Date (if applicable)</label>
          <input
            id={dischargedId}
            type="date"
            value={form.dischargedDate}
            min={form.admittedDate || undefined}
            {...describedBy(errors, 'dischargedDate', dischargedId)}
            onChange={(event) => update((d) => ({ ...d, dischargedDate: event.target.value }))}
          />
          <FieldError errors={errors} field="dischargedDate" id={dischargedId} />
        </div>
      </div>
    </div>
  );
}
