import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../tests/support/pdf-text';
import { createTestApp, signInWithProfile, sseEvents, type TestApp, type TestClient } from '../../../tests/support/test-app';
import type { ChartDeeperView } from '../../shared/chart-deeper-view';
import { namesTa } from '../../shared/astro-names/ta';
import { namesTe } from '../../shared/astro-names/te';
import type { Language } from '../../shared/profile';
import { profiles } from '../db/schema';
import type { ReadingWriter } from '../readings/writers/reading-writer';

/** A reading written at once, so the test waits on the PDF rather than on the text. */
const quickWriter: ReadingWriter = {
  name: 'quick',
  async write(request, sink) {
    const text = {
      en: 'Namaste Asha. The Moon moves through your tenth house today.',
      hi: 'नमस्ते आशा। आज चंद्रमा आपके दसवें भाव में हैं।',
      ta: 'வணக்கம் ஆஷா. இன்று சந்திரன் உங்கள் பத்தாம் வீட்டில் கோசாரம் செய்கிறார்.',
      te: 'నమస్తే ఆశా. ఈరోజు చంద్రుడు మీ పదవ భావంలో గోచారం చేస్తున్నాడు.',
    }[request.language];
    sink.text(text);
    return text;
  },
};

/** The reading PDF's pages as text, read back with PDFium (no system tool). */
async function pdfPages(t: TestApp, client: TestClient, readingId: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const env = { incoming: { socket: { remoteAddress: client.ip, remotePort: 1, remoteFamily: 'IPv4' } } };
  const res = await t.app.request(`/api/readings/${readingId}/pdf`, { headers: { cookie, host: 'localhost', origin: 'http://localhost' } }, env);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (process.env.APPENDIX_PDF_DIR) writeFileSync(`${process.env.APPENDIX_PDF_DIR}/${readingId}.pdf`, bytes);
  return pdfPageTexts(bytes);
}

async function dailyReading(client: TestClient, language: Language = 'en') {
  const events = sseEvents((await client.post('/api/readings', { readingType: 'daily' }, { headers: { 'accept-language': language } })).text);
  const id = events.at(-1)?.readingId;
  if (!id) throw new Error(`The reading was not written: ${JSON.stringify(events.at(-1))}`);
  return id;
}

// PDFium puts a space where a Devanagari, Tamil or Telugu run meets punctuation set in the Latin font ('केपी :'): the words and their order are what is checked.
const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/ ([:,.])/g, '$1');

