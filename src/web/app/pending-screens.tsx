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

export const PatientsScreen = () => <Pending title="Patients" />;
export const FacilitiesScreen = () => <Pending title="Facilities" />;
