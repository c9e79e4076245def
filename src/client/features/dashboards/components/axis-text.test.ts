import { describe, expect, it } from 'vitest';
import { axisWidth, shortLabel, textWidth } from './axis-text';

describe('axis text', () => {
  it('makes the value axis wide enough for the longest figure, in either digits', () => {
    const crores = axisWidth(['1,20,00,000']);
    expect(crores).toBeGreaterThanOrEqual(textWidth('1,20,00,000') + 12);
    expect(axisWidth(['१,२०,००,०००'])).toBeGreaterThan(axisWidth(['1,200']));
    expect(axisWidth([''])).toBe(36);
  });

  it('keeps the start of a long name and ends it with an ellipsis', () => {
    const cut = shortLabel('Psychosocial counselling and peer support');
    expect(cut.startsWith('Psychosocial')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut)).toBeLessThanOrEqual(120);
    expect(shortLabel('Hearing')).toBe('Hearing');
    expect(shortLabel('मनोसामाजिक परामर्श तथा साथी सहयोग सेवा').startsWith('मनोसामाजिक')).toBe(true);
  });
});
