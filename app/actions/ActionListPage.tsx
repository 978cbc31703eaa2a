import { useMemo } from 'react';
import type { ActionSummary } from '../api/types.ts';
import {
  type DocumentListCalls,
  type DocumentListKind,
  DocumentListPage,
  documentFolders,
} from '../documents/DocumentListPage.tsx';
import { useServices } from '../services.tsx';
import { ACTIONS_PATH } from './paths.ts';

/** The folders of the action list with counts. @example actionFolders(groups, actions, { all, unclassified }) */
export const actionFolders = documentFolders;

const actionList: DocumentListKind<ActionSummary> = {
  path: ACTIONS_PATH,
  idField: 'aid',
  textPrefix: 'actions',
};

/**
 * /actions: the saved actions by folder, with create, open, copy and delete (app/documents/DocumentListPage).
 */
export default function ActionListPage() {
  const { api } = useServices();
  const calls = useMemo<DocumentListCalls<ActionSummary>>(
    () => ({
      list: () => api.listActions(),
      copy: (aid) => api.copyAction(aid),
      remove: (aid, revision) => api.deleteAction(aid, revision),
    }),
    [api],
  );
  return <DocumentListPage kind={actionList} calls={calls} />;
}
