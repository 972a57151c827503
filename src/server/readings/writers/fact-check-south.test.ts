import { describe, expect, it } from 'vitest';
import { composeReading } from '../../../composer';
import { readingTypes } from '../../../shared/reading-types';
import { PEOPLE, factsFor, morePeople } from '../../../../tests/support/test-profiles';
import { checkTamilReply } from './fact-check-ta';
import { checkTeluguReply } from './fact-check-te';
import { factSheetOf } from './fact-sheet-of';
import { leoSheet } from './test-sheet';

// The Leo-lagna chart of test-sheet.ts: Moon in Capricorn, Rahu mahadasha with Venus antardasha
// (Sun's from 26 July 2025), Saturn transiting Aquarius and the Moon Aries then Taurus in the week
// of 20–26 June 2025, whose Monday is the 23rd.
const tamil = (reply: string) => checkTamilReply(reply, leoSheet).problems.map((p) => p.kind);
const telugu = (reply: string) => checkTeluguReply(reply, leoSheet).problems.map((p) => p.kind);

describe('checkTamilReply', () => {
  it('lets a reading that agrees with the chart through', () => {
    const reply = [
      'வணக்கம் ஆஷா. உங்கள் லக்னம் சிம்மம், ஜென்ம ராசி மகரம்.',
      'இந்த வாரம் சந்திரன் மேஷத்திலும் பின்னர் ரிஷப ராசியிலும் கோசாரம் செய்கிறார், சனி கும்பத்தில் இருக்கிறார்.',
      'உங்களுக்கு ராகு மகா திசையில் சுக்கிர புக்தி நடக்கிறது; 26 ஜூலை 2025 முதல் சூரிய புக்தி தொடங்கும்.',
      'திங்கட்கிழமை, 23 ஜூன் 2025 அன்று புதிய முயற்சி தொடங்கலாம். குரு மிதுனத்தில் உங்கள் பதினொன்றாம் வீட்டுக்கு வலு தருகிறார்.',
    ].join('\n\n');
    expect(checkTamilReply(reply, leoSheet)).toEqual({ ok: true, problems: [] });
  });

  it('finds a graha in a sign it is not in, a wrong lagna or Moon sign', () => {
    expect(tamil('இந்த வாரம் சனி மீனத்தில் இருக்கிறார்.')).toEqual(['sign']);
    expect(tamil('செவ்வாய் துலா ராசியில் நிற்கிறார்.')).toEqual(['sign']);
    expect(tamil('உங்கள் ஜாதகத்தில் சந்திரன் மேஷத்தில் நிற்கிறார்.')).toEqual(['sign']);
    expect(tamil('உங்கள் லக்னம் கன்னி.')).toEqual(['sign']);
    expect(tamil('தனுசு லக்னம் உங்களுக்குத் துணிவைத் தருகிறது.')).toEqual(['sign']);
    expect(tamil('உங்கள் ஜென்ம ராசி கும்பம்.')).toEqual(['sign']);
  });

  it('finds a wrong dasha lord, date or weekday', () => {
    expect(tamil('இப்போது செவ்வாய் திசை நடக்கிறது.')).toEqual(['dasha']);
    expect(tamil('15 ஆகஸ்ட் 2025 அன்று புதிய வேலையைத் தொடங்குங்கள்.')).toEqual(['date']);
    expect(tamil('31 பிப்ரவரி 2025 நல்ல நாள்.')).toEqual(['date']);
    expect(tamil('செவ்வாய்க்கிழமை, 23 ஜூன் 2025 அன்று பொறுமை தேவை.')).toEqual(['weekday']);
  });

  it('does not read sentences that are hypothetical, past, general or about someone else', () => {
    expect(tamil('சனி மீனத்தில் இருந்தால் இந்தக் காலம் கடினமாக இருக்கும்.')).toEqual([]);
    expect(tamil('கடந்த ஆண்டு சனி மீனத்தில் இருந்தார்.')).toEqual([]);
    expect(tamil('பொதுவாக சுக்கிரன் மீனத்தில் உச்சம் பெறுவார்.')).toEqual([]);
    expect(tamil('உங்கள் மனைவியின் சனி மீனத்தில் இருக்கிறார்.')).toEqual([]);
    expect(tamil('பிறந்த நேரத்தில் கேது திசை நடந்தது.')).toEqual([]);
  });

  it('does not give a sign to a graha when other words stand between them', () => {
    expect(tamil('சனியின் பார்வை மீனத்தில் உள்ள கிரகங்கள் மேல் விழுகிறது.')).toEqual([]);
    expect(tamil('செவ்வாய் உங்கள் பத்தாம் வீட்டு அதிபதி, தனுசில் சூரியனின் தாக்கம் உண்டு.')).toEqual([]);
    expect(tamil('புதன்கிழமை மீனத்தில் எந்தக் கிரகமும் இல்லை.')).toEqual([]);
    expect(tamil('நவாம்சத்தில் உங்கள் லக்னம் தனுசு.')).toEqual([]);
  });
});

