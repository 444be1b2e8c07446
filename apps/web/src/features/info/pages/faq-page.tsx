export default function FaqPage() {
  return <main className="page">FaqPage</main>;
}
