/**
 * Screens whose features are still being built (see the open issues). They say so plainly
 * instead of pretending to work.
 */
function Pending({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>This part of Doula Billing is still being built.</p>
    </section>
  );
}

export const ClaimsScreen = () => <Pending title="Claims" />;
export const NewClaimScreen = () => <Pending title="New Claim" />;
export const AccountScreen = () => <Pending title="My Account" />;
