/** The rich menu as a friend sees it (issue 16 point 4). */
export { PhonePreview, type PhonePreviewProps, type PreviewArea } from './PhonePreview.tsx';
