import { Link } from 'react-router';

type Props = {
  /** The navigation's accessible name, in the page's words. */
  label: string;
  /** The pages above this one, from the home page down. */
  links: readonly { to: string; label: string }[];
  /** This page's name. */
  current: string;
  className?: string;
};

/** Where a page sits in the shop: Home / … / this page. */
export function Breadcrumb({ label, links, current, className }: Props) {
  return (
    <nav aria-label={label} className={`breadcrumb ${className ?? ''}`}>
      <ol>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
