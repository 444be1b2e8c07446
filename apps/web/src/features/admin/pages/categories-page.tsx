import { type AdminCategory, CATEGORY_NAME_MAX, type CategoryName } from '@haat/contracts/admin';
import { type FormEvent, useId, useState } from 'react';
import { type Translate, useT } from '../../../lib/i18n';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';
import { type ShelfChange, useAdminCategories, useChangeShelves } from '../catalogue-api';
import { EntryButtons, Outcome } from '../controls';
import { adminMessages } from '../messages';

/** A list in a new order: the entry at `from` moved to `to`. */
const moved = (ids: string[], from: number, to: number) => {
  const next = [...ids];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
};

/**
 * /admin/categories: the shop's menu, its categories and their items, each added, renamed, moved
 * up or down and deleted (the server refuses a deletion while products are filed under it).
 */
export default function CategoriesPage() {
  const t = useT(adminMessages);
  const categories = useAdminCategories();
  const change = useChangeShelves();
  const [done, setDone] = useState('');
  const act = (next: ShelfChange, said: string, then?: () => void) => {
    setDone('');
    change.mutate(next, {
      onSuccess: () => {
        setDone(said);
        then?.();
      },
    });
  };
  return (
    <section aria-labelledby="admin-categories-title">
      <PageTitle page={t('categoriesTitle')} />
      <h1 id="admin-categories-title" className="admin__title">
        {t('categoriesTitle')}
      </h1>
      <p className="admin-order__facts">{t('categoriesIntro')}</p>
      <p className="admin-form__hint">{t('bengaliNamesHint')}</p>
      <NameForm
        label={t('newCategory')}
        button={t('addCategory')}
        busy={change.isPending}
        onName={(names, clear) =>
          act({ kind: 'createCategory', ...names }, t('categoryCreated', { name: names.name }), clear)
        }
      />
      <Outcome done={done} error={change.error} />
      <QueryState
        query={categories}
        error={t('loadFailed')}
        isEmpty={(found) => found.length === 0}
        empty={<p>{t('noCategories')}</p>}
      >
        {(found) => (
          <ol className="admin-shelves">
            {found.map((category, index) => (
              <li key={category._id} className="admin-card">
                <Shelf
                  name={category.title}
                  nameBn={category.titleBn}
                  detail={`/${category.slug} · ${t.plural({ one: 'productCountOne', other: 'productCount' }, category.productCount)}`}
                  busy={change.isPending}
                  first={index === 0}
                  last={index === found.length - 1}
                  heading
                  onRename={(names) =>
                    act(
                      { kind: 'renameCategory', categoryId: category._id, ...names },
                      renamedOrSaved(t, category.title, names.name),
                    )
                  }
                  onMove={(by) =>
                    act(
                      {
                        kind: 'reorderCategories',
                        ids: moved(
                          found.map((entry) => entry._id),
                          index,
                          index + by,
                        ),
                      },
                      t('categoriesReordered'),
                    )
                  }
                  onDelete={() =>
                    act(
                      { kind: 'deleteCategory', categoryId: category._id },
                      t('categoryDeleted', { name: category.title }),
                    )
                  }
                />
                <Items category={category} busy={change.isPending} act={act} />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}

function Items({
  category,
  busy,
  act,
}: {
  category: AdminCategory;
  busy: boolean;
  act: (change: ShelfChange, said: string, then?: () => void) => void;
}) {
  const t = useT(adminMessages);
  const ids = category.items.map((item) => item._id);
  return (
    <>
      {category.items.length === 0 ? <p className="admin-table__sub">{t('noItems')}</p> : null}
      <ol className="admin-shelf__items">
        {category.items.map((item, index) => (
          <li key={item._id}>
            <Shelf
              name={item.name}
              nameBn={item.nameBn}
              detail={t.plural({ one: 'productCountOne', other: 'productCount' }, item.productCount)}
              busy={busy}
              first={index === 0}
              last={index === category.items.length - 1}
              onRename={(names) =>
                act(
                  { kind: 'renameItem', categoryId: category._id, itemId: item._id, ...names },
                  renamedOrSaved(t, item.name, names.name),
                )
              }
              onMove={(by) =>
                act(
                  { kind: 'reorderItems', categoryId: category._id, ids: moved(ids, index, index + by) },
                  t('categoriesReordered'),
                )
              }
              onDelete={() =>
                act(
                  { kind: 'deleteItem', categoryId: category._id, itemId: item._id },
                  t('categoryDeleted', { name: item.name }),
                )
              }
            />
          </li>
        ))}
      </ol>
      <NameForm
        label={t('newItem', { category: category.title })}
        button={t('addItem')}
        busy={busy}
        onName={(names, clear) =>
          act(
            { kind: 'createItem', categoryId: category._id, ...names },
            t('itemCreated', { name: names.name }),
            clear,
          )
        }
      />
    </>
  );
}

/** What a saved change of names says: a new English name, or the Bengali one saved. */
const renamedOrSaved = (t: Translate<typeof adminMessages.en>, before: string, after: string) =>
  after === before ? t('bengaliNameSaved', { name: after }) : t('categoryRenamed', { name: after });

/** A name in both languages, as the operator typed them: trimmed; an empty Bengali one is none. */
const typed = (name: string, nameBn: string): Required<CategoryName> => ({
  name: name.trim(),
  nameBn: nameBn.trim(),
});

/**
 * One category or item: its names to change (the English one, which its address follows, and the
 * optional Bengali one shoppers reading Bengali see), and buttons to move it and delete it.
 */
function Shelf(props: {
  name: string;
  nameBn: string | null;
  detail: string;
  busy: boolean;
  first: boolean;
  last: boolean;
  heading?: boolean;
  onRename: (names: Required<CategoryName>) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const t = useT(adminMessages);
  const { name, nameBn } = props;
  const [draft, setDraft] = useState(name);
  const [draftBn, setDraftBn] = useState(nameBn ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const names = typed(draft, draftBn);
    if (names.name && (names.name !== name || names.nameBn !== (nameBn ?? ''))) props.onRename(names);
  };
  const Title = props.heading ? 'h2' : 'p';
  return (
    <div className="admin-shelf">
      <Title className="admin-shelf__name">
        {name}{' '}
        {nameBn ? (
          <span className="admin-shelf__bn" lang="bn">
            {nameBn}
          </span>
        ) : null}{' '}
        <span className="admin-table__sub">{props.detail}</span>
      </Title>
      <form className="admin-shelf__rename" onSubmit={submit}>
        <input
          aria-label={t('renameLabel', { name })}
          value={draft}
          maxLength={CATEGORY_NAME_MAX}
          required
          onChange={(event) => setDraft(event.target.value)}
        />
        <input
          aria-label={t('renameBnLabel', { name })}
          placeholder={t('nameBnPlaceholder')}
          lang="bn"
          value={draftBn}
          maxLength={CATEGORY_NAME_MAX}
          onChange={(event) => setDraftBn(event.target.value)}
        />
        <button type="submit" className="button button--outline" disabled={props.busy}>
          {t('saveNames')}
        </button>
      </form>
      <EntryButtons
        labels={{
          earlier: t('moveUp', { name }),
          later: t('moveDown', { name }),
          remove: t('deleteNamed', { name }),
        }}
        arrows={['↑', '↓']}
        first={props.first}
        last={props.last}
        busy={props.busy}
        onMove={props.onMove}
        onDelete={props.onDelete}
      />
    </div>
  );
}

/** A name to add, with its optional Bengali version, both cleared once the server took them. */
function NameForm({
  label,
  button,
  busy,
  onName,
}: {
  label: string;
  button: string;
  busy: boolean;
  /** `clear` empties the fields: called once the server took the names, so refused ones can be fixed. */
  onName: (names: Required<CategoryName>, clear: () => void) => void;
}) {
  const t = useT(adminMessages);
  const id = useId();
  const [name, setName] = useState('');
  const [nameBn, setNameBn] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return;
    onName(typed(name, nameBn), () => {
      setName('');
      setNameBn('');
    });
  };
  return (
    <form className="admin-shelf__add" onSubmit={submit}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        value={name}
        maxLength={CATEGORY_NAME_MAX}
        required
        onChange={(event) => setName(event.target.value)}
      />
      {/* Named by its own label and the form's, as there is one such field for each category. */}
      <label id={`${id}-bn-label`} htmlFor={`${id}-bn`}>
        {t('fieldNameBn')}
      </label>
      <input
        id={`${id}-bn`}
        lang="bn"
        value={nameBn}
        maxLength={CATEGORY_NAME_MAX}
        aria-labelledby={`${id}-bn-label ${id}-label`}
        onChange={(event) => setNameBn(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {button}
      </button>
    </form>
  );
}
