/**
 * Tamil wording of the period blocks: the opening led by the period's biggest events, the week's
 * days, the slow grahas' stays (பிரவேசம், வக்கிரம், நேர்கதி, with how long each lasts), the months,
 * the good days and the chandrashtama windows. Dates are Tamil dates ("24 நவம்பர் 2026"); the phases
 * of ஏழரைச் சனி are named as Tamil jothidam names them (விரயச் சனி, ஜென்மச் சனி, பாதச் சனி).
 */
import type { Graha } from '../../../astro/zodiac';
import { daysBetween } from '../../../astro/civil-dates';
import type { StayFact, TransitEventFact } from '../../facts/types';
import { binduBand, isGocharaGood } from '../../judgement/classics';
import type { Block, LeadEvent } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { HOUSE_GOOD_TA, HOUSE_HARD_TA, HOUSE_SHORT_TA, JUPITER_GOCHARA_TA, NATURE_LORE_TA, NODE_AXIS_TA, SATURN_GOCHARA_TA, TARAS_TA, observanceTa, pakshaTa, tithiTa } from './lore';
import { greetThen } from './day';
import type { Clause, NamesTa, TaCtx } from './names';
import { bhava, compoundTa, dayLabelTa, dayMonthTa, dayMonthYearTa, grahaOfTa, grahaStemTa, levelTa, listTa, nakshatraTa, rangeTa, sayTa, signTa, spanLabelTa, timeTa } from './names';

type B<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** The period as a time adverb ("இந்த வாரம்"), as "all through it" and as "the whole of it". */
const PERIOD: Record<string, { obl: string; whole: string; bhar: string }> = {
  weekly: { obl: 'இந்த வாரம்', whole: 'வாரம் முழுவதும்', bhar: 'இந்த வாரம் முழுக்க' }, monthly: { obl: 'இந்த மாதம்', whole: 'மாதம் முழுவதும்', bhar: 'இந்த மாதம் முழுக்க' },
  quarterly: { obl: 'இந்த மூன்று மாதங்களில்', whole: 'மூன்று மாதங்களும்', bhar: 'இந்த மூன்று மாதங்கள் முழுக்க' }, yearly: { obl: 'இந்த ஆண்டு', whole: 'ஆண்டு முழுவதும்', bhar: 'இந்த ஆண்டு முழுக்க' },
};
const ANY_PERIOD = { obl: 'இந்தக் காலத்தில்', whole: 'காலம் முழுவதும்', bhar: 'இந்தக் காலம் முழுக்க' };

/** Retrograde and direct as a graha turns to them: '… வக்கிர கதிக்கு மாறுவார்'. */
const TURNS_TA = { retrograde: 'வக்கிர கதிக்கு', direct: 'நேர்கதிக்கு' } as const;