describe('checkTeluguReply', () => {
  it('lets a reading that agrees with the chart through', () => {
    const reply = [
      'నమస్తే ఆశా. మీ లగ్నం సింహం, జన్మ రాశి మకరం.',
      'ఈ వారం చంద్రుడు మేషంలో, తర్వాత వృషభ రాశిలో గోచారం చేస్తాడు. శని కుంభంలో ఉన్నాడు.',
      'మీకు రాహు మహాదశలో శుక్ర అంతర్దశ నడుస్తోంది; 26 జూలై 2025 నుండి సూర్య అంతర్దశ మొదలవుతుంది.',
      'సోమవారం, 23 జూన్ 2025 కొత్త పనికి మంచిది. గురువు మిథునంలో మీ పదకొండవ భావానికి బలం ఇస్తున్నాడు.',
    ].join('\n\n');
    expect(checkTeluguReply(reply, leoSheet)).toEqual({ ok: true, problems: [] });
  });

  it('finds a graha in a sign it is not in, a wrong lagna or Moon sign', () => {
    expect(telugu('ఈ వారం శని మీనంలో ఉన్నాడు.')).toEqual(['sign']);
    expect(telugu('కుజుడు తుల రాశిలో కూర్చున్నాడు.')).toEqual(['sign']);
    expect(telugu('మీ జాతకంలో చంద్రుడు మేషంలో ఉన్నాడు.')).toEqual(['sign']);
    expect(telugu('మీ లగ్నం కన్య.')).toEqual(['sign']);
    expect(telugu('ధనుస్సు లగ్నం మీకు ధైర్యం ఇస్తుంది.')).toEqual(['sign']);
    expect(telugu('మీ జన్మ రాశి కుంభం.')).toEqual(['sign']);
  });

  it('finds a wrong dasha lord, date or weekday', () => {
    expect(telugu('ఇప్పుడు కుజ మహాదశ నడుస్తోంది.')).toEqual(['dasha']);
    expect(telugu('15 ఆగస్టు 2025న కొత్త పని మొదలుపెట్టండి.')).toEqual(['date']);
    expect(telugu('మంగళవారం, 23 జూన్ 2025 ఓపిక పట్టండి.')).toEqual(['weekday']);
  });

  it('does not read sentences that are hypothetical, past, general or about someone else', () => {
    expect(telugu('ఒకవేళ శని మీనంలో ఉంటే ఈ కాలం కష్టంగా ఉండేది.')).toEqual([]);
    expect(telugu('గత సంవత్సరం శని మీనంలో ఉండేవాడు.')).toEqual([]);
    expect(telugu('సాధారణంగా శుక్రుడు మీనంలో ఉచ్ఛ స్థితిలో ఉంటాడు.')).toEqual([]);
    expect(telugu('మీ భార్య జాతకంలో శని మీనంలో ఉన్నాడు.')).toEqual([]);
    expect(telugu('పుట్టినప్పుడు కేతు మహాదశ నడిచింది.')).toEqual([]);
  });

  it('does not give a sign to a graha when other words stand between them', () => {
    expect(telugu('శని దృష్టి మీనంలో ఉన్న గ్రహాలపై పడుతుంది.')).toEqual([]);
    expect(telugu('బుధవారం మీనంలో ఏ గ్రహమూ లేదు.')).toEqual([]);
    expect(telugu('నవాంశలో మీ లగ్నం ధనుస్సు.')).toEqual([]);
  });
});

// Once the composer writes Tamil and Telugu (src/composer/wording/ta, te), its readings are true by
// construction: the checks must find nothing wrong in any of them.
describe.each([
  ['ta', checkTamilReply],
  ['te', checkTeluguReply],
] as const)('the built-in composer’s %s readings', (language, check) => {
  it('are found true', () => {
    const now = new Date('2026-11-24T04:30:00Z');
    const flagged: string[] = [];
    for (const person of [...PEOPLE, ...morePeople(6)]) {
      for (const type of readingTypes) {
        const facts = factsFor(person, type, now);
        const { problems } = check(composeReading(facts, language), factSheetOf(facts));
        flagged.push(...problems.map((p) => `${person.name} ${type}: ${p.kind} "${p.claim}" (${p.expected})`));
      }
    }
    expect(flagged).toEqual([]);
  });
});
