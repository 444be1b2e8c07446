import { slugFor } from '@haat/contracts';
import { LIMITS } from '@haat/contracts/constants';
import { Link } from 'react-router';
import { PATHS } from '../../config/paths';
import { useCategories } from '../../features/catalogue';
import { useCategoryText } from '../../lib/category-text';
import { useT } from '../../lib/i18n';
import { MenuIcon } from '../../ui/icons';
import { Dropdown } from './dropdown';
import { headerMessages } from './messages';

const FEATURED_LINKS = [
  { to: PATHS.category('top-ranking'), key: 'topRanking' },
  { to: PATHS.category('new-arrivals'), key: 'newArrivals' },
  { to: PATHS.category('top-deals'), key: 'topDeals' },
] as const;

const HELP_LINKS = [
  { to: PATHS.helpSection('sample-center'), key: 'sampleCenter' },
  { to: PATHS.helpSection('online-trade-show'), key: 'onlineTradeShow' },
  { to: PATHS.helpSection('tips'), key: 'tips' },
  { to: PATHS.helpSection('live'), key: 'liveHelp' },
  { to: '/faq', key: 'faq' },
] as const;

/** The mega-menu: at most 6 categories with at most 8 items each, every one a category page. */
function CategoryMegaMenu() {
  const t = useT(headerMessages);
  const categories = useCategories();
  const shownText = useCategoryText();
  if (categories.isPending) return <p className="header__menu-state">{t('categoriesLoading')}</p>;
  if (categories.isError) {
    return (
      <div className="header__menu-state header__menu-state--error">
        <p>{t('categoriesError')}</p>
        <button type="button" className="button button--outline" onClick={() => categories.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const shown = categories.data.slice(0, LIMITS.menuCategories);
  if (shown.length === 0) return <p className="header__menu-state">{t('noCategories')}</p>;
  return (
    <div className="header__mega">
      {shown.map((category) => {
        const title = shownText.title(category);
        return (
          <section key={category.id} className="header__mega-column" aria-label={title.text}>
            <h3 className="header__mega-title">
              <Link to={PATHS.category(slugFor(category.title))} lang={title.lang}>
                {title.text}
              </Link>
            </h3>
            <ul>
              {shownText
                .items(category)
                .slice(0, LIMITS.menuItemsPerCategory)
                .map((item) => (
                  <li key={item.name}>
                    <Link to={PATHS.category(slugFor(item.name))} lang={item.lang}>
                      {item.text}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** A dropdown of plain links. */
function LinksMenu({
  label,
  links,
}: {
  label: string;
  links: readonly { to: string; key: keyof typeof headerMessages.en }[];
}) {
  const t = useT(headerMessages);
  return (
    <Dropdown className="header__category-menu" label={label}>
      <ul className="header__menu-list">
        {links.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to}>{t(entry.key)}</Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

/** The desktop menus of the main bar: All categories, Featured selections and Help Center. */
export function CategoryMenus() {
  const t = useT(headerMessages);
  return (
    <>
      <Dropdown
        className="header__category-menu"
        panelClassName="header__mega-panel"
        label={
          <>
            <MenuIcon />
            {t('allCategories')}
          </>
        }
      >
        <CategoryMegaMenu />
      </Dropdown>
      <LinksMenu label={t('featuredSelections')} links={FEATURED_LINKS} />
      <LinksMenu label={t('helpCenter')} links={HELP_LINKS} />
    </>
  );
}
