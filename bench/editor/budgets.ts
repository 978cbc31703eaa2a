/**
 * The console's bundle budgets, gzip (1 kB = 1000 bytes, as Vite prints them): the first route, the route an
 * operator works on (/actions/new: everything Chromium fetches to open it), and each lazy chunk by name. The two
 * routes' budgets are issue 14's goals; the chunk budgets are about 25 % over the sizes measured on 2026-11-25
 * (docs/performance.md lists both): a chunk that outgrows its budget is a decision to take on purpose, and a new
 * chunk gets the small default until it is given a budget here.
 *
 * @example budgetVerdicts(bundle).map(verdictLine)
 */
import type { BundleFigures, Chunk } from './bundle.ts';
import type { Verdict } from './report.ts';

/**
 * The first route's budget (issue 14; issue 6 had 120 kB): 80 kB gzip. 93.0 kB, then 79.5 kB on 2026-11-25, 79.7 kB
 * on 2026-11-26 with two more areas' routes (rich menus, info forms) and without the modulepreload polyfill, 80.6 kB
 * after the toasts and new API calls, 79.3 kB once the shell's client kept only the session's calls.
 */
export const FIRST_ROUTE_BUDGET = 80_000;

/**
 * What opening /actions/new may fetch in all (issue 14: "plugin editors and widgets loaded when first shown"):
 * 150 kB. 258.5 kB, 210.6 kB, then 223.5 kB after the evening's merges and 202.0 kB after the late evening's
 * changes on 2026-11-25 (entry, the engine, the effect plugins and their validators, the action editor).
 */
export const OPERATOR_ROUTE_BUDGET = 150_000;

/**
 * Budgets of the lazy chunks by name (the file name without its hash; rolldown names a shared chunk after one of
 * its modules): 2026-11-25's size + about 25 %.
 */
