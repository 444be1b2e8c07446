import {
  type AdminCategory,
  type AdminProduct,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  type ProductInput,
} from '@haat/contracts/admin';
import { SHIPS_FROM, type ShipsFrom, SIZES } from '@haat/contracts/constants';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { PATHS } from '../../../config/paths';
import { countryMessages } from '../../../lib/country-messages';
import { useT } from '../../../lib/i18n';
import { useFieldProblems } from '../../../lib/refusals';
import { Field, useFocusOnRefusal } from '../../../ui/form/field';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';
import { type ProductChange, useAdminCategories, useAdminProduct, useChangeProduct } from '../catalogue-api';
import { EntryButtons, Outcome, PictureInput } from '../controls';
import { adminMessages } from '../messages';
import { ADMIN_PATHS } from '../paths';

/** The refusal of each field, when the server named fields. */
const fieldErrorsOf = (error: Error | null) => (error instanceof ApiError ? error.fieldErrors : {});

/** /admin/products/new and /admin/products/{id}: the product editor, with its pictures once it exists. */
export default function ProductPage() {
  const t = useT(adminMessages);
  const { id } = useParams();
  const categories = useAdminCategories();
  return (
    <section>
      <Link to={ADMIN_PATHS.products} className="admin__back">
        {t('backToProducts')}
      </Link>
      <QueryState query={categories} error={t('loadFailed')}>
        {(found) =>
          id ? <ExistingProduct productId={id} categories={found} /> : <NewProduct categories={found} />
        }
      </QueryState>
    </section>
  );
}

function NewProduct({ categories }: { categories: AdminCategory[] }) {
  const t = useT(adminMessages);
  const navigate = useNavigate();
  const change = useChangeProduct();
  const save = (product: ProductInput) =>
    change.mutate(
      { kind: 'create', product },
      {
        onSuccess: ({ product: created }) =>
          navigate(ADMIN_PATHS.product(created._id), { state: { created: created.name } }),
      },
    );
  return (
    <>
      <PageTitle page={t('newProductTitle')} />
      <h1 className="admin__title">{t('newProductTitle')}</h1>
      <ProductForm categories={categories} onSave={save} saving={change.isPending} error={change.error} />
      <section className="admin-card">
        <h2>{t('picturesTitle')}</h2>
        <p>{t('picturesAfterCreate')}</p>
      </section>
    </>
  );
}

function ExistingProduct({ productId, categories }: { productId: string; categories: AdminCategory[] }) {
  const t = useT(adminMessages);
  const product = useAdminProduct(productId);
  const missing = product.error instanceof ApiError && product.error.status === 404;
  return (
    <>
      <PageTitle
        page={product.data ? t('editProductTitle', { name: product.data.name }) : t('navProducts')}
      />
      <QueryState query={product} error={missing ? t('productNotFound') : t('loadFailed')}>
        {(found) => <ProductEditor product={found} categories={categories} />}
      </QueryState>
    </>
  );
}

