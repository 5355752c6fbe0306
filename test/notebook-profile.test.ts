// levelProfileChart: Knuth's per-level profile of a search (DlxStats.profile) as bars, in both languages.
import { describe, expect, it } from 'vitest';
import { levelProfileChart } from '../lib/notebook';

describe('levelProfileChart(profile)', () => {
  it('draws one bar per level and the total rows tried, worded in the chosen language', () => {
    const en = levelProfileChart([1, 4, 6, 2]);
    expect(en.match(/<rect/g)?.length).toBe(4);
    expect(en).toContain('13 rows tried in all');
    expect(en).toContain('level d (rows already chosen)');
    const es = levelProfileChart([1, 4, 6, 2], { lang: 'es' });
    expect(es).toContain('13 filas probadas en total');
    expect(es).toContain('filas probadas en el nivel d');
  });

  it('refuses a profile that is not counts, naming the level', () => {
    expect(() => levelProfileChart([1, -2])).toThrow('profile[1] must be');
    expect(() => levelProfileChart('abc' as never)).toThrow(TypeError);
  });
});
