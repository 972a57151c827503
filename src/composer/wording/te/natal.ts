/**
 * Telugu wording of the chart readings' blocks. So far the dasha story, which the yearly reading
 * shares with the life reading: the running mahadasha and antardasha, what comes next and after.
 * A dasha is named with its graha's stem ("శుక్ర మహాదశ"), its lord as the subject of its own verb.
 */
import type { Graha } from '../../../astro/zodiac';
import type { Block } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { paragraphs } from '../locale';
import { storyTemplates, strengthBand } from '../natal-choices';
import { DASHA_THEMES_TE, HOUSE_SHORT_TE } from './lore';
import { housesDativeTe } from './lordships';
import type { NamesTe, TeCtx } from './names';
import { bhava, dayMonthYearTe, grahaStemTe, sayTe } from './names';

type B<K extends Block['kind']> = Extract<Block, { kind: K }>;

export const NATAL_POOLS = {
  // The dasha story: the life reading takes the even templates, the yearly the odd ones.
  storyMd: [
    'మీ {md} మహాదశ {date} నుండి {date2} వరకు నడుస్తుంది; {graha} మీ {house} భావంలో ఉండి {text} అధిపతిగా ఉన్నాడు, [కాబట్టి|అందుకే] ఈ సంవత్సరాలు {themes} విషయాలవి.',
    '{date} నుండి మీరు {md} మహాదశలో ఉన్నారు, ఇది {date2} వరకు ఉంటుంది: {house} భావంలో ఉన్న, {text} అధిపతి అయిన {graha} {themes} విషయాల [మీద దృష్టి పెడతాడు|వైపు నడిపిస్తాడు].',
    '{date} నుండి {date2} వరకు సాగే పెద్ద దశ {md} మహాదశ; {text} అధిపతి అయిన {graha} {house} భావంలో ఉన్నాడు, [కాబట్టి|అందుకే] ఈ సంవత్సరాలు {themes} విషయాల [చుట్టూ తిరుగుతాయి|మీద నిలుస్తాయి].',
    '{date} నుండి {date2} వరకు {md} మహాదశ [మీ జీవిత దిశను నిర్ణయిస్తుంది|రాజ్యమేలుతుంది]: {graha} {text} అధిపతి, {house} భావంలో ఉన్నాడు, [కాబట్టి|అందువల్ల] {themes} విషయాల [మీద దృష్టి ఉంటుంది|కాలం నడుస్తుంది].',
    '[జీవితంలో ప్రస్తుత పెద్ద అధ్యాయం|ప్రస్తుత మహాదశ] {md} మహాదశ, {date} నుండి {date2} వరకు; {house} భావంలో ఉన్న {graha} {text} అధిపతి, [కాబట్టి ఈ దశలో|అందుకే ఈ సంవత్సరాల్లో] {themes} విషయాలకే [ప్రాధాన్యం|ప్రాముఖ్యం].',
    'ప్రస్తుతం {md} మహాదశ నడుస్తోంది ({date} నుండి {date2} వరకు); {text} అధిపతి, {house} భావంలో ఉన్న {graha} [ఈ సంవత్సరాలను|ఈ దశను] {themes} విషయాల [వైపు తిప్పుతాడు|రంగులో నింపుతాడు].',
  ],
  storyMdNode: [
    'మీ {md} మహాదశ {date} నుండి {date2} వరకు నడుస్తుంది; {graha} మీ {house} భావంలో ఉన్నాడు, [కాబట్టి|అందుకే] ఈ సంవత్సరాలు {themes} విషయాలవి.',
    '{date} నుండి {date2} వరకు {md} మహాదశ, {house} భావంలోని {graha} {themes} విషయాల [మీద దృష్టి పెడతాడు|వైపు నడిపిస్తాడు].',
    '{date} నుండి {date2} వరకు {md} మహాదశ నడుస్తుంది; ఛాయా గ్రహమైన {graha} తాను ఉన్న రాశి అధిపతి ద్వారా ఫలితం ఇస్తాడు, {house} భావం నుండి {themes} విషయాల [వైపు లాగుతాడు|మీద దృష్టి పెడతాడు].',
    'ప్రస్తుతం {md} మహాదశ నడుస్తోంది ({date} నుండి {date2} వరకు); {house} భావంలో ఉన్న {graha} ఈ సంవత్సరాలకు {themes} విషయాల రంగు ఇస్తాడు.',
    '[జీవితంలో ప్రస్తుత పెద్ద అధ్యాయం|ప్రస్తుత మహాదశ] {md} మహాదశ, {date} నుండి {date2} వరకు, {house} భావంలోని {graha} [ఈ దశలో|ఈ సంవత్సరాల్లో] {themes} విషయాలను [ముందుంచుతాడు|ప్రధానం చేస్తాడు].',
    '{date} నుండి {date2} వరకు {md} మహాదశ: {house} భావంలోని {graha} [రాశ్యధిపతి ద్వారా|పరోక్షంగా] {themes} విషయాల [మీద దృష్టి పెడతాడు|వైపు నడిపిస్తాడు].',
  ],
  storyStrong: [
    '{graha} మీ జాతకంలో బలవంతుడు, కాబట్టి ఈ దశ {short} విషయాల్లో [మంచి ఫలితాలు ఇస్తుంది|అండగా నిలుస్తుంది].',
    'బలమైన {graha} ఈ దశలో {short} విషయాల్లో [మంచి ఫలితం ఇస్తాడు|ఎదుగుదల తెస్తాడు].',
    '{graha} జన్మతః మంచి స్థితిలో ఉన్నాడు, [కాబట్టి ఈ మహాదశ వెనుక అసలైన బలం ఉంది|అందుకే ఈ దశ నమ్మదగినది], [ముఖ్యంగా|అన్నిటికంటే ఎక్కువగా] {short} విషయాల్లో.',
    'దశానాథుడు బలవంతుడు, కాబట్టి [ఈ సంవత్సరాలకు మంచి అండ ఉంది|ఈ దశ బలమైనది], ముఖ్యంగా {short} విషయాల్లో.',
    '[బలమైన దశానాథుని వల్ల|బలవంతుడైన {graha} వల్ల] {short} విషయాల్లో [ఫలితాలు సులువుగా దక్కుతాయి|ఈ దశ వరాలు దండిగా అందుతాయి].',
    '{graha} బలం ఈ దశను {short} విషయాల్లో [ఫలప్రదం|ఉదారం] చేస్తుంది.',
  ],
  storyWeak: [
    '{graha} మీ జాతకంలో బలహీనుడు, కాబట్టి ఈ దశలో {short} విషయాల్లో ఓపిక పట్టాలి.',
    'బలహీనుడైన {graha} దశలో {short} విషయాలు [శ్రమతోనే చక్కబడతాయి|నెమ్మదిగా కుదురుతాయి].',
    '{graha} జన్మతః ఒత్తిడిలో ఉన్నాడు, [కాబట్టి ఈ దశ అదృష్టం కంటే క్రమశిక్షణకే ఫలం ఇస్తుంది|అందుకే ఫలితాలు శ్రమ తర్వాతే వస్తాయి], ముఖ్యంగా {short} విషయాల్లో.',
    'దశానాథుడు బలహీనుడు, [కాబట్టి|అందుకే] {short} విషయాల్లో [నెమ్మదిగా నిర్మించుకోండి|సులువైన లాభం ఆశించకండి].',
    '{short} విషయాల్లో ఈ దశ ఫలితాలు [పరిహారం, ఓపికతో|నిరంతర ప్రయత్నంతో] తెరుచుకుంటాయి, ఎందుకంటే {graha} జాతకంలో [బలహీనుడు|బలం లేనివాడు].',
    '{graha} బలహీనత వల్ల ఈ సంవత్సరాల్లో {short} [విషయాల్లో ఓపిక కావాలి|పనుల్లో శ్రమ ఎక్కువ పడుతుంది].',
  ],
  storyAd: [
    'దీని లోపల {ad} అంతర్దశ {date} వరకు నడుస్తుంది, ఇది {house} భావం నుండి {themes} విషయాల [మీద దృష్టి పెడుతుంది|వైపు నడిపిస్తుంది].',
    'ప్రస్తుతం {ad} అంతర్దశ, {date} వరకు, {house} భావంలో ఉన్న {graha} {themes} విషయాల వైపు [తిప్పుతాడు|నడిపిస్తాడు].',
    'మహాదశ లోపల {date} వరకు {ad} అంతర్దశ; {house} భావం నుండి {graha} ఈ నెలలకు {themes} విషయాల [రంగు ఇస్తాడు|వైపు మొగ్గు ఇస్తాడు].',
    'ఉపదశ ప్రస్తుతం {ad} అంతర్దశ, {date} వరకు; {house} భావంలోని {graha} [ఇందులో {themes} విషయాల రంగు నింపుతాడు|ఈ నెలల్లో {themes} విషయాల మీద దృష్టి పెడతాడు].',
    '{date} వరకు {ad} అంతర్దశ [నడుస్తుంది|ఉంటుంది], {house} భావంలో ఉన్న {graha} [ఈ కాలంలో|అప్పటి వరకు] {themes} విషయాలను [ముందుంచుతాడు|పైకి తెస్తాడు].',
    '{date} వరకు {ad} అంతర్దశ; {house} భావం నుండి {graha} {themes} విషయాలను [ముందుకు లాగుతాడు|చురుకుగా ఉంచుతాడు].',
  ],
  storyNext: [
    '{date} నుండి {ad} అంతర్దశ మొదలవుతుంది, ఇది {themes} విషయాల [వైపు నడిపిస్తుంది|మీద దృష్టి పెడుతుంది].',
    'తర్వాతి అంతర్దశ {ad}, {date} నుండి, ఇందులో {themes} విషయాలు [ముందుకు వస్తాయి|ప్రధానమవుతాయి].',
    '{date}న {ad} అంతర్దశ ఆరంభమవుతుంది, అప్పుడు [దృష్టి {themes} విషయాల మీదకు వెళ్తుంది|{themes} విషయాల కాలం వస్తుంది].',
    'ఆ తర్వాత, {date} నుండి, ఉపదశ {ad} చేతిలో ఉంటుంది, [ఇది {themes} విషయాల కాలం|{themes} విషయాల మీద దృష్టి ఉంటుంది].',
    '{date} నుండి {ad} అంతర్దశ [వస్తుంది|నడుస్తుంది], [దానితో పాటు {themes} విషయాల వంతు వస్తుంది|అప్పుడు {themes} విషయాలు కేంద్రంలో ఉంటాయి].',
    'ముందు {date} నుండి {ad} అంతర్దశ {themes} విషయాల [దశను తెస్తుంది|కాలాన్ని తీసుకొస్తుంది].',
  ],
  storyLater: [
    '{date} నుండి {md} మహాదశ వస్తుంది, సుమారు {n} సంవత్సరాలు, అప్పుడు {house} భావంలోని {graha} {themes} విషయాల [వైపు నడిపిస్తాడు|మీద దృష్టి పెడతాడు].',
    'ఆ తర్వాత {date} నుండి {n} సంవత్సరాల {md} మహాదశ: {house} భావంలో ఉన్న {graha} {themes} విషయాల మీద దృష్టి పెడతాడు.',
    'ఆ తర్వాత {date}న {md} మహాదశ [మొదలవుతుంది|ఆరంభమవుతుంది], సుమారు {n} సంవత్సరాలు నడుస్తుంది; {house} భావంలోని {graha} [ఆ సంవత్సరాల్లో|అప్పుడు] {themes} విషయాలను [ముందుంచుతాడు|ప్రధానం చేస్తాడు].',
    'తర్వాతి పెద్ద దశ {md} మహాదశ, {date} నుండి, సుమారు {n} సంవత్సరాలు, ఇందులో {house} భావంలోని {graha} {themes} విషయాల [వైపు తిప్పుతాడు|మీదకు దృష్టి తెస్తాడు].',
    '{date} నుండి సుమారు {n} సంవత్సరాలు {md} మహాదశ రాజ్యమేలుతుంది, {house} భావంలో ఉన్న {graha} [అప్పుడు|ఆ దశలో] {themes} విషయాలను [కేంద్రంలో ఉంచుతాడు|ముందుంచుతాడు].',
    '{date}న {md} మహాదశ {n} సంవత్సరాలు మొదలవుతాయి, {house} భావంలోని {graha} వల్ల అవి {themes} విషయాల [సంవత్సరాలు|కాలం].',
  ],
  storyAfter: [
    'ఆ పిమ్మట {date} నుండి {md} మహాదశ, ఇందులో {house} భావంలోని {graha} {short} విషయాల వైపు నడిపిస్తాడు.',
    'ఆ తర్వాత {date} నుండి {md} మహాదశ {short} విషయాల మీదకు దృష్టి తీసుకెళ్తుంది.',
    'దీని తర్వాత {date} నుండి {md} మహాదశ ఉంటుంది, {house} భావంలో ఉన్న {graha} {short} విషయాలను [ముందుకు తెస్తాడు|ప్రధానం చేస్తాడు].',
    '{date} నుండి మహాదశ {md}, ఆ గ్రహం {house} భావంలో [ఉంది|కొలువై ఉంది], అంటే {short} విషయాల భావంలో.',
    '[కథ {date}న {md} మహాదశకు చేరుతుంది|దశల క్రమం {date}న {md} మహాదశకు చేరుతుంది], ఆ గ్రహం {house} భావంలో ఉంది, [అప్పుడు {short} విషయాల వంతు వస్తుంది|అక్కడి నుండి {short} విషయాల మీద దృష్టి ఉంటుంది].',
    'ఆ పిమ్మట {date} నుండి {md} మహాదశలో {house} భావంలోని {graha} {short} విషయాలను [ముందుంచుతాడు|పైకి తెస్తాడు].',
  ],
} as const;

