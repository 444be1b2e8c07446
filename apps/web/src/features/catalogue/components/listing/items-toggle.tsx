import { useT } from '../../../../lib/i18n';
import { MinusIcon, PlusIcon } from '../../../../ui/icons';
import { listingMessages } from './messages';

type Props = {
  /** The category's title, for the button's name. */
  category: string;
  open: boolean;
  /** The id of the list of items it shows and hides. */
  controls: string;
  onToggle: () => void;
};

/** The + and − button that shows and hides a category's items. */
export function ItemsToggle({ category, open, controls, onToggle }: Props) {
  const t = useT(listingMessages);
  return (
    <button
      type="button"
      className="category-filter__toggle"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={t(open ? 'hideItems' : 'showItems', { category })}
      onClick={onToggle}
    >
      {open ? <MinusIcon /> : <PlusIcon />}
    </button>
  );
}
