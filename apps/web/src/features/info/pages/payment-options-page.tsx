export default function PaymentOptionsPage() {
  return <main className="page">PaymentOptionsPage</main>;
}