export const SPAN_POOLS = {
  // As the daily greetings: a comma runs on into the verdict, ! or . stands alone.
  greeting: [
    'வணக்கம் {name},', '[அன்பு வணக்கம்|வணக்கம்] {name},', 'அன்புள்ள {name},', '{name},',
    '{name}, வணக்கம்!',
    'வணக்கம் {name}, {periodObl} [உங்கள் பலன்கள்|உங்கள் ராசிபலன்|கிரகப் பலன்கள்] [இதோ|இங்கே].',
    '{name}, வணக்கம்! வரும் நாட்கள் உங்களுக்கு [இனிதாக|மங்கலமாக|மகிழ்ச்சியாக] அமையட்டும்!',
    '[வணக்கம் |]{name}, {periodObl} கிரகங்கள் உங்களுக்கு என்ன கொண்டுவருகின்றன என்று [பார்ப்போம்|இதோ விவரம்].',
    'வணக்கம் {name}, நீங்கள் [நலமாக|குடும்பத்துடன் நலமாக|மகிழ்ச்சியாக] இருப்பீர்கள் என்று நம்புகிறோம்.',
  ],
  openBright: [
    '{span} காலம் [தெளிவாக உங்கள் பக்கம் உள்ளது|உங்கள் நல்ல காலங்களில் ஒன்று], [எனவே தைரியமாகத் திட்டமிடுங்கள்|ஏன் என்பதைக் கீழே படியுங்கள்]',
    '[மொத்தத்தில்|எல்லாவற்றையும் சேர்த்துப் பார்த்தால்] {span} காலத்தில் தடைகளைவிட [வாய்ப்புகள்|துணை] அதிகம்; [இலக்கைச் சற்று உயர்த்துங்கள்|எங்கே முயற்சி செலுத்த வேண்டும் என்பதைக் கீழே உள்ள தேதிகள் சொல்லும்]',
    '{span} காலத்தில் [காற்று உங்கள் பக்கம் வீசுகிறது|கிரகங்கள் உங்கள் கையைப் பிடித்திருக்கின்றன], [எனவே பெரிய வேலைகளையும் கையில் எடுக்கலாம்|ஆகவே முன்முயற்சி எடுக்கத் தயங்காதீர்கள்]',
  ],
  openSteady: [
    '{span} காலம் [நிதானமானது|ஓரளவு நல்லது], [தராசு சற்று உங்கள் பக்கம்|தடையைவிடத் துணை அதிகம்]',
    '[மொத்தத்தில்|பொதுவாக] {span} காலம் [லேசாக உங்கள் பக்கம் உள்ளது|உங்களுக்குத் துணை நிற்கிறது], [நேரத்தைக் கவனித்தால் போதும்|தொடர்ந்த உழைப்புக்குப் பலன் கிடைக்கும்]',
    '{span} [பெரிய பாய்ச்சல் இல்லை, ஆனால் உறுதியான முன்னேற்றத்தின் காலம்|அமைதியான, வேலைக்கு ஏற்ற காலம்]: [அன்றாட உழைப்பு பலன் தரும்|விதைப்பது மெல்ல மெல்ல முளைக்கும்]',
  ],
  openMixed: [
    '{span} காலம் [கலவையானது|ஏற்ற இறக்கம் கொண்டது]: [உழைப்பைவிடச் சரியான நேரமே முக்கியம்|ஒவ்வோர் அடியையும் யோசித்து வையுங்கள்]',
    '[மொத்தத்தில்|எல்லாவற்றையும் சேர்த்துப் பார்த்தால்] {span} காலம் [கொடுக்கும் அளவுக்குக் கேட்கவும் செய்யும்|நல்ல நாட்களும் மெதுவான நாட்களும் கொண்டது], [எனவே கீழே உள்ள தேதிகள் பயன்படும்|ஆகவே தேதி பார்த்து நடங்கள்]',
    '{span} காலத்தில் [இரண்டு விதக் காற்று வீசுகிறது|துணையும் தடையும் இரண்டும் உண்டு], [எனவே என்ன செய்வது என்பதைவிட எப்போது செய்வது என்பதே முக்கியம்|ஆகவே கீழே உள்ள விவரத்தைக் கவனமாகப் படியுங்கள்]',
  ],
  openCareful: [
    '{span} காலம் [பொறுமை கேட்கிறது|கவனமாக நடக்க வேண்டியது]: [கனமான கிரகங்களின் தாக்கம் உதவும் கிரகங்களைவிட அதிகம்|தராசு எச்சரிக்கையின் பக்கம் சாய்ந்துள்ளது]',
    '[மொத்தத்தில்|பொதுவாக] {span} [விரிவாக்கும் காலம் அல்ல, காத்துக்கொள்ளும் காலம்|அபாயத்தைவிடப் பாதுகாப்புக்கான காலம்], [அழுத்தம் குறையும் தேதிகள் கீழே உள்ளன|சில நல்ல நேரங்கள் கீழே உள்ளன]',
    '{span} காலத்தில் [தற்காப்பே சிறந்த உத்தி|மெதுவான, உறுதியான நடையே சரி], [மெதுவான கிரகங்களின் அழுத்தம் நீடிக்கும் வரை|ஏனெனில் தடைகள் துணையைவிடக் கனமானவை]',
  ],
  leadIngress: [
    '{obl} நடக்கும் [மிகப் பெரிய|மிக முக்கியமான] நிகழ்வு, {date} அன்று {graha} {sign} ராசிக்குள் பிரவேசிப்பது, அது உங்கள் சந்திர ராசிக்கு {house} வீடு; [இதனால்|இதோடு] {short} விஷயங்களில் கவனம் [திரும்பும்|குவியும்].',
    '{date} அன்று {graha} {sign} ராசிக்குள் [பிரவேசிப்பார்|வருவார்], உங்கள் ராசிக்கு {house} வீட்டுக்கு, [எனவே|ஆகவே] {obl} {short} விஷயமே [முதன்மையாக இருக்கும்|முன்னணியில் இருக்கும்].',
    '[கவனியுங்கள்|நினைவில் கொள்ளுங்கள்|குறித்துக்கொள்ளுங்கள்]: {date} அன்று {graha} {sign} ராசிக்கு வருவார், அது உங்கள் ராசிக்கு {house} வீடு, [எனவே {obl} {short} தொடர்பான விஷயங்கள் முன்னணியில் இருக்கும்|ஆகவே {obl} {short} விஷயங்களில்தான் அதிகக் கவனம் செல்லும்].',
  ],
  leadReturn: [
    '{date} அன்று {graha} வக்கிர கதியில் {sign} ராசிக்குத் திரும்புவார், {date2} அன்று அவர் விட்டுச்சென்ற ராசி அது; {obl} {short} தொடர்பான விஷயங்கள் மீண்டும் முன்னுக்கு வரும், இது உங்கள் ராசிக்கு {house} வீட்டின் விஷயம்.',
    '{date2} அன்று {sign} ராசியை விட்டுச்சென்ற {graha} {date} அன்று வக்கிர கதியில் [அங்கேயே திரும்புவார்|மீண்டும் அதே ராசிக்கு வருவார்], உங்கள் ராசிக்கு {house} வீட்டில்; [எனவே|ஆகவே] {obl} {short} தொடர்பான [முடியாத விஷயங்கள்|பழைய விஷயங்கள்] மீண்டும் [எழும்|முன்னுக்கு வரும்].',
  ],
  // நேர்கதியில் திரும்புதல்: வக்கிர கதியில் ராசியை விட்டவர், நேர்கதியில் மீண்டும் வருகிறார்.
  leadReturnDirect: [
    '{date} அன்று {graha} நேர்கதியில், அதாவது மீண்டும் முன்னோக்கிச் செல்லும்போது, {sign} ராசிக்குத் திரும்புவார், {date2} அன்று அவர் விட்டுச்சென்ற ராசி அது; {obl} {short} தொடர்பான விஷயங்கள் மீண்டும் முன்னுக்கு வரும், இது உங்கள் ராசிக்கு {house} வீட்டின் விஷயம்.',
    '{date2} அன்று {sign} ராசியை விட்டுச்சென்ற {graha} {date} அன்று நேர்கதியில் [அங்கேயே திரும்புவார்|மீண்டும் அதே ராசிக்கு வருவார்], உங்கள் ராசிக்கு {house} வீட்டில்; [எனவே|ஆகவே] {obl} {short} தொடர்பான [முடியாத விஷயங்கள்|பழைய விஷயங்கள்] மீண்டும் [எழும்|முன்னுக்கு வரும்].',
  ],
  leadReturnDirectBare: ['{date} அன்று {graha} நேர்கதியில் {sign} ராசிக்குத் திரும்புவார், உங்கள் ராசிக்கு {house} வீட்டில், [எனவே|ஆகவே] {obl} {short} விஷயங்கள் மீண்டும் எழும்.'],
  leadReturnBare: ['{date} அன்று {graha} வக்கிர கதியில் {sign} ராசிக்குத் திரும்புவார், உங்கள் ராசிக்கு {house} வீட்டில், [எனவே|ஆகவே] {obl} {short} விஷயங்கள் மீண்டும் எழும்.'],
  leadDasha: [
    '{date} முதல் {stem} {level} தொடங்கும்; [{obl} உண்மையான திருப்பம் இதுதான்|{obl} நடக்கும் எந்தக் கோசாரத்தையும்விட இந்த மாற்றம் பெரியது].',
    '{date} அன்று உங்கள் {level} மாறி {stem} {level} ஆகும், [இது {obl} ஒரு புதிய அத்தியாயத்தைத் திறக்கும்|{obl} நடக்கும் மிக ஆழமான மாற்றம் இதுவே].',
  ],
  leadStation: [
    '{date} அன்று {graha} {sign} ராசியில் {turns} மாறுவார், உங்கள் ராசிக்கு {house} வீட்டில், [இதனால் {obl} {short} விஷயங்களின் வேகம் மாறும்|எனவே {obl} {short} விஷயங்களில் போக்கு மாறும்].',
    '{obl} [மிக முக்கியமான|சிறப்பான] நாள் {date}, அன்று {graha} {sign} ராசியில், உங்கள் ராசிக்கு {house} வீட்டில், {turns} மாறுவார்; [{short} விஷயங்களில் இதன் பலன் தெளிவாகத் தெரியும்|{short} வேலைகளின் வேகத்தை இதுவே தீர்மானிக்கும்].',
    '[கவனியுங்கள்|நினைவில் கொள்ளுங்கள்|குறித்துக்கொள்ளுங்கள்]: {date} அன்று {graha} {sign} ராசியில் {turns} மாறுவார், அது உங்கள் ராசிக்கு {house} வீடு; [{obl} {short} விஷயங்களில் இதனால் திருப்பம் வரும்|அதன் பிறகு {short} விஷயங்களின் நடை மாறும்].',
    '{date} அன்று {sign} ராசியில் {graha} {turns} மாறுவதே {obl} நடக்கும் [மிகப் பெரிய|மிக முக்கியமான] நிகழ்வு: உங்கள் ராசிக்கு {house} வீட்டில் [நடப்பதால்|விழுவதால்] {short} [விஷயங்களில் இதன் தாக்கம் வரும்|வேலைகளின் வேகம் மாறும்].',
  ],
  day: [
    '{day}: சந்திரன் {sign} ராசியில் (உங்கள் ராசிக்கு {house} வீட்டில்), நட்சத்திரம் {nak}, {tara} தாரை; {good} விஷயங்களுக்கு [நல்லது|சுபம்]',
    '{day} அன்று சந்திரன் {sign} ராசியில், உங்கள் ராசிக்கு {house} வீட்டில், {nak} நட்சத்திரத்துடன், அது {tara} தாரை: {good} விஷயங்களுக்கு [நேரம் ஒதுக்குங்கள்|நல்ல நாள்]',
    '{day}, {nak} நட்சத்திரம், {tara} தாரை, சந்திரன் {sign} ராசியில் உங்கள் ராசிக்கு {house} வீட்டில்: {good} விஷயங்களில் [முனைப்புக் காட்டுங்கள்|வேலை செய்யுங்கள்]',
  ],
  dayHard: [
    '{day}: சந்திரன் {sign} ராசியில் (உங்கள் ராசிக்கு {house} வீட்டில்), நட்சத்திரம் {nak}, {tara} தாரை; {hard} விஷயங்களில் [எச்சரிக்கை தேவை|கவனமாக நடங்கள்]',
    '{day} அன்று சந்திரன் {sign} ராசியில், உங்கள் ராசிக்கு {house} வீட்டில், {nak} நட்சத்திரத்துடன், அது {tara} தாரை: {hard} விஷயங்களில் [கண்ணாக இருங்கள்|கவனம் வையுங்கள்]',
    '{day}, {nak} நட்சத்திரம், {tara} தாரை, சந்திரன் {sign} ராசியில் உங்கள் ராசிக்கு {house} வீட்டில்: {hard} விஷயங்களில் [அவசரம் வேண்டாம்|மெதுவாகச் செல்லுங்கள்]',
  ],
  dayLeaves: ['{time} முதல் சந்திரன் {sign2} ராசியில், உங்கள் ராசிக்கு {house2} வீட்டில்', '{time} மணிக்கு அவர் {sign2} ராசிக்கு, உங்கள் ராசிக்கு {house2} வீட்டுக்கு, மாறுவார்'],
  dayArrives: ['சந்திரன் {time} மணிக்கு {sign2} ராசியை விட்டு {sign} ராசிக்கு வருவார்', '{time} வரை சந்திரன் {sign2} ராசியில், உங்கள் ராசிக்கு {house2} வீட்டில் இருப்பார்'],
  dayChandrashtama: ['சந்திராஷ்டமம், எனவே அபாயமான தொடக்கங்கள் வேண்டாம்', 'உங்களுக்குச் சந்திராஷ்டமம்: நாளை அன்றாட வேலைகளோடு நிறுத்துங்கள்', 'சந்திரன் உங்கள் ராசிக்கு எட்டில் (சந்திராஷ்டமம்), தள்ளிவைக்க முடிந்ததைத் தள்ளிவையுங்கள்'],
  dayObservance: ['{obs}', 'அன்று {obs}', '{obs} நாளும் இதுவே'],
  // A Rikta tithi or Amavasya holds the waking day: no beginnings (Muhurta Chintamani).
  dayRikta: ['திதி {tithi}, இது ரிக்தா திதி, எனவே புதிய வேலை எதையும் தொடங்காதீர்கள்', '{tithi} (ரிக்தா திதி): [புதிய தொடக்கத்தை வேறு நாளுக்கு வையுங்கள்|அன்று புதிய வேலையைத் தொடாதீர்கள்]'],
  dayAmavasya: ['அமாவாசை, எனவே புதிய வேலை எதையும் தொடங்காதீர்கள்', 'அமாவாசை: [வழிபாட்டுக்கும் முன்னோருக்குமான நாள், புதிய தொடக்கத்துக்கு அல்ல|புதிய வேலை தொடங்கும் நாள் அல்ல]'],
  dayStarFavours: ['நட்சத்திரம் {favours} போன்றவற்றுக்கு நல்லது', '{nak} நட்சத்திரம் {favours} போன்றவற்றில் துணை நிற்கும்'],
  dayRahu: ['ராகு காலம் {rahu}', 'ராகு காலத்தில் ({rahu}) புதிதாகத் தொடங்காதீர்கள்', 'ராகு காலம் {rahu} இருக்கும்'],
  ingress: [
    '{date} அன்று {graha} {sign} ராசிக்குள் பிரவேசிப்பார், உங்கள் ராசிக்கு {house} வீட்டில், இது {good} விஷயங்களுக்கு [நல்லது|சுபம்|சாதகம்].',
    '{date} முதல் {graha} {sign} ராசியில், உங்கள் சந்திரனுக்கு {house} வீட்டில் இருப்பார்: {good} [விஷயங்களுக்குப் பலம்|விஷயங்களுக்கு துணை|விஷயங்களுக்கு ஊக்கம்] கிடைக்கும்.',
    '{graha} {date} அன்று {sign} ராசிக்கு [வருவார்|சென்றடைவார்], அதாவது உங்கள் ராசிக்கு {house} வீட்டுக்கு; [இந்தக் கோசாரம்|இப்படிப்பட்ட கோசாரம்] {good} விஷயங்களுக்கு [நல்லது|சுபம்] என்பார்கள்.',
    '{graha} கோசாரம் {date} முதல் {sign} ராசியில் நடக்கும், [உங்கள் ராசிக்கு|உங்கள் சந்திரனுக்கு] {house} வீட்டில், [இது {good} விஷயங்களுக்குச் சுபம்|இதன் பலன் {good} விஷயங்களில் கிடைக்கும்].',
  ],
  ingressHard: [
    '{date} அன்று {graha} {sign} ராசிக்குள் பிரவேசிப்பார், உங்கள் ராசிக்கு {house} வீட்டில், [எனவே|ஆகவே] {hard} விஷயங்களில் எச்சரிக்கையாக இருங்கள்.',
    '{date} முதல் {graha} {sign} ராசியில், உங்கள் சந்திரனுக்கு {house} வீட்டில் இருப்பார்: {hard} விஷயங்களில் [கண்ணாக இருங்கள்|கவனம் வையுங்கள்|நிதானம் காருங்கள்].',
    '{graha} {date} அன்று {sign} ராசிக்கு [வருவார்|சென்றடைவார்], அதாவது உங்கள் ராசிக்கு {house} வீட்டுக்கு; [இந்தக் கோசாரம்|இப்படிப்பட்ட கோசாரம்] {hard} விஷயங்களில் எச்சரிக்கை [கேட்கிறது|வேண்டுகிறது].',
    '{graha} கோசாரம் {date} முதல் {sign} ராசியில் நடக்கும், [உங்கள் ராசிக்கு|உங்கள் சந்திரனுக்கு] {house} வீட்டில்: {hard} விஷயங்களை [லேசாக எடுக்காதீர்கள்|மெதுவாகக் கையாளுங்கள்].',
  ],
  ingressBack: [
    '{date} அன்று {graha} வக்கிர கதியில் {sign} ராசிக்குத் திரும்புவார், உங்கள் ராசிக்கு {house} வீட்டில், [எனவே {short} விஷயங்கள் மீண்டும் எழும்|ஆகவே {short} விஷயங்களை மறுபடி பார்க்க வேண்டியிருக்கும்].',
    '{graha} வக்கிர கதியில் {date} அன்று [மீண்டும்|திரும்ப] {sign} ராசிக்கு [வருவார்|திரும்புவார்], [உங்கள் ராசிக்கு|உங்கள் சந்திரனுக்கு] {house} வீட்டில்: [{short} தொடர்பான முடியாத விஷயங்கள் மீண்டும் முன்னுக்கு வரும்|{short} தொடர்பான பழைய விஷயம் ஏதாவது மீண்டும் திறக்கலாம்].',
  ],
  stationRetro: [
    '{date} அன்று {graha} {sign} ராசியில் வக்கிரம் அடைவார், [இதனால் {short} விஷயங்களில் வேகம் குறையும்|எனவே {short} விஷயங்களை மறுபடி யோசிக்க வேண்டியிருக்கும்|ஆகவே {short} வேலைகள் சிறிது காலம் நிற்கலாம்].',
    '{date} முதல் {graha} {sign} ராசியில், உங்கள் ராசிக்கு {house} வீட்டில், வக்கிர கதியில் செல்வார்: [{short} தொடர்பான பழைய விஷயங்கள் மீண்டும் திறக்கலாம்|{short} விஷயங்களில் அவசரம் வேண்டாம்].',
    '[கவனியுங்கள்|நினைவில் கொள்ளுங்கள்], {date} அன்று {graha} {sign} ராசியில் வக்கிரம் அடைவார்: [{short} தொடர்பான முடிவுகளை மறுபடி சரிபார்த்து எடுங்கள்|{short} விஷயங்களில் புதிதாகத் தொடங்கும் முன் பழையதை முடியுங்கள்|{short} விஷயங்களில் பொறுமை காருங்கள்].',
  ],
  // வக்கிர காலம் வக்கிரம் அடைந்ததிலிருந்து நேர்கதிக்குத் திரும்பும் வரை எண்ணப்படுகிறது.
  stationRetroSpell: [
    '{date} அன்று {graha} {sign} ராசியில் வக்கிரம் அடைவார்; {length} அப்படியே சென்று {date2} அன்று நேர்கதிக்குத் திரும்புவார், [எனவே அதுவரை {short} விஷயங்களில் வேகம் குறைவாக இருக்கும்|ஆகவே அதுவரை {short} விஷயங்களை மறுபடி யோசிக்க வேண்டியிருக்கும்].',
    '{date} அன்று {graha} {sign} ராசியில், உங்கள் ராசிக்கு {house} வீட்டில், வக்கிரம் அடைவார்; {length} வக்கிர கதியில் இருந்து {date2} அன்று நேர்கதிக்குத் திரும்புவார்: [அதுவரை {short} விஷயங்களில் அவசரம் வேண்டாம்|அதுவரை {short} தொடர்பான பழைய விஷயங்கள் மீண்டும் திறக்கலாம்].',
  ],
  stationDirect: [
    '{date} அன்று {graha} {sign} ராசியில் நேர்கதிக்குத் திரும்புவார், [{short} விஷயங்களில் நின்ற வேலைகள் நகரத் தொடங்கும்|இதனால் {short} விஷயங்களின் தாமதம் நீங்கும்|எனவே {short} விஷயங்களில் மீண்டும் வேகம் வரும்].',
    '{date} முதல் {graha} {sign} ராசியில் மீண்டும் நேர்கதியில் செல்வார், உங்கள் ராசிக்கு {house} வீட்டில்: [{short} தொடர்பான நின்ற வேலைகள் முன்னேறும்|{short} விஷயங்களில் நிம்மதி கிடைக்கும்|{short} சிக்கல்கள் அவிழத் தொடங்கும்].',
    '[ஆறுதலான விஷயம் என்னவென்றால்|நல்ல செய்தி என்னவென்றால்], {date} அன்று {graha} {sign} ராசியில் நேர்கதிக்குத் திரும்புவார், [{short} விஷயங்கள் மீண்டும் நகரும்|இதனால் {short} விஷயங்களின் தாமதம் குறையும்].',
  ],
  stayWhole: [
    '{graha} {whole} {sign} ராசியில், உங்கள் ராசிக்கு {house} வீட்டில் இருப்பார்[, {short} விஷயங்களில் அவரது பார்வை இருக்கும்|].',
    '{bhar} {graha} {sign} ராசியில், உங்கள் சந்திர ராசிக்கு {house} வீட்டில் இருப்பார், [அதன் தாக்கம் {short} விஷயங்களில் இருக்கும்|எனவே {short} தொடர்பான விஷயங்கள் அவரது தாக்கத்தில் இருக்கும்].',
    '{whole} {graha} [இடம் மாறமாட்டார்|ஒரே ராசியில் நிலைத்திருப்பார்]: {sign} ராசி, அதாவது உங்கள் ராசிக்கு {house} வீடு, [அங்கிருந்து அவர் {short} விஷயங்களில் தாக்கம் செலுத்துவார்|{short} விஷயங்களில் அவரது தாக்கம் தொடர்ந்து இருக்கும்].',
  ],
  staySince: [
    '{graha} {date} முதல் {sign} ராசியில் இருக்கிறார், {date2} வரை இருப்பார், உங்கள் ராசிக்கு {house} வீட்டில், எனவே {whole} {short} விஷயங்களில் அவரது [சாயல்|தாக்கம்] இருக்கும்.',
    '{date} முதல் {sign} ராசியில் உள்ள {graha} {date2} வரை அங்கேயே இருப்பார்; உங்கள் ராசிக்கு {house} வீட்டில் இருப்பதால் {bhar} {short} விஷயங்களில் அவரது [பாரம்|தாக்கம்] இருக்கும்.',
    '{date} முதல் {sign} ராசியில் சஞ்சரிக்கும் {graha} {date2} வரை அங்கேயே [நிலைத்திருப்பார்|தொடர்வார்], உங்கள் ராசிக்கு {house} வீட்டில்; [{whole} {short} விஷயங்களில் அவரது முத்திரை இருக்கும்|{bhar} {short} தொடர்பான விஷயங்கள் அவரது தாக்கத்தில் இருக்கும்].',
    '{sign} ராசியில் {graha} கோசாரம் {date} அன்று [தொடங்கியது|ஆரம்பமானது], {date2} வரை நடக்கும்; உங்கள் ராசிக்கு {house} வீட்டில் இருப்பதால் [{whole} {short} விஷயங்களில் இதன் தாக்கம் தெரியும்|{bhar} {short} விஷயங்கள் இதன் வட்டத்துக்குள் இருக்கும்].',
  ],
  stayBrief: ['{graha} {sign} ராசியில் (உங்கள் ராசிக்கு {house} வீட்டில்) {date2} வரை', '{date2} வரை {graha} உங்கள் ராசிக்கு {house} வீட்டில், {sign} ராசியில்', '{graha} {sign} ராசியில் {date2} வரை, {short} விஷயங்களைக் கவனித்தபடி'],
  stayBriefLead: ['மெதுவாக நகரும் கிரகங்களின் நிலை [இப்படி இருக்கும்|இதுதான்]: {list}.', '[வாரம் முழுவதும் மாறாதவை|வாரம் முழுக்கப் பெரிய கிரகங்கள் இங்கே]: {list}.'],
  stayLeaves: [
    '{date} அன்று {graha} {sign} ராசியை விட்டு நகர்வார், {date2} முதல் அங்கே இருந்தார், [இதனால் {short} விஷயங்களில் அவரது பாரம் நீங்கும்|எனவே {short} விஷயங்களில் அழுத்தம் குறையும்].',
    '{date2} முதல் {sign} ராசியில் சஞ்சரித்த {graha} {date} அன்று [அடுத்த ராசிக்கு நகர்வார்|அங்கிருந்து வெளியேறுவார்], [எனவே {short} விஷயங்களில் நிம்மதி கிடைக்கும்|ஆகவே {short} விஷயங்களின் பாரம் லேசாகும்].',
  ],
  stayEnters: [
    '{date} அன்று {graha} {sign} ராசிக்குள் [பிரவேசித்து|வந்து] {length} அங்கேயே இருப்பார், உங்கள் ராசிக்கு {house} வீட்டில், [அது {short} பற்றிய வீடு|இதனால் {short} விஷயங்களில் கவனம் செல்லும்]',
    '{date} முதல் {length} {graha} {sign} ராசியில், உங்கள் சந்திர ராசிக்கு {house} வீட்டில் தங்குவார், [{short} தொடர்பான விஷயங்கள் அவரது தாக்கத்தில் இருக்கும்|இதன் தாக்கம் {short} விஷயங்களில் விழும்]',
    '[பிறகு|அதன் பின்] {date} அன்று {graha} {sign} ராசிக்குச் [செல்வார்|சென்றடைவார்], {length} [அங்கேயே இருப்பார்|அங்கேயே தங்குவார்]; உங்கள் ராசிக்கு {house} வீட்டில் [இருப்பதால்|விழுவதால்] {short} விஷயங்களில் [அவரது தாக்கம் இருக்கும்|கவனம் செல்லும்]',
  ],
  stayReturns: [
    '{date} அன்று {graha} வக்கிர கதியில் {sign} ராசிக்குத் திரும்பி {length} அங்கேயே இருப்பார்; [{short} தொடர்பான விஷயங்களின் இரண்டாவது சுற்று நடக்கும்|{short} விஷயங்களை இரண்டாவது முறை பார்க்க வேண்டியிருக்கும்]',
    '{graha} {date} அன்று வக்கிர கதியில் மீண்டும் {sign} ராசிக்கு [வருவார்|திரும்புவார்], {length} காலத்துக்கு, [இதனால் {short} தொடர்பான முடியாத விஷயங்கள் மீண்டும் திறக்கும்|எனவே {short} கணக்கு மீண்டும் திறக்கும்]',
  ],
  stayReturnsDirect: [
    '{date} அன்று {graha} நேர்கதியில் மீண்டும் {sign} ராசிக்கு வந்து {length} அங்கேயே இருப்பார்; [{short} தொடர்பான விஷயங்களின் இரண்டாவது சுற்று நடக்கும்|{short} விஷயங்களை இரண்டாவது முறை பார்க்க வேண்டியிருக்கும்]',
    '{graha} {date} அன்று நேர்கதியில் [திரும்பி|மீண்டும் வந்து] {sign} ராசியில் {length} இருப்பார், [இதனால் {short} தொடர்பான முடியாத விஷயங்கள் மீண்டும் திறக்கும்|எனவே {short} கணக்கு மீண்டும் திறக்கும்]',
  ],
  stayStation: ['{date} அன்று அவர் {turns} மாறுவார்', '{date} அன்று அவரது நடை {turns} மாறும்'],
  // கிரகத்தின் சொந்த அஷ்டகவர்க்கத்தில் அந்த ராசியின் பரல்கள்: பரல் எண்ணிக்கைப்படியும் கோசாரப் பலன்படியும்.
  bindus: {
    strongGood: [
      'உங்கள் அஷ்டகவர்க்கத்தில் (ஜாதகப்படி ஒவ்வொரு ராசிக்கும் கிடைக்கும் பலத்தின் கணக்கு) {sign} ராசியில் {grahaOf} பரல்கள் 8-க்கு {bindus}, எனவே [இதன் சுப பலன் முழுமையாகக் கிடைக்கும்|இதன் உதவி முழுமையாகக் கிடைக்கும்].',
      'அஷ்டகவர்க்கத்தில் {sign} ராசியில் {grahaOf} பரல்கள் 8-க்கு {bindus}, [இது நல்ல எண்ணிக்கை|இது நிறைந்த பலம்], எனவே [இதன் பலன் முழுமையாகக் கிடைக்கும்|இதன் உதவியில் குறை இருக்காது].',
    ],
    strongHard: [
      'உங்கள் அஷ்டகவர்க்கத்தில் (ஜாதகப்படி ஒவ்வொரு ராசிக்கும் கிடைக்கும் பலத்தின் கணக்கு) {sign} ராசியில் {grahaOf} பரல்கள் 8-க்கு {bindus}, [எனவே இதன் அழுத்தம் லேசாக இருக்கும்|இதனால் இதன் கடுமை சற்றுக் குறையும்].',
      'அஷ்டகவர்க்கத்தில் {sign} ராசியில் {grahaOf} பரல்கள் 8-க்கு {bindus}, [இவை இந்தக் கடினமான கோசாரத்தை மென்மையாக்கும்|இதனால் இதன் உறுத்தல் குறையும்].',
    ],
    middling: [
      'உங்கள் அஷ்டகவர்க்கத்தில் (ஜாதகப்படி ஒவ்வொரு ராசிக்கும் கிடைக்கும் பலத்தின் கணக்கு) {sign} ராசியில் {grahaOf} பரல்கள் 8-க்கு 4, அதாவது சராசரி: [இந்தப் பரல்கள் பலனைக் கூட்டவும் இல்லை, குறைக்கவும் இல்லை|பலன் உள்ளபடியே இருக்கும்].',
      'அஷ்டகவர்க்கத்தில் {sign} ராசியில் {grahaOf} பரல்கள் 8-க்கு 4, [அதாவது நடுநிலை|அதாவது சமமான பலம்], எனவே [கோசாரம் வீட்டின்படியே பலன் தரும்|பலனை வீட்டின்படியே படியுங்கள்].',
    ],
    weakGood: [
      'உங்கள் அஷ்டகவர்க்கத்தில் (ஜாதகப்படி ஒவ்வொரு ராசிக்கும் கிடைக்கும் பலத்தின் கணக்கு) {sign} ராசியில் {grahaOf} பரல்கள் 8-க்கு {bindus} மட்டுமே, எனவே [இதன் சுப பலன் பகுதியாகவே கிடைக்கும்|இதன் உதவி உண்மையானது, ஆனால் அளவானது].',
      'அஷ்டகவர்க்கத்தில் {sign} ராசியில் {grahaOf} பரல்கள் 8-க்கு {bindus} மட்டுமே, எனவே [இந்த உதவியை முழுமையாக நம்பாதீர்கள்|உங்கள் உழைப்பால் அதை நிறைவு செய்யுங்கள்].',
    ],
    weakHard: [
      'உங்கள் அஷ்டகவர்க்கத்தில் (ஜாதகப்படி ஒவ்வொரு ராசிக்கும் கிடைக்கும் பலத்தின் கணக்கு) {sign} ராசியில் {grahaOf} பரல்கள் 8-க்கு {bindus} மட்டுமே, எனவே [இதன் அழுத்தம் அதிகமாக உணரப்படும்|இதன் பாரம் வழக்கத்தைவிட அதிகமாக இருக்கும்].',
      'அஷ்டகவர்க்கத்தில் {sign} ராசியில் {grahaOf} பரல்கள் 8-க்கு {bindus} மட்டுமே, [எனவே இதன் எச்சரிக்கையை முழு தீவிரத்துடன் எடுங்கள்|இதனால் இந்தக் கடினமான கோசாரம் மேலும் கூர்மையாகிறது].',
    ],
  },

  effectFrame: [
    '{effect}', 'சாஸ்திரப்படி {effect}', 'கோசாரப்படி {effect}', 'மரபுப்படி {effect}', 'கோசாரப் பலன் விதிப்படி {effect}',
    '[பழைய ஆசாரியர்கள்|ஜோதிட நூல்கள்] சொல்வது: {effect}', 'ஜோதிட நம்பிக்கைப்படி {effect}', 'கோசாரப் பலன் பார்வையில் {effect}', 'அனுபவம் சொல்வது: {effect}',
    'சந்திர ராசியிலிருந்து எண்ணினால் {effect}', 'கோசாரத்தின் [பழைய|சாஸ்திர] விதிகளின்படி {effect}', '{effect}, என்று [சாஸ்திரம் சொல்கிறது|ஆசாரியர்கள் கருதுகிறார்கள்]',
    '{effect}; [இது கோசாரத்தின் பழைய விதி|கோசாரத்தின் பலன் இதுவே என்று சொல்லப்படுகிறது]', 'பலன் ஜோதிடப்படி {effect}', '[பொதுவாக|பொது விதிப்படி] {effect}', '[நினைவில் கொள்ளுங்கள்:|கவனியுங்கள்:] {effect}',
  ],
  sadeSati: {
    rising: [
      'ஏழரைச் சனியின் முதல் கட்டமான விரயச் சனி நடக்கிறது, அதாவது சனி உங்கள் ராசிக்குப் பன்னிரண்டாம் வீட்டில்; [செலவைக் குறைத்துத் தூக்கத்தை முழுமையாக்குங்கள்|பழையதை விட்டுச் சேமியுங்கள்].',
      'நீங்கள் ஏழரைச் சனியின் தொடக்கக் கட்டத்தில் (விரயச் சனி) இருக்கிறீர்கள், [எனவே எளிமையாக இருந்து, நன்கு உறங்கி, யோசித்துச் செலவிடுங்கள்|ஆகவே {periodObl} செலவைக் குறைத்து ஓய்வைக் கூட்டுங்கள்].',
    ],
    peak: [
      'ஏழரைச் சனி உச்சத்தில் உள்ளது, ஜென்மச் சனி, சனி உங்கள் ஜென்ம ராசியிலேயே இருக்கிறார்; [பாரத்தைக் குறைத்து அன்றாட ஒழுங்கைக் கடைப்பிடியுங்கள்|மெதுவாகச் சென்று, எளிமையாக இருந்து, அன்றாடக் கட்டுப்பாட்டை விடாதீர்கள்].',
      'இது ஏழரைச் சனியின் நடுக் கட்டம், ஜென்மச் சனி, [எனவே {periodObl} வாக்குறுதிகளைக் குறைத்து விதிகளை உறுதியாக்குங்கள்|ஆகவே மன அமைதியை முதலில் வையுங்கள்].',
    ],
    setting: [
      'ஏழரைச் சனியின் கடைசிக் கட்டமான பாதச் சனி நடக்கிறது, சனி உங்கள் ராசிக்கு இரண்டாம் வீட்டில்; [அழுத்தம் குறைகிறது, ஆனால் பணத்திலும் பேச்சிலும் இன்னும் கவனம் தேவை|{periodObl} லேசாக இருக்கும், இருந்தாலும் வாக்கையும் பணத்தையும் காத்திடுங்கள்].',
      'ஏழரைச் சனி இறங்குமுகத்தில் உள்ளது (பாதச் சனி), [மிகக் கனமான காலம் கடந்துவிட்டது|முன்பைவிட லேசான காலம்], [வீட்டுப் பணத்தில் மட்டும் கை நிதானமாக இருக்கட்டும்|இனிமையாகப் பேசி முறையாகச் சேமியுங்கள்].',
    ],
  },
  monthHead: [
    '{month}: சூரியன் {sign} ராசியில், உங்கள் ராசிக்கு {house} வீட்டில், {good} விஷயங்களுக்கு [நல்லது|சுபம்]',
    '{month} காலத்தில் சூரியன் {sign} ராசியில், உங்கள் ராசிக்கு {house} வீட்டில் இருப்பார், [இதனால் {good} விஷயங்களுக்குப் பலம் கிடைக்கும்|இது {good} விஷயங்களில் உதவும்]',
  ],
  monthHeadHard: [
    '{month}: சூரியன் {sign} ராசியில், உங்கள் ராசிக்கு {house} வீட்டில், {hard} விஷயங்களில் [எச்சரிக்கை|நிதானம்] தேவை',
    '{month} காலத்தில் சூரியன் {sign} ராசியில், உங்கள் ராசிக்கு {house} வீட்டில் இருப்பார், [எனவே {hard} விஷயங்களில் கண்ணாக இருங்கள்|ஆகவே {hard} விஷயங்களில் அவசரம் வேண்டாம்]',
  ],
  monthEvent: ['{date} அன்று {graha} {sign} {verb}', '{graha} {date} அன்று {sign} {verb}'],
  monthDasha: ['{date} முதல் {stem} {level} தொடங்கும்', '{date} அன்று {stem} {level} ஆரம்பமாகும்'],
  monthTone: {
    bright: ['முன்னேறும் மாதம்', 'ஆண்டின் நல்ல மாதங்களில் ஒன்று', 'முன்முயற்சிக்கு நல்ல மாதம்'],
    steady: ['நிலையான மாதம்', 'நிதானமான, வேலைக்கு ஏற்ற மாதம்', 'அமைதியாகத் துணை நிற்கும் மாதம்'],
    mixed: ['கலவையான மாதம், நேரம் பார்த்து நடங்கள்', 'கலவையானது, எனவே சந்தர்ப்பம் பார்த்து நடங்கள்', 'மிக எளிதும் அல்ல, மிகக் கடினமும் அல்ல'],
    careful: ['இந்த மாதம் கவனமாக நடங்கள்', 'இந்த மாதத்தை நிதானத்தோடு கழியுங்கள்', 'பொறுமையின் மாதம்'],
  },
  // மாதத்தைவிடச் சிறிய பகுதி (காலத்தின் முதல் அல்லது கடைசிச் சில நாட்கள்) மாதம் எனப்படுவதில்லை: அதன் நாட்கள் எண்ணிச் சொல்லப்படுகின்றன.
  shortTone: {
    bright: ['{inDays} முன்னேறுங்கள்', '{inDays} முன்முயற்சி எடுங்கள்'],
    steady: ['{inDays} தொடர்ந்து உழையுங்கள்', '{inDays} வேலை நிதானமாக நடக்கும்'],
    mixed: ['{inDays} நேரம் பார்த்து நடங்கள்', '{inDays} சந்தர்ப்பம் பார்த்து நடங்கள்'],
    careful: ['{inDays} கவனமாக நடங்கள்', '{inDays} நிதானம் காருங்கள்'],
  },
  goodDays: [
    '{list} ஆகிய நாட்களில் சந்திரன் நாள் முழுவதும் உங்களுக்கு [சுப வீட்டில்|சாதகமாக] இருப்பார்[, எனவே கோரிக்கைகளையும் சந்திப்புகளையும் புதிய தொடக்கங்களையும் அந்த நாட்களில் வையுங்கள்|: முக்கிய வேலைகளை அந்த நாட்களில் செய்யுங்கள்]',
    '[இந்த மாதம்|சந்திரனின்படி] உங்கள் மிகச் சிறந்த நாட்கள் {list}, அன்று சந்திரன் [காலை முதல் இரவு வரை|நாள் முழுவதும்] [நல்ல வீட்டில்|உங்களுக்குச் சாதகமான வீட்டில்] இருப்பார்',
    '[நாள்காட்டியில்|டைரியில்] {list} நாட்களைக் குறித்துக்கொள்ளுங்கள்[, அந்த நாட்களில் சந்திரன் நாள் முழுவதும் உங்களுக்குத் துணை|: அன்று சந்திரன் காலை முதல் இரவு வரை சுப வீட்டில் இருப்பார்|]',
    '[முக்கியப் பேச்சுவார்த்தைகளையும்|முக்கிய சந்திப்புகளையும்] புதிய வேலைகளையும் {list} நாட்களுக்கு [வையுங்கள்|ஒதுக்கிவையுங்கள்]: அன்று சந்திரன் [உங்கள் ராசிக்கு நல்ல வீட்டில்|உங்கள் பக்கம்] இருப்பார்',
    'சந்திரனின் நடையைப் பார்த்தால் {list} உங்கள் [மிகத் தெளிவான|மிகத் திறந்த] நாட்கள், [அன்று காரியங்கள் எளிதாக நடக்கும்|அன்று கையில் எடுத்த வேலை எளிதாக முன்னேறும்]',
    '[விண்ணப்பம், ஒப்பந்தம் அல்லது புதிய தொடக்கம் இருந்தால்|முக்கிய வேலை ஏதும் இருந்தால்] {list} [நாட்களைத் தேர்ந்தெடுங்கள்|நாட்களை பாருங்கள்]: [அன்று|அந்தத் தேதிகளில்] சந்திரன் நாள் முழுவதும் [உங்களுக்குச் சாதகமாக|உங்களுக்குச் சுப வீட்டில்] இருப்பார்',
  ],
  chandrashtama: [
    'சந்திராஷ்டமம், அதாவது சந்திரன் உங்கள் ராசிக்கு எட்டாம் வீட்டில், {windows} இருக்கும்[, அப்போது அன்றாட வேலைகளை மட்டும் செய்யுங்கள்|, அப்போது அபாயமான முடிவு எதுவும் எடுக்காதீர்கள்|]',
    '{windows} [லேசாக இருங்கள்|அமைதியாக இருங்கள்|வேலையை லேசாக வையுங்கள்], ஏனெனில் அப்போது சந்திரன் உங்கள் ஜென்ம ராசிக்கு எட்டில் (சந்திராஷ்டமம்) இருப்பார்',
    '{windows} சந்திரன் உங்கள் ராசிக்கு எட்டாம் வீட்டில் இருப்பார், இதைச் சந்திராஷ்டமம் என்பார்கள்; [அந்த நேரங்களில் பெரிய முடிவுகளைத் தள்ளிவையுங்கள்|இடையில் வாக்குவாதத்தையும் புதிய தொடக்கத்தையும் தவிருங்கள்|அப்போது உடல்நலத்திலும் பயணத்திலும் தனிக் கவனம் வையுங்கள்]',
    '[எச்சரிக்கையான நேரம்|சற்று நிற்க வேண்டிய நேரம்|மெதுவாகச் செல்ல வேண்டிய நேரம்] {windows}, அப்போது சந்திராஷ்டமம், அதாவது சந்திரன் உங்கள் ஜென்ம ராசிக்கு எட்டாம் வீட்டில் இருப்பார்',
    '[இந்தக் காலத்தின்|மாதத்தின்] [நுட்பமான|பலவீனமான] நேரங்கள் சந்திராஷ்டம நேரங்கள், {windows}; [இடையில் புதிய வேலைகளையும் பெரிய செலவுகளையும் தள்ளிவையுங்கள்|அப்போது ஓய்வும் அன்றாட வேலைகளுமே சரி|அப்போது மனதை அமைதியாக வைத்து வாக்குவாதத்திலிருந்து விலகியிருங்கள்]',
    'சந்திரன் உங்கள் ராசிக்கு எட்டாம் வீட்டைக் கடக்கும்போது, அதாவது {windows}, [அப்போது|அந்த நேரத்தில்] [பெரிய முடிவுகளை|அபாயமான வேலைகளை|புதிய தொடக்கத்தை] [செய்யாதீர்கள்|தள்ளிவையுங்கள்|வேறு நாளுக்கு வையுங்கள்]',
    '[டைரியில்|நாள்காட்டியில்] {windows} நேரத்துக்கு எதிரே [எச்சரிக்கை என்று எழுதுங்கள்|சந்திராஷ்டமம் என்று குறியுங்கள்]: [அப்போது சந்திரன் உங்கள் ராசிக்கு எட்டாம் வீட்டில் இருப்பார்|அப்போது சந்திரன் எட்டாம் வீட்டைக் கடப்பார்]',
  ],
} as const;

