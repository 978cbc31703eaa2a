import type { Lang } from '../../../engine/core/index.ts';
import type { PickerItem } from '../../api/types.ts';
import { CreateItemForm } from '../../items/CreateItemForm.tsx';
import type { KindItems } from '../../items/item-store.ts';
import { canCreate } from '../../items/kinds.ts';
import { ItemList } from '../../items/PickerLists.tsx';
import { FolderSection } from './FolderPane.tsx';
import { type FriendRecord, tagKey } from './friend-record.ts';
import type { FriendEditorTexts } from './texts.ts';

/** Props of `TagsSection`. */
export interface TagsSectionProps {
  tags: KindItems | undefined;
  record: FriendRecord;
  /** The operator holds tag-write. */
  canWrite: boolean;
  /** Protected tags are shown disabled (the editable-only mode). */
  editableOnly: boolean;
  permissions: ReadonlySet<string>;
  texts: FriendEditorTexts;
  lang: Lang;
  onToggle(id: number, on: boolean): void;
}

/**
 * The friend's tags as toggles by folder (spec 000 §2.1): pressed while the friend has the tag; a protected tag
 * (not writable) is refused with a note, or disabled in the editable-only mode; a new tag (tag-write and
 * user-tag-create) is created in the folder shown and set on the friend.
 */
export function TagsSection(props: TagsSectionProps) {
  const { record, texts, lang } = props;
  const selected = new Set(
    Object.keys(record)
      .filter((key) => key.startsWith('tag:'))
      .map((key) => key.slice(4)),
  );
  return (
    <FolderSection
      section="tag"
      kind={props.tags}
      readOnlyNote={props.canWrite ? undefined : texts.tagsReadOnly}
      texts={texts}
      lang={lang}
    >
      {(tags, folder, notify) => {
        const toggle = (tag: PickerItem) => {
          if (!props.canWrite) return notify([texts.tagsReadOnly]);
          if (tag.writable === false) return notify([`${tag.name}: ${texts.protectedTag}`]);
          notify(null);
          props.onToggle(tag.id, record[tagKey(tag.id)] !== true);
        };
        return (
          <>
            {tags.length === 0 ? (
              <p className="app-muted">{texts.noTags}</p>
            ) : (
              <ItemList
                items={tags}
                selected={selected}
                multiple
                lang={lang}
                onPick={toggle}
                isDisabled={(tag) => !props.canWrite || (props.editableOnly && tag.writable === false)}
              />
            )}
            {props.canWrite && canCreate('tag', props.permissions) && (
              <CreateItemForm
                kind="tag"
                folder={folder}
                lang={lang}
                onCreated={(tag) => props.onToggle(tag.id, true)}
                onNotice={notify}
              />
            )}
          </>
        );
      }}
    </FolderSection>
  );
}
