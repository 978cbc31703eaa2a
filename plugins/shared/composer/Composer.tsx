/**
 * The message composer (issue 18): a Lexical plain-text editor whose placeholders are atomic chips showing their
 * labels (./chip-node.ts), with its toolbar (./InsertPanels.tsx) and the 4,500 counter (./counter.ts). Lexical
 * because its plain-text mode keeps the value a single paragraph of text, line breaks and inline nodes, which
 * maps one to one onto the wire string, its history gives the composer its own undo, and its core is small and
 * framework-free (docs/decisions/composer.md). The wire value stays the plain string: every change is read back
 * with `$readMessage` and given to the form; a value that changes from outside (the document's undo) is written
 * in again and the composer's own history starts over from it.
 */
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { registerPlainText } from '@lexical/plain-text';
import { $dfs, mergeRegister } from '@lexical/utils';
import {
  $getRoot,
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  CLEAR_HISTORY_COMMAND,
  COMMAND_PRIORITY_LOW,
  createEditor,
  type RangeSelection,
  REDO_COMMAND,
  SKIP_DOM_SELECTION_TAG,
  TextNode,
  UNDO_COMMAND,
} from 'lexical';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useWidgetServices, type WidgetProps } from '../../../engine/react/index.ts';
import { itemCode, type NameOf, placeholderLabel } from '../placeholder-labels.ts';
import { PLACEHOLDER_ITEM_KINDS } from '../placeholder-references.ts';
import { codeOf, type Placeholder, parsePlaceholder } from '../placeholders.ts';
import { $createPlaceholderNode, $isPlaceholderNode, PlaceholderNode, setChipLabeller } from './chip-node.ts';
import { MESSAGE_LIMIT, messageLength } from './counter.ts';
import { caretAt, drawMessage } from './drawn-message.ts';
import { EmojiPicker } from './EmojiPicker.tsx';
import { ComposerToolbar, type PickerList } from './InsertPanels.tsx';
import { composerContexts } from './inserts.ts';
import { $chipsFromText, $readMessage, $writeMessage } from './message-nodes.ts';
import { ComposerPreview } from './Preview.tsx';
import { composerText } from './texts.ts';
import './composer.css';

const NOT_LOADED: PickerList = { status: 'loading', items: [] };
const noSubscription = () => () => undefined;
const noVersion = () => 0;

/** The item lists the pickers and chips use, loaded on first draw and followed as they change. */
function usePlaceholderItems(): Record<'var' | 'cvar' | 'form', PickerList> {
  const { items } = useWidgetServices();
  const version = useSyncExternalStore(items?.subscribe ?? noSubscription, items?.version ?? noVersion);
  useEffect(() => {
    for (const kind of Object.values(PLACEHOLDER_ITEM_KINDS)) items?.load(kind).catch(() => undefined);
  }, [items]);
  // One object per version of the store, so the labels (and the chips) change only when the items do.
  return useMemo(() => {
    void version;
    const list = (kind: string): PickerList => {
      const known = items?.get(kind);
      // A host without an item store: the pickers say there is nothing to choose.
      if (!items) return { status: 'failed', items: [] };
      return known ? { status: known.status, items: known.items } : NOT_LOADED;
    };
    return {
      var: list(PLACEHOLDER_ITEM_KINDS.var),
      cvar: list(PLACEHOLDER_ITEM_KINDS.cvar),
      form: list(PLACEHOLDER_ITEM_KINDS.form),
    };
  }, [items, version]);
}

/** Names the placeholders' items from the lists: a field by id, a common-info item or a form by its code. */
function namesFrom(lists: Record<'var' | 'cvar' | 'form', PickerList>): NameOf {
  return (placeholder) => {
    if (placeholder.kind !== 'var' && placeholder.kind !== 'cvar' && placeholder.kind !== 'form')
      return undefined;
    const list = lists[placeholder.kind];
    if (list.status !== 'loaded') return undefined;
    const found =
      placeholder.kind === 'var'
        ? list.items.find((item) => String(item.id) === String(placeholder.id))
        : list.items.find((item) => itemCode(item, placeholder.kind === 'cvar' ? 4 : 6) === placeholder.code);
    return found ? found.name : null;
  };
}