describe('the reading PDF’s appendix of the chart in depth', () => {
  it('is left out for a reader without Premium, whatever the request', { timeout: 60_000 }, async () => {
    const t = await createTestApp({ writer: quickWriter });
    const client = t.client();
    await signInWithProfile(t, client, { name: 'Asha Verma' });
    const text = squash((await pdfPages(t, client, await dailyReading(client))).join('\n'));
    expect(text).toContain('Asha Verma');
    expect(text).not.toContain('Appendix');
    expect(text).not.toContain('Ashtakavarga: bindus by sign');
  });

  it('gives a Premium reader the Deeper tables with the figures the Deeper API shows, in English', { timeout: 60_000 }, async () => {
    const t = await createTestApp({ writer: quickWriter });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client, { name: 'Asha Verma', birthDate: '1990-05-15', birthTime: '14:30' });
    await t.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));
    const deeper = (await client.get('/api/chart/deeper')).body as ChartDeeperView;
    const pages = await pdfPages(t, client, await dailyReading(client));
    expect(pages.length).toBeGreaterThan(2);
    const appendix = squash(pages.slice(1).join('\n'));
    for (const title of ['Appendix: the chart in depth', 'Cast with the Lahiri ayanamsa.', 'Divisional charts (vargas), D1 to D12', 'Divisional charts (vargas), D16 to D60', 'Ashtakavarga: bindus by sign', 'Shadbala in virupas', 'Bhava bala', 'KP: house cusps (Placidus)', 'KP: the grahas', 'KP: significators of each house', 'Yogini dasha', 'Chara dasha (K.N. Rao)']) {
      expect(appendix, title).toContain(title);
    }
    // The SAV row: its twelve counts and 337, as the API gives them.
    expect(appendix).toContain(`SAV ${deeper.ashtakavarga!.sav.join(' ')} 337`);
    // Saturn's shadbala row: the six parts, the total, rupas, the minimum and the ratio.
    const saturn = deeper.shadbala!.find((s) => s.graha === 'Saturn')!;
    const figures = [saturn.parts.sthana, saturn.parts.dig, saturn.parts.kala, saturn.parts.cheshta, saturn.parts.naisargika, saturn.parts.drik, saturn.virupas, saturn.rupas, saturn.required, saturn.ratio].map((n) => n.toFixed(2));
    expect(appendix).toContain(`Shani ${figures.join(' ')}`);
    // The lagna's row of the first varga table: D1 … D12 signs by name.
    const lagna = deeper.vargas.rows.find((r) => r.point === 'Lagna')!.signs.slice(0, 8);
    const SIGNS = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'];
    expect(appendix).toContain(`Lagna ${lagna.map((s) => SIGNS[s]).join(' ')}`);
  });

  it('is in Hindi for a Hindi reading, shaped so that it reads back in order', { timeout: 60_000 }, async () => {
    const t = await createTestApp({ writer: quickWriter });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client, { name: 'Asha Verma', birthDate: '1990-05-15', birthTime: '14:30' });
    await t.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));
    const deeper = (await client.get('/api/chart/deeper')).body as ChartDeeperView;
    const appendix = squash((await pdfPages(t, client, await dailyReading(client, 'hi'))).slice(1).join('\n'));
    for (const title of ['परिशिष्ट: कुंडली का गहरा विवरण', 'लाहिड़ी अयनांश से बनी कुंडली।', 'अष्टकवर्ग: राशि के अनुसार बिंदु', 'षड्बल (विरूपा में)', 'भाव बल', 'केपी: हर भाव के कारक ग्रह', 'योगिनी दशा', 'चर दशा (के. एन. राव)']) {
      expect(appendix, title).toContain(title);
    }
    expect(appendix).toContain(`सर्व ${deeper.ashtakavarga!.sav.join(' ')} 337`);
    expect(appendix).toContain('वृश्चिक');
  });

  it('is cast on the basis the reading was written under, not the choice made since', { timeout: 90_000 }, async () => {
    const t = await createTestApp({ writer: quickWriter });
    const client = t.client();
    // Born 1 April 1990 at 06:30 in Varanasi: the Lahiri lagna is Pisces 29°25', Raman's (about 1°27' less ayanamsa) Aries 0°51'.
    const { phone } = await signInWithProfile(t, client, { name: 'Asha Verma', birthDate: '1990-04-01', birthTime: '06:30' });
    await t.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));
    const lahiriReading = await dailyReading(client);
    const choose = async (ayanamsa: string) => expect((await client.put('/api/profile/chart-choices', { ayanamsa, node: 'mean', chartStyle: 'north' })).status).toBe(200);
    await choose('raman');
    const ramanReading = await dailyReading(client);
    expect(ramanReading).not.toBe(lahiriReading);
    const lagnaD1 = async (id: string) => squash((await pdfPages(t, client, id)).slice(1).join('\n')).match(/Lagna (\S+)/)?.[1];
    const ayanamsaLine = async (id: string) => squash((await pdfPages(t, client, id)).slice(1).join('\n')).match(/Cast with the (\S+) ayanamsa/)?.[1];
    // Under Raman now, the Lahiri reading's appendix is still Lahiri's chart, and the Raman reading's Raman's.
    expect([await lagnaD1(lahiriReading), await ayanamsaLine(lahiriReading)]).toEqual(['Meena', 'Lahiri']);
    expect([await lagnaD1(ramanReading), await ayanamsaLine(ramanReading)]).toEqual(['Mesha', 'Raman']);
    await choose('lahiri');
    expect(await lagnaD1(ramanReading)).toBe('Mesha');
  });

  it.each([
    ['ta', namesTa, ['பின்னிணைப்பு: ஜாதகத்தின் விரிவான கணிப்புகள்', 'லாகிரி அயனாம்சப்படி கணித்த ஜாதகம்.', 'அஷ்டவர்க்கம்: ராசிவாரியான பரல்கள்', 'ஷட்பலம் (விரூபங்களில்)', 'யோகினி திசை', 'சர திசை (கே. என். ராவ்)']],
    ['te', namesTe, ['అనుబంధం: జాతకం లోతుగా', 'లాహిరి అయనాంశతో వేసిన జాతకం.', 'అష్టకవర్గు: రాశుల వారీగా బిందువులు', 'షడ్బలం (విరూపాలలో)', 'యోగినీ దశ', 'చర దశ (కె. ఎన్. రావు)']],
  ] as const)('is in %s for a reading in that language, shaped so that it reads back in order', { timeout: 60_000 }, async (language, names, titles) => {
    const t = await createTestApp({ writer: quickWriter });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client, { name: 'Asha Verma', birthDate: '1990-05-15', birthTime: '14:30' });
    await t.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));
    const deeper = (await client.get('/api/chart/deeper')).body as ChartDeeperView;
    const pages = await pdfPages(t, client, await dailyReading(client, language));
    const body = squash(pages[0]!);
    expect(body).toContain(language === 'ta' ? 'இன்று சந்திரன் உங்கள் பத்தாம் வீட்டில் கோசாரம் செய்கிறார்.' : 'ఈరోజు చంద్రుడు మీ పదవ భావంలో గోచారం చేస్తున్నాడు.');
    expect(body).toContain(`15 ${names.months[4]} 1990`);
    const appendix = squash(pages.slice(1).join('\n'));
    for (const title of titles) expect(appendix, title).toContain(title);
    expect(appendix).toContain(`${language === 'ta' ? 'சர்வ' : 'సర్వ'} ${deeper.ashtakavarga!.sav.join(' ')} 337`);
    expect(appendix).toContain(names.signs[7]);
  });
});
