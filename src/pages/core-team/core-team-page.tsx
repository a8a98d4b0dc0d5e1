export default function CoreTeamPage() {
  return (
    <section className="container section">
      <h1>CoreTeam</h1>
    </section>
  );
}
