export default function CataloguePage() {
  return <main className="page">CataloguePage</main>;
}
