/**
 * Telugu wording of the period blocks: the opening led by the period's biggest events, the week's
 * days, the slow grahas' stays (ప్రవేశం, వక్రం, ఋజుగతి, with how long each lasts), the months, the
 * good days and the chandrashtama windows. Dates are Telugu dates with the locative న
 * ("24 నవంబర్ 2026న"); a graha is the subject of its own verb (శని ప్రవేశిస్తాడు).
 */
import type { Graha } from '../../../astro/zodiac';
import { daysBetween } from '../../../astro/civil-dates';
import type { StayFact, TransitEventFact } from '../../facts/types';
import { binduBand, isGocharaGood } from '../../judgement/classics';
import type { Block, LeadEvent } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { levelTe } from './common';
import { greetThen } from './day';
import { HOUSE_GOOD_TE, HOUSE_HARD_TE, HOUSE_SHORT_TE, JUPITER_GOCHARA_TE, NATURE_LORE_TE, NODE_AXIS_TE, SATURN_GOCHARA_TE, TARAS_TE, observanceTe, pakshaTe, tithiTe } from './lore';
import type { Clause, NamesTe, TeCtx } from './names';
import { SIGNS_TE, bhava, compoundTe, dayLabelTe, dayMonthTe, dayMonthYearTe, grahaStemTe, listTe, nakshatraTe, rangeTe, sayTe, spanLabelTe, timeTe } from './names';

type B<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** The period as an adverb ("ఈ వారం") and as "all of it" ("వారమంతా"). */
const PERIOD: Record<string, { obl: string; whole: string }> = {
  weekly: { obl: 'ఈ వారం', whole: 'వారమంతా' }, monthly: { obl: 'ఈ నెల', whole: 'నెలంతా' },
  quarterly: { obl: 'ఈ త్రైమాసికంలో', whole: 'ఈ మూడు నెలలూ' }, yearly: { obl: 'ఈ సంవత్సరం', whole: 'సంవత్సరమంతా' },
};
const ANY_PERIOD = { obl: 'ఈ సమయంలో', whole: 'ఈ కాలమంతా' };

/** A station as the verb Telugu almanacs use: వక్రిస్తాడు (turns retrograde), ఋజుగతికి వస్తాడు (turns direct). */
const TURNS_TE = { retrograde: 'వక్రిస్తాడు', direct: 'ఋజుగతికి వస్తాడు' } as const;

