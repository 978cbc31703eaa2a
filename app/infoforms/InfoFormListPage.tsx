import { useMemo } from 'react';
import type { DocumentListCalls } from '../../engine/react/document-list.ts';
import { ConsoleDocumentList, documentListTexts } from '../documents/DocumentListPage.tsx';
import { useServices } from '../services.tsx';
import { createInfoFormApi } from './info-form-api.ts';
import { INFO_FORMS_PATH } from './paths.ts';
import { infoFormRegistry } from './registry.ts';
import { useInfoFormTexts } from './texts.ts';

/** /infoforms: the friend-info forms by folder (the engine's document list). */
export default function InfoFormListPage() {
  const { api } = useServices();
  const forms = useMemo(() => createInfoFormApi(api), [api]);
  const texts = useInfoFormTexts();
  const { definition } = useMemo(() => infoFormRegistry(), []);
  const calls = useMemo<DocumentListCalls>(
    () => ({
      list: () => forms.list() as ReturnType<DocumentListCalls['list']>,
      copy: (id) => forms.copy(id),
      remove: (id, revision) => forms.remove(id, revision),
    }),
    [forms],
  );
  const listTexts = useMemo(() => documentListTexts(texts), [texts]);
  return (
    <ConsoleDocumentList definition={definition} calls={calls} texts={listTexts} path={INFO_FORMS_PATH} />
  );
}
