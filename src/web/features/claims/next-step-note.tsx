import { Link } from 'react-router';
import { correctionPlan } from '#domain/claims/corrections';
import { nextStepOf, type NextActor } from '#domain/claims/next-step';
import type { ClaimView } from '#domain/claims/view';
import { fixPlaceWords, type FieldToFix, type FixPlace } from '#domain/glossary/index';

/** Where she changes each detail a payer can name (the correction form is on the row itself). */
const fixPaths: Record<Exclude<FixPlace, 'new-claim'>, string> = {
  account: '/account',
  patients: '/patients',
  facilities: '/facilities',
};

export const fixLink = (place: FixPlace, label: string) =>
  place === 'new-claim' ? null : <Link to={fixPaths[place]}>{label}</Link>;

export const correctionPath = (claim: Pick<ClaimView, 'id'>) =>
  `/new-claim?corrects=${encodeURIComponent(claim.id)}`;

/** Her step's link: where to change the detail it names, or the claim's correction. */
function StepLink({ claim, field }: { claim: ClaimView; field: FieldToFix | undefined }) {
  if (!field) {
    return correctionPlan(claim).allowed ? (
      <Link to={correctionPath(claim)}>Correct this claim</Link>
    ) : null;
  }
  if (field.where !== 'new-claim') {
    return fixLink(field.where, `Change ${field.field} in ${fixPlaceWords[field.where]}`);
  }
  if (!correctionPlan(claim).allowed) return null;
  return <Link to={correctionPath(claim)}>Correct {field.field} on this claim</Link>;
}

/** Who takes the step, before it; our own step says "We" itself, so it reads as one sentence. */
const whoWords: Record<NextActor, string> = {
  doula: 'Your next step:',
  payer: 'Next step, with the payer:',
  operators: '',
};

/**
 * A rejected or denied claim's row says why in one line and the one next step, with who takes
 * it: her (and the link to where she fixes it), our team (a file we send again), or the payer
 * (she may ask the plan to reconsider).
 */
export function NextStepNote({ claim }: { claim: ClaimView }) {
  const step = nextStepOf(claim);
  if (!step) return null;
  const who = whoWords[step.actor];
  return (
    <p className={`claim-fix-note claim-next-${step.actor}`}>
      {step.reason} {who ? <strong className="next-who">{who}</strong> : null}
      {who ? ' ' : null}
      {step.step}
      {step.actor === 'doula' ? (
        <>
          {' '}
          <StepLink claim={claim} field={step.fix} />
        </>
      ) : null}
    </p>
  );
}
