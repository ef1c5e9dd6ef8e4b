import { LegalPage } from './legal-page.tsx';

export const PRIVACY_CONTACT = 'privacy@doulabilling.example';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This policy explains what Doula Billing collects, why, and the choices you have. Patient
        health information you enter is also protected by the Business Associate Agreement you
        accept when you register.
      </p>
      <h2>What we collect</h2>
      <p>
        Your account details from your identity provider (your email address), the business, tax and
        provider details you enter in your profile, and the patient, facility and claim details you
        enter to submit claims. We also keep security records such as sign-in times.
      </p>
      <h2>How we use it</h2>
      <p>
        Only to provide the Service: to prepare and submit your claims, show their status, keep your
        account secure and meet our legal obligations.
      </p>
      <h2>We do not sell your data</h2>
      <p>
        We do not sell your personal information or your patients’ information, and we never will.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask to see, correct or delete your information, or ask any question about this
        policy, by writing to <a href={`mailto:${PRIVACY_CONTACT}`}>{PRIVACY_CONTACT}</a>. We answer
        within 30 days.
      </p>
      <h2>Children</h2>
      <p>
        The Service is for professionals. We do not knowingly collect information from children
        under 13 as users of the Service.
      </p>
    </LegalPage>
  );
}
