export default function HelpCenterPage() {
  return <main className="page">HelpCenterPage</main>;
}
