/**
 * Telugu wording of the daily blocks. Times come from the block as 'HH:MM' and are said the way a
 * Telugu panchangam says them ("మధ్యాహ్నం 1:05"); the sentences are Telugu's own, not the English
 * ones in Telugu words: the Moon "stays" in a sign (చంద్రుడు … రాశిలో ఉంటాడు), a house is "from
 * your sign" (మీ రాశి నుండి పదవ భావంలో), and the reader is told what to do in the polite
 * imperative (చేయండి), which is the same for every reader.
 */
import { VARA_LORDS, tithiGroup } from '../../judgement/classics';
import type { BlockWriters } from '../locale';
import {
  COLOUR_TE, HOUSE_GOOD_TE, HOUSE_HARD_TE, HOUSE_SHORT_TE, MOON_OVER_TE, NAKSHATRA_DEITY_TE, NATURE_LORE_TE, TARAS_TE, TARA_ADVICE_TE, TITHI_GROUP_TE,
  VARA_FAVOURS_TE, YOGAS_TE, observanceTe, pakshaTe, tithiTe,
} from './lore';
import type { Clause, NamesTe, TeCtx } from './names';
import { placeTe } from './place-names';
import { SIGNS_TE, bhava, clauseTe, compoundTe, dayLabelTe, grahaOfTe, grahaTe, listTe, nakshatraTe, rangeTe, sayTe, tidyTe, timeTe, weekdayTe } from './names';

