import { type KeyboardEvent, useRef } from 'react';
import { tabForKey } from '../../ui/tab-keys.ts';
import { usePageTexts } from './texts.ts';

/** Props of `PageTabs`. */
export interface PageTabsProps {
  /** The pages' names, in tab order. */
  names: readonly string[];
  current: number;
  /** The id of the tab panel the tabs control (the page's settings, canvas and buttons). */
  panelId: string;
  /** Prefix of each tab's id (`{idPrefix}-{index}`), which the panel names as its label. */
  idPrefix: string;
  onSelect(index: number): void;
  onAdd(): void;
  onRemove(): void;
  onMove(to: number): void;
  canAdd: boolean;
}

/**
 * The pages of an external-builder menu as WAI-ARIA tabs (automatic activation: an arrow key, Home or End moves
 * the focus and opens that page; one tab stop), and the page tools beside them: add, move the open page earlier
 * or later, remove it. Renaming is the page's name field in its settings.
 *
 * @example <PageTabs names={['お知らせ', '予約']} current={0} panelId="p" idPrefix="t" onSelect={open} … />
 */
export function PageTabs(props: PageTabsProps) {
  const texts = usePageTexts();
  const { names, current, idPrefix } = props;
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(event.key, current, names.length);
    if (next === undefined) return;
    event.preventDefault();
    props.onSelect(next);
    // The tab is rendered again as the open one; focus it after React has committed.
    requestAnimationFrame(() => list.current?.ownerDocument.getElementById(`${idPrefix}-${next}`)?.focus());
  };

  return (
    <div className="rm-pages">
      <div
        ref={list}
        role="tablist"
        aria-label={texts.pages}
        className="rm-pages__tabs"
        onKeyDown={onKeyDown}
      >
        {names.map((name, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a tab is its position; names may repeat.
            key={index}
            type="button"
            role="tab"
            id={`${idPrefix}-${index}`}
            aria-selected={index === current}
            aria-controls={props.panelId}
            tabIndex={index === current ? 0 : -1}
            className={`rm-pages__tab${index === current ? ' rm-pages__tab--current' : ''}`}
            onClick={() => props.onSelect(index)}
          >
            {name || `${index + 1}`}
          </button>
        ))}
      </div>
      <div className="rm-pages__tools">
        <button type="button" className="app-button" onClick={props.onAdd} disabled={!props.canAdd}>
          {texts.addPage}
        </button>
        <button
          type="button"
          className="app-button app-button--quiet"
          onClick={() => props.onMove(current - 1)}
          disabled={current === 0}
        >
          {texts.moveLeft}
        </button>
        <button
          type="button"
          className="app-button app-button--quiet"
          onClick={() => props.onMove(current + 1)}
          disabled={current >= names.length - 1}
        >
          {texts.moveRight}
        </button>
        <button
          type="button"
          className="app-button app-button--quiet"
          onClick={props.onRemove}
          disabled={names.length <= 1}
        >
          {texts.removePage}
        </button>
      </div>
    </div>
  );
}
