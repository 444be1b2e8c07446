export default function CategoryPage() {
  return <main className="page">CategoryPage</main>;
}
