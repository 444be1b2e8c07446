import { AllCollection } from '../components/home/all-collection';
import { CategoryGrid } from '../components/home/category-grid';
import { HeroBanner } from '../components/home/hero-banner';
import { SocialLinks } from '../components/home/social-links';
import { WhyShopWithUs } from '../components/home/why-shop-with-us';
import '../components/home/home.css';
import { PageTitle } from '../../../ui/page-title';

/** The home page, in the spec's order: hero, categories, promises, collection, social links. */
export function HomePage() {
  return (
    <main id="main" tabIndex={-1} className="page home">
      <PageTitle />
      <HeroBanner />
      <CategoryGrid />
      <WhyShopWithUs />
      <AllCollection />
      <SocialLinks />
    </main>
  );
}
