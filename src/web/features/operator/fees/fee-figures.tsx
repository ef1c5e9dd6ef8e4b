import { formatCents } from '#domain/billing/money';

/** One labelled figure of a doula's fees or of a statement ("Paid", "$4.00"). */
export function Figure({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What she owes or, when credits and payments came to more than her fees, what she overpaid. */
export function Owed({ dueCents }: { dueCents: number }) {
  return dueCents < 0 ? (
    <Figure label="Overpaid">{formatCents(-dueCents)}</Figure>
  ) : (
    <Figure label="Owed">{formatCents(dueCents)}</Figure>
  );
}
