export default function AboutPage() {
  return (
    <section className="container section">
      <h1>About</h1>
    </section>
  );
}
