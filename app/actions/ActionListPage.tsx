import { useMemo } from 'react';
import { actionDocument } from '../../documents/action.ts';
import type { DocumentListCalls, DocumentListTexts } from '../../engine/react/document-list.ts';
import { ConsoleDocumentList } from '../documents/DocumentListPage.tsx';
import { useI18n } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { actionListApi } from './action-list-api.ts';
import { ACTIONS_PATH } from './paths.ts';

/**
 * /actions: the saved actions by folder, with create, open, copy and delete (the engine's DocumentListPage).
 */
export default function ActionListPage() {
  const { api } = useServices();
  const { t } = useI18n();
  const calls = useMemo<DocumentListCalls>(
    () => ({
      list: () => actionListApi(api).listActions() as ReturnType<DocumentListCalls['list']>,
      copy: (aid) => actionListApi(api).copyAction(aid),
      remove: (aid, revision) => actionListApi(api).deleteAction(aid, revision),
    }),
    [api],
  );
  const texts = useMemo<DocumentListTexts>(
    () => ({
      title: t('actionsTitle'),
      lead: t('actionsLead'),
      create: t('actionsNew'),
      listLabel: t('actionsListLabel'),
      empty: t('actionsEmpty'),
      loadFailed: t('actionsLoadFailed'),
      unnamed: (aid) => t('actionsUnnamed', { aid }),
    }),
    [t],
  );
  return <ConsoleDocumentList definition={actionDocument} calls={calls} texts={texts} path={ACTIONS_PATH} />;
}