const P = NATAL_POOLS;

function storyWriter(b: B<'dasha-story'>, ctx: TeCtx): string {
  const { pen, names, facts } = ctx;
  const life = facts.readingType === 'life';
  const say = (pool: readonly string[], slots: Record<string, string>) => sayTe(ctx, storyTemplates(pool, life), slots);
  const out: string[] = [];
  const md = b.mahadasha.lord;
  // The houses it rules, as a genitive before అధిపతి: 'ఐదవ, పదవ భావాలకు' reads 'lord of the 5th and 10th'.
  const rules = b.mdRules.length ? housesDativeTe(b.mdRules) : '';
  const mdSlots = { md: grahaStemTe(md), graha: names.graha(md), house: bhava(b.mdHouse), date: dayMonthYearTe(b.mahadasha.start), date2: dayMonthYearTe(b.mahadasha.end), themes: pen.pick(DASHA_THEMES_TE[md]), text: rules };
  out.push(say(rules ? P.storyMd : P.storyMdNode, mdSlots));
  const mb = strengthBand(b.mdScore);
  if (mb !== 'middle') out.push(say(mb === 'strong' ? P.storyStrong : P.storyWeak, { graha: names.graha(md), short: pen.pick(HOUSE_SHORT_TE[b.mdHouse]!) }));
  const ad = b.antardasha.lord;
  if (ad !== md || b.antardasha.start !== b.mahadasha.start) {
    out.push(say(P.storyAd, { ad: grahaStemTe(ad), graha: names.graha(ad), house: bhava(b.adHouse), date: dayMonthYearTe(b.antardasha.end), themes: pen.pick(DASHA_THEMES_TE[ad]) }));
  }
  if (b.next && b.next.start < b.mahadasha.end) out.push(say(P.storyNext, { ad: grahaStemTe(b.next.lord), date: dayMonthYearTe(b.next.start), themes: pen.pick(DASHA_THEMES_TE[b.next.lord]) }));
  const [, later, after] = b.sequence;
  const lordOf = (g: Graha) => b.lords?.[g] ?? ctx.facts.natal.grahas[g];
  if (later) {
    const years = Math.round((later.endMs - later.startMs) / (365.25 * 86_400_000));
    out.push(say(P.storyLater, { md: grahaStemTe(later.lord), graha: names.graha(later.lord), house: bhava(lordOf(later.lord).house), date: dayMonthYearTe(later.start), n: String(years), themes: pen.pick(DASHA_THEMES_TE[later.lord]) }));
  }
  if (after) out.push(say(P.storyAfter, { md: grahaStemTe(after.lord), graha: names.graha(after.lord), house: bhava(lordOf(after.lord).house), date: dayMonthYearTe(after.start), short: pen.pick(HOUSE_SHORT_TE[lordOf(after.lord).house]!) }));
  return out.join(' ');
}

export const natalWriters: Pick<BlockWriters<NamesTe>, 'dasha-story'> = paragraphs({ 'dasha-story': storyWriter });
