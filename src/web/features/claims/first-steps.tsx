import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { firstStepsDone, type FirstSteps } from '#domain/records/first-steps';
import { messages } from '#domain/common/messages';
import { apiFetch } from '../../lib/api-client.ts';
import { claimsKey } from './claims-api.ts';
import './first-steps.css';

/**
 * Her first steps while she has no claim yet, else null. Under the claims key, so her first
 * claim (here or in another tab, through the live stream) puts the list in its place.
 */
export function useFirstRun(): FirstSteps | null {
  const steps = useQuery({
    queryKey: [...claimsKey, 'first-steps'],
    queryFn: ({ signal }) => apiFetch<FirstSteps>('/api/first-steps', { signal }),
  });
  return steps.data && !firstStepsDone(steps.data) ? steps.data : null;
}

interface Step {
  title: string;
  optional?: string;
  why: string;
  done: boolean;
  to: string;
  action: string;
}

/**
 * A new doula's way to her first claim, first on her claims page (before the money and the
 * filters, which have nothing to show yet): add a patient, add a facility if she works in one,
 * submit a first claim. Each step links to its page and says when it is done; it goes away with
 * her first claim. It stands where the empty list would, so it keeps the list's words for it.
 */
export function FirstStepsChecklist({ steps }: { steps: FirstSteps }) {
  const id = useId();
  const list: Step[] = [
    {
      title: 'Add a patient',
      why: 'Her name, date of birth, address and what her insurance card says.',
      done: steps.patient,
      to: '/patients',
      action: 'Add a patient',
    },
    {
      title: 'Add a facility',
      optional: 'Only if you work in one',
      why: 'The hospital, birth center or clinic where you attend births, with its NPI. Skip this for home and virtual visits.',
      done: steps.facility,
      to: '/facilities',
      action: 'Add a facility',
    },
    {
      title: 'Submit your first claim',
      why: 'Choose the patient, the service and its date. We check the claim as you type, before it goes out.',
      done: false,
      to: '/new-claim',
      action: 'Submit Your First Claim',
    },
  ];
  const next = list.find((step) => !step.done && !step.optional);

  return (
    <section className="card first-steps" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your first claim, step by step</h2>
      <p className="subtitle">{messages.claim.noClaims}. Here is the way to your first one.</p>
      <ol className="first-steps-list">
        {list.map((step) => (
          <li key={step.to} className={step.done ? 'first-step is-done' : 'first-step'}>
            <div className="first-step-text">
              <h3>
                {step.title}
                {step.optional ? (
                  <span className="first-step-optional"> ({step.optional})</span>
                ) : null}
              </h3>
              <p>{step.why}</p>
            </div>
            {step.done ? (
              <p className="first-step-done">Done</p>
            ) : (
              <Link
                to={step.to}
                className={`button${step === next ? ' button-primary' : ''} first-step-action`}
              >
                {step.action}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
