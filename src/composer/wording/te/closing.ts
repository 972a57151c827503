/**
 * The Telugu closing's words (closing-shapes.ts chooses the shape), written the way a Telugu
 * ఫలితం ends: a సలహా to act on, a question to ask oneself, a పరిహారం, a blessing (శుభం భూయాత్).
 * None of them names the help, the hindrance or the verdict the summary gave.
 */
import type { ClosingWords } from '../closing-shapes';

const counsel = {
  bright: ['వాయిదా పడుతూ వస్తున్న పనిని ఇప్పుడే మొదలుపెట్టండి', 'మీకు కావలసింది మొహమాటం లేకుండా అడగండి', 'మీ ప్రణాళికను కుదించకండి, పెద్దగా ఆలోచించండి', 'పని జరుగుతుందని అనిపించిన చోట ముందడుగు వేయండి'],
  steady: ['రోజుకో క్రమం పెట్టుకుని ఫలితాలు పండే వరకు ఆగండి', 'ఒక పని పూర్తి చేశాకే మరో పని చేపట్టండి', 'చిన్న పనులకూ పెద్ద పనులంత శ్రద్ధ పెట్టండి'],
  mixed: ['ఏ మాట ఇచ్చే ముందైనా తేదీలు చూసుకోండి', 'ప్రతి ముఖ్యమైన పనికి మరో దారి కూడా సిద్ధంగా ఉంచుకోండి', 'సమయం బాగుంటే అడుగు వేయండి, నెమ్మదిగా ఉంటే లెక్కలు వేసుకోండి'],
  careful: ['కొత్తవి మొదలుపెట్టడం కంటే మిగిలిన పనులు పూర్తి చేయండి', 'నిద్ర సరిపడా పోండి, తొందరలో ఏ కాగితం మీదా సంతకం చేయకండి', 'పెద్ద నిర్ణయాలను కొంతకాలం వాయిదా వేయండి'],
} as const;

const question = {
  bright: ['తోడు గట్టిగా ఉంటే, ముందుగా ఏది సాధించి చూపాలి?', 'ఏ తలుపు తట్టాల్సిన సమయం వచ్చింది?'],
  steady: ['రోజూ పాటిస్తే ఏ ఒక్క అలవాటు ఎక్కువ మార్పు తెస్తుంది?', 'కొత్తగా మొదలుపెట్టకుండా ఏ పనిని పూర్తి చేయవచ్చు?'],
  mixed: ['మీ ప్రణాళికల్లో నిజంగా ఇప్పుడు అవసరమైనది ఏది?', 'ఎక్కడ కాస్త ఎక్కువ సమయం ఇస్తే ఫలితం మెరుగవుతుంది?'],
  careful: ['ఏది వదిలేస్తే భారం తగ్గుతుంది?', 'కొత్తది ఏదైనా మొదలుపెట్టే ముందు ఏది సరిదిద్దుకోవాలి?'],
} as const;

/** Later in life a good time is for keeping, handing on and sharing rather than adding more. */
const brightLater = {
  counsel: ['మీ దగ్గర ఉన్న అనుభవాన్ని ఇప్పుడు ఇతరులకు అందించండి', 'మంచి సమయాన్ని కొత్త భారం మోయడానికి కాదు, నిర్మించినదాన్ని కాపాడుకోవడానికి వాడండి', 'మీరు నిర్మించినదాన్ని సరైన చేతులకు అప్పగించే ఏర్పాటు చేయండి'],
  question: ['ఈ మంచి దశలో తర్వాతి తరానికి మీరు ఏమి అందించాలనుకుంటున్నారు?', 'మీరు నిర్మించిన వాటిలో దేనికి ఇప్పుడు ఎక్కువ శ్రద్ధ కావాలి?'],
} as const;

export const CLOSING_POOLS_TE = {
  practiceLead: ['{name} గారూ, [{obl} ఒక్క పనే చేయాలంటే ఇది చేయండి|{obl} {graha} కోసం ఒక పరిహారం నియమంగా చేయండి]: {remedy}; [ఇది కాకుండా|మిగతా విషయాల్లో|దానితో పాటు] {counsel}.'],
  ruleLead: ['{name} గారూ, {for} [ఒక సూటి నియమం|గుర్తుంచుకోవలసిన ఒక మాట|పనికొచ్చే ఒక సూత్రం]: {counsel}.'],
  ruleRemedy: ['[పరిహారంగా|{graha} కోసం], {remedy}.'],
  questionLead: ['{name} గారూ, {for} [ఒక ప్రశ్న|మిమ్మల్ని మీరు అడగవలసిన ఒక మాట]: {question}'],
  questionRemedy: ['[దానితో పాటు|అలాగే] {graha} కోసం [ఈ పరిహారం చేయండి|ఒక పరిహారం]: {remedy}.'],
  blessingLead: ['{name} గారూ, {counsel}[; {for} శుభాకాంక్షలు|; శుభం భూయాత్|, మీ ప్రతి రోజూ మంగళప్రదం కావాలి].'],
  blessingRemedy: ['{graha} కోసం [ఒక పరిహారం నియమంగా చేయండి|ఈ పరిహారం పాటించండి]: {remedy}.'],
} as const;

const P = CLOSING_POOLS_TE;

export const CLOSING_WORDS_TE: ClosingWords = {
  shapes: {
    practice: [P.practiceLead],
    rule: [P.ruleLead, P.ruleRemedy],
    question: [P.questionLead, P.questionRemedy],
    blessing: [P.blessingLead, P.blessingRemedy],
  },
  counsel,
  question,
  brightLater,
};

/** Every counsel and question, for the grammar test's slots. */
export const CLOSING_SLOTS_TE = {
  counsel: [...Object.values(counsel).flat(), ...brightLater.counsel],
  question: [...Object.values(question).flat(), ...brightLater.question],
};