export const SPAN_POOLS = {
  // As the daily greetings: a comma runs on into the verdict, ! or . stands alone.
  greeting: [
    '[నమస్కారం|నమస్తే] {name} గారూ,', '{name} గారూ, [నమస్కారం|నమస్తే],', '[ప్రియమైన|గౌరవనీయులైన] {name} గారూ,', '{name} గారూ,',
    '{name} గారికి [నమస్కారం|నమస్సులు]!',
    '[నమస్కారం|నమస్తే] {name} గారూ, {periodObl} మీ [రాశిఫలం|గ్రహఫలం] [ఇదిగో|మీ ముందు ఉంది|సిద్ధంగా ఉంది].',
    '{name} గారూ, [నమస్కారం|నమస్తే], రాబోయే రోజులు మీకు [శుభప్రదంగా|మంగళకరంగా|సంతోషంగా] [సాగాలి|గడవాలి]!',
    '[నమస్కారం |నమస్తే |]{name} గారూ, {periodObl} [గ్రహ నక్షత్రాలు|గ్రహాలు] మీకు ఏమి తెస్తున్నాయో [చూద్దాం|ఇదిగో వివరం|చదవండి].',
    '[నమస్కారం|నమస్తే] {name} గారూ, మీరు [క్షేమంగా|కుటుంబంతో సహా క్షేమంగా|ఆరోగ్యంగా, సంతోషంగా] ఉన్నారని ఆశిస్తున్నాము.',
  ],
  openBright: [
    '{span} కాలం [స్పష్టంగా మీకు అనుకూలం|మీ మంచి దశల్లో ఒకటి], [కాబట్టి ధైర్యంగా ప్రణాళికలు వేయండి|ఎందుకో కింద చదవండి]',
    '[మొత్తం మీద|అన్నీ కలిపి చూస్తే] {span} అడ్డంకుల కంటే [అవకాశాలే ఎక్కువ|అండే ఎక్కువ]; [లక్ష్యం కాస్త ఎత్తుగా పెట్టుకోండి|ఎక్కడ శ్రమ పెట్టాలో కింది తేదీలు చెబుతాయి]',
    '{span} [గాలి మీ వైపు వీస్తోంది|గ్రహాలు మీకు చేయూతనిస్తున్నాయి], [కాబట్టి పెద్ద పనులు కూడా చేపట్టవచ్చు|అందుకే చొరవ తీసుకోవడానికి వెనుకాడకండి]',
  ],
  openSteady: [
    '{span} కాలం [నిలకడగా|ఫరవాలేదనిపించేలా] ఉంది, [త్రాసు కాస్త మీ వైపు మొగ్గింది|అడ్డంకి కంటే సహాయమే ఎక్కువ]',
    '[మొత్తం మీద|స్థూలంగా] {span} [కొద్దిగా మీకు అనుకూలం|మీకు తోడుగా ఉంటుంది], [సమయం గమనించుకుంటే చాలు|నిరంతర శ్రమకు ఫలితం దక్కుతుంది]',
    '{span} [పెద్ద ఎగురుదల లేకపోయినా గట్టి పురోగతి ఉండే కాలం|ప్రశాంతంగా పని చేసుకునే కాలం]: [రోజువారీ శ్రమ ఫలిస్తుంది|నాటినది నెమ్మదిగా మొలకెత్తుతుంది]',
  ],
  openMixed: [
    '{span} కాలం [మిశ్రమంగా|ఒడిదొడుకులతో] ఉంది: [శ్రమ కంటే సరైన సమయమే ముఖ్యం|ప్రతి అడుగూ ఆలోచించి వేయండి]',
    '[మొత్తం మీద|అన్నీ కలిపి చూస్తే] {span} [ఎంత ఇస్తుందో అంత అడుగుతుంది కూడా|మంచి రోజులూ నెమ్మది రోజులూ రెండూ ఉన్నాయి], [అందుకే కింది తేదీలు ఉపయోగపడతాయి|కాబట్టి తేదీలు చూసి నడవండి]',
    '{span} [రెండు రకాల గాలులు వీస్తున్నాయి|తోడూ అడ్డంకీ రెండూ ఉన్నాయి], [కాబట్టి ఏమి చేయాలనే దానికంటే ఎప్పుడు చేయాలనేది ముఖ్యం|అందుకే కింది వివరం శ్రద్ధగా చదవండి]',
  ],
  openCareful: [
    '{span} కాలం [ఓపిక కోరుతుంది|జాగ్రత్తగా నడవాల్సిన కాలం]: [సహాయపడే గ్రహాల కంటే బరువైన గ్రహాల ప్రభావమే ఎక్కువ|త్రాసు జాగ్రత్త వైపు మొగ్గింది]',
    '[మొత్తం మీద|స్థూలంగా] {span} [విస్తరించే కాలం కాదు, కాపాడుకునే కాలం|రిస్కు కంటే భద్రతకే ప్రాధాన్యం ఇవ్వాల్సిన కాలం], [ఒత్తిడి తగ్గే తేదీలు కింద ఉన్నాయి|కొన్ని మంచి ఘడియలు కింద ఇచ్చాము]',
    '{span} [కాపాడుకోవడమే ఉత్తమ వ్యూహం|నెమ్మదైన, గట్టి నడకే సరైనది], [నెమ్మది గ్రహాల ఒత్తిడి ఉన్నంత కాలం|ఎందుకంటే అడ్డంకులు అండ కంటే బరువుగా ఉన్నాయి]',
  ],
  leadIngress: [
    '{obl} [అన్నిటికంటే పెద్ద|అత్యంత కీలకమైన] సంఘటన {date}న {graha} {sign}లో ప్రవేశించడం, ఇది మీ చంద్ర రాశి నుండి {house} భావం; [దీనితో|దీని వల్ల] {short} విషయాల మీద దృష్టి [పెరుగుతుంది|కేంద్రీకృతమవుతుంది].',
    '{date}న {graha} {sign}లో [ప్రవేశిస్తాడు|అడుగుపెడతాడు], మీ రాశి నుండి {house} భావంలో, [కాబట్టి|అందుకే] {obl} {short} విషయాలు [ప్రధానంగా ఉంటాయి|ముందు వరుసలో ఉంటాయి].',
    '[గుర్తుంచుకోండి|గమనించండి|రాసి పెట్టుకోండి]: {date}న {graha} {sign}లోకి వస్తాడు, ఇది మీ రాశి నుండి {house} భావం, [{obl} {short} విషయాలు ముందుంటాయి|కాబట్టి {obl} {short} విషయాల మీదే ఎక్కువ దృష్టి ఉంటుంది].',
  ],
  leadReturn: [
    '{date}న {graha} వక్రగతిలో {sign}లోకి తిరిగి వస్తాడు, {date2}న ఆ రాశిని విడిచాడు; {obl} {short} విషయాలు మళ్లీ ముందుకు వస్తాయి, ఇది మీ రాశి నుండి {house} భావానికి సంబంధించినది.',
    '{date2}న {sign} విడిచిన {graha} {date}న వక్రించి [అక్కడికే తిరిగి వస్తాడు|మళ్లీ అదే రాశిలోకి వస్తాడు], మీ రాశి నుండి {house} భావంలో; [కాబట్టి|అందుకే] {obl} {short} విషయాల్లో [మిగిలిపోయినవి|పాత విషయాలు] మళ్లీ [కదులుతాయి|ముందుకు వస్తాయి].',
  ],
  // Returning direct: the graha left the sign retrograde and comes back moving forward again.
  leadReturnDirect: [
    '{date}న {graha} ఋజుగతిలో, అంటే మళ్లీ ముందుకు నడుస్తూ, {sign}లోకి తిరిగి వస్తాడు, {date2}న ఆ రాశిని విడిచాడు; {obl} {short} విషయాలు మళ్లీ ముందుకు వస్తాయి, ఇది మీ రాశి నుండి {house} భావానికి సంబంధించినది.',
    '{date2}న {sign} విడిచిన {graha} {date}న ఋజుగతిలో [అక్కడికే తిరిగి వస్తాడు|మళ్లీ అదే రాశిలోకి వస్తాడు], మీ రాశి నుండి {house} భావంలో; [కాబట్టి|అందుకే] {obl} {short} విషయాల్లో [మిగిలిపోయినవి|పాత విషయాలు] మళ్లీ [కదులుతాయి|ముందుకు వస్తాయి].',
  ],
  leadReturnDirectBare: ['{date}న {graha} ఋజుగతిలో {sign}లోకి తిరిగి వస్తాడు, మీ రాశి నుండి {house} భావంలో, [కాబట్టి|అందుకే] {obl} {short} విషయాలు మళ్లీ కదులుతాయి.'],
  leadReturnBare: ['{date}న {graha} వక్రించి {sign}లోకి తిరిగి వస్తాడు, మీ రాశి నుండి {house} భావంలో, [కాబట్టి|అందుకే] {obl} {short} విషయాలు మళ్లీ కదులుతాయి.'],
  leadDasha: [
    '{date} నుండి {graha} {level} మొదలవుతుంది; [{obl} అసలైన మలుపు ఇదే|ఈ మార్పు {obl} ఏ గోచారం కంటే పెద్దది].',
    '{date}న మీ {level} మారి {graha} {level} అవుతుంది, [ఇది {obl} కొత్త అధ్యాయాన్ని తెరుస్తుంది|{obl} అత్యంత లోతైన మార్పు ఇదే].',
  ],
  leadStation: [
    '{date}న {graha} {sign}లో {turns}, మీ రాశి నుండి {house} భావంలో, [దీనితో {obl} {short} విషయాల వేగం మారుతుంది|కాబట్టి {obl} {short} విషయాల్లో నడక మారుతుంది].',
    '{obl} [అత్యంత కీలకమైన|ప్రత్యేకమైన] రోజు {date}, ఆ రోజు {graha} {sign}లో, మీ రాశి నుండి {house} భావంలో, {turns}; [{short} విషయాల్లో దీని ప్రభావం స్పష్టంగా కనిపిస్తుంది|{short} పనుల వేగం దీనితోనే నిర్ణయమవుతుంది].',
    '[గుర్తుంచుకోండి|గమనించండి|రాసి పెట్టుకోండి]: {date}న {graha} {sign}లో {turns}, ఇది మీ రాశి నుండి {house} భావం; [{obl} {short} విషయాల్లో మలుపు దీనితోనే|ఆ తర్వాత {short} విషయాల నడక మారుతుంది].',
    '{date} నుండి {graha} నడక మారుతుంది: {sign}లో, [మీ రాశి నుండి|మీ చంద్రుని నుండి] {house} భావంలో, {graha} {turns}, [కాబట్టి {short} విషయాల్లో మార్పు తెలుస్తుంది|దానితో పాటు {short} పనుల వేగం మారుతుంది].',
  ],
  day: [
    '{day}: చంద్రుడు {sign}లో (మీ రాశి నుండి {house} భావంలో), నక్షత్రం {nak}, {tara} తార; {good} విషయాలకు [మంచిది|శుభప్రదం]',
    '{day} చంద్రుడు {sign}లో, మీ రాశి నుండి {house} భావంలో, {nak} నక్షత్రంతో, ఇది {tara} తార: {good} విషయాలకు [సమయం కేటాయించండి|రోజు బాగుంది]',
    '{day}, {nak} నక్షత్రంతో {tara} తార రోజు, చంద్రుడు {sign}లో మీ రాశి నుండి {house} భావంలో: {good} విషయాల [మీద శ్రద్ధ పెట్టండి|పనులు చేయండి]',
  ],
  dayHard: [
    '{day}: చంద్రుడు {sign}లో (మీ రాశి నుండి {house} భావంలో), నక్షత్రం {nak}, {tara} తార; {hard} విషయాల్లో [జాగ్రత్త|నిదానం] పాటించండి',
    '{day} చంద్రుడు {sign}లో, మీ రాశి నుండి {house} భావంలో, {nak} నక్షత్రంతో, ఇది {tara} తార: {hard} విషయాల మీద [కన్నేసి ఉంచండి|దృష్టి పెట్టండి]',
    '{day}, {nak} నక్షత్రంతో {tara} తార రోజు, చంద్రుడు {sign}లో మీ రాశి నుండి {house} భావంలో: {hard} విషయాల్లో [తొందరపడకండి|నెమ్మదిగా నడవండి]',
  ],
  dayLeaves: ['{time} నుండి చంద్రుడు {sign2}లో, మీ రాశి నుండి {house2} భావంలో', '{time}కి చంద్రుడు {sign2}లోకి, మీ రాశి నుండి {house2} భావంలోకి వెళ్తాడు'],
  dayArrives: ['చంద్రుడు {time}కి {sign2} విడిచి {sign}లోకి వస్తాడు', '{time} వరకు చంద్రుడు {sign2}లో, మీ రాశి నుండి {house2} భావంలో ఉంటాడు'],
  dayChandrashtama: ['చంద్రాష్టమం, కాబట్టి రిస్కుతో కూడిన ఆరంభాలు వద్దు', 'మీకు చంద్రాష్టమం: రోజును రోజువారీ పనులకే పరిమితం చేయండి', 'చంద్రుడు మీ రాశి నుండి ఎనిమిదవ భావంలో (చంద్రాష్టమం), వాయిదా వేయగలిగినవి వాయిదా వేయండి'],
  dayObservance: ['{obs}', 'ఈ రోజు {obs}', '{obs} కూడా ఈ రోజే'],
  // A Rikta tithi or Amavasya holds the waking day: no beginnings (Muhurta Chintamani).
  dayRikta: ['తిథి {tithi}, ఇది రిక్త తిథి, కాబట్టి కొత్త పని ఏదీ మొదలుపెట్టకండి', '{tithi} (రిక్త తిథి): [కొత్త ఆరంభం మరో రోజుకు ఉంచండి|ఈ రోజు కొత్త పని చేపట్టకండి]'],
  dayAmavasya: ['అమావాస్య, కాబట్టి కొత్త పని ఏదీ మొదలుపెట్టకండి', 'అమావాస్య: [పూజకు, పితృదేవతలకు తగిన రోజు, కొత్త ఆరంభాలకు కాదు|కొత్త పని మొదలుపెట్టే రోజు కాదు]'],
  dayStarFavours: ['నక్షత్రం {favours} వంటివాటికి మంచిది', '{nak} {favours} వంటివాటిలో తోడ్పడుతుంది'],
  dayRahu: ['రాహుకాలం {rahu}', 'రాహుకాలం ({rahu}) సమయంలో కొత్త ఆరంభాలు వద్దు', 'రాహుకాలం {rahu} ఉంటుంది'],
  ingress: [
    '{date}న {graha} {sign}లో ప్రవేశిస్తాడు, మీ రాశి నుండి {house} భావంలో, ఇది {good} విషయాలకు [మంచిది|శుభప్రదం|అనుకూలం].',
    '{date} నుండి {graha} {sign}లో, మీ చంద్రుని నుండి {house} భావంలో ఉంటాడు: {good} విషయాలకు [బలం చేకూరుతుంది|అండ దొరుకుతుంది|ప్రోత్సాహం లభిస్తుంది].',
    '{graha} {date}న {sign}లోకి [వస్తాడు|చేరుకుంటాడు], అంటే మీ రాశి నుండి {house} భావంలోకి; [ఈ గోచారం|ఇలాంటి గోచారం] {good} విషయాలకు [మంచిదని|శుభప్రదమని] చెబుతారు.',
    '{date}న {graha} {sign}లోకి రావడంతో మీ రాశి నుండి {house} భావంలో [కదలిక పెరుగుతుంది|సందడి వస్తుంది], [ఇది {good} విషయాలకు మంచిది|దీనితో {good} విషయాలకు బలం చేకూరుతుంది].',
    '{date} నుండి {graha} గోచారం {sign}లో, [మీ రాశి నుండి|మీ చంద్రుని నుండి] {house} భావంలో ఉంటుంది, [ఇది {good} విషయాలకు శుభప్రదం|దీని లాభం {good} విషయాల్లో కనిపిస్తుంది].',
  ],
  ingressHard: [
    '{date}న {graha} {sign}లో ప్రవేశిస్తాడు, మీ రాశి నుండి {house} భావంలో, [కాబట్టి|అందుకే] {hard} విషయాల్లో జాగ్రత్త పాటించండి.',
    '{date} నుండి {graha} {sign}లో, మీ చంద్రుని నుండి {house} భావంలో ఉంటాడు: {hard} విషయాల మీద [కన్నేసి ఉంచండి|దృష్టి పెట్టండి|సంయమనం పాటించండి].',
    '{graha} {date}న {sign}లోకి [వస్తాడు|చేరుకుంటాడు], అంటే మీ రాశి నుండి {house} భావంలోకి; [ఈ గోచారం|ఇలాంటి గోచారం] {hard} విషయాల్లో జాగ్రత్త [కోరుతుంది|అడుగుతుంది].',
    '{date}న {graha} {sign}లోకి రావడంతో మీ రాశి నుండి {house} భావం మీద [ఒత్తిడి|భారం] [పెరుగుతుంది|పడుతుంది], [కాబట్టి|అందుకే] {hard} [విషయాల్లో తొందరపడకండి|విషయాల మీద కన్నేసి ఉంచండి].',
    '{date} నుండి {graha} గోచారం {sign}లో, [మీ రాశి నుండి|మీ చంద్రుని నుండి] {house} భావంలో ఉంటుంది: {hard} [విషయాలను తేలికగా తీసుకోకండి|విషయాల్లో నెమ్మదిగా నడవండి].',
  ],
  ingressBack: [
    '{date}న {graha} వక్రగతిలో {sign}లోకి తిరిగి వస్తాడు, మీ రాశి నుండి {house} భావంలో, [{short} విషయాలు మళ్లీ కదులుతాయి|కాబట్టి {short} విషయాల మీద మరోసారి దృష్టి పెట్టాలి].',
    '{graha} వక్రించి {date}న [మళ్లీ|తిరిగి] {sign}లోకి [వస్తాడు|చేరుకుంటాడు], [మీ రాశి నుండి|మీ చంద్రుని నుండి] {house} భావంలో: [{short} విషయాల్లో మిగిలిపోయినవి మళ్లీ ముందుకు వస్తాయి|{short} విషయంలో ఏదో పాత వ్యవహారం మళ్లీ తెరుచుకోవచ్చు].',
    '{date} నుండి {graha} వెనుకకు నడుస్తూ {sign}లోకి [తిరిగి వస్తాడు|మళ్లీ చేరుతాడు], [దీనితో|కాబట్టి] {short} [విషయాల మీద మరోసారి ఆలోచించాల్సి వస్తుంది|విషయాల్లో పాత లెక్కలు మళ్లీ తెరుచుకుంటాయి].',
  ],
  stationRetro: [
    '{date}న {graha} {sign}లో వక్రిస్తాడు, [దీనితో {short} విషయాల వేగం తగ్గుతుంది|కాబట్టి {short} విషయాల మీద మళ్లీ ఆలోచించాల్సి వస్తుంది|{short} పనులు కొంతకాలం ఆగవచ్చు].',
    '{date} నుండి {graha} {sign}లో వక్రగతిలో నడుస్తాడు, మీ రాశి నుండి {house} భావంలో: [{short} విషయాల్లో పాత వ్యవహారాలు మళ్లీ తెరుచుకోవచ్చు|{short} విషయాల్లో తొందరపడకండి|{short} విషయాల మీద మరోసారి దృష్టి పెట్టాలి].',
    '{date}న {sign}లో {graha} నడక వెనుకకు తిరుగుతుంది, అంటే వక్రిస్తాడు; మీ రాశి నుండి {house} భావంలో [ఉండటంతో|పడటంతో] {short} విషయాల్లో [ఆలస్యం లేదా పునరావృతం|నెమ్మదితనం] [రావచ్చు|కనిపించవచ్చు].',
    '[గుర్తుంచుకోండి|గమనించండి], {date}న {graha} {sign}లో వక్రిస్తాడు: [{short} విషయాల నిర్ణయాలు మళ్లీ సరిచూసి తీసుకోండి|{short} విషయాల్లో కొత్తది మొదలుపెట్టే ముందు పాతవి ముగించండి|{short} విషయాల్లో ఓపిక పట్టండి].',
  ],
  // The retrograde spell is counted from the day it turns to the day it turns direct.
  stationRetroSpell: [
    '{date}న {graha} {sign}లో వక్రిస్తాడు; {length} ఇదే నడకలో ఉండి {date2}న ఋజుగతికి వస్తాడు, [కాబట్టి అప్పటి వరకు {short} విషయాల వేగం తగ్గి ఉంటుంది|అందుకే అప్పటి వరకు {short} విషయాల మీద మళ్లీ ఆలోచించాల్సి వస్తుంది].',
    '{date}న {graha} {sign}లో, మీ రాశి నుండి {house} భావంలో, వక్రిస్తాడు; {length} వక్రంలో ఉండి {date2}న ఋజుగతికి వస్తాడు: [అప్పటి వరకు {short} విషయాల్లో తొందరపడకండి|అప్పటి వరకు {short} విషయాల్లో పాత వ్యవహారాలు మళ్లీ తెరుచుకోవచ్చు].',
  ],
  stationDirect: [
    '{date}న {graha} {sign}లో ఋజుగతికి వస్తాడు, [{short} విషయాల్లో ఆగిన పనులు కదులుతాయి|దీనితో {short} విషయాల్లో ఆలస్యం తొలగుతుంది|కాబట్టి {short} విషయాల్లో మళ్లీ వేగం వస్తుంది].',
    '{date} నుండి {graha} {sign}లో మళ్లీ ముందుకు నడుస్తాడు, మీ రాశి నుండి {house} భావంలో: [{short} విషయాల్లో ఆగిన పనులు ముందుకు సాగుతాయి|{short} విషయాల్లో ఊరట దొరుకుతుంది|{short} విషయాల్లో చిక్కులు విడిపోవడం మొదలవుతుంది].',
    '{graha} వక్రగతి {date}న [ముగుస్తుంది|ఆగుతుంది], {sign}లో ఋజుగతికి వస్తాడు; మీ రాశి నుండి {house} భావంలో [ఉండటంతో|పడటంతో] {short} విషయాల్లో [చిక్కుకున్నవి విడిపోతాయి|వేగం తిరిగి వస్తుంది].',
    '[ఊరటనిచ్చే విషయం ఏమిటంటే|శుభవార్త ఏమిటంటే] {date}న {graha} {sign}లో ఋజుగతికి వస్తాడు, [{short} విషయాల్లో పనులు మళ్లీ సాగుతాయి|దీనితో {short} విషయాల్లో ఆలస్యం తగ్గుతుంది].',
  ],
  stayWhole: [
    '{graha} {whole} {sign}లో, మీ రాశి నుండి {house} భావంలో ఉంటాడు[, {short} విషయాల మీద అతని దృష్టి ఉంటుంది|].',
    '{whole} {graha} {sign}లో, మీ చంద్ర రాశి నుండి {house} భావంలో ఉంటాడు, [దాని ప్రభావం {short} విషయాల మీద ఉంటుంది|కాబట్టి {short} విషయాలు అతని ప్రభావంలో ఉంటాయి].',
    '{whole} {graha} [తన స్థానం నుండి కదలడు|ఒకే రాశిలో నిలిచి ఉంటాడు]: {sign}, అంటే మీ రాశి నుండి {house} భావంలో, [అక్కడి నుండి {short} విషయాల మీద ప్రభావం చూపుతాడు|{short} విషయాల మీద అతని ప్రభావం నిరంతరం ఉంటుంది].',
    '{sign}లో ఉన్న {graha} {whole} అక్కడే ఉంటాడు; మీ రాశి నుండి {house} భావంలో [ఉండటంతో|పడటంతో] {short} [విషయాల మీద అతని ప్రభావం కొనసాగుతుంది|విషయాలు అతని నీడలో ఉంటాయి].',
  ],
  staySince: [
    '{graha} {date} నుండి {sign}లో ఉన్నాడు, {date2} వరకు ఉంటాడు, మీ రాశి నుండి {house} భావంలో, కాబట్టి {whole} {short} విషయాల మీద అతని [ముద్ర|ప్రభావం] ఉంటుంది.',
    '{date} నుండి {sign}లో ఉన్న {graha} {date2} వరకు అక్కడే ఉంటాడు; మీ రాశి నుండి {house} భావంలో ఉండటంతో {whole} {short} విషయాల మీద అతని [భారం|ప్రభావం] ఉంటుంది.',
    '{date} నుండి {sign}లో సంచరిస్తున్న {graha} {date2} వరకు అక్కడే [నిలిచి ఉంటాడు|కొనసాగుతాడు], మీ రాశి నుండి {house} భావంలో; [{whole} {short} విషయాల మీద అతని ముద్ర ఉంటుంది|{whole} {short} విషయాలు అతని ప్రభావంలో ఉంటాయి].',
    '{sign}లో {graha} గోచారం {date}న [మొదలైంది|ఆరంభమైంది], {date2} వరకు సాగుతుంది; మీ రాశి నుండి {house} భావంలో ఉండటంతో [{whole} {short} విషయాల మీద దీని ప్రభావం కనిపిస్తుంది|{whole} {short} విషయాలు దీని పరిధిలో ఉంటాయి].',
  ],
  stayBrief: ['{graha} {sign}లో (మీ రాశి నుండి {house} భావంలో) {date2} వరకు', '{date2} వరకు {graha} మీ రాశి నుండి {house} భావంలో, {sign}లో', '{graha} {sign}లో {date2} వరకు, {short} విషయాల మీద దృష్టితో'],
  stayBriefLead: ['నెమ్మదిగా నడిచే గ్రహాల స్థితి [ఇలా ఉంటుంది|ఇది]: {list}.', '[వారమంతా మారనివి|వారమంతా పెద్ద గ్రహాలు ఇక్కడే ఉంటాయి]: {list}.'],
  stayLeaves: [
    '{date}న {graha} {sign} విడుస్తాడు, {date2} నుండి అక్కడ ఉన్నాడు, [{short} విషయాల నుండి అతని భారం తొలగుతుంది|దీనితో {short} విషయాల మీద ఒత్తిడి తగ్గుతుంది].',
    '{date2} నుండి {sign}లో సంచరిస్తున్న {graha} {date}న [ముందుకు సాగిపోతాడు|అక్కడి నుండి బయటపడతాడు], [కాబట్టి {short} విషయాల్లో ఊరట దొరుకుతుంది|{short} విషయాల భారం తేలికవుతుంది].',
    '{sign}లో {graha} [నివాసం|గోచారం] {date}న [పూర్తవుతుంది|ముగుస్తుంది], ఇది {date2} నుండి సాగుతోంది; [ఆ తర్వాత {short} విషయాల మీద నుండి అతని భారం దిగుతుంది|అప్పుడు {short} విషయాల్లో కాస్త వెసులుబాటు వస్తుంది].',
  ],
  stayEnters: [
    '{date}న {graha} {sign}లో [ప్రవేశిస్తాడు|అడుగుపెడతాడు], {length} అక్కడే ఉంటాడు, మీ రాశి నుండి {house} భావంలో, [ఇది {short} విషయాల స్థానం|దీనితో {short} విషయాల మీద దృష్టి పెరుగుతుంది]',
    '{date} నుండి {length} {graha} {sign}లో, మీ చంద్ర రాశి నుండి {house} భావంలో ఉంటాడు, [{short} విషయాలు అతని ప్రభావంలో ఉంటాయి|దీని ప్రభావం {short} విషయాల మీద పడుతుంది]',
    '[ఆ తర్వాత|పిమ్మట] {date}న {graha} {sign}లోకి [వెళ్తాడు|చేరుకుంటాడు], {length} [అక్కడే ఉంటాడు|అక్కడే నిలుస్తాడు]; మీ రాశి నుండి {house} భావంలో [ఉండటంతో|పడటంతో] {short} విషయాల మీద [అతని ప్రభావం ఉంటుంది|దృష్టి పెరుగుతుంది]',
    '{date} నుండి {length} {graha} {sign}లో ఉంటాడు, ఇది మీ రాశి నుండి {house} భావం, [అక్కడి నుండి {short} విషయాల మీద ప్రభావం చూపుతాడు|కాబట్టి {short} విషయాలు అతని నీడలో ఉంటాయి]',
  ],
  stayReturns: [
    '{date}న {graha} వక్రగతిలో {sign}లోకి తిరిగి వచ్చి {length} అక్కడే ఉంటాడు; [{short} విషయాల్లో రెండో విడత నడుస్తుంది|{short} విషయాల మీద రెండోసారి దృష్టి పడుతుంది]',
    '{graha} {date}న వక్రించి మళ్లీ {sign}లోకి [వస్తాడు|తిరిగి వస్తాడు], {length}, [దీనితో {short} విషయాల్లో మిగిలిపోయినవి మళ్లీ తెరుచుకుంటాయి|కాబట్టి {short} విషయాల లెక్కలు మళ్లీ తెరుచుకుంటాయి]',
  ],
  stayReturnsDirect: [
    '{date}న {graha} ఋజుగతిలో మళ్లీ {sign}లోకి వచ్చి {length} అక్కడే ఉంటాడు; [{short} విషయాల్లో రెండో విడత నడుస్తుంది|{short} విషయాల మీద రెండోసారి దృష్టి పడుతుంది]',
    '{graha} {date}న ముందుకు నడుస్తూ [తిరిగి వచ్చి|మళ్లీ చేరి] {sign}లో {length} ఉంటాడు, [దీనితో {short} విషయాల్లో మిగిలిపోయినవి మళ్లీ తెరుచుకుంటాయి|కాబట్టి {short} విషయాల లెక్కలు మళ్లీ తెరుచుకుంటాయి]',
  ],
  stayStation: ['{date}న {turns}', '{date}న అతని నడక మారి {turns}'],
  // The graha's own Ashtakavarga bindus in that sign: by the bindus and by the transit's own result.
  bindus: {
    strongGood: [
      'మీ అష్టకవర్గులో (జన్మ జాతకం నుండి ప్రతి రాశికి దక్కే బలం లెక్క) {sign}లో {graha} గ్రహానికి 8కి {bindus} బిందువులు ఉన్నాయి, కాబట్టి [దీని శుభ ఫలితం పూర్తిగా దక్కుతుంది|దీని సహాయం పూర్తిగా అందుతుంది].',
      'అష్టకవర్గులో {sign}లో {graha} గ్రహానికి 8కి {bindus} బిందువులు దక్కాయి, [ఇది మంచి లెక్క|ఇది నిండైన బలం], కాబట్టి [దీని ఫలితం పూర్తిగా దక్కుతుంది|దీని సహాయంలో లోటు ఉండదు].',
      '{sign}లో {graha} గ్రహానికి 8కి {bindus} బిందువులు ఉండటం మీ జన్మ జాతకం [ఈ గోచారానికి పూర్తిగా తోడుగా ఉందని|ఈ గోచారానికి గట్టిగా అండగా ఉందని] చెబుతుంది.',
    ],
    strongHard: [
      'మీ అష్టకవర్గులో (జన్మ జాతకం నుండి ప్రతి రాశికి దక్కే బలం లెక్క) {sign}లో {graha} గ్రహానికి 8కి {bindus} బిందువులు ఉన్నాయి, [కాబట్టి దీని ఒత్తిడి తేలికగా ఉంటుంది|దీనితో దీని కాఠిన్యం కొంత తగ్గుతుంది].',
      'అష్టకవర్గులో {sign}లో {graha} గ్రహానికి 8కి {bindus} బిందువులు దక్కాయి, [ఇవి ఈ కష్ట గోచారాన్ని మెత్తబరుస్తాయి|దీనితో దీని ముల్లు మొద్దుబారుతుంది].',
      '{sign}లో {graha} గ్రహానికి 8కి {bindus} బిందువులు ఉండటం [ఒత్తిడి భావాన్ని బట్టి కనిపించేంత బరువుగా ఉండదని|మీ జాతకం దీని కాఠిన్యాన్ని తట్టుకుంటుందని] చెబుతుంది.',
    ],
    middling: [
      'మీ అష్టకవర్గులో (జన్మ జాతకం నుండి ప్రతి రాశికి దక్కే బలం లెక్క) {sign}లో {graha} గ్రహానికి 8కి 4 బిందువులు ఉన్నాయి, అంటే సగటు: [ఈ బిందువులు ఫలితాన్ని పెంచవు, తగ్గించవు|ఫలితం ఉన్నది ఉన్నట్టే ఉంటుంది].',
      'అష్టకవర్గులో {sign}లో {graha} గ్రహానికి 8కి 4 బిందువులు దక్కాయి, [అంటే మధ్యస్థ స్థితి|అంటే సమబలం], కాబట్టి [గోచారం భావాన్ని బట్టే ఫలితం ఇస్తుంది|ఫలితాన్ని భావాన్ని బట్టే చూడండి].',
    ],
    weakGood: [
      'మీ అష్టకవర్గులో (జన్మ జాతకం నుండి ప్రతి రాశికి దక్కే బలం లెక్క) {sign}లో {graha} గ్రహానికి 8కి కేవలం {bindus} బిందువులు ఉన్నాయి, కాబట్టి [దీని శుభ ఫలితం పాక్షికంగానే దక్కుతుంది|దీని సహాయం నిజమైనదే అయినా పరిమితం].',
      'అష్టకవర్గులో {sign}లో {graha} గ్రహానికి 8కి కేవలం {bindus} బిందువులే దక్కాయి, కాబట్టి [ఈ సహాయం మీద పూర్తిగా ఆధారపడకండి|మీ శ్రమతో దీన్ని పూరించండి].',
      '{sign}లో {graha} గ్రహానికి 8కి కేవలం {bindus} బిందువులు ఉండటం [ఈ శుభ గోచారం బలహీనమైన నేల మీద ఉందని|దీని ఫలితం ఆశించిన దానికంటే చిన్నదిగా ఉంటుందని] చెబుతుంది.',
    ],
    weakHard: [
      'మీ అష్టకవర్గులో (జన్మ జాతకం నుండి ప్రతి రాశికి దక్కే బలం లెక్క) {sign}లో {graha} గ్రహానికి 8కి కేవలం {bindus} బిందువులు ఉన్నాయి, కాబట్టి [దీని ఒత్తిడి ఎక్కువగా తెలుస్తుంది|దీని భారం మామూలు కంటే ఎక్కువగా ఉంటుంది].',
      'అష్టకవర్గులో {sign}లో {graha} గ్రహానికి 8కి కేవలం {bindus} బిందువులే దక్కాయి, [కాబట్టి దీని హెచ్చరికను పూర్తి గంభీరంగా తీసుకోండి|దీనితో ఈ కష్ట గోచారం మరింత పదునెక్కుతుంది].',
      '{sign}లో {graha} గ్రహానికి 8కి కేవలం {bindus} బిందువులు ఉండటం [మీ జాతకం ఇక్కడ పెద్దగా అండ ఇవ్వదని|ఈ ఒత్తిడిని జాగ్రత్తగా తట్టుకోవాలని] చెబుతుంది.',
    ],
  },

  effectFrame: [
    '{effect}', 'శాస్త్రం ప్రకారం {effect}', 'గోచార ఫలం ప్రకారం {effect}', 'సంప్రదాయం చెప్పేదేమిటంటే {effect}', 'గోచార నియమం ఇది: {effect}',
    '[పూర్వాచార్యుల|జ్యోతిష గ్రంథాల] మాట ఇది: {effect}', 'జ్యోతిష సంప్రదాయంలో {effect}', 'గోచార ఫలాల దృష్ట్యా {effect}', 'అనుభవం చెప్పేదేమిటంటే {effect}',
    'చంద్ర రాశి నుండి లెక్కిస్తే {effect}', '[ప్రాచీన|శాస్త్రీయ] గోచార నియమాల ప్రకారం {effect}', '{effect}, అని [శాస్త్రం చెబుతుంది|ఆచార్యుల అభిప్రాయం|గోచార శాస్త్రం చెబుతుంది]',
    '{effect}; [ఇది గోచారపు పాత నియమం|గోచారానికి చెప్పిన ఫలం ఇదే]', 'ఫలిత జ్యోతిషం ప్రకారం {effect}', '[స్థూలంగా|సాధారణ నియమం ప్రకారం] {effect}', '[గుర్తుంచుకోండి|మరచిపోకండి], {effect}',
  ],
  sadeSati: {
    rising: [
      'ఏలినాటి శనిలో మొదటి దశ నడుస్తోంది, అంటే శని మీ రాశి నుండి పన్నెండవ భావంలో ఉన్నాడు; [ఖర్చులు తగ్గించండి, నిద్ర సరిపడా పోండి|పాతబడినవి వదిలేయండి, పొదుపు చేయండి].',
      'మీరు ఏలినాటి శని ఆరంభ దశలో ఉన్నారు, [కాబట్టి సాదాగా ఉండండి, బాగా నిద్రపోండి, ఆలోచించి ఖర్చు చేయండి|కాబట్టి {periodObl} ఖర్చు తక్కువ, విశ్రాంతి ఎక్కువ ఉంచండి].',
      '[శని మీ రాశి నుండి పన్నెండవ భావంలోకి వచ్చేశాడు|శని చంద్రుని నుండి పన్నెండవ భావంలో ఉన్నాడు], అంటే ఏలినాటి శని మొదటి దశ; [{periodObl} దుబారా మానుకోండి, నిద్ర సరిపడా పోండి|పాత భారాలు దించుకోండి, పొదుపు మీద దృష్టి పెట్టండి].',
    ],
    peak: [
      'ఏలినాటి శని తారస్థాయిలో ఉంది, శని మీ జన్మ రాశిలో ఉన్నాడు; [భారం తక్కువగా మోయండి, దినచర్య గట్టిగా పాటించండి|నెమ్మదిగా నడవండి, సాదాగా ఉండండి, రోజువారీ క్రమశిక్షణ వదలకండి].',
      'ఇది ఏలినాటి శని మధ్య దశ, శని మీ చంద్రుని మీద ఉన్నాడు, [కాబట్టి {periodObl} వాగ్దానాలు తక్కువ, నియమాలు గట్టిగా ఉంచండి|కాబట్టి మనశ్శాంతికే మొదటి స్థానం ఇవ్వండి].',
      '[శని మీ జన్మ రాశిలో ఉన్నాడు|శని మీ చంద్రుని మీదుగా సంచరిస్తున్నాడు], అంటే ఏలినాటి శనిలో అత్యంత బరువైన దశ; [{periodObl} మనశ్శాంతికి, ఆరోగ్యానికి మొదటి స్థానం ఇవ్వండి|ఓపిక, సాదాతనం, నియమమే అండ].',
    ],
    setting: [
      'ఏలినాటి శని చివరి దశ నడుస్తోంది, శని మీ రాశి నుండి రెండవ భావంలో ఉన్నాడు; [ఒత్తిడి తగ్గుతోంది, కానీ డబ్బు, మాటతీరులో ఇంకా జాగ్రత్త కావాలి|{periodObl} తేలికగా ఉంటుంది, అయినా మాటను, ధనాన్ని జాగ్రత్తగా చూసుకోండి].',
      'ఏలినాటి శని దిగుముఖంలో ఉంది, [అత్యంత బరువైన కాలం గడిచిపోయింది|మునుపటి కంటే తేలికైన కాలం], [ఇంటి డబ్బు విషయంలో చేయి బిగించి ఉంచండి చాలు|మధురంగా మాట్లాడండి, నియమంగా పొదుపు చేయండి చాలు].',
      '[శని ఇప్పుడు మీ రాశి నుండి రెండవ భావంలో ఉన్నాడు|శని చంద్రుని నుండి రెండవ భావానికి చేరుకున్నాడు], అంటే ఏలినాటి శని చివరి దశ; [{periodObl} మాటలో, ఇంటి డబ్బులో సంయమనం పాటించండి|బరువైన దశ గడిచిపోయింది, పొదుపు, మధురమైన మాట వదలకండి].',
    ],
  },
  monthHead: [
    '{month}: సూర్యుడు {sign}లో, మీ రాశి నుండి {house} భావంలో, {good} విషయాలకు [మంచిది|శుభప్రదం]',
    '{month} సూర్యుడు {sign}లో, మీ రాశి నుండి {house} భావంలో ఉంటాడు, [దీనితో {good} విషయాలకు బలం చేకూరుతుంది|ఇది {good} విషయాల్లో సహాయపడుతుంది]',
  ],
  monthHeadHard: [
    '{month}: సూర్యుడు {sign}లో, మీ రాశి నుండి {house} భావంలో, {hard} విషయాల్లో [జాగ్రత్త|సంయమనం] పాటించండి',
    '{month} సూర్యుడు {sign}లో, మీ రాశి నుండి {house} భావంలో ఉంటాడు, [కాబట్టి {hard} విషయాల మీద కన్నేసి ఉంచండి|అందుకే {hard} విషయాల్లో తొందరపడకండి]',
  ],
  monthEvent: ['{date}న {graha} {sign}లో {verb}', '{graha} {date}న {sign}లో {verb}'],
  monthDasha: ['{date} నుండి {graha} {level} మొదలవుతుంది', '{date}న {graha} {level} ఆరంభమవుతుంది'],
  monthTone: {
    bright: ['ముందుకు సాగే నెల', 'సంవత్సరంలోని మంచి నెలల్లో ఒకటి', 'చొరవ తీసుకోవడానికి మంచి నెల'],
    steady: ['నిలకడైన నెల', 'పని జరిగే, స్థిరమైన నెల', 'నిశ్శబ్దంగా తోడుండే నెల'],
    mixed: ['మిశ్రమ నెల, సమయం చూసి నడవండి', 'మిశ్రమంగా ఉంటుంది, కాబట్టి అవకాశం ఎంచుకుని నడవండి', 'మరీ సులువూ కాదు, మరీ కష్టమూ కాదు'],
    careful: ['ఈ నెల జాగ్రత్తగా నడవండి', 'ఈ నెల సంయమనంతో గడపండి', 'ఓపిక పట్టాల్సిన నెల'],
  },
  // A slice shorter than a month (the first or last few days of the span) is not a month: its days are counted.
  shortTone: {
    bright: ['{inDays} ముందుకు సాగండి', '{inDays} చొరవ తీసుకోండి'],
    steady: ['{inDays} నిరంతరంగా పని చేయండి', '{inDays} పని నిలకడగా సాగుతుంది'],
    mixed: ['{inDays} సమయం చూసి నడవండి', '{inDays} అవకాశం ఎంచుకుని నడవండి'],
    careful: ['{inDays} జాగ్రత్తగా నడవండి', '{inDays} సంయమనం పాటించండి'],
  },
  goodDays: [
    '{list} తేదీల్లో చంద్రుడు రోజంతా మీకు [శుభ భావంలో|అనుకూలంగా] ఉంటాడు[, కాబట్టి అడగాల్సినవి, సమావేశాలు, కొత్త ఆరంభాలు ఈ రోజుల్లోనే పెట్టుకోండి|: ముఖ్యమైన పనులు ఈ రోజుల్లోనే చేయండి]',
    '[ఈ కాలంలో|చంద్రుని ప్రకారం] మీకు అత్యుత్తమ రోజులు {list}, ఆ రోజుల్లో చంద్రుడు [ఉదయం నుండి రాత్రి వరకు|రోజంతా] [మంచి భావంలో|మీకు అనుకూల భావంలో] ఉంటాడు',
    '[క్యాలెండర్‌లో|డైరీలో] {list} తేదీలకు గుర్తు పెట్టుకోండి[, ఆ రోజుల్లో చంద్రుడు రోజంతా మీకు తోడుగా ఉంటాడు|: ఆ రోజుల్లో చంద్రుడు ఉదయం నుండి రాత్రి వరకు శుభ భావంలో ఉంటాడు|]',
    'ముఖ్యమైన [సంభాషణలు|సమావేశాలు], కొత్త పనులు {list} తేదీలకు [ఉంచండి|దాచి ఉంచండి]: ఆ రోజుల్లో చంద్రుడు [మీ రాశి నుండి మంచి భావంలో|మీకు అనుకూలంగా] ఉంటాడు',
    'చంద్రుని నడక చూస్తే {list} మీకు [అత్యంత స్పష్టమైన|అత్యంత తెరిచి ఉన్న] రోజులు, [పనులు సులువుగా జరిగే రోజులు|చేపట్టిన పని సులువుగా సాగే రోజులు]',
    '[ఈ కాలంలో|ఈ వ్యవధిలో] [ఎంచుకున్న|అత్యంత నమ్మదగిన] రోజులు {list}: [ఆ రోజుల్లో|ఆ తేదీల్లో] చంద్రుడు [రోజంతా|ఉదయం నుండి రాత్రి వరకు] మీ రాశి నుండి [శుభ|అనుకూల] భావంలో ఉంటాడు, [కాబట్టి ముఖ్యమైన పనులు వీటికే పెట్టుకోండి|అందుకే పెద్ద పనులు వీటికే ఉంచండి]',
    '[ఏదైనా దరఖాస్తు, ఒప్పందం లేదా కొత్త ఆరంభం ఉంటే|ఏదైనా ముఖ్యమైన పని కోసం] {list} [ఎంచుకోండి|చూడండి]: [ఆ రోజుల్లో|ఆ తేదీల్లో] చంద్రుడు రోజంతా [మీకు అనుకూలంగా|మీకు శుభ భావంలో] ఉంటాడు',
  ],
  chandrashtama: [
    'చంద్రాష్టమం, అంటే చంద్రుడు మీ రాశి నుండి ఎనిమిదవ భావంలో ఉండే సమయం, {windows}[, ఆ సమయంలో రోజువారీ పనులే చేయండి|, అప్పుడు రిస్కుతో కూడిన నిర్ణయాలు తీసుకోకండి|]',
    '{windows} [పనిభారం తేలికగా ఉంచండి|ప్రశాంతంగా ఉండండి|వ్యవహారాలు తేలికగా ఉంచండి], ఎందుకంటే అప్పుడు చంద్రుడు మీ జన్మ రాశి నుండి ఎనిమిదవ భావంలో (చంద్రాష్టమం) ఉంటాడు',
    '{windows} చంద్రుడు మీ రాశి నుండి ఎనిమిదవ భావంలో ఉంటాడు, దీన్ని చంద్రాష్టమం అంటారు; [ఆ గంటల్లో పెద్ద నిర్ణయాలు వాయిదా వేయండి|ఆ మధ్యలో వాదనలు, కొత్త ఆరంభాలు మానుకోండి|అప్పుడు ఆరోగ్యం, ప్రయాణాల్లో ప్రత్యేక జాగ్రత్త పాటించండి]',
    '[జాగ్రత్త సమయం|కాస్త ఆగాల్సిన సమయం|నెమ్మదిగా నడవాల్సిన సమయం] {windows}, అప్పుడు చంద్రాష్టమం ఉంటుంది, అంటే చంద్రుడు మీ జన్మ రాశి నుండి ఎనిమిదవ భావంలో ఉంటాడు',
    '[ఈ దశలోని|ఈ కాలంలోని] [సున్నితమైన|బలహీనమైన] ఘడియలు చంద్రాష్టమానివి, {windows}; [ఆ మధ్యలో కొత్త పనులు, పెద్ద ఖర్చులు వాయిదా వేయండి|అప్పుడు విశ్రాంతి, రోజువారీ పనులే సరైనవి|అప్పుడు మనసు ప్రశాంతంగా ఉంచుకుని వివాదాలకు దూరంగా ఉండండి]',
    'చంద్రుడు మీ రాశి నుండి ఎనిమిదవ భావం మీదుగా వెళ్లే సమయంలో, అంటే {windows}, [పెద్ద నిర్ణయాలు|రిస్కు పనులు|కొత్త ఆరంభాలు] [చేయకండి|వాయిదా వేయండి|మరో రోజుకు ఉంచండి]',
    '{windows} సమయం చంద్రాష్టమానిది, [కాబట్టి|అందుకే] [ఆ సమయంలో|అప్పుడు] [ముఖ్యమైన పనులు ముందే ముగించుకోండి|కొత్త బాధ్యతలు తీసుకోకండి|దూర ప్రయాణాలకు, రిస్కుకు దూరంగా ఉండండి]',
    '[డైరీలో|క్యాలెండర్‌లో] {windows} ఎదురుగా [జాగ్రత్త అని రాసుకోండి|చంద్రాష్టమం అని రాసుకోండి|జాగ్రత్త గుర్తు పెట్టుకోండి]: [అప్పుడు చంద్రుడు మీ రాశి నుండి ఎనిమిదవ భావంలో ఉంటాడు|ఆ మధ్యలో చంద్రుడు ఎనిమిదవ భావం మీదుగా వెళ్తాడు]',
  ],
} as const;

