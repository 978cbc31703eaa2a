import { type ReactNode, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import type { PickerItem } from '../../api/types.ts';
import type { KindItems } from '../../items/item-store.ts';
import { ALL_FOLDER } from '../../items/kinds.ts';
import { FolderList } from '../../items/PickerLists.tsx';
import { filterFolders, itemsInFolder, pickerFolders } from '../../items/search.ts';
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
