import { type ReactNode, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import type { PickerItem } from '../../api/types.ts';
import type { KindItems } from '../../items/item-store.ts';
import { ALL_FOLDER } from '../../items/kinds.ts';
import { FolderList } from '../../items/PickerLists.tsx';
import { filterFolders, itemsInFolder, pickerFolders } from '../../items/search.ts';
import { AlertBox } from '../../ui/AlertBox.tsx';
import type { FriendEditorTexts } from './texts.ts';
import '../../items/picker.css';

/** Props of `FolderPane`. */
export interface FolderPaneProps {
  kind: KindItems | undefined;
  texts: FriendEditorTexts;
  lang: Lang;
  /** The items of the folder chosen, drawn beside the folders; `folder` for a create control. */
  children(items: readonly PickerItem[], folder: number | string): ReactNode;
}

/**
 * The group selector of the friend editor (spec 000 §2.3): the folders with their item counts, the favourites
 * folder, a search box over folder names; beside it, what the chosen folder holds.
 *
 * @example <FolderPane kind={items.get('tag')} texts={texts} lang="ja">{(tags) => …}</FolderPane>
 */
export function FolderPane({ kind, texts, lang, children }: FolderPaneProps) {
  const [folder, setFolder] = useState<number | string>(ALL_FOLDER);
  const [query, setQuery] = useState('');
  const items = kind?.items ?? [];
  const folders = pickerFolders(kind?.groups ?? [], items, texts.all, texts.favourites);
  return (
    <div className="fe-folders">
      <nav className="fe-folders__list" aria-label={texts.folders}>
        <input
          type="search"
          className="app-input"
          aria-label={texts.folderSearch}
          placeholder={texts.folderSearch}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <FolderList
          folders={filterFolders(folders, query)}
          current={folder}
          lang={lang}
          onChoose={setFolder}
        />
      </nav>
      <div className="fe-folders__items">{children(itemsInFolder(items, folder), folder)}</div>
    </div>
  );
}

/** Props of `FolderSection`. */
export interface FolderSectionProps {
  /** The section's name in `data-section` (tag, varia). */
  section: string;
  kind: KindItems | undefined;
  /** Said above the folders when the operator may not change what the section holds. */
  readOnlyNote?: string;
  texts: FriendEditorTexts;
  lang: Lang;
  /** The folder's items; `notify` shows a dismissible warning above the folders (a refused toggle, a create's answer). */
  children(
    items: readonly PickerItem[],
    folder: number | string,
    notify: (lines: string[] | null) => void,
  ): ReactNode;
}

/**
 * A tab of the friend editor over one kind of item (tags, friend-info fields): the read-only note, the warning a
 * refused change or a create leaves, and the folder pane with what the folder holds.
 *
 * @example <FolderSection section="tag" kind={tags} texts={texts} lang="ja">{(items, folder, notify) => …}</FolderSection>
 */
export function FolderSection({ section, kind, readOnlyNote, texts, lang, children }: FolderSectionProps) {
  const [notice, setNotice] = useState<string[] | null>(null);
  return (
    <section className="fe-section" data-section={section}>
      {readOnlyNote && <p className="app-muted">{readOnlyNote}</p>}
      {notice && (
        <AlertBox
          tone="warning"
          lines={notice}
          onDismiss={() => setNotice(null)}
          dismissLabel={texts.close}
        />
      )}
      <FolderPane kind={kind} texts={texts} lang={lang}>
        {(items, folder) => children(items, folder, setNotice)}
      </FolderPane>
    </section>
  );
}
