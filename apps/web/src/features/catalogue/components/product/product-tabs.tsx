import type { ProductDetail } from '@haat/contracts';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useCategoryText } from '../../../../lib/category-text';
import { useT } from '../../../../lib/i18n';
import { useProductText } from '../../../../lib/product-text';
import { productMessages } from './messages';

const TABS = ['description', 'specification'] as const;
type Tab = (typeof TABS)[number];

/** Description and Specification as a real tablist: arrow keys, Home and End move between tabs. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const t = useT(productMessages);
  const description = useProductText().description(product);
  const shelfName = useCategoryText().name;
  const category = shelfName(product.category, product.categoryBn);
  const item = product.item
    ? shelfName(product.item, product.itemBn)
    : { text: t('specNone'), lang: undefined };
  const base = useId();
  const [current, setCurrent] = useState<Tab>('description');
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (tab: Tab) => {
    setCurrent(tab);
    tabs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(current);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  const available = product.sizes.filter((entry) => entry.stock > 0).map((entry) => entry.size);
  // Each value with the language to mark it with, when it is not the page's (a category's English name).
  const specification: [string, string, string?][] = [
    [t('specBrand'), product.brand || t('specNone')],
    [t('specColour'), product.colour || t('specNone')],
    [t('specCategory'), category.text, category.lang],
    [t('specItem'), item.text, item.lang],
    [
      t('specSizes'),
      product.stock === 0
        ? t('productSoldOut')
        : product.oneSize
          ? t('oneSize')
          : available.length > 0
            ? available.join(', ')
            : t('productSoldOut'),
    ],
  ];

  return (
    <section className="product-tabs" aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} className="visually-hidden">
        {t('details')}
      </h2>
      <div role="tablist" aria-label={t('details')} className="product-tabs__list" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab}-tab`}
            aria-controls={`${base}-${tab}-panel`}
            aria-selected={tab === current}
            tabIndex={tab === current ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => select(tab)}
          >
            {t(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-description-panel`}
        aria-labelledby={`${base}-description-tab`}
        hidden={current !== 'description'}
        className="product-tabs__panel"
      >
        {description.text ? <p lang={description.lang}>{description.text}</p> : <p>{t('noDescription')}</p>}
      </div>
      <div
        role="tabpanel"
        id={`${base}-specification-panel`}
        aria-labelledby={`${base}-specification-tab`}
        hidden={current !== 'specification'}
        className="product-tabs__panel"
      >
        <dl className="product-spec">
          {specification.map(([term, value, lang]) => (
            <div key={term} className="product-spec__row">
              <dt>{term}</dt>
              <dd lang={lang}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
