import { useMemo } from 'react';
import {
  type DocumentListCalls,
  type DocumentListKind,
  DocumentListPage,
  documentFolders,
} from '../documents/DocumentListPage.tsx';
import { type FunnelSummary, useFunnelApi } from './funnel-api.ts';
import { FUNNELS_PATH } from './paths.ts';

/** The folders of the funnel list with counts. @example funnelFolders(groups, funnels, { all, unclassified }) */
export const funnelFolders = documentFolders;

const funnelList: DocumentListKind<FunnelSummary> = {
  path: FUNNELS_PATH,
  idField: 'fid',
  textPrefix: 'funnels',
  // Conditions set on action effects are funnels without a name: listed only on request.
  showUnnamed: 'funnelsShowUnnamed',
};

/**
 * /funnels: the saved funnels (custom searches) by folder, with create, open, copy and delete
 * (app/documents/DocumentListPage).
 */
export default function FunnelListPage() {
  const funnels = useFunnelApi();
  const calls = useMemo<DocumentListCalls<FunnelSummary>>(
    () => ({
      list: () => funnels.listFunnels(),
      copy: (fid) => funnels.copyFunnel(fid),
      remove: (fid, revision) => funnels.deleteFunnel(fid, revision),
    }),
    [funnels],
  );
  return <DocumentListPage kind={funnelList} calls={calls} />;
}