function stayEffect(ctx: TaCtx, s: StayFact): string {
  const h = s.houseFromMoon;
  const table = s.graha === 'Jupiter' ? JUPITER_GOCHARA_TA : s.graha === 'Saturn' ? SATURN_GOCHARA_TA : NODE_AXIS_TA;
  return sayTa(ctx, SPAN_POOLS.effectFrame, { effect: table[h]! });
}

/** 'உங்கள் அஷ்டகவர்க்கத்தில் … 8-க்கு 5 பரல்கள்…': how much the Ashtakavarga lifts or lowers the transit (judgement/classics.ts), when the birth time is known. */
function binduSentence(ctx: TaCtx, s: StayFact): string | null {
  if (s.bindus === null) return null;
  const band = binduBand(s.bindus);
  const good = isGocharaGood(s.graha, s.houseFromMoon);
  const pool = band === 'middling' ? SPAN_POOLS.bindus.middling : band === 'strong' ? (good ? SPAN_POOLS.bindus.strongGood : SPAN_POOLS.bindus.strongHard) : good ? SPAN_POOLS.bindus.weakGood : SPAN_POOLS.bindus.weakHard;
  return sayTa(ctx, pool, { grahaOf: grahaOfTa(s.graha), sign: signTa(s.sign), bindus: String(s.bindus) });
}

