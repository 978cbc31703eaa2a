import { createContext, type ReactNode, useContext } from 'react';
import type { WidgetDefinition, WidgetProps } from '../../engine/react/index.ts';
import type { Folder } from '../api/types.ts';
import { translate } from '../page-i18n.ts';

const FoldersContext = createContext<readonly Folder[]>([]);

/**
 * The folders of the document kind an editor shows, for its envelope's folder field.
 *
 * @example <FoldersProvider folders={folders}><EnvelopeForm … fieldWidgets={{ group_id: 'folder' }} /></FoldersProvider>
 */
export function FoldersProvider({ folders, children }: { folders: readonly Folder[]; children: ReactNode }) {
  return <FoldersContext.Provider value={folders}>{children}</FoldersContext.Provider>;
}

function FolderSelect({ id, value, invalid, describedBy, lang, onChange, onBlur }: WidgetProps) {
  const folders = useContext(FoldersContext);
  const real = folders.filter((folder) => typeof folder.id === 'number' && folder.id > 0);
  // A chosen folder the list does not hold (deleted, or the folders did not load) stays chosen, as ID:n. Folder 0
  // is 未分類 as no folder is (forms keep 0 where actions keep none: spec 002 §3 Form).
  const chosen = typeof value === 'number' && value > 0 ? value : undefined;
  const unknown = chosen !== undefined && !real.some((folder) => folder.id === chosen);
  return (
    <select
      id={id}
      className="be-input be-select"
      name="group_id"
      value={chosen === undefined ? '' : String(chosen)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={onBlur}
    >
      <option value="">{translate(lang, 'actionsUnclassified')}</option>
      {unknown && <option value={String(chosen)}>{translate(lang, 'pickerUnknown', { id: chosen })}</option>}
      {real.map((folder) => (
        <option key={String(folder.id)} value={String(folder.id)}>
          {folder.name}
        </option>
      ))}
    </select>
  );
}

/**
 * A document's folder (`group_id`): 未分類 and the kind's folders from FoldersProvider. Named only (a host's
 * `fieldWidgets: { group_id: 'folder' }`), never chosen by rank.
 */
export const folderWidget: WidgetDefinition = {
  name: 'folder',
  tester: () => -1,
  component: FolderSelect,
};