function stayEffect(ctx: TeCtx, s: StayFact): string {
  const h = s.houseFromMoon;
  const table = s.graha === 'Jupiter' ? JUPITER_GOCHARA_TE : s.graha === 'Saturn' ? SATURN_GOCHARA_TE : NODE_AXIS_TE;
  return sayTe(ctx, SPAN_POOLS.effectFrame, { effect: table[h]! });
}

/** 'మీ అష్టకవర్గులో … 8కి 5 బిందువులు…': how much the Ashtakavarga raises or lowers the transit's result (judgement/classics.ts), when the birth time is known. */
function binduSentence(ctx: TeCtx, s: StayFact): string | null {
  if (s.bindus === null) return null;
  const band = binduBand(s.bindus);
  const good = isGocharaGood(s.graha, s.houseFromMoon);
  const pool = band === 'middling' ? SPAN_POOLS.bindus.middling : band === 'strong' ? (good ? SPAN_POOLS.bindus.strongGood : SPAN_POOLS.bindus.strongHard) : good ? SPAN_POOLS.bindus.weakGood : SPAN_POOLS.bindus.weakHard;
  return sayTe(ctx, pool, { graha: grahaStemTe(s.graha), sign: SIGNS_TE[s.sign]!, bindus: String(s.bindus) });
}

