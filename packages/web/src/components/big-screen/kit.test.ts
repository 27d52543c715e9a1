import { describe, expect, it } from 'vitest';
import { fitScreen } from './scale.ts';
import { boardRows, cellText, nextStart } from './scroll-board.ts';

describe('scale container fit', () => {
  it('fills 16:9 windows exactly', () => {
    expect(fitScreen(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
    expect(fitScreen(3840, 2160)).toEqual({ scale: 2, left: 0, top: 0 });
    const laptop = fitScreen(1366, 768);
    expect(laptop.scale).toBeCloseTo(0.7111, 3);
    expect(laptop.left).toBe(0);
  });

  it('letterboxes other shapes, centred', () => {
    const tall = fitScreen(1440, 900);
    expect(tall.scale).toBe(0.75);
    expect(tall.left).toBe(0);
    expect(tall.top).toBe(45);
    const wide = fitScreen(2560, 1080);
    expect(wide.scale).toBe(1);
    expect(wide.left).toBe(320);
  });
});

describe('scroll board rows', () => {
  const data = [['a'], ['b'], ['c'], ['d'], ['e'], ['f'], ['g']];

  it('shows all rows without moving when they fit', () => {
    expect(boardRows(data.slice(0, 3), 0, 5).map((r) => r.index)).toEqual([0, 1, 2]);
    expect(nextStart(0, 3, 5, 'single')).toBe(0);
  });

  it('shows rowNum + 1 rows from start, wrapping round', () => {
    expect(boardRows(data, 0, 5).map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(boardRows(data, 4, 5).map((r) => r.index)).toEqual([4, 5, 6, 0, 1, 2]);
  });

  it('steps one row or one page', () => {
    expect(nextStart(0, 7, 5, 'single')).toBe(1);
    expect(nextStart(6, 7, 5, 'single')).toBe(0);
    expect(nextStart(0, 7, 5, 'page')).toBe(5);
    expect(nextStart(5, 7, 5, 'page')).toBe(3);
  });

  it('cells are text: HTML stays text, null is empty', () => {
    expect(cellText('<span style="color:red">x</span>')).toBe('<span style="color:red">x</span>');
    expect(cellText(null)).toBe('');
    expect(cellText(12)).toBe('12');
  });
});
