export default function GalleryPage() {
  return (
    <section className="container section">
      <h1>Gallery</h1>
    </section>
  );
}
