export default function AboutPage() {
  return <main className="page">AboutPage</main>;
}
