/**
 * In the page: scroll through it so every scroll-reveal starts (two frames at each stop: one for the intersection
 * to be seen, one for the fade it starts), then back to the top. Self-contained, so any driver can send it.
 */
export async function scrollThrough(): Promise<void> {
  const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  for (let y = 0; y < document.body.scrollHeight; y += 500) {
    window.scrollTo(0, y);
    await twoFrames();
  }
  window.scrollTo(0, 0);
  await twoFrames();
}
