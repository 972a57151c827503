import { waitUnits, type MessageCatalogue, type messages } from './messages';
import { plural } from './plural';

// A wait as Telugu says it before తర్వాత: one unit in the plain form, more in the oblique plural
// ("1 గంట తర్వాత", "2 నిమిషాల తర్వాత", "25 సెకన్ల తర్వాత").
const teluguUnits = {
  second: { one: '# సెకను', other: '# సెకన్ల' },
  minute: { one: '# నిమిషం', other: '# నిమిషాల' },
  hour: { one: '# గంట', other: '# గంటల' },
} as const;
function waitInTelugu(seconds: number) {
  const [n, unit] = waitUnits(seconds);
  return plural('te', n, teluguUnits[unit]);
}

/**
 * Every message of shared/messages.ts in Telugu, as a Telugu consumer app words it: "మీరు" forms,
 * short and polite. Typed against the English catalogue: a missing or extra key, or a message taking
 * other parameters, does not compile. Latin-script names people know in that form (OTP, JSON,
 * reCAPTCHA) stay as they are.
 */
export const messagesTe = {
  phoneBlank: 'దయచేసి సరైన ఫోన్ నంబర్ ఇవ్వండి',
  phoneInvalid: 'ఫోన్ నంబర్ ఫార్మాట్ సరిగా లేదు. దయచేసి సరైన ఫోన్ నంబర్ ఇవ్వండి.',
  tooManyRequests: 'మీరు చాలాసార్లు ప్రయత్నించారు. కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
  tryAgainIn: (seconds: number) => `${waitInTelugu(seconds)} తర్వాత మళ్లీ ప్రయత్నించండి.`,
  countryNotServed: 'ఈ దేశపు నంబర్లకు సైన్ ఇన్ కోడ్‌లు ఇంకా పంపలేం. జాబితాలోని ఏదైనా దేశపు నంబర్ వాడండి.',
  codeInvalid: 'ధ్రువీకరణ కోడ్ తప్పు. మళ్లీ ప్రయత్నించండి.',
  otpFormat: 'దయచేసి సరైన 6 అంకెల OTP ఇవ్వండి',
  captchaFailed: 'reCAPTCHA ధ్రువీకరణ మొదలుపెట్టలేకపోయాం',
  captchaRejected: 'మీరు మనిషేనని నిర్ధారించలేకపోయాం. మళ్లీ ప్రయత్నించండి.',
  loginFallback: 'మీ అభ్యర్థనను పూర్తి చేయలేకపోయాం. మళ్లీ ప్రయత్నించండి.',
  otpFallback: 'OTP తప్పు. మళ్లీ ప్రయత్నించండి.',
  nameRequired: 'పేరు తప్పనిసరి',
  birthDateRequired: 'పుట్టిన తేదీ తప్పనిసరి',
  birthTimeRequired: 'పుట్టిన సమయం తప్పనిసరి',
  birthPlaceRequired: 'పుట్టిన ఊరు తప్పనిసరి',
  birthPlaceNotFound: 'ఈ ఊరు మా మ్యాప్‌లో దొరకలేదు. దగ్గరలోని పెద్ద పట్టణం పేరు ఇవ్వండి.',
  profileSaveFailed: 'ప్రొఫైల్ అప్‌డేట్ చేయలేకపోయాం. మళ్లీ ప్రయత్నించండి.',
  profileUpdated: 'ప్రొఫైల్ అప్‌డేట్ అయింది! హోమ్‌కు తీసుకెళ్తున్నాం...',
  userNotAuthenticated: 'మీరు సైన్ ఇన్ చేయలేదు',
  notSignedIn: 'మీరు సైన్ ఇన్ చేయలేదు',
  somethingWentWrong: 'ఏదో పొరపాటు జరిగింది',
  internalError: 'మా వైపు ఏదో పొరపాటు జరిగింది. మళ్లీ ప్రయత్నించండి.',
  unavailable: 'జ్యోతిషి కాసేపు అందుబాటులో లేదు. కొద్ది క్షణాల్లో మళ్లీ ప్రయత్నించండి.',
  notFound: 'కనబడలేదు',
  profileIncomplete: 'మీ ప్రొఫైల్ పూర్తి కాలేదు. ముందుగా దాన్ని పూర్తి చేయండి.',
  birthDetailsMissing: 'ముందుగా మీ ప్రొఫైల్‌లో జనన వివరాలు పూర్తి చేయండి.',
  noAccess: 'ఫలితం పొందాలంటే మీ ఉచిత ఫలితం గానీ, షేర్ చేసి పొందిన ఫలితం గానీ ఉండాలి; లేదంటే ప్రీమియం తీసుకోండి.',
  readingNotFound: 'ఫలితం కనబడలేదు.',
  historySearchTooLong: 'దయచేసి 100 అక్షరాలలోపు వెతకండి.',
  historyCursorInvalid: 'మీ పాత ఫలితాల ఆ పేజీ కనబడలేదు. జాబితాను మళ్లీ లోడ్ చేయండి.',
  historyPageSizeInvalid: 'ఒకసారికి 1 నుంచి 50 ఫలితాల వరకు అడగండి.',
  generationFailed: 'మీ ఫలితాన్ని రాయలేకపోయాం. కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
  emptyReply: 'ఫలితాన్ని రాయలేకపోయాం. కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
  aiFailed: (message: string) => `3 సార్లు ప్రయత్నించినా జ్యోతిష ఫలితం రాలేదు: ${message}`,
  busy: 'మా జ్యోతిష్కుడు ఇప్పుడు చాలా ఫలితాలు రాస్తున్నారు. ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
  readingsInProgressLimit: (limit: number) =>
    limit === 1
      ? 'మీ ఒక ఫలితం ఇప్పటికే తయారవుతోంది. అది పూర్తయ్యే వరకు వేచి ఉండండి.'
      : `మీ ${limit} ఫలితాలు ఇప్పటికే తయారవుతున్నాయి. వాటిలో ఒకటి పూర్తయ్యే వరకు వేచి ఉండండి.`,
  premiumDailyLimit: (limit: number, when: string) =>
    `గత 24 గంటల్లో మీరు ${plural('te', limit, { one: '# ఫలితం', other: '# ఫలితాలు' })} తీసుకున్నారు; ఇదే మీ ప్లాన్ న్యాయమైన వినియోగ పరిమితి. తర్వాతి ఫలితం ${when} నుంచి పొందవచ్చు.`,
  shareCreditFailed: 'షేర్ చేసి పొందిన ఫలితాన్ని జోడించలేకపోయాం. మళ్లీ ప్రయత్నించండి.',
  shareThanks: (n: number) =>
    `షేర్ చేసినందుకు ధన్యవాదాలు! ఇప్పుడు మీకు ${plural('te', n, { one: '# ఫలితం అందుబాటులో ఉంది', other: '# ఫలితాలు అందుబాటులో ఉన్నాయి' })}.`,
  forbiddenOrigin: 'ఈ అభ్యర్థన జ్యోతిషి యాప్ నుంచి రాలేదు.',
  unsupportedContentType: 'అభ్యర్థనలు JSON రూపంలో పంపాలి.',
  bodyTooLarge: 'అభ్యర్థన చాలా పెద్దది.',
  badRequest: 'అభ్యర్థన అర్థం కాలేదు.',
  malformedJson: 'అభ్యర్థనలోని విషయం సరైన JSON కాదు.',
  bodyNotObject: 'అభ్యర్థనలోని విషయం JSON object అయి ఉండాలి.',
  characterNotAllowed: 'అభ్యర్థనలో అనుమతి లేని అక్షరం ఉంది.',
  eventPropertiesFlat: 'ఈవెంట్ లక్షణాల్లో ప్రతిదీ చిన్న వాక్యం, సంఖ్య, లేదా true/false అయి ఉండాలి; జాబితా గానీ object గానీ కాకూడదు.',
  signOutFailed: (message: string) => `సైన్ అవుట్ కాలేదు: ${message}`,
  profileLoadFailed: (message: string) => `ప్రొఫైల్ లోడ్ కాలేదు: ${message}`,
  plansLoadFailed: 'చెల్లింపు ప్లాన్‌లు లోడ్ కాలేదు. మళ్లీ ప్రయత్నించండి.',
  invalidPlan: 'ఎంచుకున్న ప్లాన్ చెల్లదు',
  orderCreateFailed: (message: string) => `ఆర్డర్ సృష్టించలేకపోయాం: ${message}`,
  orderResponseInvalid: 'ఆర్డర్ సృష్టించే సేవ నుంచి సరైన జవాబు రాలేదు',
  orderNotFound: 'ఆర్డర్ కనబడలేదు.',
  orderAlreadyPaid: 'ఈ ఆర్డర్‌కు ఇప్పటికే చెల్లింపు జరిగింది.',
  tooManyOpenOrders: 'పూర్తి కాని చెల్లింపులు చాలా ఉన్నాయి. వాటిలో ఒకటి పూర్తి చేయండి, లేదా పూర్తయ్యే వరకు వేచి ఉండండి.',
  paymentGatewayUnavailable: 'చెల్లింపు సేవ స్పందించడం లేదు',
  invalidPaymentDetails: 'చెల్లింపు వివరాలు సరిగా లేవు',
  paymentVerificationFailed: 'చెల్లింపును ధ్రువీకరించలేకపోయాం. దయచేసి మా సహాయ బృందాన్ని సంప్రదించండి.',
  paymentNotConfirmed:
    'మీ చెల్లింపును పేమెంట్ గేట్‌వే దగ్గర ఇంకా నిర్ధారించలేకపోయాం. డబ్బు కట్ అయి ఉంటే, కొన్ని నిమిషాల్లో ప్రీమియం దానంతట అదే మొదలవుతుంది.',
  paymentCancelled: 'చెల్లింపు రద్దయింది. ఎప్పుడైనా మళ్లీ ప్రయత్నించవచ్చు.',
  paymentFailed: 'చెల్లింపు విఫలమైంది. మళ్లీ ప్రయత్నించండి.',
  paymentFallback: 'చెల్లింపును పూర్తి చేయలేకపోయాం. మళ్లీ ప్రయత్నించండి.',
  paymentSuccessFallback: 'చెల్లింపును పూర్తి చేయలేకపోయాం. దయచేసి మా సహాయ బృందాన్ని సంప్రదించండి.',
  webhookSignatureInvalid: 'webhook సంతకం చెల్లదు',
  nameTooLong: 'పేరు 100 అక్షరాలలోపు ఉండాలి',
  nameCharacters: 'పేరులో అనుమతి లేని అక్షరాలు ఉన్నాయి',
  genderRequired: 'దయచేసి పురుషుడు లేదా స్త్రీ ఎంచుకోండి',
  emailInvalid: 'దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి',
  birthDateInvalid: 'దయచేసి సరైన పుట్టిన తేదీ ఇవ్వండి',
  birthDateTooEarly: 'పుట్టిన తేదీ 1900 లేదా ఆ తర్వాత ఉండాలి',
  birthDateInFuture: 'పుట్టిన తేదీ భవిష్యత్తులో ఉండకూడదు',
  birthTimeInvalid: 'దయచేసి సరైన పుట్టిన సమయం ఇవ్వండి',
  birthTimeOrUnknown: 'పుట్టిన సమయం ఇవ్వండి, లేదా తెలియదని గుర్తించండి; రెండూ కాదు',
  birthTimeRangeRequired: 'మీరు రోజులో ఏ భాగంలో పుట్టారో ఎంచుకోండి',
  birthPlaceTooLong: 'పుట్టిన ఊరు 120 అక్షరాలలోపు ఉండాలి',
  birthPlaceCharacters: 'పుట్టిన ఊరి పేరులో అనుమతి లేని అక్షరాలు ఉన్నాయి',
  countryNotText: 'దేశం పేరును అక్షరాలలో ఇవ్వండి',
  countryTooLong: 'దేశం పేరు 80 అక్షరాలలోపు ఉండాలి',
  countryCharacters: 'దేశం పేరులో అనుమతి లేని అక్షరాలు ఉన్నాయి',
  pickPlaceAgain: 'సూచనల నుంచి పుట్టిన ఊరిని మళ్లీ ఎంచుకోండి',
  chooseLanguage: 'ఇంగ్లీష్, హిందీ, తమిళం, తెలుగు — వీటిలో ఒక భాష ఎంచుకోండి',
  placeQueryMissing: 'ఊరి పేరు టైప్ చేయండి',
  placeQueryTooLong: 'ఊరి పేరు కాస్త చిన్నగా టైప్ చేయండి',
  unknownReadingType: 'తెలియని ఫలిత రకం',
  invalidRequest: 'అభ్యర్థన చెల్లదు',
  shareLimitReached: (perDay: number, when: string) =>
    `మా గురించి చెప్పినందుకు ధన్యవాదాలు! గత 24 గంటల్లో షేర్ చేయడం ద్వారా మీరు ${plural('te', perDay, { one: '# ఫలితం', other: '# ఫలితాలు' })} పొందారు; ఇదే గరిష్ఠం. ${when} నుంచి షేర్ చేస్తే మళ్లీ ఫలితాలు వస్తాయి.`,
  matchChooseTwo: 'పొంతన చూడటానికి ఇద్దరిని ఎంచుకోండి',
  matchPersonMissing: 'సేవ్ చేసిన ఆ వ్యక్తి కనబడలేదు. మళ్లీ ఎంచుకోండి.',
  matchSameChart: 'పొంతన చూడటానికి వేర్వేరు ఇద్దరిని ఎంచుకోండి',
  matchNotFound: 'పొంతన నివేదిక కనబడలేదు.',
  relationRequired: 'ఈ వ్యక్తి మీకు ఏమవుతారో ఎంచుకోండి',
  personNotFound: 'వ్యక్తి కనబడలేదు.',
  peopleLimitReached: (limit: number) => `గరిష్ఠంగా ${limit} మందిని సేవ్ చేయవచ్చు. మరొకరిని చేర్చడానికి ముందు ఒకరిని తొలగించండి.`,
  panchangDateInvalid: 'దయచేసి సరైన తేదీ ఎంచుకోండి',
  panchangDateOutOfRange: 'దయచేసి 1900 నుంచి 2100 మధ్య తేదీ ఎంచుకోండి',
  panchangPlaceInvalid: 'సూచనల నుంచి ఊరిని మళ్లీ ఎంచుకోండి',
  panchangPlaceNameInvalid: 'ఊరి పేరు చాలా పొడవుగా ఉంది, లేదా అనుమతి లేని అక్షరాలు ఉన్నాయి',
  reminderSubscriptionInvalid: 'ఈ బ్రౌజర్ నోటిఫికేషన్ నమోదును చదవలేకపోయాం. రిమైండర్‌ను ఆపి మళ్లీ ఆన్ చేయండి.',
  reminderEndpointNotAllowed: 'ఈ బ్రౌజర్ నోటిఫికేషన్ సేవకు మేము పంపలేం.',
  reminderTimeInvalid: 'గంట మొదట్లో లేదా అరగంటకు ఉండే సమయం ఎంచుకోండి, ఉదా. 07:00 లేదా 07:30',
  reminderDevicesLimit: (limit: number) => `రిమైండర్ ఇప్పటికే ${limit} పరికరాల్లో ఆన్‌లో ఉంది; అంతకు మించి మేము పంపం. ముందుగా వాటిలో ఒకదానిలో ఆపండి.`,
} satisfies MessageCatalogue;

// `satisfies` catches a missing or extra key and a parameter of another type; this catches a
// message that takes fewer or more parameters than the English one (which TypeScript would accept).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type ParametersMatch = {
  [K in keyof typeof messages]: (typeof messages)[K] extends (...args: infer A) => string
    ? (typeof messagesTe)[K] extends (...args: infer B) => string
      ? Same<A, B>
      : false
    : true;
};
const parametersMatch: false extends ParametersMatch[keyof ParametersMatch] ? never : true = true;
void parametersMatch;