/** '5 வாரங்கள்', '4 மாதங்கள்', 'சுமார் 2 ஆண்டுகள்'. */
export function lengthTa(from: string, to: string): string {
  const days = daysBetween(from, to);
  if (days < 14) return `${days} நாட்கள்`;
  if (days < 63) return `${Math.round(days / 7)} வாரங்கள்`;
  if (days < 700) return `${Math.round(days / 30.44)} மாதங்கள்`;
  return `சுமார் ${Math.round(days / 365.25)} ஆண்டுகள்`;
}

function leftBefore(ctx: TaCtx, s: StayFact): string | null {
  const stays = ctx.facts.sky.stays[s.graha] ?? [];
  const i = stays.findIndex((x) => x.entered?.atMs === s.entered?.atMs);
  return i > 0 ? stays[i - 1]!.entered?.date ?? null : null;
}

function lead(ctx: TaCtx, l: LeadEvent, obl: string): string {
  const { pen, names } = ctx;
  if (l.key === 'stay') {
    const s = l.stay;
    const slots = { obl, graha: names.graha(s.graha), sign: signTa(s.sign), house: bhava(s.houseFromMoon), short: pen.pick(HOUSE_SHORT_TA[s.houseFromMoon]!) };
    if (s.returning && s.entered) {
      const left = leftBefore(ctx, s);
      const [withLeft, bare] = s.enteredRetrograde ? [SPAN_POOLS.leadReturn, SPAN_POOLS.leadReturnBare] : [SPAN_POOLS.leadReturnDirect, SPAN_POOLS.leadReturnDirectBare];
      return left ? sayTa(ctx, withLeft, { ...slots, date: dayMonthYearTa(s.entered.date), date2: dayMonthYearTa(left) }) : sayTa(ctx, bare, { ...slots, date: dayMonthYearTa(s.entered.date) });
    }
    return sayTa(ctx, SPAN_POOLS.leadIngress, { ...slots, date: dayMonthYearTa(s.entered!.date) });
  }
  if (l.key === 'dasha-change') return sayTa(ctx, SPAN_POOLS.leadDasha, { obl, level: levelTa(l.level), stem: grahaStemTa(l.lord), date: dayMonthYearTa(l.start) });
  const e = l.event;
  return sayTa(ctx, SPAN_POOLS.leadStation, { obl, date: dayMonthYearTa(e.date), graha: names.graha(e.graha), turns: e.retrograde ? TURNS_TA.retrograde : TURNS_TA.direct, sign: signTa(e.toSign), house: bhava(e.houseFromMoon), short: pen.pick(HOUSE_SHORT_TA[e.houseFromMoon]!) });
}

