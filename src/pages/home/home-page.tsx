export default function HomePage() {
  return (
    <section className="container section">
      <h1>Home</h1>
    </section>
  );
}