export const DAY_POOLS = {
  // A greeting carries its own stop: one ending in a comma runs on into the day's verdict, one ending in ! or . stands alone.
  // Greetings are the ones every reader uses, whatever their faith: no devotional salutations.
  greeting: [
    '[నమస్కారం|నమస్తే] {name} గారూ,', '{name} గారూ, [నమస్కారం|నమస్తే],', '[ప్రియమైన|గౌరవనీయులైన] {name} గారూ,', '{name} గారూ,',
    '{name} గారికి [నమస్కారం|నమస్సులు]!',
    '{name} గారూ, [నమస్కారం|నమస్తే], మీ రోజు [శుభంగా|ఆనందంగా|చక్కగా] [గడవాలి|సాగాలి]!',
    '[నమస్కారం|నమస్తే] {name} గారూ, [ఈ రోజు|మీ ఈ రోజు] [రాశిఫలం|పంచాంగ ఫలితం] [ఇదిగో|మీ ముందు ఉంది|సిద్ధంగా ఉంది].',
    '[నమస్కారం |నమస్తే |]{name} గారూ, [ఈ రోజు|ఈ దినం] [గ్రహ నక్షత్రాల|గ్రహాల, నక్షత్రాల] [తీరు|స్థితి] [ఇలా ఉంది|ఒకసారి చూద్దాం].',
    '[నమస్కారం|నమస్తే] {name} గారూ, మీరు [క్షేమంగా|కుటుంబంతో సహా క్షేమంగా|ఆరోగ్యంగా, సంతోషంగా] ఉన్నారని ఆశిస్తున్నాము.',
    '[నమస్కారం |నమస్తే |]{name} గారూ, [ఈ రోజు|నేడు] [గ్రహాలు|గ్రహ నక్షత్రాలు] మీకు ఏమి చెబుతున్నాయో [చూద్దాం|చూడండి].',
  ],
  openingBright: [
    '{day} మీకు [అనుకూలమైన రోజు|శుభప్రదమైన రోజు|మంచి రోజు][, దీన్ని పూర్తిగా ఉపయోగించుకోండి|, ముఖ్యమైన పనులు ఈ రోజే పెట్టుకోండి|]',
    '{day} [గ్రహాలు|గ్రహబలం] మీకు [తోడుగా ఉన్నాయి|అండగా నిలుస్తున్నాయి], [కాబట్టి ధైర్యంగా ముందుకు సాగండి|ఆ తోడు మీకు స్పష్టంగా తెలుస్తుంది]',
    '{day} ఈ [నెలలోని|పక్షంలోని] [మంచి|వెలుగైన] రోజుల్లో ఒకటి[, దీన్ని వృథా పోనివ్వకండి|]',
    '{day} [సహాయం ఎక్కువగా, అడ్డంకులు తక్కువగా ఉన్నాయి|అనుకూల అంశాలదే పైచేయి], [ఏది మొదలుపెట్టినా మనసు లగ్నమవుతుంది|చొరవ తీసుకోవడానికి ఇది మంచి అవకాశం]',
    '{day} త్రాసు స్పష్టంగా మీ వైపు మొగ్గింది[, కాబట్టి ముఖ్యమైన పనులు ఈ రోజే ముగించండి|, అందుకే పెద్ద పనులు కూడా చేపట్టవచ్చు|]',
  ],
  openingSteady: [
    '{day} [ఫరవాలేదనిపించే|నిలకడైన|నమ్మదగిన] రోజు, [త్రాసు కాస్త మీ వైపు మొగ్గింది|అడ్డంకి కంటే అండే ఎక్కువ]',
    '{day} [తేలికపాటి|నెమ్మదైనా గట్టి] అండ దొరుకుతోంది[, మంచి ఘడియలు గమనించుకుంటే చాలు|, రోజువారీ పనులు చక్కగా పూర్తవుతాయి]',
    '{day} [పని చేసుకునే రోజు|గట్టి పని చేసుకునే రోజు]: [కొన్ని ఘడియలు జాగ్రత్తగా చూసుకోండి, మిగతా రోజు తోడుగా ఉంటుంది|నెమ్మదిగా నడిస్తే అన్నీ సర్దుకుంటాయి]',
    '{day} అడ్డంకి కంటే అండ [కొంచెం|కాస్త] ఎక్కువ, [కాబట్టి రోజువారీ పనులు నిస్సంకోచంగా ముందుకు తీసుకెళ్లండి|పని సాగుతుంది, తొందరపడకండి చాలు]',
  ],
  openingMixed: [
    '{day} [మిశ్రమ ఫలితాల రోజు|రెండు రంగుల రోజు]: [కొన్ని ఘడియలు బాగుంటాయి, కొన్ని నెమ్మదిగా|సహాయమూ ఉంది, అడ్డంకీ ఉంది], కాబట్టి [సమయం ఎంచుకోవడమే ముఖ్యం|కింద ఇచ్చిన సమయాలు తప్పక చూడండి]',
    '{day} [త్రాసు సమానంగా ఉంది|గ్రహాల త్రాసు మధ్యలో ఉంది], [కాబట్టి ప్రతి పనికీ సమయం ఆలోచించి ఎంచుకోండి|సరైన ఘడియే తేడా చూపిస్తుంది]',
    '{day} [ఒక చేత్తో ఇచ్చి మరో చేత్తో అడిగే రోజు|సగం మీకు తోడుగా, సగం పరీక్షగా ఉండే రోజు]: [సరైన సమయంలో చేసే పనే ఫలిస్తుంది|ఘడియ చూసి నడవడమే తెలివి]',
    '{day} [మంచి ఘడియలూ నెమ్మది ఘడియలూ కలిసి నడుస్తాయి|తోడూ దొరుకుతుంది, అడ్డంకీ వస్తుంది], [కాబట్టి ఏమి చేయాలనే దానికంటే ఎప్పుడు చేయాలనేది ముఖ్యం|అందుకే కింద ఇచ్చిన సమయం ఉపయోగపడుతుంది]',
  ],
  openingCareful: [
    '{day} [జాగ్రత్తగా నడవాల్సిన రోజు|సంయమనం పాటించాల్సిన రోజు]: [పెద్ద అడుగులు ప్రస్తుతానికి ఆపండి|రిస్కు పనులు వాయిదా వేయండి]',
    '{day} [గ్రహాలు మీకు పెద్దగా తోడుగా లేవు|త్రాసు జాగ్రత్త వైపు మొగ్గింది], [కాబట్టి ఉన్నదాన్ని కాపాడుకోండి|కాబట్టి నెమ్మదిగా నడవండి, మాటలు తక్కువగా ఇవ్వండి]',
    '{day} [నెమ్మదిగా, ప్రశాంతంగా గడపాల్సిన రోజు|విశ్రాంతిగా గడపదగిన రోజు]: [పాత పనులు పూర్తి చేయండి, కొత్తవి మొదలుపెట్టకండి|తక్కువ మాట్లాడండి, ఎక్కువ వినండి]',
    '{day} [కాపాడుకునే రోజు, విస్తరించే రోజు కాదు|పొదుపు చేసే రోజు, పందెం కాసే రోజు కాదు]: [తొందరపాటు వద్దు|కొత్త వాగ్దానాలు వద్దు], [దినచర్యకు కట్టుబడి ఉండండి|చేతిలోని పనులు పూర్తి చేయండి]',
  ],
  mainAll: [
    'చంద్రుడు [రోజంతా|ఉదయం నుండి రాత్రి వరకు] {sign}లో ఉంటాడు, ఇది మీ జన్మ రాశి నుండి {house} భావం; [ఈ స్థితి|ఇది] {good} విషయాలకు [శుభప్రదం|అనుకూలం]',
    '[రోజంతా|పగలూ రాత్రీ] చంద్రుడు {sign}లో, మీ రాశి నుండి {house} భావంలో [ఉంటాడు|సంచరిస్తాడు], [దీనివల్ల|అందువల్ల] {good} విషయాలకు [బలం చేకూరుతుంది|అండ దొరుకుతుంది]',
  ],
  mainAllHard: [
    'చంద్రుడు [రోజంతా|ఉదయం నుండి రాత్రి వరకు] {sign}లో ఉంటాడు, ఇది మీ జన్మ రాశి నుండి {house} భావం; [శాస్త్రం ఇక్కడ {hard} విషయాల్లో జాగ్రత్త చెబుతుంది|ఈ స్థితిలో {hard} విషయాల్లో జాగ్రత్త అవసరం]',
    '[రోజంతా|పగలూ రాత్రీ] చంద్రుడు {sign}లో, మీ రాశి నుండి {house} భావంలో ఉంటాడు, [కాబట్టి|అందుకే] {hard} విషయాల మీద [దృష్టి పెట్టండి|ఓ కన్నేసి ఉంచండి]',
  ],
  mainMost: [
    'రోజులో [ఎక్కువ|చాలా] భాగం చంద్రుడు {sign}లో గడుపుతాడు, ఇది మీ రాశి నుండి {house} భావం: {good} విషయాలకు [మంచిది|శుభప్రదం]',
    '[మెలకువగా ఉండే సమయంలో ఎక్కువ భాగం|పగటి గంటల్లో చాలా వరకు] చంద్రుడు {sign}లో, మీ రాశి నుండి {house} భావంలో ఉంటాడు, [దీనివల్ల {good} విషయాలకు బలం చేకూరుతుంది|ఇది {good} విషయాలకు అనుకూలం]',
  ],
  mainMostHard: [
    'రోజులో [ఎక్కువ|చాలా] భాగం చంద్రుడు {sign}లో గడుపుతాడు, ఇది మీ రాశి నుండి {house} భావం: {hard} విషయాల్లో జాగ్రత్త పాటించండి',
    '[మెలకువగా ఉండే సమయంలో ఎక్కువ భాగం|పగటి గంటల్లో చాలా వరకు] చంద్రుడు {sign}లో, మీ రాశి నుండి {house} భావంలో ఉంటాడు, [కాబట్టి {hard} విషయాల మీద దృష్టి పెట్టండి|అందుకే {hard} విషయాల్లో తొందరపడకండి]',
  ],
  mainPart: [
    '[ఈ రోజు చంద్రుడు రాశి మారుతాడు|ఈ రోజు చంద్రుని రాశి మార్పు ఉంది], రోజులో [ఎక్కువ|పెద్ద] భాగం {sign}లో గడుపుతాడు, ఇది మీ రాశి నుండి {house} భావం',
    '[|ఈ రోజు ]చంద్రుడు రాశి మారడం వల్ల రోజు [రెండు భాగాలుగా|రెండు రంగులుగా] చీలింది; [ఎక్కువ|పెద్ద] భాగం చంద్రుడు {sign}లోనే ఉంటాడు, ఇది మీ రాశి నుండి {house} భావం',
    'ఈ రోజు చంద్రుని రాశి మారుతుంది, కానీ [మెలకువ గంటల్లో|రోజులో] [ఎక్కువ|పెద్ద] భాగం {sign}లోనే గడుస్తుంది, [ఇది మీ రాశి నుండి {house} భావం|అంటే మీ రాశి నుండి {house} భావం]',
    '[ఈ రోజు|ఈ దినం] చాలా గంటలు చంద్రుడు {sign}లో [గడుపుతాడు|ఉంటాడు], మీ రాశి నుండి {house} భావంలో, [అయితే|అయినప్పటికీ] రోజులోనే రాశి మారుతుంది',
    '[రాశి మారినా|రాశి మార్పు ఉన్న రోజైనా] చంద్రుని [ముఖ్య|అసలు] ప్రభావం {sign} నుండే వస్తుంది, ఇది మీ రాశి నుండి {house} భావం, [ఎందుకంటే రోజులో ఎక్కువ భాగం అక్కడే గడుస్తుంది|ఎందుకంటే చాలా గంటలు అక్కడే గడుస్తాయి]',
  ],
  fromLagna: [
    'లగ్నం నుండి లెక్కిస్తే చంద్రుడు మీ {house} భావంలో ఉన్నాడు, అంటే {short} విషయాలు',
    'మీ జాతకంలో లగ్నం నుండి ఈ రాశి {house} భావం అవుతుంది, [కాబట్టి|అందుకే] రోజు {short} విషయాల చుట్టూ తిరుగుతుంది',
    '[జన్మ లగ్నం నుండి|లగ్నం ప్రకారం] చంద్రుడు {house} భావాన్ని [మేల్కొలుపుతాడు|స్పృశిస్తాడు], [దీనివల్ల|అందువల్ల] {short} విషయాలు ముందుకు వస్తాయి',
  ],
  // Always run on from the lagna clause after a semicolon, so the day's festival is said once and inside a sentence of the reader's own.
  observanceToday: [
    'ఈ రోజు {obs} కూడా[, దాని ప్రభావం రోజంతా ఉంటుంది|]', '[పంచాంగం ప్రకారం|క్యాలెండర్‌లో] ఈ రోజు {obs}', 'అలాగే ఈ రోజు {obs}',
    '[దానికి తోడు|ఇది కాక] ఈ రోజు {obs} కూడా', '[ఇది కూడా గుర్తుంచుకోండి,|గమనించండి,] ఈ రోజు {obs}', 'ఈ రోజు {obs} కావడంతో రోజంతా [పూజాపునస్కారాల|భక్తి, నియమాల] వాతావరణం ఉంటుంది',
  ],
  startsThenEnters: [
    'చంద్రుడు రోజును {sign}లో [మొదలుపెడతాడు|ఆరంభిస్తాడు], ఇది మీ రాశి నుండి {house} భావం, {time}కి {sign2}లో [ప్రవేశిస్తాడు|అడుగుపెడతాడు], ఇది మీ {house2} భావం',
    '{time} వరకు చంద్రుడు {sign}లో, మీ రాశి నుండి {house} భావంలో [ఉంటాడు|సంచరిస్తాడు]; [ఆ తర్వాత|అటు పిమ్మట] {sign2}లోకి, {house2} భావంలోకి [వస్తాడు|ప్రవేశిస్తాడు]',
    '{time}కి చంద్రుడు {sign} వదిలి {sign2}లోకి [ప్రవేశిస్తాడు|అడుగుపెడతాడు], [అంటే|అనగా] మీ రాశి నుండి {house} భావం నుండి {house2} భావంలోకి',
    'ఈ రోజు చంద్రుడు [రాశి మారుతాడు|రాశి మార్పు చేస్తాడు]: {time} వరకు {sign}లో [ఉంటాడు|సంచరిస్తాడు], ఇది మీ రాశి నుండి {house} భావం, ఆ తర్వాత {sign2}లో, ఇది {house2} భావం',
    '{time} చంద్రుడు రాశి మారే సమయం: [అంతకు ముందు|అప్పటి వరకు] {sign}లో, మీ {house} భావంలో, [తర్వాత|అప్పటి నుండి] {sign2}లో, మీ {house2} భావంలో ఉంటాడు',
    '[పంచాంగం ప్రకారం|పంచాంగం చూస్తే] చంద్రుడు {time} వరకు {sign}లో ఉంటాడు, ఇది మీ రాశి నుండి {house} భావం, [ఆ తర్వాత|పిమ్మట] {sign2}లోకి [ప్రవేశిస్తాడు|వెళ్తాడు], [అంటే మీ {house2} భావంలోకి|ఇది మీ రాశి నుండి {house2} భావం]',
  ],
  enterLate: ['{time}కి చంద్రుడు {sign}లోకి, మీ రాశి నుండి {house} భావంలోకి వచ్చి మిగతా రోజంతా అక్కడే ఉంటాడు.'],
  // What the Moon's second sign of the day brings, after the sentence that names it.
  stretchGood: [
    '[ఆ గంటలు|తర్వాతి గంటలు] {good} విషయాలకు [బాగుంటాయి|శుభప్రదం|అనుకూలం]',
    '[ఆ తర్వాతి సమయం|అప్పటి నుండి రోజు] {good} విషయాలకు [తెరుచుకుంటుంది|అనుకూలం|మంచిది]',
    '{sign2}లో చంద్రుడు {good} విషయాల్లో [సహాయపడతాడు|తోడుగా ఉంటాడు]',
  ],
  stretchHard: [
    '[ఆ గంటల్లో|ఆ సమయంలో|తర్వాతి గంటల్లో] {hard} విషయాల్లో జాగ్రత్త పాటించండి',
    '[ఆ తర్వాత|అప్పటి నుండి|రాశి మారిన తర్వాత] {hard} విషయాల మీద [దృష్టి పెట్టండి|సంయమనం పాటించండి|ఓ కన్నేసి ఉంచండి]',
  ],
  // The same, for a day the Moon keeps one sign.
  allGood: ['[రోజంతా|పూర్తి రోజు] {good} విషయాలకు [బాగుంటుంది|అనుకూలంగా ఉంటుంది]', '[రోజంతా|ఉదయం నుండి రాత్రి వరకు] {good} విషయాలకు [అండ|బలం] దొరుకుతుంది'],
  allHard: ['[రోజంతా|పూర్తి రోజు] {hard} విషయాల్లో జాగ్రత్త పాటించండి', '[రోజంతా|ఉదయం నుండి రాత్రి వరకు] {hard} విషయాల మీద [ఓ కన్నేసి ఉంచండి|దృష్టి పెట్టండి]'],
  chandrashtama: [
    'ఇది మీకు చంద్రాష్టమం, అంటే చంద్రుడు మీ రాశి నుండి ఎనిమిదవ భావంలో ఉన్నాడు; ఆ సమయంలో [రోజువారీ పనులే చేయండి|అవసరమైన పనులు మాత్రమే చేయండి], రిస్కు నిర్ణయాలు, దూర ప్రయాణాలు వాయిదా వేయండి.',
    '[శాస్త్రం దీన్ని చంద్రాష్టమం అంటుంది|దీన్ని చంద్రాష్టమం అంటారు], జన్మ రాశి నుండి ఎనిమిదవ చంద్రుడు; ఇది ఉన్నంతసేపు [కొత్త పనులు|కొత్త బాధ్యతలు], వాదనలు [వాయిదా వేయండి|మానుకోండి].',
    'మీ రాశి నుండి ఎనిమిదవ భావంలో చంద్రుడు ఉంటే అది చంద్రాష్టమం, [అందుకే ఆ గంటల్లో|కాబట్టి ఆ సమయంలో] [మనసును ప్రశాంతంగా ఉంచుకుని వివాదాలకు దూరంగా ఉండండి|పెద్ద లావాదేవీలు, ప్రయాణాలు వాయిదా వేయండి].',
    'చంద్రుడు ఎనిమిదవ భావంలో ఉన్నంతసేపు చంద్రాష్టమం ఉంటుంది, [కాబట్టి|అందుకే] [కొత్త ఆరంభాలకు బదులు పాత పనులు ముగించండి|రిస్కుకు దూరంగా ఉండి ఆరోగ్యం జాగ్రత్తగా చూసుకోండి].',
  ],
  overOccupant: [
    'ఈ రోజు చంద్రుడు {sign} మీదుగా వెళ్తాడు, మీ జన్మ జాతకంలో {list} ఉన్న రాశి ఇదే; [అందుకే ఆ గ్రహ కారకత్వాలు ఈ రోజు మేల్కొంటాయి|ఆ గ్రహ కారకత్వాలు ఈ రోజు ముందుకు వస్తాయి|ఆ గ్రహ కారకత్వాలకు సంబంధించిన వ్యవహారాలు ఈ రోజు మనసులో మెదులుతాయి].',
    'ఈ రోజు చంద్రుడు {sign}లో [ఉంటాడు|సంచరిస్తాడు], [మీ జన్మ సమయంలో|మీరు పుట్టినప్పుడు] {list} ఉన్న రాశి అదే, [కాబట్టి ఆ గ్రహ కారకత్వాలు ఈ రోజు మనసులో ఉంటాయి|అందుకే ఆ గ్రహ కారకత్వాలు ఈ రోజు పైకి వస్తాయి|అందుకే ఆ విషయాలు ఈ రోజు కొత్తగా కదులుతాయి].',
    '[మీ జాతకంలో|జన్మ జాతకంలో] {list} ఉన్న {sign} మీదుగా ఈ రోజు చంద్రుడు [సంచరిస్తాడు|వెళ్తాడు]: [ఆ గ్రహ కారకత్వాలు ఈ రోజు మేల్కొంటాయి|ఆ గ్రహ విషయాలు ఈ రోజు ముందుకు వస్తాయి|ఆ గ్రహ విషయాలు ఈ రోజు మనసును తాకుతాయి].',
    '{sign} మీదుగా చంద్రుని సంచారం మీ జన్మ జాతకంలో {list} ఉన్న స్థానాన్ని [మేల్కొలుపుతుంది|చురుకుగా మారుస్తుంది|స్పృశిస్తుంది], [అందుకే|కాబట్టి] ఆ గ్రహ కారకత్వాలు [ఈ రోజు దృష్టి కోరతాయి|ఈ రోజు ముందుకు వస్తాయి].',
  ],
  oneSign: [
    'ఈ రోజు చంద్రుడు రోజంతా ఒకే రాశిలో ఉంటాడు, కాబట్టి రోజు [తీరు|రంగు] ఒకేలా ఉంటుంది',
    '[ఉదయం నుండి రాత్రి వరకు|రోజంతా] రాశి మారదు, [కాబట్టి ఉదయం ఉన్న మనసే సాయంత్రం వరకు ఉంటుంది|అందుకే రోజు ఒకే శ్రుతిలో సాగుతుంది]',
    'చంద్రుడు ఈ రోజు [రాశి మారడు|ఒకే రాశిలో నిలిచి ఉంటాడు], [కాబట్టి|అందుకే] రోజు [స్వభావం|మూడ్] [మొదటి నుండి చివరి వరకు|ఉదయం నుండి రాత్రి వరకు] ఒకేలా ఉంటుంది',
    'ఈ రోజు చంద్రుని రాశి మార్పు లేదు, [అందుకే|కాబట్టి] రోజు నడక [ఒకేలా సాగుతుంది|మారదు]',
  ],
  conjunction: [
    '{time}కి చంద్రుడు సరిగ్గా మీ జన్మ జాతకంలోని {bareOf} మీదుగా వెళ్తాడు, ఆ గ్రహం మీ {house} భావంలో ఉంది: {over}.',
    '[సుమారు|దాదాపు] {time}కి చంద్రుడు మీ {house} భావంలోని {bareOf} స్థానాన్ని తాకుతాడు, [అందుకే|కాబట్టి] {over}.',
    '{time} [ప్రాంతంలో|సమీపంలో] చంద్రుడు, మీ జన్మ {bare} ఒకే అంశలో ఉంటారు, [{house} భావంలో|మీ {house} భావంలో]; [అందుకే|కాబట్టి] {over}.',
  ],
  starUntil: [
    '{end} వరకు చంద్రుడు {nak} నక్షత్రంలో ఉంటాడు, ఇది మీ జన్మ నక్షత్రం నుండి {tara} తార ({meaning}): {advice}',
    '[నక్షత్రం విషయానికొస్తే|చంద్రుని నక్షత్రం] {end} వరకు {nak}; మీకు ఇది {tara} తార, [అంటే {meaning}|{meaning}], {advice}',
    '{nak} నక్షత్రం {end} వరకు [ఉంటుంది|నడుస్తుంది], ఇది మీకు {tara} తార, కాబట్టి {advice}',
    '[మీ జన్మ నక్షత్రం నుండి లెక్కిస్తే|తారాబలం ప్రకారం] {end} వరకు ఉండే {nak} మీకు {tara} తార, [అంటే|అనగా] {meaning}: {advice}',
    'చంద్రుడు {end} వరకు {nak}లో [ఉంటాడు|సంచరిస్తాడు], [తారాబలం లెక్కలో|మీ తారాబలం లెక్కలో] ఇది {tara} తార [అవుతుంది|వస్తుంది]: {advice}',
  ],
  starAll: [
    'ఈ రోజు రోజంతా చంద్రుడు {nak} నక్షత్రంలో ఉంటాడు, ఇది మీ జన్మ నక్షత్రం నుండి {tara} తార ({meaning}): {advice}',
    '[నక్షత్రం విషయానికొస్తే|ఈ రోజు నక్షత్రం] రోజంతా {nak}; మీకు ఇది {tara} తార, అంటే {meaning}, {advice}',
    '[మీ జన్మ నక్షత్రం నుండి లెక్కిస్తే|తారాబలం ప్రకారం] రోజంతా ఉండే {nak} నక్షత్రం మీకు {tara} తార, [అంటే|అనగా] {meaning}: {advice}',
  ],
  starThen: [
    '{start} నుండి {nak} నక్షత్రం [మొదలవుతుంది|ప్రారంభమవుతుంది], ఇది మీకు {tara} తార ({meaning}).',
    '{start}కి చంద్రుడు {nak} నక్షత్రంలోకి వస్తాడు, ఇది మీ {tara} తార ({meaning}).',
    '[ఆ తర్వాత|పిమ్మట] {start}కి {nak} [నక్షత్రం మొదలవుతుంది|ఆరంభమవుతుంది], [ఇది మీ జన్మ నక్షత్రం నుండి|ఇది మీకు] {tara} తార, అంటే {meaning}.',
    '{start} తర్వాత {nak} నక్షత్రం [వస్తుంది|నడుస్తుంది], [ఇది మీకు|మీ లెక్కలో ఇది] {tara} తార ({meaning}).',
    '{start} నుండి నక్షత్రం {nak}గా మారుతుంది, [మీకు|మీ జాతకం ప్రకారం] {tara} తార, [అంటే|అనగా] {meaning}.',
  ],
  nature: [
    '{nak} {gloss} స్వభావం గల నక్షత్రం, {favours} వంటివాటికి [మంచిది|తగినది|అనుకూలం], దీని [దేవత|అధిదేవత] {deity}',
    '{gloss} నక్షత్రం కావడం వల్ల {nak} {favours} వంటివాటిలో [తోడ్పడుతుంది|సహాయపడుతుంది]; దీని [అధిదేవత|దేవత] {deity}',
    '[|పంచాంగం ప్రకారం ]{deity} అధిదేవతగా గల ఈ {gloss} నక్షత్రంలో {favours} వంటివాటికి [సమయం బాగుంటుంది|ఘడియ అనుకూలిస్తుంది]',
    '{nak} స్వభావం {gloss}; ఇది {favours} వంటివాటికి [మంచిదని|అనుకూలమని] చెబుతారు, దీని [దేవత|అధిదేవత] {deity}',
    'శాస్త్రాల్లో {nak} {gloss} నక్షత్రంగా [చెప్పబడింది|పరిగణించబడుతుంది], దీని దేవత {deity}; [ఇలాంటి నక్షత్రంలో|ఇందులో] {favours} వంటి పనులు [బాగా జరుగుతాయి|శుభ ఫలితం ఇస్తాయి]',
    '{nak} [అధిదేవత|దేవత] {deity}, [దీని స్వభావం|దీని ప్రకృతి] {gloss}, [అందుకే|కాబట్టి] {favours} వంటివాటికి [ఇది మంచిది|ఇది అనుకూలం]',
    '[నక్షత్ర స్వభావాల ప్రకారం|స్వభావరీత్యా] {nak} {gloss} [వర్గానికి చెందుతుంది|నక్షత్రం], [ఇది {favours} వంటివాటికి మంచిదని అంటారు|{favours} వంటివాటిలో దీని తోడు దొరుకుతుంది]; [దీని దేవత|దీని అధిదేవత] {deity}',
    '{favours} వంటివాటికి {nak} [మంచి|అనుకూలమైన|తగిన] నక్షత్రం: స్వభావంలో {gloss}, [దేవత|అధిదేవత] {deity}',
  ],
  starLord: [
    '{nak} నక్షత్రానికి అధిపతి {graha}, ఆ గ్రహం మీ జాతకంలో {house} భావంలో ఉంది, అందుకే రోజు {short} విషయాలతో [ముడిపడుతుంది|ముడిపడి ఉంటుంది].',
    'నక్షత్రాధిపతి {graha} జన్మతః మీ {house} భావంలో ఉన్నాడు: [రోజు మొగ్గు|ఈ రోజు దృష్టి] {short} విషయాల వైపు ఉంటుంది.',
    '{nak} అధిపతి {graha} మీ {house} భావంలో ఉన్నాడు, [కాబట్టి|అందుకే] ఈ రోజు {short} విషయాలు [కదులుతాయి|ముందుకు వస్తాయి].',
    '{graha} {nak} నక్షత్రానికి అధిపతి, మీ జాతకంలో {house} భావంలో [కొలువై ఉన్నాడు|ఉన్నాడు], [కాబట్టి రోజు విషయాలు {short} వరకు చేరతాయి|అందుకే {short} విషయంలో ఏదో ఒక వ్యవహారం ఈ రోజు కదలవచ్చు].',
  ],
  tithiUntil: [
    '{end} వరకు {paksha} {tithi} తిథి, తర్వాత {tithi2}, ఇది {gloss} తిథి, {favours} వంటివాటికి [మంచిదని|తగినదని] చెబుతారు',
    'తిథి {end} వరకు {paksha} {tithi}, ఆ తర్వాత {tithi2} [వస్తుంది|మొదలవుతుంది], ఇది {favours} వంటివాటిలో [తోడ్పడే|శుభమిచ్చే] {gloss} తిథి',
    '{paksha} {tithi} {end} వరకు [ఉంటుంది|నడుస్తుంది]; [తర్వాత|ఆ పిమ్మట] {tithi2} [వస్తుంది|మొదలవుతుంది], ఇది {gloss} [తిథి|తిథుల్లో ఒకటి], {favours} వంటివాటికి [శుభప్రదం|అనుకూలం]',
    '[తిథి విషయానికొస్తే|చాంద్రమాన తిథి ప్రకారం] {end} వరకు {paksha} {tithi}, [తర్వాత|ఆ పిమ్మట] {tithi2}, [{gloss} తిథి కావడంతో ఇది {favours} వంటివాటిలో తోడ్పడుతుంది|ఒక {gloss} తిథి, {favours} వంటివాటికి మంచిది]',
    '{end}కి {paksha} {tithi} [పూర్తవుతుంది|ముగుస్తుంది], {tithi2} [మొదలవుతుంది|ఆరంభమవుతుంది]: {gloss} తిథి, [{favours} వంటివాటికి మంచిది|{favours} వంటివాటిలో సహాయకారి]',
  ],
  tithiAll: [
    'ఈ రోజు రోజంతా {paksha} {tithi} తిథి, ఇది {gloss} తిథి, {favours} వంటివాటికి [మంచిది|తగినది]',
    'రోజంతా {paksha} {tithi} ఉంటుంది, ఇది {favours} వంటివాటిలో [తోడ్పడే|శుభమిచ్చే] {gloss} తిథి',
    '[తిథి విషయానికొస్తే|చాంద్రమాన తిథి ప్రకారం] [రోజంతా|పూర్తి రోజు] {paksha} {tithi}, ఇది {gloss} [తిథి|తిథుల్లో ఒకటి], {favours} వంటివాటికి [శుభప్రదం|అనుకూలం]',
    '{paksha} {tithi} [ఈ రోజు రోజంతా|సూర్యోదయం నుండి రాత్రి వరకు] [ఉంటుంది|నడుస్తుంది]: {gloss} తిథి, [{favours} వంటివాటికి మంచిది|{favours} వంటివాటిలో సహాయకారి]',
  ],
  yogaGood: [
    'సూర్యోదయ సమయంలో {yoga} యోగం ఉంది, [ఇది శుభ యోగాల్లో ఒకటి|ఇది కొత్త ఆరంభాలకు మంచిది|ఇది పనులకు మంచి ఆరంభం ఇస్తుంది]',
    '[ఉదయం|సూర్యోదయానికి] {yoga} యోగం [నడుస్తోంది|ఉంది], [శుభకార్యాలకు అనుకూలం|ఇది పనులకు మంచి ఆరంభం ఇస్తుంది|పంచాంగాలు దీన్ని శుభంగా పరిగణిస్తాయి]',
    'ఈ రోజు యోగం {yoga}, [ఒక శుభ యోగం|మంచి యోగాల్లో ఒకటి], [కాబట్టి ఉదయం ఆరంభం బాగుంటుంది|అందుకే ఉదయపు పనులు చక్కగా సాగుతాయి|ఇందులో మొదలుపెట్టిన పని ఫలిస్తుంది]',
    '{yoga} యోగం [ఉదయం మీకు తోడుగా ఉంటుంది|ఉదయాన్ని శుభప్రదం చేస్తుంది][, కాబట్టి ముఖ్యమైన పనులు త్వరగా మొదలుపెట్టండి|, అందుకే రోజు మంచి ఘడియలో మొదలవుతుంది|]',
    '[పంచాంగ యోగం|సూర్యోదయ యోగం] {yoga}, ఇది [శుభప్రదమైనదిగా|అనుకూలమైనదిగా] [పరిగణించబడుతుంది|లెక్కించబడుతుంది][, కొత్త ఆరంభాలకు తోడ్పడుతుంది|]',
    '[కొత్త పని ఆరంభానికి|ఏదైనా మంచి పనికి] ఉదయపు {yoga} యోగం [అనుకూలం|సహాయకారి|శుభప్రదం]',
  ],
  /** A kind yoga on a Rikta tithi or Amavasya: the tithi still rules out beginnings. */
  yogaGoodTithiBars: [
    'సూర్యోదయ యోగం {yoga} శుభమైనదే, కానీ [ఈ తిథిలో|ఈ రోజు తిథిలో] కొత్త పనులు మొదలుపెట్టరు',
    '[ఉదయం|సూర్యోదయానికి] {yoga} యోగం [శుభప్రదం|బాగుంది], అయినా తిథి [కొత్త ఆరంభాన్ని మరో రోజుకు వాయిదా వేయమంటుంది|కారణంగా ఈ రోజు కొత్త పని మొదలుపెట్టకండి]',
  ],
  yogaHard: [
    'సూర్యోదయ సమయంలో {yoga} యోగం ఉంది, ఇందులో [శుభారంభాలు|కొత్త పనులు|పెద్ద ఆరంభాలు] వాయిదా వేయమని పంచాంగాలు చెబుతాయి',
    '[ఉదయం|సూర్యోదయానికి] {yoga} యోగం ఉంది, [కాబట్టి ముఖ్యమైన ఆరంభాలు తర్వాతికి ఉంచండి|ఇది పెద్ద పనుల ఆరంభానికి తగదు|ఇది శుభకార్యాలకు నిషిద్ధమని చెబుతారు]',
    'ఈ రోజు యోగం {yoga}, [ఇది కష్ట యోగాల్లో ఒకటి|దీన్ని శుభంగా పరిగణించరు], [కాబట్టి ఉదయం కొత్త ఆరంభాలు వద్దు|అందుకే ఉదయపు పెద్ద నిర్ణయాలు వాయిదా వేయండి|కాబట్టి ముఖ్యమైన పనులు పొద్దెక్కాక చేయండి]',
    '{yoga} యోగంలో [కొత్త పని మొదలుపెట్టడం|శుభారంభం చేయడం] [మంచిది కాదని చెబుతారు|మానుకుంటారు], [సూర్యోదయానికి ఇదే యోగం ఉంది|ఈ రోజు ఉదయం ఇదే యోగం నడుస్తోంది]',
    '[పంచాంగ యోగం|సూర్యోదయ యోగం] {yoga}, [ఇది అశుభ యోగాల్లో ఒకటి|పంచాంగాలు దీన్ని శుభంగా పరిగణించవు][, కాబట్టి ముఖ్యమైన ఆరంభాలు కాస్త వాయిదా వేయండి|, అందుకే ఉదయం తొందరపడకండి|]',
    'ఉదయపు {yoga} యోగం దృష్ట్యా [పెద్ద ఆరంభాలు|కొత్త ఒప్పందాలు|శుభకార్యాలు] [కాసేపు వాయిదా వేయండి|పొద్దెక్కే వరకు ఆపండి]',
  ],
  vishti: [
    'కరణం విష్టి (భద్ర), ఇందులో శుభకార్యాలు [చేయరు|వాయిదా వేస్తారు|నిషిద్ధం]',
    'భద్ర [ఉంది|నడుస్తోంది], కాబట్టి [పూజ లేదా ఏదైనా శుభకార్యం|శుభకార్యాలు] [మరో ఘడియలో చేయండి|భద్ర ముగిశాక పెట్టుకోండి]',
    'ఈ రోజు [విష్టి కరణం, అంటే భద్ర,|భద్ర (విష్టి కరణం)] ఉంది, [ఇది శుభకార్యాలకు అశుభమని చెబుతారు|ఇందులో కొత్త ఆరంభాలు మానుకుంటారు|ఇందులో శుభకార్యాలు వాయిదా వేయడమే మంచిది]',
    'సూర్యోదయ సమయంలో విష్టి కరణం (భద్ర) [నడుస్తోంది|ఉంది], [కాబట్టి|అందుకే] [గృహప్రవేశం వంటి ముహూర్తపు పనులు|శుభకార్యాలు] [వాయిదా వేయండి|తర్వాతికి ఉంచండి]',
    '[పంచాంగంలో|కరణం ప్రకారం] భద్ర [ఉంది|పడుతోంది], [భద్రలో శుభకార్యాలు చేయరు|కాబట్టి శుభకార్యాలకు ఈ ఘడియ తగదు|కాబట్టి శుభారంభానికి మరో ఘడియ ఎంచుకోండి]',
  ],
  varaStrong: [
    'మీ జాతకంలో {graha} [బలంగా ఉన్నాడు|మంచి స్థితిలో ఉన్నాడు], కాబట్టి ఈ రోజు వారాధిపతి మీకు తోడుగా ఉన్నాడు',
    '{graha} మీ జాతకంలో బలవంతుడు, కాబట్టి {weekday} సాధారణంగా మీకు బాగుంటుంది',
    '{graha} మీ జాతకంలో [బలవంతుడు|బలంగా ఉన్నాడు], [అందుకే|కాబట్టి] వారాధిపతి తోడు మీకు [ఈ రోజు కూడా|ఈ రోజు] దొరుకుతుంది',
    '[జన్మ జాతకంలో|మీ జాతకంలో] {graha} [మంచి స్థితిలో|బలంగా] ఉండటం వల్ల {weekday} మీకు [అనుకూలంగా|సహాయకారిగా] ఉంటుంది',
  ],
  varaWeak: [
    'మీ జాతకంలో {graha} [బలహీనంగా ఉన్నాడు|ఒత్తిడిలో ఉన్నాడు], కాబట్టి {weekday} మీద ఎక్కువ ఆశలు పెట్టుకోకండి',
    '{graha} మీ జాతకంలో బలహీనుడు, కాబట్టి {weekday} పనిభారం తేలికగా ఉంచుకోండి',
    '{graha} మీ జాతకంలో [బలహీనుడు|అణిగి ఉన్నాడు], [అందుకే|కాబట్టి] {weekday} [పెద్ద నిర్ణయాలు వాయిదా వేయండి|భారమైన పనులు చేపట్టకండి]',
    '[జన్మ జాతకంలో|మీ జాతకంలో] {graha} [బలహీనత|బలహీన స్థితి] వల్ల {weekday} మీకు [కాస్త నెమ్మదిగా|తక్కువ సహాయకారిగా] ఉంటుంది',
  ],
  vara: [
    '{weekday} [అధిపతి|వారాధిపతి] {graha}, ఆ గ్రహం మీ {house} భావంలో ఉంది, అంటే {short} స్థానం: {favours} వంటివాటికి [మంచి రోజు|రోజు బాగుంది]',
    'ఈ రోజు వారాధిపతి {graha} జన్మతః మీ {house} భావంలో ఉన్నాడు, [దీనివల్ల రోజు {short} విషయాలతో ముడిపడుతుంది|కాబట్టి రోజు {short} విషయాలను తాకుతుంది], {weekday} {favours} వంటివాటికి [మంచిది|అనుకూలం]',
  ],
  // A second fast or festival of the day (the first is named in the opening).
  observance: [
    'ఈ రోజు {obs} [కూడా|]; [మీరు పాటిస్తే|సంప్రదాయం ప్రకారం] [ఉపవాసం, దీపం, చిన్న పూజతో|సాయంత్రం ఒక దీపం, ప్రార్థనతో] జరుపుకోండి.',
    '{obs} కూడా ఈ రోజే; [చిన్న పూజ లేదా సాదా ఉపవాసం|సాయంత్రం దీపారాధన] [దీనికి తగినది|దీన్ని జరుపుకునే పాత పద్ధతి].',
    '[పంచాంగంలో|క్యాలెండర్‌లో] ఈ రోజు {obs} కూడా [ఉంది|నమోదై ఉంది], [దీన్ని|ఈ పర్వాన్ని] [సాదా ఉపవాసంతో లేదా ఒక దీపంతో|ఇంట్లో చిన్న పూజతో] జరుపుకోవచ్చు.',
  ],
  kaal: [
    '{place} సమయం ప్రకారం రాహుకాలం {rahu}, యమగండం {yama}, గుళిక కాలం {gulika}[, వీటిలో కొత్త పనులు మొదలుపెట్టకండి|]',
    '{place}లో రాహుకాలం ({rahu}), యమగండం ({yama}), గుళిక కాలం ({gulika}) [సమయాల్లో ముఖ్యమైన పని ఏదీ మొదలుపెట్టకండి|సమయాల్లో కొత్త ఆరంభాలు మానుకోండి]',
    '{place}లో [విడిచిపెట్టాల్సిన ఘడియలు|దూరంగా ఉండాల్సిన సమయం]: రాహుకాలం {rahu}, యమగండం {yama}, గుళిక కాలం {gulika}',
  ],
  // The day's good Gowri hours less Rahu kalam and Yamagandam (docs/decisions/048), read before leaving home.
  nallaNeram: [
    // Stated, not urged: on a day whose tithi holds new starts back the reading says so elsewhere.
    '[నేటి|ఈరోజు] శుభ సమయం (నల్ల నేరం) {nalla}[|, గౌరీ పంచాంగం ప్రకారం]',
    'గౌరీ పంచాంగం ప్రకారం [నేటి శుభ సమయం (నల్ల నేరం)|ఈరోజు శుభ సమయం (నల్ల నేరం)|శుభ సమయం (నల్ల నేరం)] {nalla}',
    '[బయలుదేరడానికి|రోజువారీ పనులకు|ప్రయాణం మొదలుపెట్టడానికి] [శుభ సమయం (నల్ల నేరం)|అనువైన శుభ సమయం (నల్ల నేరం)]: {nalla}',
    'మంచి ఘడియ చూసి [చేయాలంటే|బయలుదేరాలంటే], ఈరోజు శుభ సమయం (నల్ల నేరం) {nalla}',
    '[ఈరోజు|ఈ రోజున] గౌరీ పంచాంగంలోని శుభ సమయం (నల్ల నేరం) {nalla}[, రాహుకాలం, యమగండం మినహాయించి|]',
    '{nalla}: [ఇవే నేటి శుభ సమయం (నల్ల నేరం)|ఈరోజు శుభ సమయం (నల్ల నేరం) ఇదే]',
  ],
  abhijit: [
    'అభిజిత్ ముహూర్తం {abhijit}, [ముఖ్యమైన పని ఆరంభానికి ఇది రోజులో ఉత్తమ సమయం|ఏదైనా కీలక ఆరంభానికి దీన్ని ఎంచుకోండి|ఇది రోజులో అత్యంత శుభ ఘడియ]',
    '[ముఖ్యమైన సంతకం లేదా ఆరంభం కోసం|ఏదైనా కీలక పని ఉంటే|కొత్త పని మొదలుపెట్టాలంటే] అభిజిత్ ముహూర్తం, {abhijit}, [అత్యంత శుభప్రదం|ఎంచుకోండి|ఉత్తమం]',
    'రోజులో అత్యంత [శుభ|మంచి] ఘడియ అభిజిత్ ముహూర్తం, {abhijit}[, ముఖ్యమైన పనులు ఇందులోనే పెట్టుకోండి|, సూర్యుడు ఆకాశంలో అత్యంత ఎత్తులో ఉండే సమయం|]',
    '[ముఖ్యమైన ఫోన్, దరఖాస్తు లేదా సంతకం|ఏదైనా ముఖ్యమైన ఆరంభం|అత్యంత కీలకమైన పని] {abhijit} ఉండే సమయంలో [పెట్టుకోండి|చేయండి|ముగించండి], [ఇది అభిజిత్ ముహూర్తం|ఎందుకంటే అప్పుడు అభిజిత్ ముహూర్తం ఉంటుంది]',
    'మధ్యాహ్నం సమయంలో వచ్చే అభిజిత్ ముహూర్తం ({abhijit}) [ప్రతి శుభకార్యానికి|కొత్త ఆరంభాలకు|ఏ ముఖ్యమైన పనికైనా] [ఉత్తమం|అత్యుత్తమం|చాలా శుభప్రదం] [అని చెబుతారు|]',
    '[శుభ సమయం విషయానికొస్తే|మంచి ఘడియ కావాలంటే] అభిజిత్ ముహూర్తం {abhijit}[, దాన్ని ఉపయోగించుకోండి|, దాన్ని చేజార్చుకోకండి|]',
    '[పంచాంగాలు|శాస్త్రాలు] [మధ్యాహ్నపు|మధ్యాహ్న] అభిజిత్ ముహూర్తాన్ని, {abhijit}, [విజయాన్నిచ్చే|సఫలతనిచ్చే] ఘడియగా [పరిగణిస్తాయి|చెబుతాయి]',
  ],
  abhijitWednesday: [
    'బుధవారం అభిజిత్ ముహూర్తం ({abhijit}) [తీసుకోరు|పరిగణించరు], కాబట్టి [చంద్రుని మంచి గంటలు ఎంచుకోండి|సమయాన్ని చంద్రుని సంచారం బట్టి ఎంచుకోండి]',
    'అభిజిత్ ముహూర్తం ({abhijit}) బుధవారం [శుభంగా లెక్కించరు|విడిచిపెడతారు], [కాబట్టి|అందుకే] ముఖ్యమైన పనులు [చంద్రుని మంచి ఘడియల్లో|పైన చెప్పిన మంచి గంటల్లో] పెట్టుకోండి',
    '[ఈ రోజు బుధవారం, కాబట్టి|బుధవారం కావడంతో] అభిజిత్ ముహూర్తం ({abhijit}) [చెల్లదు|తీసుకోరు]; [ముఖ్యమైన ఆరంభాలకు చంద్రుని అనుకూల ఘడియలు చూడండి|మంచి సమయాన్ని చంద్రుని సంచారం బట్టి ఎంచుకోండి]',
    '[సంప్రదాయంలో|శాస్త్రం ప్రకారం] బుధవారపు అభిజిత్ ముహూర్తం ({abhijit}) [శుభంగా పరిగణించరు|నిషిద్ధం], [కాబట్టి|అందుకే] [శుభకార్యాలకు రోజులోని ఇతర మంచి ఘడియలు ఎంచుకోండి|చంద్రుని మంచి గంటల మీద ఆధారపడండి]',
  ],
  favour: [
    'ఈ రోజు [ఈ పనులు బాగుంటాయి|వీటికి సమయం బాగుంది]: {list}', '[ఈ పనుల్లో రోజు తోడుగా ఉంటుంది|వీటికి సమయం అనుకూలం]: {list}',
    '[ఈ రోజుకు అనుకూలమైన పనులు|ఈ రోజు చేయదగిన పనులు]: {list}', '[ఈ రోజు గ్రహాలు వీటికి అనుకూలం|ఈ రోజు వీటిలో విజయావకాశం ఎక్కువ]: {list}',
  ],
  avoid: [
    '[వీటికి దూరంగా ఉండండి|ఈ పనులు ఈ రోజు వాయిదా వేయండి]: {list}', '[ఈ రోజు వీటి జోలికి వెళ్లకండి|వీటిని మరో రోజుకు ఉంచండి]: {list}',
    '[ఈ రోజు వీటిని మానుకోండి|ఈ రోజు వీటిలో తొందరపడకండి]: {list}', '[వీటికి ఈ రోజు తగదు|ఈ పనులు ఈ రోజు చేయకపోవడమే మంచిది]: {list}',
  ],
  // The lucky colour and number are one sentence of two clauses; the colour is said before రంగు.
  luckyColour: [
    'ఈ రోజు శుభ వర్ణం {colour} రంగు, [ఇది వారాధిపతి {fromOf} రంగు|ఎందుకంటే {weekday} {fromOf} వారం|ఎందుకంటే రోజుకు అధిపతి {from}]',
    '[దుస్తుల్లో|వస్త్రధారణలో|ఏదో ఒక రూపంలో] {colour} రంగు [ఉంచుకోండి|చేర్చుకోండి|తప్పక ఉంచుకోండి], [ఇది {fromOf} రంగు|ఎందుకంటే ఈ రోజు వారం {fromOf}ది]',
    '{weekday} {fromOf} వారం, [కాబట్టి|అందుకే] [ఈ రోజు|ఈ దినం] {colour} రంగు [శుభప్రదం|మీకు కలిసివస్తుంది|ఫలప్రదం]',
    '[వారాధిపతి|రోజు అధిపతి|ఈ రోజు వారాధిపతి] {from} కావడంతో [మీ|ఈ రోజు] శుభ వర్ణం {colour} రంగు',
    '{fromOf} [వారమైన ఈ రోజు|వారమైన ఈ దినం] రంగు {colour}, [దాన్ని ఏదో ఒక రూపంలో దగ్గర ఉంచుకోండి|దాన్ని ధరించడం లేదా దగ్గర ఉంచుకోవడం శుభం|ఇది ఈ రోజు మీకు శుభప్రదం]',
    'రంగుల విషయానికొస్తే [ఈ రోజు|ఈ దినం] {colour} రంగు [శుభప్రదం|మీకు కలిసివస్తుంది|బాగుంటుంది], [ఇది వారాధిపతి {fromOf}ది|ఎందుకంటే వారం {fromOf}ది]',
  ],
  luckyNumber: [
    'శుభ సంఖ్య {number}, [ఎందుకంటే సూర్యోదయానికి చంద్రుడు {star} నక్షత్రంలో ఉన్నాడు, దాని అధిపతి {nfrom}|ఇది {star} నక్షత్రాధిపతి {nfromOf} సంఖ్య]',
    '[సంఖ్య|శుభ సంఖ్య] {number} [గుర్తుంచుకోండి|ఉపయోగపడుతుంది|మీకు కలిసివస్తుంది], [ఇది {star} అధిపతి {nfromOf}ది|ఎందుకంటే సూర్యోదయ నక్షత్రం {star} {nfromOf}ది]',
    'సూర్యోదయ నక్షత్రం {star}, దాని అధిపతి {nfrom}, [కాబట్టి|అందుకే] [ఈ రోజు|ఈ దినం] [మీ|] శుభ సంఖ్య {number}',
    '[సంఖ్యల్లో|సంఖ్య విషయానికొస్తే] {number} [శుభప్రదం|మీకు కలిసివస్తుంది|ఫలప్రదం], [ఎందుకంటే|కారణం,] [ఉదయం|సూర్యోదయానికి] చంద్రుడు {star}లో ఉన్నాడు, ఇది {nfromOf} నక్షత్రం',
    '{star} అధిపతి {nfrom} కాబట్టి [ఈ రోజు|మీ] శుభ సంఖ్య {number}',
    '[ఎక్కడైనా సంఖ్య ఎంచుకోవాల్సి వస్తే|ఏదైనా సంఖ్య ఎంచుకోవాలంటే], {number} ఎంచుకోండి, [ఇది {star} అధిపతి {nfromOf} సంఖ్య|ఎందుకంటే {star} నక్షత్రం {nfromOf}ది]',
  ],
} as const;

