import { describe, expect, it } from 'vitest';
import * as canvas from './index.ts';

// The rich-menu page is built against these names: a change here is a change of its contract.
describe('the canvas folder exports', () => {
  it('keeps its public names', () => {
    expect(Object.keys(canvas).sort()).toEqual([
      'AreaList',
      'BoundsDialog',
      'DEFAULT_BUTTON_SIZE',
      'RESIZE_HANDLES',
      'RichMenuCanvas',
      'areaWarnings',
      'boundsFromDrag',
      'canvasOf',
      'clampBounds',
      'fitBounds',
      'growBounds',
      'hasWarning',
      'isOutside',
      'moveBounds',
      'overlappingPairs',
      'overlaps',
      'resizeBounds',
      'richMenuTemplates',
      'snapToGrid',
      'useCanvasTexts',
      'warningTexts',
    ]);
  });
});
