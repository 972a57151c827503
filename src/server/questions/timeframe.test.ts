import { describe, expect, it } from 'vitest';
import { OPEN_HORIZON_MONTHS, resolveTimeframe } from './timeframe';

// A Monday.
const TODAY = '2026-12-07';
const period = (text: string) => resolveTimeframe(text, TODAY);

describe('a stated period, from today', () => {
  it.each([
    ['will i marry this year', '2026-12-07', '2026-12-31'],
    ['kya is saal meri shadi ho jayegi', '2026-12-07', '2026-12-31'],
    ['इस साल नौकरी मिलेगी क्या', '2026-12-07', '2026-12-31'],
    ['will my business grow next year', '2027-01-01', '2027-12-31'],
    ['agle saal videsh jaunga kya', '2027-01-01', '2027-12-31'],
    ['अगले साल शादी का योग है क्या', '2027-01-01', '2027-12-31'],
    ['अगले वर्ष व्यापार कैसा रहेगा', '2027-01-01', '2027-12-31'],
    ['how will my career be in the next 6 months', '2026-12-07', '2027-06-06'],
    ['agle 6 mahine me naukri lagegi kya', '2026-12-07', '2027-06-06'],
    ['अगले तीन महीने में पैसा आएगा क्या', '2026-12-07', '2027-03-06'],
    ['2 saal me ghar banega kya', '2026-12-07', '2028-12-06'],
    ['will i buy a house in 2028', '2028-01-01', '2028-12-31'],
    ['will i settle abroad by 2028', '2026-12-07', '2028-12-31'],
    ['2028 tak shaadi ho jayegi kya', '2026-12-07', '2028-12-31'],
    ['next month', '2027-01-01', '2027-01-31'],
    ['agle mahine griha pravesh ka muhurat', '2027-01-01', '2027-01-31'],
    ['this month', '2026-12-07', '2026-12-31'],
    ['इस महीने शुभ मुहूर्त कब है', '2026-12-07', '2026-12-31'],
    ['is next week good for launching my shop', '2026-12-14', '2026-12-20'],
    ['is hafte koi shubh din hai kya', '2026-12-07', '2026-12-13'],
    ['which date is good for engagement in march', '2027-03-01', '2027-03-31'],
    ['मार्च 2027 में सगाई', '2027-03-01', '2027-03-31'],
    ['is 15 january good for buying a car', '2027-01-15', '2027-01-15'],
    ['is today auspicious for signing a contract', '2026-12-07', '2026-12-07'],
    ['aaj ka din kaisa hai', '2026-12-07', '2026-12-07'],
    ['is friday auspicious for a haircut', '2026-12-11', '2026-12-11'],
    ['सोमवार को काम शुरू करूँ', '2026-12-07', '2026-12-07'],
    ['இந்த வருடம் திருமணம் நடக்குமா', '2026-12-07', '2026-12-31'],
    ['அடுத்த 6 மாதம் வேலை கிடைக்குமா', '2026-12-07', '2027-06-06'],
    ['அடுத்த ஆறு மாதங்களில் பணம் வருமா', '2026-12-07', '2027-06-06'],
    ['ஆறு மாதத்தில் வேலை கிடைக்குமா', '2026-12-07', '2027-06-06'],
    ['2 வருடத்திற்குள் வீடு கட்டுவேனா', '2026-12-07', '2028-12-06'],
    ['அடுத்த 10 நாட்களில் நல்ல நாள் உண்டா', '2026-12-07', '2026-12-16'],
    ['2028க்குள் திருமணம் நடக்குமா', '2026-12-07', '2028-12-31'],
    ['நாளை மறுநாள் நல்ல நாளா', '2026-12-09', '2026-12-09'],
    ['ఎల్లుండి మంచి రోజా', '2026-12-09', '2026-12-09'],
    ['ఈ నెల శుభ ముహూర్తం ఉందా', '2026-12-07', '2026-12-31'],
    ['2028-ல் வீடு வாங்கலாமா', '2028-01-01', '2028-12-31'],
    ['2028ல் வீடு வாங்கலாமா', '2028-01-01', '2028-12-31'],
    ['அடுத்த வருடம்?', '2027-01-01', '2027-12-31'],
    ['அடுத்த வாரம் நல்ல நாள் உண்டா', '2026-12-14', '2026-12-20'],
    ['டிசம்பரில் நிச்சயதார்த்தம் வைக்கலாமா', '2026-12-07', '2026-12-31'],
    ['2027 ஜனவரியில் வேலை மாறலாமா', '2027-01-01', '2027-01-31'],
    ['இன்று நல்ல நாளா', '2026-12-07', '2026-12-07'],
    ['நாளைக்கு பயணம் செய்யலாமா', '2026-12-08', '2026-12-08'],
    ['வெள்ளிக்கிழமை கடை திறக்கலாமா', '2026-12-11', '2026-12-11'],
    ['ఈ సంవత్సరం పెళ్లి అవుతుందా', '2026-12-07', '2026-12-31'],
    ['వచ్చే 6 నెలల్లో ఉద్యోగం వస్తుందా', '2026-12-07', '2027-06-06'],
    ['రెండు సంవత్సరాల్లో ఇల్లు కడతానా', '2026-12-07', '2028-12-06'],
    ['2028లో స్థలం కొనవచ్చా', '2028-01-01', '2028-12-31'],
    ['2027 లోపు విదేశాలకు వెళ్తానా', '2026-12-07', '2027-12-31'],
    ['వచ్చే సంవత్సరం?', '2027-01-01', '2027-12-31'],
    ['వచ్చే నెల గృహప్రవేశం చేయవచ్చా', '2027-01-01', '2027-01-31'],
    ['డిసెంబర్‌లో నిశ్చితార్థం చేయవచ్చా', '2026-12-07', '2026-12-31'],
    ['మార్చిలో పెళ్లి ముహూర్తం ఉందా', '2027-03-01', '2027-03-31'],
    ['ఈరోజు మంచి రోజా', '2026-12-07', '2026-12-07'],
    ['రేపు కొత్త పని మొదలుపెట్టవచ్చా', '2026-12-08', '2026-12-08'],
    ['శుక్రవారం మంచి రోజా', '2026-12-11', '2026-12-11'],
  ])('%s: %s to %s', (text, start, end) => {
    expect(period(text)).toEqual({ start, end, kind: 'stated' });
  });

  it('reads "kal" as tomorrow, present tense included, and as yesterday in the past tense', () => {
    expect(period('kal interview hai din accha hai kya')).toMatchObject({ start: '2026-12-08', end: '2026-12-08' });
    expect(period('कल का दिन कैसा रहेगा')).toMatchObject({ start: '2026-12-08', end: '2026-12-08' });
    expect(period('kal jo jhagda hua tha uska kya asar hoga')).toMatchObject({ start: '2026-12-06', end: '2026-12-06' });
    expect(period('कल जो हुआ वह ठीक था क्या')).toMatchObject({ start: '2026-12-06', end: '2026-12-06' });
    expect(period('is tomorrow a good day')).toMatchObject({ start: '2026-12-08', end: '2026-12-08' });
  });

  it('does not take "aaj kal" (these days) for today, nor "may" the verb for the month', () => {
    expect(period('aaj kal naukri me mann nahi lagta')).toMatchObject({ start: '2026-12-07', end: '2027-01-06', kind: 'stated' });
    expect(period('may i know about my future').kind).toBe('unstated');
    expect(period('will i marry in may')).toMatchObject({ start: '2027-05-01', end: '2027-05-31' });
  });

  it('reads May in Tamil and Telugu only as a word of its own, not as the start of "மேலும்" or "మేము"', () => {
    expect(period('மே மாதம் திருமணம் நடக்குமா')).toMatchObject({ start: '2027-05-01', end: '2027-05-31' });
    expect(period('మే నెలలో పెళ్లి')).toMatchObject({ start: '2027-05-01', end: '2027-05-31' });
    expect(period('மேலும் வேலை பற்றி சொல்லுங்கள்').kind).toBe('unstated');
    expect(period('మేము ఇల్లు కొంటామా').kind).toBe('unstated');
  });
});

describe('an open or unstated period', () => {
  const horizonEnd = '2029-12-06';

  it(`looks ${OPEN_HORIZON_MONTHS} months ahead for "when", "kab" and "कब"`, () => {
    for (const text of ['when will i get married', 'meri shaadi kab hogi', 'मेरी नौकरी कब लगेगी', 'கல்யாணம் எப்போது', 'வேலை எப்ப கிடைக்கும்', 'పెళ్లి ఎప్పుడు', 'ఇల్లు ఎప్పటికి కొంటాను']) {
      expect(period(text)).toEqual({ start: TODAY, end: horizonEnd, kind: 'open' });
    }
  });

  it('gives a question naming no period the same horizon, marked unstated', () => {
    expect(period('what does my chart say about me')).toEqual({ start: TODAY, end: horizonEnd, kind: 'unstated' });
    expect(period('ఉద్యోగం మారాలా')).toEqual({ start: TODAY, end: horizonEnd, kind: 'unstated' });
  });

  it('lets a stated period win over "when"', () => {
    expect(period('when in the next 6 months will i get a job')).toMatchObject({ end: '2027-06-06', kind: 'stated' });
  });
});