const ADVICE_TE: Record<string, string> = {
  begin: 'కొత్త పని మొదలుపెట్టడం', finish: 'మిగిలిన పనులు పూర్తి చేయడం', travel: 'చిన్న ప్రయాణాలు', 'money-in': 'రావలసిన బాకీలు అడగడం',
  'money-out': 'పెద్ద కొనుగోళ్లు లేదా అప్పులు', talk: 'ఫోన్లు, సమావేశాలు', study: 'చదువు', family: 'కుటుంబంతో గడపడం',
  rest: 'త్వరగా నిద్రపోవడం', health: 'ఆరోగ్యం మీద శ్రద్ధ', pray: 'పూజ లేదా ధ్యానం', charity: 'అవసరార్థులకు దానం',
  argue: 'కటువు మాటలు', risk: 'రిస్కుతో కూడిన పందేలు', sign: 'ఒప్పందాలపై సంతకాలు', lend: 'అప్పు ఇవ్వడం',
  haste: 'తొందరపాటు నిర్ణయాలు', overwork: 'అతిగా పని చేయడం', 'late-night': 'అర్ధరాత్రి వరకు మేలుకోవడం', purchase: 'ఇల్లు లేదా వాహనం కొనడం',
};

export const ADVICE_WORDS_TE: readonly string[] = Object.values(ADVICE_TE);

