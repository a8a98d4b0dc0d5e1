export default function AdmissionPage() {
  return (
    <section className="container section">
      <h1>Admission</h1>
    </section>
  );
}
