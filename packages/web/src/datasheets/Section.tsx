/** A titled part of a datasheet card. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card-section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}