const sign = (i: number) => SIGNS_TE[i]!;

/**
 * A greeting and the verdict that follows it. The greeting keeps its own stop: after a comma the
 * verdict runs on in the same sentence ("నమస్కారం ఆశా గారూ, మంగళవారం… మంచి రోజు"), after ! or .
 * it is a sentence of its own. Shared with the period readings.
 */
export function greetThen(ctx: TeCtx, greetings: readonly string[], name: string, verdict: readonly string[], slots: Record<string, string>): string {
  const greeting = tidyTe(ctx.pen.say(greetings, { name, ...slots }, false));
  return greeting.endsWith(',') ? `${greeting} ${clauseTe(ctx, verdict, slots)}.` : `${greeting} ${sayTe(ctx, verdict, slots)}`;
}

export const dayWriters: Pick<BlockWriters<NamesTe>, 'day-opening' | 'day-moon' | 'day-star' | 'day-panchang' | 'day-kaal' | 'day-advice'> = {
  'day-opening': (b, ctx: TeCtx) => {
    const { pen, facts } = ctx;
    const name = facts.person.firstName;
    const day = dayLabelTe(b.date, b.weekday);
    const tonePool = { bright: DAY_POOLS.openingBright, steady: DAY_POOLS.openingSteady, mixed: DAY_POOLS.openingMixed, careful: DAY_POOLS.openingCareful }[b.tone];
    const m = b.main;
    const slots = { sign: sign(m.sign), house: bhava(m.houseFromMoon), good: pen.pick(HOUSE_GOOD_TE[m.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_TE[m.houseFromMoon]!) };
    const pool = b.share === 'part' ? DAY_POOLS.mainPart : b.share === 'all' ? (m.good ? DAY_POOLS.mainAll : DAY_POOLS.mainAllHard) : m.good ? DAY_POOLS.mainMost : DAY_POOLS.mainMostHard;
    const parts = [greetThen(ctx, DAY_POOLS.greeting, name, tonePool, { day }), sayTe(ctx, pool, slots)];
    // The house from the lagna only when the birth time gives one.
    const lagna: Clause[] = ctx.facts.person.timeKnown ? [[DAY_POOLS.fromLagna, { house: bhava(m.houseFromLagna), short: pen.pick(HOUSE_SHORT_TE[m.houseFromLagna]!) }]] : [];
    if (b.observance) lagna.push([DAY_POOLS.observanceToday, { obs: observanceTe(b.observance, SIGNS_TE) }]);
    if (lagna.length) parts.push(compoundTe(ctx, lagna, ['; ']));
    return { text: parts.join(' '), join: 'paragraph' };
  },

  'day-moon': (b, ctx) => {
    const { pen } = ctx;
    const out: string[] = [];
    const [first, ...rest] = b.stretches;
    if (first && rest.length && first.end) {
      const next = rest[0]!;
      out.push(compoundTe(ctx, [
        [DAY_POOLS.startsThenEnters, { sign: sign(first.sign), house: bhava(first.houseFromMoon), sign2: sign(next.sign), house2: bhava(next.houseFromMoon), time: timeTe(first.end) }],
        [next.good ? DAY_POOLS.stretchGood : DAY_POOLS.stretchHard, { sign2: sign(next.sign), good: pen.pick(HOUSE_GOOD_TE[next.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_TE[next.houseFromMoon]!) }],
      ], ['; ', '. ']));
      if (next.chandrashtama) out.push(sayTe(ctx, DAY_POOLS.chandrashtama));
      for (const later of rest.slice(1)) {
        if (later.start) out.push(sayTe(ctx, DAY_POOLS.enterLate, { sign: sign(later.sign), house: bhava(later.houseFromMoon), time: timeTe(later.start) }));
      }
    } else if (first) {
      out.push(compoundTe(ctx, [
        [DAY_POOLS.oneSign, {}],
        [first.good ? DAY_POOLS.allGood : DAY_POOLS.allHard, { good: pen.pick(HOUSE_GOOD_TE[first.houseFromMoon]!), hard: pen.pick(HOUSE_HARD_TE[first.houseFromMoon]!) }],
      ], ['; ', '. ']));
      if (first.chandrashtama) out.push(sayTe(ctx, DAY_POOLS.chandrashtama));
    }
    const main = b.stretches.find((s) => b.occupants.length && s.sign === ctx.facts.natal.grahas[b.occupants[0]!].sign);
    if (main) out.push(sayTe(ctx, DAY_POOLS.overOccupant, { sign: sign(main.sign), list: listTe(b.occupants.map(grahaTe)) }));
    for (const c of b.conjunctions) {
      out.push(sayTe(ctx, DAY_POOLS.conjunction, { time: timeTe(c.time), bare: grahaTe(c.graha), bareOf: grahaOfTe(c.graha), house: bhava(c.house), over: MOON_OVER_TE[c.graha] }));
    }
    return out.length ? { text: out.join(' '), join: 'paragraph' } : null;
  },

  'day-star': (b, ctx) => {
    const { pen, names } = ctx;
    const [first, ...rest] = b.stars;
    if (!first) return null;
    const tara = TARAS_TE[first.tara - 1]!;
    const out = [sayTe(ctx, first.end ? DAY_POOLS.starUntil : DAY_POOLS.starAll, {
      nak: names.nakshatra(first.nakshatra), end: first.end ? timeTe(first.end) : '', tara: tara.name, meaning: tara.meaning, advice: TARA_ADVICE_TE[first.tara - 1]!,
    })];
    for (const s of rest) {
      if (!s.start) continue;
      const t = TARAS_TE[s.tara - 1]!;
      out.push(sayTe(ctx, DAY_POOLS.starThen, { start: timeTe(s.start), nak: names.nakshatra(s.nakshatra), tara: t.name, meaning: t.meaning }));
    }
    const main = b.stars[b.main] ?? first;
    const lore = NATURE_LORE_TE[main.nature];
    out.push(sayTe(ctx, DAY_POOLS.nature, { nak: nakshatraTe(main.nakshatra), gloss: lore.gloss, deity: NAKSHATRA_DEITY_TE[main.nakshatra]!, favours: pen.pick(lore.favours) }));
    out.push(sayTe(ctx, DAY_POOLS.starLord, { nak: nakshatraTe(main.nakshatra), graha: names.graha(b.mainLord), house: bhava(b.mainLordHouse), short: pen.pick(HOUSE_SHORT_TE[b.mainLordHouse]!) }));
    return { text: out.join(' '), join: 'paragraph' };
  },

  'day-panchang': (b, ctx) => {
    const { pen, names } = ctx;
    const out: string[] = [];
    const [t1, t2] = b.tithis;
    const clauses: Clause[] = [];
    if (t1 && t1.end && t2) {
      const g = TITHI_GROUP_TE[tithiGroup(t2.number)];
      clauses.push([DAY_POOLS.tithiUntil, { paksha: pakshaTe(t1.number), tithi: tithiTe(t1.number), end: timeTe(t1.end), tithi2: `${pakshaTe(t2.number)} ${tithiTe(t2.number)}`.trim(), gloss: g.gloss, favours: pen.pick(g.favours) }]);
    } else if (t1) {
      const g = TITHI_GROUP_TE[tithiGroup(t1.number)];
      clauses.push([DAY_POOLS.tithiAll, { paksha: pakshaTe(t1.number), tithi: tithiTe(t1.number), gloss: g.gloss, favours: pen.pick(g.favours) }]);
    }
    clauses.push([!b.yoga.auspicious ? DAY_POOLS.yogaHard : b.barsBeginnings ? DAY_POOLS.yogaGoodTithiBars : DAY_POOLS.yogaGood, { yoga: YOGAS_TE[b.yoga.number - 1]! }]);
    if (b.karana === 'Vishti') clauses.push([DAY_POOLS.vishti, {}]);
    out.push(compoundTe(ctx, clauses, ['; ', '. ']));
    const weekday = weekdayTe(VARA_LORDS.indexOf(b.varaLord));
    const vara: Clause[] = [[DAY_POOLS.vara, { weekday, graha: names.graha(b.varaLord), house: bhava(b.varaLordHouse), short: pen.pick(HOUSE_SHORT_TE[b.varaLordHouse]!), favours: pen.pick(VARA_FAVOURS_TE[b.varaLord]!) }]];
    if (b.varaLordScore >= 3) vara.push([DAY_POOLS.varaStrong, { graha: names.graha(b.varaLord), weekday }]);
    else if (b.varaLordScore <= -3) vara.push([DAY_POOLS.varaWeak, { graha: names.graha(b.varaLord), weekday }]);
    out.push(compoundTe(ctx, vara, ['; ', '. ']));
    for (const o of b.observances) out.push(sayTe(ctx, DAY_POOLS.observance, { obs: observanceTe(o, SIGNS_TE) }));
    return { text: out.join(' '), join: 'paragraph' };
  },

  'day-kaal': (b, ctx) => {
    const k = b.kaal;
    const text = compoundTe(ctx, [
      [DAY_POOLS.kaal, { place: placeTe(b.place), rahu: rangeTe(k.rahu.start, k.rahu.end), yama: rangeTe(k.yamaganda.start, k.yamaganda.end), gulika: rangeTe(k.gulika.start, k.gulika.end) }],
      [k.abhijit.used ? DAY_POOLS.abhijit : DAY_POOLS.abhijitWednesday, { abhijit: rangeTe(k.abhijit.start, k.abhijit.end) }],
      ...(k.nallaNeram.length ? [[DAY_POOLS.nallaNeram, { nalla: listTe(k.nallaNeram.map((p) => rangeTe(p.start, p.end))) }] as Clause] : []),
    ], ['. ', '; ']);
    return { text, join: 'paragraph' };
  },

  'day-advice': (b, ctx) => {
    const clauses: Clause[] = [];
    if (b.favour.length) clauses.push([DAY_POOLS.favour, { list: listTe(b.favour.map((k) => ADVICE_TE[k]!)) }]);
    if (b.avoid.length) clauses.push([DAY_POOLS.avoid, { list: listTe(b.avoid.map((k) => ADVICE_TE[k]!)) }]);
    const l = b.lucky;
    const lucky: Clause[] = [
      [DAY_POOLS.luckyColour, { colour: COLOUR_TE[l.colour] ?? 'తెలుపు', from: grahaTe(l.colourFrom), fromOf: grahaOfTe(l.colourFrom), weekday: weekdayTe(VARA_LORDS.indexOf(l.colourFrom as (typeof VARA_LORDS)[number])) }],
      [DAY_POOLS.luckyNumber, { number: String(l.number), nfrom: grahaTe(l.numberFrom), nfromOf: grahaOfTe(l.numberFrom), star: nakshatraTe(l.nakshatra) }],
    ];
    const sentences = clauses.length ? [compoundTe(ctx, clauses, ['. '])] : [];
    sentences.push(compoundTe(ctx, ctx.pen.chance(0.5) ? lucky : [...lucky].reverse(), ['; ', '. ']));
    return { text: sentences.join(' '), join: 'paragraph' };
  },
};
