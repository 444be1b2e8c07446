import type { AdminProductListQuery, AdminProductRow } from '@haat/contracts/admin';
import { SIZES, type Size } from '@haat/contracts/constants';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { RefusalText } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';
import { useAddressFilters } from '../address-filters';
import { useAdminCategories, useAdminProducts, useChangeProduct } from '../catalogue-api';
import { adminMessages } from '../messages';
import { FilterActions, PagedTable } from '../pager';
import { ADMIN_PATHS } from '../paths';

const FILTERS = ['q', 'category', 'state'] as const;

/**
 * /admin/products: every product, archived ones too, searched and paged on the server (the filters
 * live in the address); each row's stock (per size, or its one figure) is edited where it stands.
 */
export default function ProductsPage() {
  const t = useT(adminMessages);
  const { filters, page, show, submit, key } = useAddressFilters(FILTERS);
  const products = useAdminProducts({ ...filters, page } as AdminProductListQuery);
  const categories = useAdminCategories();

  return (
    <section aria-labelledby="admin-products-title">
      <div className="admin__head">
        <PageTitle page={t('productsTitle')} />
        <h1 id="admin-products-title" className="admin__title">
          {t('productsTitle')}
        </h1>
        <Link to={ADMIN_PATHS.newProduct} className="button button--primary">
          {t('addProduct')}
        </Link>
      </div>
      {/* Keyed by the address: going back to other filters shows them in the form. */}
      <form key={key} className="admin-filters" aria-label={t('productFilters')} onSubmit={submit}>
        <label className="admin-filters__search">
          {t('productSearch')}
          <input type="search" name="q" maxLength={100} defaultValue={filters.q ?? ''} />
        </label>
        <label>
          {t('filterCategory')}
          <select name="category" defaultValue={filters.category ?? ''}>
            <option value="">{t('anyValue')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category._id} value={category._id}>
                {category.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filterState')}
          <select name="state" defaultValue={filters.state ?? ''}>
            <option value="">{t('anyValue')}</option>
            <option value="active">{t('stateActive')}</option>
            <option value="archived">{t('stateArchived')}</option>
          </select>
        </label>
        <FilterActions apply={t('showProducts')} onClear={() => show({})} />
      </form>

      <PagedTable
        query={products}
        empty={t('noProducts')}
        className="admin-products"
        columns={[t('colProduct'), t('colCategory'), t('colPrice'), t('colStock'), t('colState')]}
        onPage={(next) => show(filters, next)}
        row={(product) => <ProductRow key={product._id} product={product} />}
      />
    </section>
  );
}

function ProductRow({ product }: { product: AdminProductRow }) {
  const format = useFormat();
  const t = useT(adminMessages);
  return (
    <tr>
      <th scope="row">
        <div className="admin-product-cell">
          {product.thumbnail ? (
            <img className="admin-thumb" src={product.thumbnail} alt="" width={48} height={60} />
          ) : (
            <span className="admin-thumb admin-thumb--none">{t('noPicture')}</span>
          )}
          <span>
            <Link to={ADMIN_PATHS.product(product._id)}>{product.name}</Link>
            <span className="admin-table__sub">{product.brand}</span>
          </span>
        </div>
      </th>
      <td>
        {product.category.title}
        {product.item ? <span className="admin-table__sub">{product.item.name}</span> : null}
      </td>
      <td>
        {format.taka(product.price, { decimals: true })}
        {product.oldPrice !== null ? (
          <s className="admin-table__sub">{format.taka(product.oldPrice, { decimals: true })}</s>
        ) : null}
      </td>
      <td>
        <StockEditor product={product} />
      </td>
      <td>{product.active ? t('stateActive') : t('stateArchived')}</td>
    </tr>
  );
}

/** What a box of the stock editor is for: a size, or the one size of a one-size product. */
type StockBox = Size | 'units';

/**
 * The row's stock, one box per size (or one for a one-size product), saved together; what the
 * server answers is shown next to it.
 */
function StockEditor({ product }: { product: AdminProductRow }) {
  const t = useT(adminMessages);
  const change = useChangeProduct();
  const boxes: readonly StockBox[] = product.oneSize ? ['units'] : SIZES;
  const [units, setUnits] = useState<Partial<Record<StockBox, string>>>(() =>
    Object.fromEntries(
      boxes.map((box) => [box, String(box === 'units' ? product.stockTotal : product.stock[box])]),
    ),
  );
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const stock = product.oneSize
      ? { units: Number(units.units) }
      : { stock: Object.fromEntries(SIZES.map((size) => [size, Number(units[size])])) };
    change.mutate({ kind: 'stock', productId: product._id, stock }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form className={`admin-stock${product.oneSize ? ' admin-stock--one' : ''}`} onSubmit={submit}>
      {boxes.map((box) => (
        <label key={box}>
          <span aria-hidden="true">{box === 'units' ? t('oneSizeShort') : box}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            step={1}
            required
            aria-label={
              box === 'units'
                ? t('unitsOf', { name: product.name })
                : t('stockOf', { size: box, name: product.name })
            }
            value={units[box] ?? ''}
            onChange={(event) => {
              setSaved(false);
              setUnits({ ...units, [box]: event.target.value });
            }}
          />
        </label>
      ))}
      <button type="submit" className="button button--outline" disabled={change.isPending}>
        {t('saveStock')}
      </button>
      <span role="status" className="admin-outcome">
        {saved ? <span className="admin-done">{t('stockSaved', { name: product.name })}</span> : null}
      </span>
      {change.isError ? (
        <ErrorBanner>
          <RefusalText error={change.error} />
        </ErrorBanner>
      ) : null}
    </form>
  );
}
