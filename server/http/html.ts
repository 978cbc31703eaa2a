/** Text for HTML: & < > " ' escaped. @example escapeHtml('<b>') // '&#60;b&#62;' */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
