import { describe, expect, it } from 'vitest';
import { afterClose, closeAll, closeOthers, closeTag, visit, type VisitedTag } from './tags.ts';

const tag = (pathname: string, affix = false, search = ''): VisitedTag => ({
  pathname,
  fullPath: pathname + search,
  title: pathname,
  affix,
});

describe('tab bar', () => {
  it('when a page is visited twice then one tab remains, leading to the latest query', () => {
    const tags = visit(visit([tag('/a')], tag('/b')), tag('/a', false, '?page=2'));
    expect(tags.map((t) => t.fullPath)).toEqual(['/a?page=2', '/b']);
  });

  it('when a pinned page is visited then its tab goes after the other pinned tabs, before the rest', () => {
    const tags = visit(visit([tag('/home', true)], tag('/b')), tag('/pinned', true));
    expect(tags.map((t) => t.pathname)).toEqual(['/home', '/pinned', '/b']);
  });

  it('when closing then pinned tabs survive every kind of close', () => {
    const tags = [tag('/home', true), tag('/a'), tag('/b'), tag('/c')];
    expect(closeTag(tags, '/home').map((t) => t.pathname)).toEqual(['/home', '/a', '/b', '/c']);
    expect(closeTag(tags, '/b').map((t) => t.pathname)).toEqual(['/home', '/a', '/c']);
    expect(closeOthers(tags, '/b').map((t) => t.pathname)).toEqual(['/home', '/b']);
    expect(closeAll(tags).map((t) => t.pathname)).toEqual(['/home']);
  });

  it('when the current tab is closed then the last remaining tab opens, else the landing page', () => {
    expect(afterClose([tag('/a'), tag('/b', false, '?x=1')], '/c', '/land')).toBe('/b?x=1');
    expect(afterClose([tag('/a'), tag('/c')], '/c', '/land')).toBeUndefined();
    expect(afterClose([], '/c', '/land')).toBe('/land');
  });
});
