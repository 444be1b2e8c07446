import { Link } from 'react-router';

type Props = {
  /** The navigation's accessible name, in the page's words. */
  label: string;
  /**
   * The pages above this one, from the home page down; `lang` marks a name in another language
   * than the page's (a category's English name on a Bengali page).
   */
  links: readonly { to: string; label: string; lang?: string | undefined }[];
  /** This page's name. */
  current: string;
  currentLang?: string | undefined;
  className?: string;
};

/** Where a page sits in the shop: Home / … / this page. */
export function Breadcrumb({ label, links, current, currentLang, className }: Props) {
  return (
    <nav aria-label={label} className={`breadcrumb ${className ?? ''}`}>
      <ol>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} lang={link.lang}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <span aria-current="page" lang={currentLang}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
