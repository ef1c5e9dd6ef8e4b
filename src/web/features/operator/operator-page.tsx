import { Link, useSearchParams } from 'react-router';
import { AgreementsPanel } from './agreements/agreements-panel.tsx';
import { AuditPanel } from './audit/audit-panel.tsx';
import { BatchesPanel } from './batches/batches-panel.tsx';
import { ClearinghousePanel } from './clearinghouse/clearinghouse-panel.tsx';
import { ClearinghouseHealth } from './clearinghouse/connection-health.tsx';
import { ClaimsQueue } from './claims-queue/claims-queue.tsx';
import { LateClaimsPanel } from './claims-queue/late-claims-panel.tsx';
import { EnrollmentPanel } from './enrollment/enrollment-panel.tsx';
import { FeesPanel } from './fees/fees-panel.tsx';
import { ImportsPanel } from './imports/imports-panel.tsx';
import { InvitationsPanel } from './invitations/invitations-panel.tsx';
import { MoneyPanel } from './money/money-panel.tsx';
import { NeedsReviewPanel } from './imports/needs-review-panel.tsx';
import { OutboxPanel } from './outbox/outbox-panel.tsx';
import { PayerProfilesPanel } from './payer-profiles/payer-profiles-panel.tsx';
import { ReconsiderationsPanel } from './reconsiderations/reconsiderations-panel.tsx';
import { SectionLabel, useSectionCounts } from './section-counts.tsx';
import './operator.css';
import './operator-billing.css';

const sections = [
  { id: 'claims', label: 'Claims queue', Panel: ClaimsQueue },
  { id: 'batches', label: 'Batches', Panel: BatchesPanel },
  { id: 'clearinghouse', label: 'Clearinghouse', Panel: ClearinghousePanel },
  { id: 'imports', label: 'Payer responses', Panel: ImportsPanel },
  { id: 'review', label: 'Needs review', Panel: NeedsReviewPanel },
  { id: 'reconsiderations', label: 'Reconsiderations', Panel: ReconsiderationsPanel },
  { id: 'late', label: 'Late payments', Panel: LateClaimsPanel },
  { id: 'money', label: 'Money', Panel: MoneyPanel },
  { id: 'fees', label: 'Fees', Panel: FeesPanel },
  { id: 'invitations', label: 'Invitations', Panel: InvitationsPanel },
  { id: 'agreements', label: 'Agreements', Panel: AgreementsPanel },
  { id: 'payers', label: 'Payer profiles', Panel: PayerProfilesPanel },
  { id: 'enrollment', label: 'Enrollment', Panel: EnrollmentPanel },
  { id: 'outbox', label: 'Outbox', Panel: OutboxPanel },
  { id: 'audit', label: 'Audit trail', Panel: AuditPanel },
] as const;

/**
 * The operator console (/operator): the claims queue, 837P batches, payer response imports, money
 * across every doula (and the claims waiting for action), the fees doulas pay, invitations,
 * agreement versions, payer profiles, the outbox of emails to doulas and the audit trail, one
 * section at a time (?section=…, so each has its own address); the tabs of the sections where
 * something waits for an operator say how much.
 */
export function OperatorPage() {
  const [params] = useSearchParams();
  const active = sections.find((section) => section.id === params.get('section')) ?? sections[0];
  const { Panel } = active;
  const counts = useSectionCounts(active.id);
  return (
    <section className="page operator-page">
      <div className="page-header">
        <div>
          <h1>Operator console</h1>
          <p className="subtitle">
            For the people who run Doula Billing. Everything you open or change here is recorded in
            the audit trail.
          </p>
        </div>
      </div>
      <nav aria-label="Operator sections" className="op-sections">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <Link
                to={`?section=${section.id}`}
                aria-current={section.id === active.id ? 'page' : undefined}
                className={`op-section-link${section.id === active.id ? ' is-active' : ''}`}
              >
                <SectionLabel id={section.id} label={section.label} counts={counts} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ClearinghouseHealth />
      <Panel key={active.id} />
    </section>
  );
}
