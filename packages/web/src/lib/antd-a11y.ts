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
 * One observer over the document applies both to every table, whichever page or dialog renders it.
 */
const MEASURE_ROW = 'tr.ant-table-measure-row:not([inert])';
const SCROLLER = '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex])';

function fix(root: ParentNode) {
  for (const row of root.querySelectorAll<HTMLElement>(MEASURE_ROW)) row.inert = true;
  for (const box of root.querySelectorAll<HTMLElement>(SCROLLER)) box.tabIndex = 0;
}

export function watchAntdTables(doc: Document = document) {
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      fix(doc.body);
    });
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  fix(doc.body);
  return () => observer.disconnect();
}