export const CHUNK_BUDGETS: Readonly<Record<string, number>> = {
  // Sizes of the full run of 2026-11-25 22:08 UTC (after the form and rich-menu merges; rolldown renamed some).
  // 74.9 kB on 2026-11-25 23:55 UTC (was `envelope`, 91.0 kB with every document kind's validator and the
  // virtualiser; each kind's validator now comes with its module, vite.config.ts names this chunk; the engine's
  // message catalogue joined it when it left the first route).
  engine: 91_000, // the engine (react parts, machines, xstate)
  // 33.8 kB on 2026-11-26 06:30 UTC: rolldown split the engine's core (store, registry, operations), immer and
  // dnd-kit off into a chunk named after dnd-kit; with `engine` (28.3 kB) they are 62 kB, under the 91 kB above.
  // On 2026-11-26 09:00 UTC back in `engine` (76.3 kB with BlockList): rolldown regrouped the chunks once the
  // composer's preview helper left the chunk the effects shared with the composer (docs/decisions/server-only-extras.md).
  // Kept for when a split names it again.
  dnd: 42_000,
  // The condition plugins and their validators (with the condition slide-in, the funnel pages): 45.3 kB, 47.2 kB
  // with the meanings, 42.4 kB on 2026-11-26 without them (server-only extras, plugins/shared/console-bundle.d.ts).
  plugins: 53_000,
  'validators-form-items': 48_500, // 38.6 kB: the form items' validators (the form builder only)
  'registry-of': 31_500, // 25.0 kB: the effect plugins, plugins/shared and the effects' validators
  VirtualBlockItems: 13_800, // 11.0 kB: the virtualiser (@tanstack/react-virtual), when a list first grows past 200 blocks
  // Added 2026-11-25 (issue 14's bundle work; sizes of 23:55 UTC + about 25 %):
  'page-i18n': 7_100, // 5.7 kB: the pages' Japanese words (app/texts/pages-ja.ts), with any page but the home page
  // 6.5 kB on 2026-11-26 07:10 UTC with the composer's context selectors and the funnel's JSON Logic words; 7.2 kB
  // with the roles' conflict words, 6.7 kB once the operators area's words moved to their own chunk (19:00 UTC).
  // 7.2 kB on 2026-11-27 (the roles' delete, the info forms' checks, the friend-info field page, the funnels in use),
  // with the emoji picker's English (0.5 kB, a chunk of the same name).
  en: 8_000, // every English word (app/texts/en.ts), when English is chosen
  funnel: 3_000, // 2.4 kB: the funnel document kind and its validator (the condition slide-in, the funnel pages)
  action: 2_600, // 2.1 kB: the action document kind and its validator
  // 1.8 kB on 2026-11-26: the item store, the drafts, the plugin context, and the pages' shared calls (app/api/caller.ts,
  // the documents', the item store's and the widgets' calls; vite.config.ts groups them) (any page but the home page)
  // 2.1 kB on 2026-11-27 with the plugin context (engine/core/context.ts): it was in `drafts`, then a chunk of its own
  // once vite.config.ts grouped the engine's modules.
  'page-services': 2_700,
  ItemPickerDialog: 17_500, // 14.0 kB: the item picker's dialog (fuse.js, lists, create forms), when first opened
  FormBuilderPage: 7_000, // 5.5 kB: the form builder's page and parts
  PlaygroundPage: 6_000, // 4.7 kB
  Widget: 4_900, // 4.0 kB: four plugin widgets' chunks, summed
  // 6.0 kB on 2026-11-26 00:30 UTC: the pickers' tables moved here out of the first route (issue 14), and the
  // rich-menu registry joined the actions', funnels' and forms'.
  registry: 7_500, // the console's registries of a kind, summed
  ActionEditor: 4_300, // 3.4 kB
  // 2.3 kB; 3.2 kB on 2026-11-26 04:05 with the live count (issue 19); 4.7 kB on 2026-11-26 09:35 with the JSON
  // export/import panel and the undo of an import's or a reset's options (its JSON Logic reader, 1.4 kB, loads when
  // the panel first needs it).
  FunnelEditor: 5_900,
  ConfirmDialog: 2_200, // 1.7 kB
  actions: 2_000, // 1.5 kB: the action editor's console parts
  ConditionShell: 1_800, // 1.3 kB: the condition slide-in, when first opened
  DryRunDialog: 5_400, // 4.3 kB on 2026-11-26: the action dry run's dialog with its words (issue 19), when first opened
  // 1.4 kB; 2.0 kB on 2026-11-26 19:10 UTC with the add-operator form's messages by field (its own module and styles);
  // 2.5 kB on 2026-11-27 evening (the role list's focus hand-off became a layout effect: 3 B over 2.5 kB).
  OperatorsPage: 2_700,
  // Added 2026-11-26 19:00 UTC, when a role's save learnt its revision and the conflict notice (size + about 25 %):
  // 2.1 kB on 2026-11-27 with the delete, the leave guard and the real <form>.
  RolesPage: 2_500, // 1.6 kB: the roles page, its form and the conflict notice
  // 1.5 kB: 保存履歴 (list, 開く, この版に戻す shown in place with its status line), with the action and funnel editors
  RevisionHistory: 1_900,
  // 1.8 kB on 2026-11-27 with the roles' delete call and the connection failure's words.
  operators: 2_200, // 1.4 kB: the operators area's shared parts (its API calls, its Japanese words)
  // Added 2026-11-26 00:30 UTC (issues 15 and 16; size + about 25 %):
  // 10.1 kB then; 12.8 kB on 2026-11-27 with the 20-button limit said under the canvas, the 領域設定 dialog's fit
  // of numbers past the image (what it changed, a second OK), and the buttons' ids sent with each save.
  RichMenuEditorPage: 14_500, // the rich-menu editor (canvas, preview, image upload, export)
  'validators-richmenu-actions': 10_700, // 8.5 kB: the rich-menu button actions' validators (the editor only)
  richmenus: 3_900, // 3.1 kB: the rich-menu pages' shared parts (API, texts, registry)
  RulesWidget: 2_900, // 2.3 kB: the form items' rules widget, when the form builder first draws it
  // 4.8 kB: the friend-info fields' validators (the info-form pages); 6.0 kB on 2026-11-27 evening with a dropdown's
  // choices checked against its choice field's (friend_field_option_not_in_var).
  'validators-friend-info-fields': 6_800,
  // 4.5 kB on 2026-11-27: the choice editor of a friend-info field (the friend editor's, the item picker's and the
  // friend-info field page's), a chunk of its own once the page /line/var/edit/{id} loads it too.
  ChoiceEditorDialog: 5_600,
  // 1.7 kB on 2026-11-27: a form's answers page, with its words in both languages (app/form-answers/texts.ts).
  FormAnswersPage: 2_100,
  FriendsListPage: 4_600, // 3.8 kB on 2026-11-26 04:05: the friends list (issue 17), with its words and styles
  // Added 2026-11-26 04:05 UTC (issues 17 and 18; size + about 20 %, the composer + 10 %):
  FriendEditorModal: 13_500, // 11.2 kB: the friend editor (tabs, sections, media field, merge), when a friend opens
  CreateItemForm: 18_900, // 15.7 kB: the create forms and the choice editor (colours, order), when first opened
  // 69.8 kB: the message composer (Lexical's plain-text editor, chips, toolbar, preview), when a text block shows;
  // never on the first route or in /actions/new's first load.
  Composer: 77_000, // the message composer (Lexical, its toolbar and context selectors), when a text block first shows
  'emoji-picker-element': 16_000, // 13.3 kB: the emoji picker and its bundled data, on the first 絵文字
  picker: 2_000, // 1.6 kB: the item picker's shared parts (lists, folders), with any picker field
  contexts: 2_800, // 2.2 kB on 2026-11-26: the context catalogue (issue 18), with the effects (chip labels in summaries)
  // 1.9 kB on 2026-11-27: the editors' drafts in IndexedDB, now with the draft written synchronously to
  // sessionStorage as the page goes (a reload 50 ms after a key lost it) and the keys per operator.
  drafts: 2_400,
  // 4.7 kB on 2026-11-27: the date input, its calendar and dayjs, when a date field is first drawn (issue 14).
  DateInput: 5_900,
  // 2.7 kB on 2026-11-27: the document list page (the engine's with the console's host), the list routes only; it
  // was in `engine`, fetched by every editor route (issue 14).
  DocumentListPage: 3_400,
};

