import { useMemo } from 'react';
import { funnelDocument } from '../../documents/funnel.ts';
import type { DocumentListCalls, DocumentListTexts, DocumentRow } from '../../engine/react/document-list.ts';
import { ConsoleDocumentList } from '../documents/DocumentListPage.tsx';
import { useI18n } from '../page-i18n.ts';
import { type FunnelUsedBy, useFunnelApi } from './funnel-api.ts';
import { inUseRefusal, usedByLine } from './funnel-users.ts';
import { FUNNELS_PATH } from './paths.ts';

/**
 * /funnels: the saved funnels (custom searches) by folder, with create, open, copy and delete (the engine's
 * DocumentListPage). Conditions set on action effects are funnels without a name: listed only on request.
 * A funnel actions use says so under its name, and its 削除 explains why it cannot be deleted instead of asking
 * (docs/decisions/funnels-in-use.md).
 */
export default function FunnelListPage() {
  const funnels = useFunnelApi();
  const { t } = useI18n();
  const calls = useMemo<DocumentListCalls>(
    () => ({
      list: () => funnels.listFunnels() as ReturnType<DocumentListCalls['list']>,
      copy: (fid) => funnels.copyFunnel(fid),
      remove: (fid, revision) => funnels.deleteFunnel(fid, revision),
    }),
    [funnels],
  );
  const texts = useMemo<DocumentListTexts>(
    () => ({
      title: t('funnelsTitle'),
      lead: t('funnelsLead'),
      create: t('funnelsNew'),
      listLabel: t('funnelsListLabel'),
      empty: t('funnelsEmpty'),
      loadFailed: t('funnelsLoadFailed'),
      unnamed: (fid) => t('funnelsUnnamed', { fid }),
      showUnnamed: t('funnelsShowUnnamed'),
    }),
    [t],
  );
  // The list's rows are the engine's (DocumentRow); `used_by` is what GET /api/funnel/list adds (docs/api.md).
  const usedBy = (row: DocumentRow) => row.used_by as FunnelUsedBy | undefined;
  return (
    <ConsoleDocumentList
      definition={funnelDocument}
      calls={calls}
      texts={texts}
      path={FUNNELS_PATH}
      rowNote={(row) => usedByLine(t, usedBy(row))}
      deleteRefusal={(row) => inUseRefusal(t, usedBy(row))}
    />
  );
}
