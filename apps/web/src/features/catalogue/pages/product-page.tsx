export default function ProductPage() {
  return <main className="page">ProductPage</main>;
}