/** Any other lazy chunk (pages and small shared pieces, the largest 1.2 kB on 2026-11-25). */
export const OTHER_CHUNK_BUDGET = 1_500;

/**
 * A chunk's name: its file name without the folder, the content hash and the extension.
 *
 * @example chunkName('assets/FunnelEditor-BUu_Wb6O.js') // 'FunnelEditor'
 */
export function chunkName(file: string): string {
  const base = file.split('/').at(-1) ?? file;
  return base.replace(/\.m?js$/, '').replace(/-[\w-]{8}$/, '');
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const sizeVerdict = (goal: string, gzip: number, budget: number, extra = ''): Verdict => ({
  goal,
  measured: `${kB(gzip)} of ${kB(budget)}${extra}`,
  pass: gzip <= budget,
});

/** The lazy chunks grouped by name (two chunks may share one), gzip summed. */
function byName(chunks: readonly Chunk[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const chunk of chunks)
    sizes.set(chunkName(chunk.file), (sizes.get(chunkName(chunk.file)) ?? 0) + chunk.gzip);
  return sizes;
}

/**
 * PASS/MISS of every bundle budget: the first route (with the schema-compiler check), the operator's route,
 * each named chunk (a named chunk missing from the build is reported, not passed), then every other lazy chunk.
 */
export function budgetVerdicts(bundle: BundleFigures): Verdict[] {
  const list: Verdict[] = [];
  const markers = bundle.findings.length;
  list.push({
    goal: `first route (/) ≤ ${kB(FIRST_ROUTE_BUDGET)} gzip, no run-time schema compiler`,
    measured: `${kB(bundle.firstRoute.gzip)}, ${markers === 0 ? 'no compiler' : `${markers} compiler marker(s)`}`,
    pass: bundle.firstRoute.gzip <= FIRST_ROUTE_BUDGET && markers === 0,
  });
  const operator = bundle.operatorRoute;
  list.push(
    operator.error
      ? { goal: 'route /actions/new in all', measured: `not measured: ${operator.error}`, pass: undefined }
      : sizeVerdict(
          `route /actions/new in all ≤ ${kB(OPERATOR_ROUTE_BUDGET)}`,
          operator.gzip,
          OPERATOR_ROUTE_BUDGET,
          ` (${operator.files.length} files)`,
        ),
  );
  list.push(lazyChunkVerdict(bundle, 'Composer'));
  const sizes = byName(bundle.lazy);
  for (const [name, budget] of Object.entries(CHUNK_BUDGETS)) {
    const gzip = sizes.get(name);
    list.push(
      gzip === undefined
        ? { goal: `chunk ${name}`, measured: 'no such lazy chunk in this build', pass: undefined }
        : sizeVerdict(`chunk ${name} ≤ ${kB(budget)}`, gzip, budget),
    );
  }
  const others = [...sizes].filter(([name]) => !(name in CHUNK_BUDGETS));
  const largest = others.sort((a, b) => b[1] - a[1])[0];
  list.push(
    largest === undefined
      ? { goal: 'every other lazy chunk', measured: 'none', pass: true }
      : sizeVerdict(
          `every other lazy chunk ≤ ${kB(OTHER_CHUNK_BUDGET)} each (${others.length})`,
          largest[1],
          OTHER_CHUNK_BUDGET,
          `, the largest: ${largest[0]}`,
        ),
  );
  return list;
}

/**
 * A chunk that must load only when its part is first shown (issue 18: the composer, when a text block first
 * shows): built as a lazy chunk, and neither in the first route's files nor in what /actions/new fetches to open
 * (a new action has no text block).
 */
export function lazyChunkVerdict(bundle: BundleFigures, name: string): Verdict {
  const goal = `chunk ${name} not in the first route nor in /actions/new (loaded when first shown)`;
  const named = (files: readonly { file: string }[]) => files.some((entry) => chunkName(entry.file) === name);
  // `lazy` is every chunk the first route did not fetch: a chunk missing there may be in the first route.
  if (!named(bundle.lazy) && !named(bundle.firstRoute.files))
    return { goal, measured: 'no such chunk in this build', pass: undefined };
  const where = [
    named(bundle.firstRoute.files) ? 'the first route' : '',
    named(bundle.operatorRoute.files) ? '/actions/new' : '',
  ].filter(Boolean);
  return {
    goal,
    measured: where.length === 0 ? 'lazy only' : `fetched by ${where.join(' and ')}`,
    pass: where.length === 0,
  };
}
