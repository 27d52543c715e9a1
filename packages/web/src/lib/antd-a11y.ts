/**
 * Two corrections to markup antd's Table renders itself, which no prop reaches (docs/accessibility.md):
 *
 * - The hidden row antd measures column widths with (`tr.ant-table-measure-row`, `aria-hidden`)
 *   holds copies of the column titles, so a title with a control (the select-all checkbox of a
 *   selectable list, a help icon) puts focusable elements inside `aria-hidden` (WCAG 4.1.2). The row
 *   is made `inert`: it cannot take focus and stays hidden from assistive technology.
 * - A table wider than its box scrolls inside `.ant-table-content` / `.ant-table-body`; without a
 *   focusable cell a keyboard user cannot scroll it (WCAG 2.1.1). The scroller joins the tab order.
 *
 * - A select whose input antd renders without the form item's id (a searchable select in a dialog)
 *   has no label, and its option list (`role=listbox`) has no name (WCAG 4.1.2): both take the form
 *   item's label, or else the select's placeholder.
 *
 * - A TreeSelect's input points `aria-controls`/`aria-owns` at `<id>_list` while open, as a plain
 *   select does, but its option list (a tree) carries no id, so both name no element (WCAG 4.1.2).
 *   The tree of the open tree-select dropdown gets that id, and so a name like a select's list.
 *
 * One observer over the document applies these to every table and select, whichever page or dialog
 * renders it.
 */
const MEASURE_ROW = 'tr.ant-table-measure-row:not([inert])';
const SCROLLER = '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex])';

const UNNAMED_SELECT_INPUT = 'input.ant-select-input:not([aria-label]):not([aria-labelledby])';
// a title names the list without making it a second element labelled like the field itself
const UNNAMED_LISTBOX =
  '[role=listbox]:not([aria-label]):not([aria-labelledby]):not([title]), .ant-select-dropdown [role=tree]:not([aria-label]):not([aria-labelledby]):not([title])';

const OPEN_TREE_SELECT_INPUT = '.ant-tree-select input.ant-select-input[aria-controls]';
// the option list of a tree-select dropdown on screen: its tree, or the listbox it shows when nothing matches
const SHOWN_TREE_LIST =
  '.ant-tree-select-dropdown:not(.ant-select-dropdown-hidden) :is([role=tree], [role=listbox]):not([id])';

/** What a select is called: its form item's label, else its placeholder. */
function selectName(select: Element | null): string | undefined {
  const label = select?.closest('.ant-form-item')?.querySelector('.ant-form-item-label label')?.textContent?.trim();
  const placeholder = select?.querySelector('.ant-select-placeholder')?.textContent?.trim();
  return label || placeholder || undefined;
}

function nameSelects(root: ParentNode) {
  for (const input of root.querySelectorAll<HTMLInputElement>(UNNAMED_SELECT_INPUT)) {
    if (input.id && input.ownerDocument.querySelector(`label[for="${CSS.escape(input.id)}"]`)) continue;
    const name = selectName(input.closest('.ant-select'));
    if (name) input.setAttribute('aria-label', name);
  }
  for (const list of root.querySelectorAll<HTMLElement>(UNNAMED_LISTBOX)) {
    const input = list.id ? list.ownerDocument.querySelector(`[aria-controls="${CSS.escape(list.id)}"]`) : null;
    const name = input?.getAttribute('aria-label') ?? selectName(input?.closest('.ant-select') ?? null);
    if (name) list.title = name;
  }
}

/**
 * Gives the open tree-select's list the id its input points at. Only the focused select is open, so
 * the one shown tree-select list without an id is its list; a list the input already reaches is kept.
 */
function linkTreeSelects(doc: Document) {
  for (const input of doc.querySelectorAll<HTMLInputElement>(OPEN_TREE_SELECT_INPUT)) {
    const listId = input.getAttribute('aria-controls');
    if (!listId || doc.getElementById(listId)) continue;
    const lists = doc.querySelectorAll<HTMLElement>(SHOWN_TREE_LIST);
    if (lists.length === 1) lists[0].id = listId;
  }
}

function fix(doc: Document) {
  const root = doc.body;
  for (const row of root.querySelectorAll<HTMLElement>(MEASURE_ROW)) row.inert = true;
  for (const box of root.querySelectorAll<HTMLElement>(SCROLLER)) box.tabIndex = 0;
  linkTreeSelects(doc);
  nameSelects(root);
}

export function watchAntdTables(doc: Document = document) {
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      fix(doc);
    });
  });
  // aria-controls: a tree-select opened again may show its list without adding any element
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-controls'] });
  fix(doc);
  return () => observer.disconnect();
}
