/** The canvas width every rich menu is drawn on (spec 001 §9), in image pixels. */
export const CANVAS_WIDTH = 2500;
/** The two menu heights on the 2500-wide canvas (spec 001 §9): full and half. */
export const RICHMENU_HEIGHTS = [1686, 843] as const;
/** The most buttons one menu (or one page of an external-builder menu) holds (spec 001 §5, §9). */
export const RICHMENU_MAX_BUTTONS = 20;
/** The longest chat-bar text (spec 001 §5). */
export const CHAT_BAR_TEXT_MAX = 14;
/** The longest title (spec 001 §5). */
export const RICHMENU_NAME_MAX = 255;
/** The longest button label and user message (spec 001 §5, §9). */
export const LABEL_MAX = 60;
