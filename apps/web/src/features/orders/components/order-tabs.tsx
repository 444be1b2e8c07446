import { type KeyboardEvent, useRef } from 'react';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { orderMessages } from '../messages';
import { ORDER_TABS, type OrderTab, TAB_MESSAGES } from '../status';

export const tabId = (base: string, tab: OrderTab) => `${base}-tab-${tab}`;
export const panelId = (base: string) => `${base}-panel`;

type Props = {
  /** A prefix for the tabs' ids, unique on the page. */
  base: string;
  selected: OrderTab;
  /** How many orders each tab holds. */
  counts: Record<OrderTab, number>;
  onSelect: (tab: OrderTab) => void;
};

/**
 * The tabs of My Orders as a real tablist: arrow keys, Home and End move between them and select.
 * They wrap onto more rows where one is too narrow (orders.css), so every tab is always in sight.
 */
export function OrderTabs({ base, selected, counts, onSelect }: Props) {
  const t = useT(orderMessages);
  const format = useFormat();
  const tabs = useRef<Partial<Record<OrderTab, HTMLButtonElement | null>>>({});

  const select = (tab: OrderTab) => {
    onSelect(tab);
    tabs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // From the tab that has the focus: a quick second key press may come before the page has re-rendered.
    const focused = ORDER_TABS.find((tab) => tabs.current[tab] === event.target) ?? selected;
    const at = ORDER_TABS.indexOf(focused);
    const last = ORDER_TABS.length - 1;
    const to: Partial<Record<string, number>> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const next = ORDER_TABS[to[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div role="tablist" aria-label={t('tabs')} className="orders-tabs" onKeyDown={onKeyDown}>
      {ORDER_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            tabs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(base, tab)}
          aria-controls={panelId(base)}
          aria-selected={tab === selected}
          tabIndex={tab === selected ? 0 : -1}
          className="orders-tabs__tab"
          onClick={() => select(tab)}
        >
          {t(TAB_MESSAGES[tab])} <span className="orders-tabs__count">{format.count(counts[tab])}</span>
        </button>
      ))}
    </div>
  );
}
