import { editorIdOfPath } from '../router.tsx';

/** The funnel list's path. */
export const FUNNELS_PATH = '/funnels';

/**
 * The fid in a funnel editor address: /funnels/12 → 12, /funnels/new → null, anything else → undefined (not a
 * funnel editor address). Kept apart from the page so the shell routes without loading the editor.
 *
 * @example fidOfPath('/funnels/12') // 12
 */
export const fidOfPath = (path: string): number | null | undefined => editorIdOfPath(path, FUNNELS_PATH);

/** The demo of the embeddable funnel editor: its three modes and finishers. */
export const FUNNEL_DEMO_PATH = '/widgets/funnel-editor';
