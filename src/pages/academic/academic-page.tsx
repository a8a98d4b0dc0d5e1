export default function AcademicPage() {
  return (
    <section className="container section">
      <h1>Academic</h1>
    </section>
  );
}
