import { useMemo } from 'react';
import { funnelDocument } from '../../documents/funnel.ts';
import type { DocumentListCalls, DocumentListTexts } from '../../engine/react/document-list.ts';
import { ConsoleDocumentList } from '../documents/DocumentListPage.tsx';
import { useI18n } from '../page-i18n.ts';
import { useFunnelApi } from './funnel-api.ts';
import { FUNNELS_PATH } from './paths.ts';

/**
 * /funnels: the saved funnels (custom searches) by folder, with create, open, copy and delete (the engine's
 * DocumentListPage). Conditions set on action effects are funnels without a name: listed only on request.
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
  return <ConsoleDocumentList definition={funnelDocument} calls={calls} texts={texts} path={FUNNELS_PATH} />;
}
