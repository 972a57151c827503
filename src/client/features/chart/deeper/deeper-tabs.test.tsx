import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChartDeeperView } from '../../../../shared/chart-deeper-view';
import { deeperText } from '../../../i18n/deeper';
import { LanguageContext } from '../../../i18n/text';
import { AshtakavargaTab } from './ashtakavarga-tab';
import { DashasTab } from './dashas-tab';
import { KpTab } from './kp-tab';
import { StrengthsTab } from './strengths-tab';
import { VargasTab } from './vargas-tab';

// The Deeper tabs for a chart without a birth time (the API leaves out what the lagna or the hour
// decides) and for a birth inside the polar circles (no KP): each says why, in both languages.

const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
const scheme = { goodVargas: [], name: null, score: 12.5 };

const noTime: ChartDeeperView = {
  name: 'Ravi',
  timeKnown: false,
  vargas: {
    divisions: ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'],
    rows: [...PLANETS, 'Rahu' as const, 'Ketu' as const].map((point, i) => ({ point, signs: Array.from({ length: 16 }, (_, d) => (i + d) % 12), vargottama: false })),
    vimshopaka: PLANETS.map((graha) => ({ graha, shadvarga: scheme, saptavarga: { goodVargas: ['D1', 'D9'], name: 'Kimshuka', score: 16.25 }, dashavarga: scheme })),
  },
  ashtakavarga: null,
  shadbala: null,
  bhavaBala: null,
  kp: null,
  kpUnavailable: 'time-unknown',
  dashas: {
    yogini: {
      running: { mahadasha: { yogini: 'Ulka', lord: 'Saturn', start: '2020-01-01', end: '2026-01-01' }, antardasha: { yogini: 'Siddha', lord: 'Venus', start: '2025-01-01', end: '2026-01-01' } },
      mahadashas: [{ yogini: 'Ulka', lord: 'Saturn', start: '2020-01-01', end: '2026-01-01', antardashas: [{ yogini: 'Siddha', lord: 'Venus', start: '2025-01-01', end: '2026-01-01' }] }],
    },
    chara: null,
  },
  jaimini: { karakas: PLANETS.map((graha, i) => ({ karaka: (['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka'] as const)[i]!, graha })), arudhaLagna: null, upapada: null },
};

function text(element: ReactElement, language: 'en' | 'hi' = 'en') {
  const html = renderToStaticMarkup(<LanguageContext.Provider value={{ language, setLanguage: () => {} }}>{element}</LanguageContext.Provider>);
  return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();
}

describe('the Deeper tabs without a birth time', () => {
  it('show the grahas’ vargas without a lagna row, with the note on the Moon', () => {
    const vargas = text(<VargasTab deeper={noTime} />);
    expect(vargas).toContain('Surya');
    expect(vargas).not.toMatch(/Lagna Ascendant/);
    expect(vargas).toContain(deeperText.en.vargas.moonNote);
    expect(vargas).toContain('16.25 / 20 Kimshuka');
    expect(text(<VargasTab deeper={noTime} />, 'hi')).toContain('16.25 / 20 किंशुक');
  });

  it('say that Ashtakavarga, the strengths, KP, the Chara dasha and the padas need the exact time', () => {
    for (const language of ['en', 'hi'] as const) {
      const needs = deeperText[language].needsTime;
      expect(text(<AshtakavargaTab deeper={noTime} />, language)).toContain(needs);
      expect(text(<StrengthsTab deeper={noTime} />, language).split(needs)).toHaveLength(3);
      expect(text(<KpTab deeper={noTime} />, language)).toContain(needs);
      // Chara dasha and the arudha lagna with upapada; the Yogini dasha and the karakas stay.
      const dashas = text(<DashasTab deeper={noTime} />, language);
      expect(dashas.split(needs)).toHaveLength(3);
      expect(dashas).toContain(language === 'en' ? 'Ulka · Shani' : 'उल्का · शनि');
      expect(dashas).toContain(deeperText[language].dashas.karaka.darakaraka);
    }
  });

  it('says why KP is missing for a birth inside the polar circles', () => {
    const polar = { ...noTime, timeKnown: true, kpUnavailable: 'polar' as const };
    expect(text(<KpTab deeper={polar} />)).toContain(deeperText.en.kp.polar);
    expect(text(<KpTab deeper={polar} />, 'hi')).toContain(deeperText.hi.kp.polar);
    expect(text(<KpTab deeper={polar} />)).not.toContain(deeperText.en.needsTime);
  });
});
