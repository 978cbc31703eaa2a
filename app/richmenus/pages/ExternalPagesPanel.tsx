import { type ReactNode, useId } from 'react';
import { LMP_MAX_PAGES } from '../../../documents/richmenu-pages.ts';
import type { Issue } from '../../../engine/core/index.ts';
import { PageSettings } from './PageSettings.tsx';
import { PageTabs } from './PageTabs.tsx';
import { usePageTexts } from './texts.ts';
import type { ExternalPages } from './useExternalPages.ts';

/** Props of `ExternalPagesPanel`. */
export interface ExternalPagesPanelProps {
  pages: ExternalPages;
  /** The editor's issues (the page settings show theirs). */
  issues: readonly Issue[];
  menuId: string;
  onMenuId(value: string): void;
  confirm(question: string): Promise<boolean>;
  /** A refused step (the eleventh page), shown by the editor. */
  onRefusal(message: string): void;
  /** The open page's image and canvas (the normal mode's sections, as they are). */
  children: ReactNode;
}

/**
 * The external-builder mode's part of the editor (spec 001 §2 `is_lmenuplus`): the external menu's id, the page
 * tabs and their tools, and the open page as the tab panel — its settings, then its image and canvas. The page's
 * buttons follow in the editor's panels.
 *
 * @example <ExternalPagesPanel pages={pages} issues={issues} menuId="" onMenuId={set} confirm={confirm} onRefusal={show}>…</ExternalPagesPanel>
 */
export function ExternalPagesPanel(props: ExternalPagesPanelProps) {
  const texts = usePageTexts();
  const id = useId();
  // Tab ids are named by the panel (aria-labelledby): letters only, whatever useId's punctuation.
  const tabPrefix = `rm-tab-${id.replace(/[^a-zA-Z0-9]/g, '')}`;
  const { pages } = props;
  const page = pages.page;
  const menuIdIssues = props.issues.filter((issue) => issue.path === '/lmpMenuId');
  return (
    <section className="rm-section rm-external" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="de-heading">
        {texts.pages}
      </h2>
      <p className="rm-hint">{texts.lead}</p>
      <div className="rm-page-settings__field">
        <label htmlFor={`${id}-menu-id`}>{texts.menuId}</label>
        <input
          id={`${id}-menu-id`}
          className="be-input"
          value={props.menuId}
          maxLength={24}
          aria-describedby={`${id}-menu-id-hint`}
          aria-invalid={menuIdIssues.length > 0 || undefined}
          onChange={(event) => props.onMenuId(event.target.value)}
        />
        <p id={`${id}-menu-id-hint`} className="rm-hint">
          {texts.menuIdHint}
        </p>
        {menuIdIssues.map((issue) => (
          <p key={issue.code} className="rm-error">
            {issue.message}
          </p>
        ))}
      </div>
      <PageTabs
        names={pages.pages.map((p) => p.data.name)}
        current={pages.current}
        panelId={`${id}-panel`}
        idPrefix={tabPrefix}
        onSelect={pages.select}
        onAdd={() => {
          if (!pages.add()) props.onRefusal(texts.pageLimit);
        }}
        onRemove={async () => {
          if (page && (await props.confirm(texts.removeConfirm(page.data.name)))) pages.remove();
        }}
        onMove={pages.move}
        canAdd={pages.pages.length < LMP_MAX_PAGES}
      />
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabPrefix}-${pages.current}`}
        className="rm-external__panel"
      >
        {page && (
          <PageSettings
            page={page}
            index={pages.current}
            issues={props.issues}
            onChange={(data) => pages.update({ data })}
          />
        )}
        {props.children}
      </div>
    </section>
  );
}