/** How long, as an adverb: '5 వారాల పాటు', '4 నెలల పాటు', 'సుమారు 2 సంవత్సరాల పాటు'. */
export function lengthTe(from: string, to: string): string {
  const days = daysBetween(from, to);
  if (days < 14) return `${days} రోజుల పాటు`;
  if (days < 63) return `${Math.round(days / 7)} వారాల పాటు`;
  if (days < 700) return `${Math.round(days / 30.44)} నెలల పాటు`;
  return `సుమారు ${Math.round(days / 365.25)} సంవత్సరాల పాటు`;
}

function leftBefore(ctx: TeCtx, s: StayFact): string | null {
  const stays = ctx.facts.sky.stays[s.graha] ?? [];
  const i = stays.findIndex((x) => x.entered?.atMs === s.entered?.atMs);
  return i > 0 ? stays[i - 1]!.entered?.date ?? null : null;
}

function lead(ctx: TeCtx, l: LeadEvent, obl: string): string {
  const { pen, names } = ctx;
  if (l.key === 'stay') {
    const s = l.stay;
    const slots = { obl, graha: names.graha(s.graha), sign: SIGNS_TE[s.sign]!, house: bhava(s.houseFromMoon), short: pen.pick(HOUSE_SHORT_TE[s.houseFromMoon]!) };
    if (s.returning && s.entered) {
      const left = leftBefore(ctx, s);
      const [withLeft, bare] = s.enteredRetrograde ? [SPAN_POOLS.leadReturn, SPAN_POOLS.leadReturnBare] : [SPAN_POOLS.leadReturnDirect, SPAN_POOLS.leadReturnDirectBare];
      return left ? sayTe(ctx, withLeft, { ...slots, date: dayMonthYearTe(s.entered.date), date2: dayMonthYearTe(left) }) : sayTe(ctx, bare, { ...slots, date: dayMonthYearTe(s.entered.date) });
    }
    return sayTe(ctx, SPAN_POOLS.leadIngress, { ...slots, date: dayMonthYearTe(s.entered!.date) });
  }
  if (l.key === 'dasha-change') return sayTe(ctx, SPAN_POOLS.leadDasha, { obl, level: levelTe(l.level), graha: grahaStemTe(l.lord), date: dayMonthYearTe(l.start) });
  const e = l.event;
  return sayTe(ctx, SPAN_POOLS.leadStation, { obl, date: dayMonthYearTe(e.date), graha: names.graha(e.graha), turns: e.retrograde ? TURNS_TE.retrograde : TURNS_TE.direct, sign: SIGNS_TE[e.toSign]!, house: bhava(e.houseFromMoon), short: pen.pick(HOUSE_SHORT_TE[e.houseFromMoon]!) });
}

