import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { Lang } from '../../engine/core/index.ts';
import { uiText } from '../../engine/react/texts.ts';

/**
 * What a screen reader hears while a choice is dragged (dnd-kit's announcements), in the engine's drag texts
 * (engine/react/texts.ts: 持ち上げました, 移動しました, 置きました, 取り消しました) with the choice named by
 * `name` (選択肢「赤」). Positions are the sortable's places; a pick-up is not drowned by the first "over" of
 * its own place, as in the engine's block lists (engine/react/dnd.ts).
 *
 * @example <DndContext accessibility={{ announcements: choiceAnnouncements('ja', nameOf, rows.length) }} />
 */
export function choiceAnnouncements(lang: Lang, name: (key: string) => string, total: number): Announcements {
  const place = (entity: { data: { current?: unknown } } | null) => {
    const sortable = (entity?.data.current as { sortable?: { index: number } } | undefined)?.sortable;
    return sortable ? { position: sortable.index + 1, total } : undefined;
  };
  let lastOver: UniqueIdentifier | null = null;
  const named = (id: UniqueIdentifier) => name(String(id));
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return uiText(lang, 'dragStart', { name: named(active.id), ...place(active) });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      const at = place(over);
      return at
        ? uiText(lang, 'dragOver', { name: named(active.id), ...at })
        : uiText(lang, 'dragOutside', { name: named(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      const at = place(over);
      return at
        ? uiText(lang, 'dragEnd', { name: named(active.id), ...at })
        : uiText(lang, 'dragEndOutside', { name: named(active.id) });
    },
    onDragCancel: ({ active }) => uiText(lang, 'dragCancel', { name: named(active.id) }),
  };
}
