import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { infoMessages } from '../messages';
import '../info.css';
import { PATHS } from '../../../config/paths';
import { PageTitle } from '../../../ui/page-title';

type Props = {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Beside the title, such as the help centre's search and share. */
  actions?: ReactNode;
  children: ReactNode;
};

const PAGES = [
  { to: '/about', key: 'about' },
  { to: PATHS.helpCenter, key: 'helpCenter' },
  { to: '/faq', key: 'faq' },
  { to: PATHS.paymentOptions, key: 'paymentOptions' },
  { to: '/terms', key: 'terms' },
  { to: '/privacy', key: 'privacy' },
] as const;

/** The frame of every static page: a title band, the content, and links to the other pages. */
export function InfoLayout({ eyebrow, title, lead, actions, children }: Props) {
  const t = useT(infoMessages);
  const { pathname } = useLocation();
  return (
    <main id="main" tabIndex={-1} className="page info-page">
      <PageTitle page={title} />
      <header className="info-hero">
        <Breadcrumb
          label={t('breadcrumb')}
          className="info-hero__crumbs"
          links={[{ to: '/', label: t('home') }]}
          current={eyebrow}
        />
        <h1 className="info-hero__title">{title}</h1>
        <div className="info-hero__lead">{lead}</div>
        {actions ? <div className="info-hero__actions">{actions}</div> : null}
      </header>
      <div className="info-page__body">{children}</div>
      <nav aria-labelledby="info-more" className="info-more">
        <h2 id="info-more" className="info-more__title">
          {t('moreHelp')}
        </h2>
        <ul className="info-more__links">
          {PAGES.filter((page) => !pathname.startsWith(page.to)).map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{t(page.key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

/** A titled block of a static page. */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="info-section" aria-labelledby={id}>
      <h2 id={id} className="info-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
