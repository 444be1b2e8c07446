export default function CategoriesPage() {
  return <main className="page">CategoriesPage</main>;
}
