import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { contrastRatio, readableOn, readablePrimary } from './contrast.ts';

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
});
