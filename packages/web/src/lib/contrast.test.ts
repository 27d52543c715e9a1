import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { contrastRatio, over, readableOn, readablePrimary, readableTreeMatch } from './contrast.ts';

describe('colour contrast', () => {
  it('when black is set against white then the ratio is 21', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
  });

  it('when the default theme #409EFF is too light for text on white then a darker blue of 4.5:1 is used', () => {
    expect(contrastRatio('#409EFF', '#FFFFFF')).toBeLessThan(4.5);
    const readable = readableOn('#409EFF');
    expect(contrastRatio(readable, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readable, '#FFFFFF')).toBeLessThan(5);
  });

  it('when a colour already reaches 4.5:1 then it is kept', () => {
    expect(readableOn('#1B5AA6')).toBe('#1B5AA6');
    expect(readableOn('#304156')).toBe('#304156');
  });

  it('when antd lightens the theme colour for hover then the hover colour is darkened to 4.5:1 as well', () => {
    const { colorPrimary } = readablePrimary('#409EFF');
    expect(contrastRatio(theme.getDesignToken({ token: { colorPrimary } }).colorPrimaryHover, '#FFFFFF')).toBeLessThan(
      4.5,
    );
    for (const chosen of ['#409EFF', '#1B5AA6', '#13C2C2']) {
      const readable = readablePrimary(chosen);
      expect(contrastRatio(readable.colorPrimary, '#FFFFFF'), chosen).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readable.colorPrimaryHover, '#FFFFFF'), chosen).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('when antd’s translucent grey lies on white then it shows as the light grey it paints', () => {
    expect(over('rgba(0,0,0,0.04)')).toBe('#F5F5F5');
    expect(over('rgba(0, 0, 0, 0.5)')).toBe('#808080');
    expect(over('#F0FAFF')).toBe('#F0FAFF');
  });

  it('when a tree marks the titles matching a search then they read on the active and the selected node', () => {
    const { colorPrimary } = readablePrimary('#409EFF');
    // the e2e axe check found the readable primary at 4.19:1 on the active node's grey
    expect(contrastRatio(colorPrimary, '#F5F5F5')).toBeLessThan(4.5);
    for (const chosen of ['#409EFF', '#1B5AA6', '#13C2C2']) {
      const primary = readablePrimary(chosen).colorPrimary;
      const match = readableTreeMatch(primary);
      const { controlItemBgHover, controlItemBgActive } = theme.getDesignToken({ token: { colorPrimary: primary } });
      expect(contrastRatio(match, over(controlItemBgHover)), chosen).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(match, over(controlItemBgActive)), chosen).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTreeMatch('#000000')).toBe('#000000');
  });
});
