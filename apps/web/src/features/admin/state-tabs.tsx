import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';

type AdminMessageKey = keyof (typeof adminMessages)['en'];

/** The states a list may show, as buttons; the one shown is pressed. */
export function StateTabs<S extends string>({
  label,
  tabs,
  current,
  onPick,
}: {
  label: AdminMessageKey;
  tabs: readonly { state: S; label: AdminMessageKey }[];
  current: S;
  onPick: (state: S) => void;
}) {
  const t = useT(adminMessages);
  return (
    <nav className="admin-tabs" aria-label={t(label)}>
      {tabs.map((tab) => (
        <button
          key={tab.label}
          type="button"
          className="admin-tabs__tab"
          aria-pressed={tab.state === current}
          onClick={() => onPick(tab.state)}
        >
          {t(tab.label)}
        </button>
      ))}
    </nav>
  );
}
