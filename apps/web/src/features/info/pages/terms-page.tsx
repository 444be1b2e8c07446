export default function TermsPage() {
  return <main className="page">TermsPage</main>;
}
