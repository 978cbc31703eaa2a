/**
 * Where focus goes when the element holding it disappears (a removed panel): the next panel, else the
 * previous one, else the list's add button, so keyboard users stay in the list.
 */
export function focusNeighbour(panel: HTMLElement | null): void {
  const item = panel?.closest('.be-item');
  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>(
    '.be-panel',
  );
  if (neighbour) {
    neighbour.focus();
    return;
  }
  const list = item?.closest('.be-list-area');
  list?.querySelector<HTMLElement>(':scope > .be-add > button')?.focus();
}
