/** Placeholder while this page is being built (session of 2026-11-24). */
export default function Page() {
  return <main className="page">orders-page</main>;
}
