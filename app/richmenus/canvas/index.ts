/** The rich-menu canvas (issue 16 point 3): geometry, templates and the components a rich-menu page hosts. */
export { AreaList, type AreaListProps } from './AreaList.tsx';
export { BoundsDialog, type BoundsDialogProps } from './BoundsDialog.tsx';
export * from './geometry.ts';
export { type CanvasArea, RichMenuCanvas, type RichMenuCanvasProps } from './RichMenuCanvas.tsx';
export { type CanvasTexts, useCanvasTexts, warningTexts } from './texts.ts';
export { type AreaWarnings, areaWarnings, hasWarning } from './warnings.ts';
