export default function WorkWithUsPage() {
  return (
    <section className="container section">
      <h1>WorkWithUs</h1>
    </section>
  );
}
