import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <main className="page page--message">
      <h1>We couldn't find that page.</h1>
      <p>The link may be old or mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