function eventSentence(ctx: TaCtx, e: TransitEventFact): string {
  const { pen, names } = ctx;
  const slots = { graha: names.graha(e.graha), sign: signTa(e.toSign), date: dayMonthTa(e.date), house: bhava(e.houseFromMoon), good: pen.pick(HOUSE_GOOD_TA[e.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_TA[e.houseFromMoon]!), short: pen.pick(HOUSE_SHORT_TA[e.houseFromMoon]!) };
  if (e.kind === 'station' && e.retrograde && e.directAt) return sayTa(ctx, SPAN_POOLS.stationRetroSpell, { ...slots, length: lengthTa(e.date, e.directAt.date), date2: dayMonthTa(e.directAt.date) });
  if (e.kind === 'station') return sayTa(ctx, e.retrograde ? SPAN_POOLS.stationRetro : SPAN_POOLS.stationDirect, slots);
  if (e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu') return sayTa(ctx, SPAN_POOLS.ingressBack, slots);
  return sayTa(ctx, isGocharaGood(e.graha, e.houseFromMoon) ? SPAN_POOLS.ingress : SPAN_POOLS.ingressHard, slots);
}

function staySentences(ctx: TaCtx, b: B<'slow-weather'>): string[] {
  const { pen, names, facts } = ctx;
  const p = PERIOD[facts.readingType] ?? ANY_PERIOD;
  const out: string[] = [];
  if (facts.readingType === 'weekly') {
    const items = b.stays.filter((s) => s.coversPeriod && s.left).map((s) => pen.fill(pen.pick(SPAN_POOLS.stayBrief), { graha: names.graha(s.graha), sign: signTa(s.sign), house: bhava(s.houseFromMoon), date2: dayMonthYearTa(s.left!.date), short: pen.pick(HOUSE_SHORT_TA[s.houseFromMoon]!) }, false));
    if (items.length) out.push(sayTa(ctx, SPAN_POOLS.stayBriefLead, { list: items.join('; ') }));
    if (b.sadeSati) out.push(sayTa(ctx, SPAN_POOLS.sadeSati[b.sadeSati], { periodObl: p.obl }));
    return out;
  }
  for (const g of ['Saturn', 'Jupiter', 'Rahu'] as Graha[]) {
    const stays = b.stays.filter((s) => s.graha === g);
    if (!stays.length) continue;
    const [first, ...rest] = stays;
    const slots = (s: StayFact) => ({ graha: names.graha(g), sign: signTa(s.sign), house: bhava(s.houseFromMoon), whole: p.whole, bhar: p.bhar, short: pen.pick(HOUSE_SHORT_TA[s.houseFromMoon]!) });
    if (first!.coversPeriod) {
      out.push(first!.entered && first!.left
        ? sayTa(ctx, SPAN_POOLS.staySince, { ...slots(first!), date: dayMonthYearTa(first!.entered.date), date2: dayMonthYearTa(first!.left.date) })
        : sayTa(ctx, SPAN_POOLS.stayWhole, slots(first!)));
      out.push(stayEffect(ctx, first!));
      const footing = binduSentence(ctx, first!);
      if (footing) out.push(footing);
    } else if (first!.left && first!.entered && first!.entered.atMs < facts.period.startMs) {
      out.push(sayTa(ctx, SPAN_POOLS.stayLeaves, { graha: names.graha(g), sign: signTa(first!.sign), date: dayMonthYearTa(first!.left.date), date2: dayMonthYearTa(first!.entered.date), short: pen.pick(HOUSE_SHORT_TA[first!.houseFromMoon]!) }));
    } else {
      rest.unshift(first!);
    }
    for (const s of rest) {
      if (!s.entered) continue;
      const length = s.left ? lengthTa(s.entered.date, s.left.date) : 'காலம் முடியும் வரை';
      const clauses: Clause[] = [[!s.returning ? SPAN_POOLS.stayEnters : s.enteredRetrograde ? SPAN_POOLS.stayReturns : SPAN_POOLS.stayReturnsDirect, { ...slots(s), date: dayMonthYearTa(s.entered.date), length }]];
      for (const st of s.stations.filter((x) => x.atMs >= facts.period.startMs && x.atMs < facts.period.endMs)) {
        clauses.push([SPAN_POOLS.stayStation, { turns: st.turns === 'retrograde' ? TURNS_TA.retrograde : TURNS_TA.direct, date: dayMonthYearTa(st.date) }]);
      }
      out.push(compoundTa(ctx, clauses, ['; ']));
      if (!s.returning) out.push(stayEffect(ctx, s));
      const footing = s.returning ? null : binduSentence(ctx, s);
      if (footing) out.push(footing);
    }
  }
  if (b.sadeSati) out.push(sayTa(ctx, SPAN_POOLS.sadeSati[b.sadeSati], { periodObl: p.obl }));
  return out;
}

/** Chandrashtama windows: '30 நவம்பர் காலை 9:42 முதல் 2 டிசம்பர் காலை 11:10 வரை'. */
function windowLabel(start: string, end: string): string {
  const part = (s: string) => (s === 'start' || s === 'end' ? null : `${dayMonthTa(s.slice(0, 10))} ${timeTa(s.slice(11))}`);
  const a = part(start);
  const b = part(end);
  if (a && b) return `${a} முதல் ${b} வரை`;
  if (a) return `${a} முதல் காலம் முடியும் வரை`;
  if (b) return `${b} வரை`;
  return 'காலம் முழுவதும்';
}

const DAY_COUNT_TA = ['', 'ஒரு', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது'];

/** 'இந்த நாளில்', 'இந்த மூன்று நாட்களில்', 'இந்த 12 நாட்களில்'. */
function inDaysTa(n: number): string {
  return n === 1 ? 'இந்த நாளில்' : `இந்த ${DAY_COUNT_TA[n] ?? String(n)} நாட்களில்`;
}

export const spanWriters: Pick<BlockWriters<NamesTa>, 'span-opening' | 'week-days' | 'fast-events' | 'slow-weather' | 'month-days' | 'months'> = {
  'span-opening': (b, ctx) => {
    const { facts } = ctx;
    const p = PERIOD[b.type] ?? ANY_PERIOD;
    const pool = { bright: SPAN_POOLS.openBright, steady: SPAN_POOLS.openSteady, mixed: SPAN_POOLS.openMixed, careful: SPAN_POOLS.openCareful }[b.tone];
    const parts = [greetThen(ctx, SPAN_POOLS.greeting, facts.person.firstName, pool, { span: spanLabelTa(b.start, b.end), periodObl: p.obl })];
    for (const l of b.lead) parts.push(lead(ctx, l, p.obl));
    return { text: parts.join(' '), join: 'paragraph' };
  },

  'week-days': (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.days.map((d) => {
      const slots = {
        day: dayLabelTa(d.date, d.weekday), sign: signTa(d.sign), house: bhava(d.houseFromMoon), nak: names.nakshatra(d.nakshatra), tara: TARAS_TA[d.tara - 1]!.name,
        good: pen.pick(HOUSE_GOOD_TA[d.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_TA[d.houseFromMoon]!),
      };
      const clauses: Clause[] = [[d.good ? SPAN_POOLS.day : SPAN_POOLS.dayHard, slots]];
      if (d.other && d.until) clauses.push([SPAN_POOLS.dayLeaves, { time: timeTa(d.until), sign2: signTa(d.other.sign), house2: bhava(d.other.houseFromMoon) }]);
      if (d.other && d.from) clauses.push([SPAN_POOLS.dayArrives, { time: timeTa(d.from), sign: signTa(d.sign), sign2: signTa(d.other.sign), house2: bhava(d.other.houseFromMoon) }]);
      if (d.chandrashtama) clauses.push([SPAN_POOLS.dayChandrashtama, {}]);
      if (!d.good) clauses.push([SPAN_POOLS.dayStarFavours, { nak: nakshatraTa(d.nakshatra), favours: pen.pick(NATURE_LORE_TA[d.nature].favours) }]);
      if (d.observance && !(d.barsBeginnings && d.observance.key === 'amavasya')) clauses.push([SPAN_POOLS.dayObservance, { obs: observanceTa(d.observance) }]);
      if (d.barsBeginnings) clauses.push(d.tithi === 30 ? [SPAN_POOLS.dayAmavasya, {}] : [SPAN_POOLS.dayRikta, { tithi: `${pakshaTa(d.tithi)} ${tithiTa(d.tithi)}` }]);
      if (d.rahu) clauses.push([SPAN_POOLS.dayRahu, { rahu: rangeTa(d.rahu.start, d.rahu.end) }]);
      return compoundTa(ctx, clauses, ['; ']);
    });
    return { text: lines.join('\n'), join: 'paragraph' };
  },

  'fast-events': (b, ctx) => {
    const sentences = b.events.slice(0, 6).map((e) => eventSentence(ctx, e));
    return sentences.length ? { text: sentences.join(' '), join: 'paragraph' } : null;
  },

  'slow-weather': (b, ctx) => {
    const out = staySentences(ctx, b);
    return out.length ? { text: out.join(' '), join: 'paragraph' } : null;
  },

  'month-days': (b, ctx) => {
    const clauses: Clause[] = [];
    if (b.good.length) clauses.push([SPAN_POOLS.goodDays, { list: listTa(b.good.slice(0, 8).map(dayMonthTa)) }]);
    const windows = b.chandrashtama.map((w) => windowLabel(w.start, w.end));
    if (windows.length) clauses.push([SPAN_POOLS.chandrashtama, { windows: listTa(windows) }]);
    return clauses.length ? { text: compoundTa(ctx, clauses, ['. ']), join: 'paragraph' } : null;
  },

  months: (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.months.map((m) => {
      const good = isGocharaGood('Sun', m.sunHouseFromMoon);
      const clauses: Clause[] = [[good ? SPAN_POOLS.monthHead : SPAN_POOLS.monthHeadHard, {
        month: spanLabelTa(m.start, m.end), sign: signTa(m.sunSign), house: bhava(m.sunHouseFromMoon),
        good: pen.pick(HOUSE_GOOD_TA[m.sunHouseFromMoon]!), hard: pen.pick(HOUSE_HARD_TA[m.sunHouseFromMoon]!),
      }]];
      for (const e of m.events.slice(0, 3)) {
        const verb = e.kind === 'station' ? (e.retrograde ? 'ராசியில் வக்கிரம் அடைவார்' : 'ராசியில் நேர்கதிக்குத் திரும்புவார்') : e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu' ? 'ராசிக்கு வக்கிர கதியில் திரும்புவார்' : 'ராசிக்குள் பிரவேசிப்பார்';
        clauses.push([SPAN_POOLS.monthEvent, { graha: names.graha(e.graha), verb, sign: signTa(e.toSign), date: dayMonthTa(e.date) }]);
      }
      for (const c of m.dashaChanges) clauses.push([SPAN_POOLS.monthDasha, { level: levelTa(c.level), stem: grahaStemTa(c.lord), date: dayMonthTa(c.start) }]);
      const days = daysBetween(m.start, m.end) + 1;
      // A slice shorter than a month is named as its days: 'இந்த மூன்று நாட்களில்', never 'மாதம்'.
      clauses.push(days < 28 ? [SPAN_POOLS.shortTone[m.tone], { inDays: inDaysTa(days) }] : [SPAN_POOLS.monthTone[m.tone], {}]);
      return compoundTa(ctx, clauses, ['; ']);
    });
    return { text: lines.join('\n'), join: 'paragraph' };
  },
};
