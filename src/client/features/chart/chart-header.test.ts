import { describe, expect, it } from 'vitest';
// The test pins the catalogue's sentence to the server's own; the page never imports the server.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { birthChartOf } from '../../../server/charts/chart-service';
import type { ProfileView } from '../../../shared/profile';
import { chartText } from '../../i18n/chart';
import { familyText } from '../../i18n/family';

describe('the approximate chart notice', () => {
  it('says in English what the server says, and in Hindi names the place and Ujjain', () => {
    const profile = {
      name: 'Test',
      birthDate: '1990-05-15',
      birthTime: '14:30',
      birthLocation: { city: 'Nowhereville', country: 'Atlantis' },
    } as ProfileView;
    const birth = birthChartOf(profile);
    expect(birth.approximate).toBe(true);
    expect(chartText.en.header.approximateReason('Nowhereville', 'Atlantis')).toBe(birth.approximateReason);
    expect(chartText.hi.header.approximateReason('Nowhereville', 'Atlantis')).toContain('"Nowhereville, Atlantis"');
    expect(chartText.hi.header.approximateReason('Nowhereville', 'Atlantis')).toContain('उज्जैन');
  });

  it("about a saved person, says what the server says for them: their details, not the user's profile", () => {
    const person = { name: 'Test', birthDate: '1990-05-15', birthTime: '14:30', birthLocation: { city: 'Nowhereville', country: 'Atlantis' } } as ProfileView;
    expect(familyText.en.chart.approximateReason('Nowhereville', 'Atlantis')).toBe(birthChartOf(person, 'person').approximateReason);
  });
});
