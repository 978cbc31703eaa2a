/**
 * Every built-in document kind, in the order the registry lists their block kinds (effects, conditions, form
 * items, rich-menu actions, friend-info fields): what the server, the docs and the tests register. The console's editors register only the kinds they
 * open (app/actions/registry.ts), so a page does not load the others' schemas and rules.
 */
import { actionDocument } from '../documents/action.ts';
import { formDocument } from '../documents/form.ts';
import { funnelDocument } from '../documents/funnel.ts';
import { infoFormDocument } from '../documents/info-form.ts';
import { richmenuDocument } from '../documents/richmenu.ts';

export const builtInDocuments = [
  actionDocument,
  funnelDocument,
  formDocument,
  richmenuDocument,
  infoFormDocument,
] as const;