/**
 * The composer as a form widget (`'x-widget': 'message'`): the frame draws the field's title, description and
 * issues; the editing surface is a `role="textbox"` named by the title.
 */
export default function Composer(props: WidgetProps) {
  const { lang, ctx } = props;
  const value = typeof props.value === 'string' ? props.value : '';
  const lists = usePlaceholderItems();
  const [editor] = useState(() =>
    createEditor({
      namespace: 'message-composer',
      nodes: [PlaceholderNode],
      onError: (error) => {
        throw error;
      },
    }),
  );
  const surface = useRef<HTMLDivElement>(null);
  const written = useRef(value);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  // The toolbar is drawn once the composer is first focused: an action of a hundred text blocks does not draw
  // a thousand toolbar buttons, and it sits under the text so that appearing never moves the text being clicked.
  const [active, setActive] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  // Labels follow the language and the items as they load: the chips are drawn again when they change.
  const nameOf = useMemo(() => namesFrom(lists), [lists]);
  const label = useCallback(
    (code: string) => {
      const placeholder = parsePlaceholder(code);
      return placeholder ? placeholderLabel(placeholder, lang, nameOf) : code;
    },
    [lang, nameOf],
  );
  // Before the editor is set up (layout effects run in order), so the first chips are drawn labelled. When the
  // labels change later (the items have loaded), only a composer that shows chips is drawn again: every update of
  // an editor with a page reads the page's selection, which costs the browser a layout each time (issue 14).
  useLayoutEffect(() => {
    setChipLabeller(editor, label);
    const showsChips = editor
      .getEditorState()
      .read(() => $dfs().some(({ node }) => $isPlaceholderNode(node)));
    if (!showsChips) return;
    editor.update(
      () => {
        for (const { node } of $dfs()) if ($isPlaceholderNode(node)) node.markDirty();
      },
      { tag: 'history-merge' },
    );
  }, [editor, label]);

  // Until it is first used (a pointer down on it, the focus) the composer is its message drawn as Lexical would
  // draw it (./drawn-message.ts): setting up Lexical was about a tenth of opening an action of 100 effects, and
  // most of an opened action's composers are only read. The same element is then given to Lexical, before the
  // browser places the caret (pointer down) or the first key arrives (focus), so the caret lands where clicked.
  const attached = useRef<(() => void) | undefined>(undefined);
  // The click that gave Lexical the element: its caret is put where it was (./drawn-message.ts, caretAt).
  const firstClick = useRef(false);
  useLayoutEffect(() => {
    if (!attached.current && surface.current) drawMessage(surface.current, value, label);
  }, [value, label]);
  useLayoutEffect(() => () => attached.current?.(), []);
  // Set up before the editor is given its element, in this order: the text transform while there is no text
  // yet (registering it later re-runs it over every text in one more update), the message, then the rest.
  // Until then Lexical's updates never read the page's selection; with 100 composers each read forced a layout
  // of the page, 171 of them (170 ms) when an action of 85 messages opened (docs/performance.md).
  const attach = () => {
    if (attached.current || !surface.current) return;
    const transform = editor.registerNodeTransform(TextNode, $chipsFromText);
    editor.update(() => $writeMessage(written.current), { discrete: true });
    const unregister = mergeRegister(
      transform,
      registerPlainText(editor),
      registerHistory(editor, createEmptyHistoryState(), 1000),
      editor.registerUpdateListener(({ editorState }) => {
        const text = editorState.read($readMessage);
        if (text === written.current) return;
        written.current = text;
        onChange.current(text);
      }),
      editor.registerCommand(
        CAN_UNDO_COMMAND,
        (possible) => {
          setCanUndo(possible);
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        CAN_REDO_COMMAND,
        (possible) => {
          setCanRedo(possible);
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
    // Lexical draws into the element from scratch: the drawn message goes.
    surface.current.replaceChildren();
    editor.setRootElement(surface.current);
    attached.current = () => {
      unregister();
      editor.setRootElement(null);
    };
  };

  // A value changed outside the composer (the document's undo, a reload, a restored revision): written in, the
  // composer's history starting over from it so that its own undo never brings back a text the document has
  // undone. When the focus is elsewhere (the undo button, この版に戻す), Lexical is told not to put its selection
  // back into the page: that would move the focus into this composer.
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    // Not yet used: the drawn message follows the value (above).
    if (!attached.current) return;
    const focused = surface.current?.contains(document.activeElement) ?? false;
    editor.update(() => $writeMessage(value), {
      discrete: true,
      ...(focused ? {} : { tag: SKIP_DOM_SELECTION_TAG }),
    });
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  }, [editor, value]);

  // At the caret, or at the end when the composer has none (never focused).
  const insertAtCaret = (write: (selection: RangeSelection) => void) => {
    editor.update(() => {
      let selection = $getSelection();
      if (!$isRangeSelection(selection)) {
        $getRoot().selectEnd();
        selection = $getSelection();
      }
      if ($isRangeSelection(selection)) write(selection);
    });
    editor.focus();
  };
  const insert = (placeholder: Placeholder) =>
    insertAtCaret((selection) => selection.insertNodes([$createPlaceholderNode(codeOf(placeholder))]));
  const insertText = (text: string) => insertAtCaret((selection) => selection.insertText(text));

  // The field's own limit where it has one (a form's text after answering: 20,000), else a message's 4,500.
  const limit = typeof props.schema.maxLength === 'number' ? props.schema.maxLength : MESSAGE_LIMIT;
  const length = messageLength(value);
  const over = length > limit;
  const contexts = useMemo(
    () => composerContexts(ctx, props.schema['x-message-contexts'] !== false),
    [ctx, props.schema],
  );
  const counterId = `${props.id}-counter`;
  const describedBy = [props.describedBy, counterId].filter(Boolean).join(' ');
  return (
    <div className="app-composer" data-composer>
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold the chips; Lexical edits this element. */}
      <div
        ref={surface}
        id={props.id}
        className="app-composer-surface"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={props.label}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={describedBy}
        tabIndex={0}
        // The document editor brings the whole surface above its save bar on focus (useBarClearance).
        onPointerDown={() => {
          firstClick.current = !attached.current;
          attach();
        }}
        // Not onClick: the pointer went down on a node Lexical then replaced, so Chromium sends no click.
        onPointerUp={(event) => {
          if (!firstClick.current || !surface.current) return;
          firstClick.current = false;
          caretAt(surface.current, event.clientX, event.clientY);
        }}
        // Text dragged in is an edit too.
        onDragEnter={attach}
        onFocus={() => {
          attach();
          setActive(true);
        }}
        onBlur={props.onBlur}
      />
      {active && (
        <ComposerToolbar
          lang={lang}
          permissions={ctx.permissions}
          lists={lists}
          contexts={contexts}
          canUndo={canUndo}
          canRedo={canRedo}
          now={() => ctx.now()}
          onUndo={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
          onRedo={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
          onInsert={insert}
        />
      )}
      {active && <EmojiPicker lang={lang} onPick={insertText} />}
      {active && (
        <button
          type="button"
          className="be-button be-button--small app-composer-preview-toggle"
          aria-expanded={previewing}
          onClick={() => setPreviewing(!previewing)}
        >
          {composerText(lang, 'preview')}
        </button>
      )}
      {previewing && <ComposerPreview message={value} lang={lang} nameOf={nameOf} now={() => ctx.now()} />}
      <p id={counterId} className={`app-composer-counter${over ? ' app-composer-counter--over' : ''}`}>
        {composerText(lang, 'counter', { count: length, limit })}
        {over && ` ${composerText(lang, 'over', { limit })}`}
      </p>
    </div>
  );
}