function eventSentence(ctx: TeCtx, e: TransitEventFact): string {
  const { pen, names } = ctx;
  const slots = { graha: names.graha(e.graha), sign: SIGNS_TE[e.toSign]!, date: dayMonthTe(e.date), house: bhava(e.houseFromMoon), good: pen.pick(HOUSE_GOOD_TE[e.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_TE[e.houseFromMoon]!), short: pen.pick(HOUSE_SHORT_TE[e.houseFromMoon]!) };
  if (e.kind === 'station' && e.retrograde && e.directAt) return sayTe(ctx, SPAN_POOLS.stationRetroSpell, { ...slots, length: lengthTe(e.date, e.directAt.date), date2: dayMonthTe(e.directAt.date) });
  if (e.kind === 'station') return sayTe(ctx, e.retrograde ? SPAN_POOLS.stationRetro : SPAN_POOLS.stationDirect, slots);
  if (e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu') return sayTe(ctx, SPAN_POOLS.ingressBack, slots);
  return sayTe(ctx, isGocharaGood(e.graha, e.houseFromMoon) ? SPAN_POOLS.ingress : SPAN_POOLS.ingressHard, slots);
}

function staySentences(ctx: TeCtx, b: B<'slow-weather'>): string[] {
  const { pen, names, facts } = ctx;
  const p = PERIOD[facts.readingType] ?? ANY_PERIOD;
  const out: string[] = [];
  if (facts.readingType === 'weekly') {
    const items = b.stays.filter((s) => s.coversPeriod && s.left).map((s) => pen.fill(pen.pick(SPAN_POOLS.stayBrief), { graha: names.graha(s.graha), sign: SIGNS_TE[s.sign]!, house: bhava(s.houseFromMoon), date2: dayMonthYearTe(s.left!.date), short: pen.pick(HOUSE_SHORT_TE[s.houseFromMoon]!) }, false));
    if (items.length) out.push(sayTe(ctx, SPAN_POOLS.stayBriefLead, { list: items.join('; ') }));
    if (b.sadeSati) out.push(sayTe(ctx, SPAN_POOLS.sadeSati[b.sadeSati], { periodObl: p.obl }));
    return out;
  }
  for (const g of ['Saturn', 'Jupiter', 'Rahu'] as Graha[]) {
    const stays = b.stays.filter((s) => s.graha === g);
    if (!stays.length) continue;
    const [first, ...rest] = stays;
    const slots = (s: StayFact) => ({ graha: names.graha(g), sign: SIGNS_TE[s.sign]!, house: bhava(s.houseFromMoon), whole: p.whole, short: pen.pick(HOUSE_SHORT_TE[s.houseFromMoon]!) });
    if (first!.coversPeriod) {
      out.push(first!.entered && first!.left
        ? sayTe(ctx, SPAN_POOLS.staySince, { ...slots(first!), date: dayMonthYearTe(first!.entered.date), date2: dayMonthYearTe(first!.left.date) })
        : sayTe(ctx, SPAN_POOLS.stayWhole, slots(first!)));
      out.push(stayEffect(ctx, first!));
      const footing = binduSentence(ctx, first!);
      if (footing) out.push(footing);
    } else if (first!.left && first!.entered && first!.entered.atMs < facts.period.startMs) {
      out.push(sayTe(ctx, SPAN_POOLS.stayLeaves, { graha: names.graha(g), sign: SIGNS_TE[first!.sign]!, date: dayMonthYearTe(first!.left.date), date2: dayMonthYearTe(first!.entered.date), short: pen.pick(HOUSE_SHORT_TE[first!.houseFromMoon]!) }));
    } else {
      rest.unshift(first!);
    }
    for (const s of rest) {
      if (!s.entered) continue;
      const length = s.left ? lengthTe(s.entered.date, s.left.date) : 'ఈ కాలం ముగిసే వరకు';
      const clauses: Clause[] = [[!s.returning ? SPAN_POOLS.stayEnters : s.enteredRetrograde ? SPAN_POOLS.stayReturns : SPAN_POOLS.stayReturnsDirect, { ...slots(s), date: dayMonthYearTe(s.entered.date), length }]];
      for (const st of s.stations.filter((x) => x.atMs >= facts.period.startMs && x.atMs < facts.period.endMs)) {
        clauses.push([SPAN_POOLS.stayStation, { turns: st.turns === 'retrograde' ? TURNS_TE.retrograde : TURNS_TE.direct, date: dayMonthYearTe(st.date) }]);
      }
      out.push(compoundTe(ctx, clauses, ['; ']));
      if (!s.returning) out.push(stayEffect(ctx, s));
      const footing = s.returning ? null : binduSentence(ctx, s);
      if (footing) out.push(footing);
    }
  }
  if (b.sadeSati) out.push(sayTe(ctx, SPAN_POOLS.sadeSati[b.sadeSati], { periodObl: p.obl }));
  return out;
}

/** Chandrashtama windows: '30 నవంబర్ ఉదయం 9:42 నుండి 2 డిసెంబర్ ఉదయం 11:10 వరకు'. */
function windowLabel(start: string, end: string): string {
  const part = (s: string) => (s === 'start' || s === 'end' ? null : `${dayMonthTe(s.slice(0, 10))} ${timeTe(s.slice(11))}`);
  const a = part(start);
  const b = part(end);
  if (a && b) return `${a} నుండి ${b} వరకు`;
  if (a) return `${a} నుండి ఈ కాలం ముగిసే వరకు`;
  if (b) return `${b} వరకు`;
  return 'ఈ కాలమంతా';
}

const DAY_COUNT_TE = ['', 'ఒక', 'రెండు', 'మూడు', 'నాలుగు', 'ఐదు', 'ఆరు', 'ఏడు', 'ఎనిమిది', 'తొమ్మిది'];

/** 'ఈ రోజు', 'ఈ మూడు రోజుల్లో', 'ఈ 12 రోజుల్లో'. */
function inDaysTe(n: number): string {
  return n === 1 ? 'ఆ రోజు' : `ఈ ${DAY_COUNT_TE[n] ?? String(n)} రోజుల్లో`;
}

export const spanWriters: Pick<BlockWriters<NamesTe>, 'span-opening' | 'week-days' | 'fast-events' | 'slow-weather' | 'month-days' | 'months'> = {
  'span-opening': (b, ctx) => {
    const { facts } = ctx;
    const p = PERIOD[b.type] ?? ANY_PERIOD;
    const pool = { bright: SPAN_POOLS.openBright, steady: SPAN_POOLS.openSteady, mixed: SPAN_POOLS.openMixed, careful: SPAN_POOLS.openCareful }[b.tone];
    const parts = [greetThen(ctx, SPAN_POOLS.greeting, facts.person.firstName, pool, { span: spanLabelTe(b.start, b.end), periodObl: p.obl })];
    for (const l of b.lead) parts.push(lead(ctx, l, p.obl));
    return { text: parts.join(' '), join: 'paragraph' };
  },

  'week-days': (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.days.map((d) => {
      const slots = {
        day: dayLabelTe(d.date, d.weekday), sign: SIGNS_TE[d.sign]!, house: bhava(d.houseFromMoon), nak: names.nakshatra(d.nakshatra), tara: TARAS_TE[d.tara - 1]!.name,
        good: pen.pick(HOUSE_GOOD_TE[d.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_TE[d.houseFromMoon]!),
      };
      const clauses: Clause[] = [[d.good ? SPAN_POOLS.day : SPAN_POOLS.dayHard, slots]];
      if (d.other && d.until) clauses.push([SPAN_POOLS.dayLeaves, { time: timeTe(d.until), sign2: SIGNS_TE[d.other.sign]!, house2: bhava(d.other.houseFromMoon) }]);
      if (d.other && d.from) clauses.push([SPAN_POOLS.dayArrives, { time: timeTe(d.from), sign: SIGNS_TE[d.sign]!, sign2: SIGNS_TE[d.other.sign]!, house2: bhava(d.other.houseFromMoon) }]);
      if (d.chandrashtama) clauses.push([SPAN_POOLS.dayChandrashtama, {}]);
      if (!d.good) clauses.push([SPAN_POOLS.dayStarFavours, { nak: nakshatraTe(d.nakshatra), favours: pen.pick(NATURE_LORE_TE[d.nature].favours) }]);
      if (d.observance && !(d.barsBeginnings && d.observance.key === 'amavasya')) clauses.push([SPAN_POOLS.dayObservance, { obs: observanceTe(d.observance, SIGNS_TE) }]);
      if (d.barsBeginnings) clauses.push(d.tithi === 30 ? [SPAN_POOLS.dayAmavasya, {}] : [SPAN_POOLS.dayRikta, { tithi: `${pakshaTe(d.tithi)} ${tithiTe(d.tithi)}`.trim() }]);
      if (d.rahu) clauses.push([SPAN_POOLS.dayRahu, { rahu: rangeTe(d.rahu.start, d.rahu.end) }]);
      return compoundTe(ctx, clauses, ['; ']);
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
    if (b.good.length) clauses.push([SPAN_POOLS.goodDays, { list: listTe(b.good.slice(0, 8).map(dayMonthTe)) }]);
    const windows = b.chandrashtama.map((w) => windowLabel(w.start, w.end));
    if (windows.length) clauses.push([SPAN_POOLS.chandrashtama, { windows: listTe(windows) }]);
    return clauses.length ? { text: compoundTe(ctx, clauses, ['. ']), join: 'paragraph' } : null;
  },

  months: (b, ctx) => {
    const { pen, names } = ctx;
    const lines = b.months.map((m) => {
      const good = isGocharaGood('Sun', m.sunHouseFromMoon);
      const clauses: Clause[] = [[good ? SPAN_POOLS.monthHead : SPAN_POOLS.monthHeadHard, {
        month: spanLabelTe(m.start, m.end), sign: SIGNS_TE[m.sunSign]!, house: bhava(m.sunHouseFromMoon),
        good: pen.pick(HOUSE_GOOD_TE[m.sunHouseFromMoon]!), hard: pen.pick(HOUSE_HARD_TE[m.sunHouseFromMoon]!),
      }]];
      for (const e of m.events.slice(0, 3)) {
        const verb = e.kind === 'station' ? (e.retrograde ? TURNS_TE.retrograde : TURNS_TE.direct) : e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu' ? 'వక్రగతిలో తిరిగి వస్తాడు' : 'ప్రవేశిస్తాడు';
        clauses.push([SPAN_POOLS.monthEvent, { graha: names.graha(e.graha), verb, sign: SIGNS_TE[e.toSign]!, date: dayMonthTe(e.date) }]);
      }
      for (const c of m.dashaChanges) clauses.push([SPAN_POOLS.monthDasha, { level: levelTe(c.level), graha: grahaStemTe(c.lord), date: dayMonthTe(c.start) }]);
      const days = daysBetween(m.start, m.end) + 1;
      // A slice shorter than a month is named as its days: 'ఈ మూడు రోజుల్లో', never 'నెల'.
      clauses.push(days < 28 ? [SPAN_POOLS.shortTone[m.tone], { inDays: inDaysTe(days) }] : [SPAN_POOLS.monthTone[m.tone], {}]);
      return compoundTe(ctx, clauses, ['; ']);
    });
    return { text: lines.join('\n'), join: 'paragraph' };
  },
};
