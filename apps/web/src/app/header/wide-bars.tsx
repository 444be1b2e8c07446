import { Link } from 'react-router';
import { PATHS } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { AccountMenu, type AccountMenuProps } from './account-menu';
import { CategoryMenus } from './category-menus';
import { HeaderTabs } from './header-tabs';
import { headerMessages } from './messages';
import { CountryPicker, DarkModeToggle, LanguageCurrencyPicker } from './preference-pickers';

/**
 * The parts of the header that only wide screens show. They load on wide screens only, so that a
 * phone downloads none of their code.
 */

/** The top bar: delivery country, language and currency, dark mode, PROFILE, sign-in and MENU. */
export function TopBar({ account }: { account: AccountMenuProps }) {
  const t = useT(headerMessages);
  return (
    <div className="header__inner header__top-inner">
      <CountryPicker />
      <LanguageCurrencyPicker />
      <DarkModeToggle />
      <span className="header__spacer" />
      <Link to={PATHS.account} className="header__profile">
        {t('profile')}
      </Link>
      <AccountMenu {...account} />
    </div>
  );
}

/** The category menus and the Trending and New Product tabs. */
export function NavBar() {
  const t = useT(headerMessages);
  return (
    <div className="header__inner header__nav-inner">
      <nav className="header__menus" aria-label={t('shopNavigation')}>
        <CategoryMenus />
      </nav>
      <HeaderTabs />
    </div>
  );
}
