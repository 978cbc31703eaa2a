import { type ReactNode, useId } from 'react';
import { tabForKey } from './tab-keys.ts';
import './tabs.css';

/** One tab: its key and what it reads. */
export interface TabDefinition<T extends string> {
  key: T;
  label: ReactNode;
}

/** Props of `Tabs`. */
export interface TabsProps<T extends string> {
  tabs: readonly TabDefinition<T>[];
  current: T;
  /** The tab list's accessible name. */
  label: string;
  onChoose(tab: T): void;
  /** The chosen tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs in the WAI-ARIA pattern: one tab stop, ←/→ and Home/End move between tabs and choose, and only the
 * chosen tab's panel exists (labelled by its tab). Used by the form settings and the friend editor.
 *
 * @example <Tabs tabs={[{ key: 'a', label: 'A' }]} current="a" label="設定" onChoose={setTab}>…</Tabs>
 */
export function Tabs<T extends string>({
  tabs,
  current,
  label,
  onChoose,
  children,
  className,
}: TabsProps<T>) {
  const id = useId();
  const keys = tabs.map((tab) => tab.key);
  return (
    <div className={`app-tabs${className ? ` ${className}` : ''}`}>
      <div role="tablist" className="app-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            data-tab={tab.key}
            aria-selected={tab.key === current}
            // Only the chosen tab's panel exists; the others point nowhere until chosen.
            aria-controls={tab.key === current ? `${id}-${tab.key}-panel` : undefined}
            tabIndex={tab.key === current ? 0 : -1}
            className="app-tabs__tab"
            onClick={() => onChoose(tab.key)}
            onKeyDown={(event) => {
              const to = tabForKey(event.key, keys.indexOf(tab.key), keys.length);
              if (to === undefined) return;
              event.preventDefault();
              onChoose(keys[to]);
              document.getElementById(`${id}-${keys[to]}`)?.focus();
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${current}-panel`}
        aria-labelledby={`${id}-${current}`}
        className="app-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