function ProductEditor({ product, categories }: { product: AdminProduct; categories: AdminCategory[] }) {
  const t = useT(adminMessages);
  const location = useLocation();
  const created = (location.state as { created?: string } | null)?.created;
  const change = useChangeProduct();
  const [done, setDone] = useState(created ? t('productCreated', { name: created }) : '');
  const act = (next: ProductChange, said: (name: string) => string) => {
    setDone('');
    change.mutate(next, { onSuccess: ({ product: changed }) => setDone(said(changed.name)) });
  };
  return (
    <article aria-labelledby="admin-product-title">
      <div className="admin__head">
        <h1 id="admin-product-title" className="admin__title">
          {t('editProductTitle', { name: product.name })}
        </h1>
        <div className="admin-move__buttons">
          {product.active ? (
            <>
              <a
                className="button button--outline"
                href={PATHS.product(product._id)}
                target="_blank"
                rel="noreferrer"
              >
                {t('viewInShop')}
              </a>
              <button
                type="button"
                className="button button--outline"
                disabled={change.isPending}
                onClick={() =>
                  act({ kind: 'archive', productId: product._id }, (name) => t('productArchived', { name }))
                }
              >
                {t('archiveProduct')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={change.isPending}
              onClick={() =>
                act({ kind: 'restore', productId: product._id }, (name) => t('productRestored', { name }))
              }
            >
              {t('restoreProduct')}
            </button>
          )}
        </div>
      </div>
      {product.active ? null : <p className="admin-warnings">{t('productArchivedNote')}</p>}
      {/* A refusal of one field is shown under that field instead. */}
      <Outcome done={done} error={Object.keys(fieldErrorsOf(change.error)).length ? null : change.error} />
      {/* Keyed by the saved product: after a save the form shows what the server holds. */}
      <ProductForm
        key={product.updatedAt}
        product={product}
        categories={categories}
        saving={change.isPending}
        error={change.error}
        onSave={(input) =>
          act({ kind: 'update', productId: product._id, product: input }, (name) =>
            t('productSaved', { name }),
          )
        }
      />
      <Pictures product={product} />
    </article>
  );
}

/**
 * The product's fields; the category's items follow the category chosen, and the stock fields
 * whether it comes in sizes (one figure each) or in one size (one figure).
 */
function ProductForm({
  product,
  categories,
  onSave,
  saving,
  error,
}: {
  product?: AdminProduct;
  categories: AdminCategory[];
  onSave: (product: ProductInput) => void;
  saving: boolean;
  error: Error | null;
}) {
  const t = useT(adminMessages);
  const country = useT(countryMessages);
  const id = useId();
  const [categoryId, setCategoryId] = useState(product?.category._id ?? '');
  const [oneSize, setOneSize] = useState(product?.oneSize ?? false);
  const items = categories.find((category) => category._id === categoryId)?.items ?? [];
  const fieldErrors = useFieldProblems()(fieldErrorsOf(error));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onSave({
      name: text('name'),
      // Empty is none: the server keeps null, and the shop shows the English.
      nameBn: text('nameBn'),
      description: text('description'),
      descriptionBn: text('descriptionBn'),
      categoryId,
      itemId: text('itemId') || null,
      price: Number(text('price')),
      oldPrice: text('oldPrice') ? Number(text('oldPrice')) : null,
      brand: text('brand'),
      colour: text('colour'),
      shipsFrom: text('shipsFrom') as ShipsFrom,
      ...(oneSize
        ? { oneSize: true, units: Number(text('units') || 0) }
        : {
            oneSize: false,
            stock: Object.fromEntries(SIZES.map((size) => [size, Number(text(`stock-${size}`) || 0)])),
          }),
    });
  };

  // The Bengali name is described by the hint under the Bengali description too.
  const bengaliHint = `${id}-bengali-hint`;
  const form = useFocusOnRefusal(error);

  return (
    <form ref={form} className="admin-card admin-form" onSubmit={submit} noValidate={false}>
      <Field label={t('fieldName')} error={fieldErrors.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            required
            maxLength={PRODUCT_NAME_MAX}
            defaultValue={product?.name ?? ''}
          />
        )}
      </Field>
      <Field label={t('fieldNameBn')} error={fieldErrors.nameBn} describedBy={bengaliHint}>
        {(control) => (
          <input
            {...control}
            name="nameBn"
            lang="bn"
            maxLength={PRODUCT_NAME_MAX}
            defaultValue={product?.nameBn ?? ''}
          />
        )}
      </Field>
      <Field label={t('fieldCategory')} error={fieldErrors.categoryId}>
        {(control) => (
          <select
            {...control}
            required
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
          >
            <option value="">{t('chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('fieldItem')} error={fieldErrors.itemId}>
        {(control) => (
          <select
            {...control}
            name="itemId"
            key={categoryId}
            defaultValue={product?.category._id === categoryId ? (product?.item?._id ?? '') : ''}
          >
            <option value="">{t('noItem')}</option>
            {items.map((item) => (
              <option key={item._id} value={item._id}>
                {item.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('fieldPrice')} error={fieldErrors.price}>
        {(control) => (
          <input
            {...control}
            name="price"
            type="number"
            inputMode="decimal"
            required
            min={0.01}
            step={0.01}
            defaultValue={product?.price ?? ''}
          />
        )}
      </Field>
      <Field label={t('fieldOldPrice')} error={fieldErrors.oldPrice}>
        {(control) => (
          <input
            {...control}
            name="oldPrice"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            defaultValue={product?.oldPrice ?? ''}
          />
        )}
      </Field>
      <Field label={t('fieldBrand')} error={fieldErrors.brand}>
        {(control) => <input {...control} name="brand" maxLength={100} defaultValue={product?.brand ?? ''} />}
      </Field>
      <Field label={t('fieldColour')} error={fieldErrors.colour}>
        {(control) => (
          <input {...control} name="colour" maxLength={60} defaultValue={product?.colour ?? ''} />
        )}
      </Field>
      <Field label={t('fieldShipsFrom')} error={fieldErrors.shipsFrom}>
        {(control) => (
          <select {...control} name="shipsFrom" defaultValue={product?.shipsFrom ?? SHIPS_FROM[0]}>
            {SHIPS_FROM.map((code) => (
              <option key={code} value={code}>
                {country(code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('fieldDescription')} error={fieldErrors.description} className="admin-form__wide">
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={4}
            maxLength={PRODUCT_DESCRIPTION_MAX}
            defaultValue={product?.description ?? ''}
          />
        )}
      </Field>
      <div className="admin-form__wide admin-form__field">
        <Field label={t('fieldDescriptionBn')} error={fieldErrors.descriptionBn} describedBy={bengaliHint}>
          {(control) => (
            <textarea
              {...control}
              name="descriptionBn"
              lang="bn"
              rows={4}
              maxLength={PRODUCT_DESCRIPTION_MAX}
              defaultValue={product?.descriptionBn ?? ''}
            />
          )}
        </Field>
        <p className="field__hint" id={bengaliHint}>
          {t('bengaliFieldsHint')}
        </p>
      </div>
      <fieldset className="admin-form__wide admin-sold-in" aria-describedby={`${id}-sold-in-hint`}>
        <legend>{t('fieldSoldIn')}</legend>
        <label>
          <input type="radio" name="soldIn" checked={!oneSize} onChange={() => setOneSize(false)} />
          {t('soldInSizes')}
        </label>
        <label>
          <input type="radio" name="soldIn" checked={oneSize} onChange={() => setOneSize(true)} />
          {t('soldInOneSize')}
        </label>
        <span className="admin-form__hint" id={`${id}-sold-in-hint`}>
          {t('soldInHint')}
        </span>
      </fieldset>
      {oneSize ? (
        <Field label={t('fieldUnits')} error={fieldErrors.units}>
          {(control) => (
            <input
              {...control}
              name="units"
              type="number"
              inputMode="numeric"
              min={0}
              max={100000}
              step={1}
              // A product made one-size keeps the units its sizes held, unless the operator says otherwise.
              defaultValue={product?.stockTotal ?? 0}
            />
          )}
        </Field>
      ) : (
        <fieldset
          className="admin-form__wide admin-stock"
          {...(fieldErrors.stock ? { 'aria-invalid': true, 'aria-describedby': `${id}-stock-problem` } : {})}
        >
          <legend>{t('fieldStock')}</legend>
          {SIZES.map((size) => (
            <label key={size}>
              {size}
              <input
                name={`stock-${size}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={100000}
                step={1}
                defaultValue={product?.stock[size] ?? 0}
              />
            </label>
          ))}
          {fieldErrors.stock ? (
            <span className="field__error" id={`${id}-stock-problem`}>
              {fieldErrors.stock}
            </span>
          ) : null}
        </fieldset>
      )}
      <div className="admin-form__wide">
        <button type="submit" className="button button--primary" disabled={saving}>
          {product ? t('saveProduct') : t('createProduct')}
        </button>
      </div>
    </form>
  );
}

/** The product's pictures in gallery order: added from a file, moved earlier or later, deleted. */
function Pictures({ product }: { product: AdminProduct }) {
  const t = useT(adminMessages);
  const titleId = useId();
  const change = useChangeProduct();
  const [done, setDone] = useState('');
  const ids = product.images.map((image) => image._id);
  const act = (next: ProductChange, said: string) => {
    setDone('');
    change.mutate(next, { onSuccess: () => setDone(said) });
  };
  const move = (from: number, to: number) => {
    const imageIds = [...ids];
    const [moved] = imageIds.splice(from, 1);
    if (moved === undefined) return;
    imageIds.splice(to, 0, moved);
    act({ kind: 'reorderImages', productId: product._id, imageIds }, t('picturesReordered'));
  };
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('picturesTitle')}</h2>
      <p className="admin-order__facts">{t('picturesHint')}</p>
      {product.images.length === 0 ? <p>{t('noPictures')}</p> : null}
      <ol className="admin-pictures">
        {product.images.map((image, index) => {
          const n = index + 1;
          return (
            <li key={image._id} className="admin-picture">
              <img src={image.thumbnail} alt={t('pictureNumber', { n })} width={120} height={150} />
              <EntryButtons
                labels={{
                  earlier: t('moveEarlier', { n }),
                  later: t('moveLater', { n }),
                  remove: t('deletePicture', { n }),
                }}
                arrows={['←', '→']}
                first={index === 0}
                last={index === product.images.length - 1}
                busy={change.isPending}
                onMove={(by) => move(index, index + by)}
                onDelete={() =>
                  act(
                    { kind: 'deleteImage', productId: product._id, imageId: image._id },
                    t('pictureDeleted'),
                  )
                }
              />
            </li>
          );
        })}
      </ol>
      <PictureInput
        label={t('addPicture')}
        busy={change.isPending}
        onFile={(file) => act({ kind: 'addImage', productId: product._id, file }, t('pictureAdded'))}
      />
      <Outcome done={done} error={change.error} />
    </section>
  );
}
