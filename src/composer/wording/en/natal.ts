/**
 * English wording of the natal readings (career, love, health, life): the topic's house, its lord,
 * occupants, glances, karaka, yogas and Mangal dosha; the dated windows ahead; the advice of the
 * person's time of life; the chart overview, its yogas and the whole dasha story (which the yearly
 * reading shares: the two take alternate templates of each story pool, so no sentence of one can
 * repeat in the other).
 *
 * Every pool here is its own: no natal sentence can come out identical to a daily or period one.
 * Slots hold names (sign, graha, nak), ordinals (house), dates (date, month), plain graha names
 * in compounds (md, ad: 'your Venus antardasha'), and phrases from the lore tables (themes, text).
 */
import { storyTemplates, strengthBand, yogakarakaHouses } from '../natal-choices';
import { SIGN_LORDS } from '../../../astro/zodiac';
import type { Graha } from '../../../astro/zodiac';
import type { NatalGrahaFact, YogaFact } from '../../facts/types';
import type { Block, GrahaNote, SlowNow, TopicKind, Window } from '../../judgement/plan';
import { lovePhase } from '../../judgement/natal';
import { aspectsHouse } from '../../judgement/windows';
import { binduBand } from '../../judgement/classics';
import { paragraphs, type WordingContext } from '../locale';
import {
  DASHA_THEMES, GRAHA_LORE, HOUSE_SHORT, IN_SEVENTH, IN_SIXTH, IN_TENTH, LAGNA_LORD_IN, NAKSHATRA_DEITY, SEVENTH_LORD_IN, SIGN_LORE, TENTH_LORD_IN, YOGA_LORE,
} from './lore';
import { alsoRules, alsoRulesClause, ruledHouse } from './lordships';
import { AGE_GROUP, inLaterYears } from '../../facts/life-stage';
import type { Names } from './names';
import { dayMonthYear, grahaNoun, listOf, monthRange, monthYear, signName } from './names';
import { ordinal } from '../../../shared/ordinal';

type Ctx = WordingContext<Names>;
type B<K extends Block['kind']> = Extract<Block, { kind: K }>;

export const NATAL_POOLS = {
  // The topic's house and its sign.
  careerHouse: [
    '{name}, work is read first from the 10th house, {text}, and yours falls in {sign}: [a sign of|it lends your working life] {themes}.',
    '[In your chart|As your chart is drawn], the 10th house, {text}, is {sign}, [which brings|bringing] {themes} to [your working life|the way you work].',
    '{name}, your career begins with the 10th house, {text}; [it falls in|it is] {sign}, [so|and] the way you work [bears the stamp of|is marked by] {themes}.',
  ],
  loveHouse: [
    '{name}, marriage and partnership are read from the 7th house, {text}, and yours is {sign}: [love for you asks for|your bonds are coloured by] {themes}.',
    '[In your chart|As your chart is drawn], the 7th house, {text}, falls in {sign}, [which brings|bringing] {themes} into [love|your partnerships].',
    '{name}, every question of love starts at the 7th house, {text}; [yours is|it falls in] {sign}, [and so|so] [a bond rests most on|what counts most in a bond is] {themes}.',
  ],
  healthHouse: [
    '{name}, health is read first from the lagna, {text}, and yours is {sign}: [a sign of|it gives your constitution] {themes}.',
    '[In your chart|For you], the rising sign, {text}, is {sign}, [which lends the body|giving your vitality] {themes}.',
    '{name}, the body and its vitality belong to the 1st house, {text}; [yours is|it falls in] {sign}, [so|and] your constitution [is one of|shows] {themes}.',
  ],
  careerSign: [
    '[Classically|Traditionally], such a 10th [points to|favours] {themes}.',
    '[Fields that suit it include|It suits] {themes}.',
    'It [does well in|thrives in|is drawn to] {themes}.',
  ],
  loveSign: [
    'What [nourishes|sustains] a bond for you is {themes}.',
    '[In a partner and a marriage|In love], you [look for|need] {themes}.',
    'A [7th house like this|7th in this sign] [asks for|longs for] {themes}.',
  ],
  healthSign: [
    'In the body of the Kalapurusha, the cosmic person, this sign governs {themes}, [the part of you to look after first|where strain tends to show first].',
    '{sign} [rules|governs] {themes} in the classical body, [so give that area steady care|and that is where tiredness first shows].',
    '[By the old correspondence|Classically], {sign} [stands for|governs] {themes}: [care for it before it asks|keep it warm, rested and moving].',
  ],
  // The house's lord.
  tenthLord: [
    'Your 10th lord, {graha}, [sits|is placed] in the {house} house; {text}.',
    '{graha} rules your 10th and [sits|stands] in your {house}; {text}.',
    'The lord of your 10th, {graha}, [has gone to|occupies] the {house} house, [and so|so] {text}.',
  ],
  seventhLord: [
    'Your 7th lord, {graha}, [sits|is placed] in the {house} house; {text}.',
    '{graha} rules your 7th and [sits|stands] in your {house}; {text}.',
    'The lord of your 7th, {graha}, [has gone to|occupies] the {house} house, [and so|so] {text}.',
  ],
  lagnaLord: [
    'Your lagna lord, {graha}, [sits|is placed] in the {house} house, [which gives|a placement of] {text}.',
    '{graha}, lord of the rising sign, [stands|sits] in your {house}: [it speaks of|expect] {text}.',
    'The ruler of your lagna, {graha}, [occupies|has gone to] the {house} house, [which promises|and that gives] {text}.',
  ],
  // The lord's strength, by score.
  lordStrong: [
    '{graha} is [strong|well fortified] there, {text}, so [your {house2} is well protected|your {house2} house can count on it].',
    '[It is|The lord is] {text}, [and|so] {graha} can [deliver|carry] [what your {house2} promises|the promise of your {house2}] [in full|with ease].',
    'Being {text}, {graha} [holds|keeps] your {house2} [firmly|well] [in hand|and steadily].',
  ],
  lordMiddle: [
    '{graha} is [neither strong nor weak|of middling strength] there, so what your {house2} promises [comes through effort|depends on how you use it].',
    'Its strength is [moderate|in the middle range][ all told, {text} but offset by its house|]: {graha} [delivers your {house2} steadily rather than spectacularly|gives your {house2} in proportion to the effort you put in].',
  ],
  /** A middling score despite debility (retrograde, dig bala or another factor lifts it): both said, in that order. */
  lordMiddleDebilitated: [
    '{graha} is {text} there, which would weaken it, but the rest of its placement [lifts it back|brings it back] to middling strength: what your {house2} promises [comes through effort rather than ease|arrives, but asks for work].',
    'By sign {graha} is {text}, yet [its other factors|the rest of its condition] [balance that out|make up for much of it], [leaving it|so it ends up] of middling strength: [expect your {house2} to give after effort|your {house2} gives in proportion to what you put in].',
  ],
  lordWeak: [
    '{graha} is [under strain|not at ease] there[, {text}|], so [the matters of your {house2} mature slowly|your {house2} gives after some early struggle]; [conscious effort|patience and steady practice] [strengthens it|builds what the placement lacks].',
    'Its strength is [low|below the middle][, {text}|]: [expect|allow for] [delays|a slower start] in the affairs of your {house2}, [and|but] [what is built with care lasts|the later years are kinder than the early ones].',
  ],
  // Occupants and glances.
  empty: [
    '[With no graha in the {house}|The {house} holds no graha, and so], its lord [is the one to read|decides what it gives] for {short}.',
    'No graha [occupies|sits in] the {house} itself, so its lord [carries its story|speaks for it] [alone|on its own] in {short}.',
    'The {house} house is [empty of grahas|unoccupied], [which is common|nothing unusual]: [its lord|the lord\'s placement] [tells the story|decides its results] for {short}.',
  ],
  occupant: [
    '{text}.',
    '[Of the grahas in it|Among its occupants|As for who lives there], {text}.',
  ],
  // {seat}: where the glancing graha sits ('your 1st house', or 'its own sign, Cancer, in your 1st house').
  glance: [
    'The {house} also receives {text} from {graha} in {seat}, [adding|which adds] {themes}.',
    'From {seat}, {graha} [casts|throws] {text} on your {house}, [bringing|lending it] {themes}.',
    'From {seat}, {graha} [looks on|aspects] your {house} with {text}, [which brings|adding] {themes}.',
  ],
  glanceMany: [
    'The {house} also receives {text} from {graha}, [adding|which adds] {themes}.',
    'Both {graha} cast {text} on your {house}, [adding|which adds] {themes}.',
  ],
  // The karaka.
  careerKaraka: [
    '{graha}, the natural [karaka|significator] of {themes}, sits in your {house} house, [which brings into your work|drawing into your career] {text}.',
    'As [karaka|significator] of {themes}, {graha} [matters here|has its own say]: it [sits|is placed] in your {house}, [drawing your career towards|which brings into your work] {text}.',
  ],
  /** The career karaka living in the 10th itself: its occupant sentence has already said what it brings. */
  careerKarakaHome: [
    'As the natural [karaka|significator] of {themes}, {graha} [counts twice|carries double weight] [here|in your 10th]: it lives in the house it stands for.',
    '{graha}, [karaka|significator] of {themes}, [sits in|occupies] the very house it signifies, [so its say over your work is doubled|which doubles its say over your work].',
  ],
  careerKarakaAmk: [
    '{graha}, the natural karaka of {themes}, is also your amatyakaraka, the minister of the soul, [which doubles its say over your work|so its word on your work counts twice]; it [sits|is placed] in your {house}, [drawing into your work|bringing into your career] {text}.',
    '{graha} [carries two roles|plays a double part] for your career: karaka of {themes} and, by degree, your amatyakaraka; from your {house} it [ties|links] your work to {text}.',
  ],
  loveKaraka: [
    'Venus, karaka of love and marriage, [sits|is placed] in your {house} house, [tying the heart to|linking love with] {text}.',
    'The significator of love is Venus, and yours [stands|sits] in the {house}, [bringing|tying the heart to] {text}.',
  ],
  healthKaraka: [
    '{graha}, the karaka of {themes}, [sits|is placed] in your {house} house, [linking your vitality to|so your energy rests on] {text}.',
    'As [karaka|significator] of {themes}, {graha} [has its own say over the body|speaks for your vitality]: it [sits|stands] in the {house}, [close to|tied to] {text}.',
  ],
  karakaStrong: [
    '[It is strong there|Its strength is high][, {text}|], [a real asset for {themes}|which is an asset you can lean on for {themes}].',
    '[It is well placed|Its placement is a good one][, {text}|], and [that steadies|that protects] {themes}.',
  ],
  karakaWeak: [
    '[It is under strain|Its strength is low][, {text}|], so [give conscious support to|expect some effort around] {themes}.',
    '[It is not at ease there|Its strength runs low][, {text}|]; [in matters of|when it comes to] {themes}, [patience pays|the remedy below is meant for this].',
  ],
  amatyakaraka: [
    'In Jaimini\'s method your amatyakaraka, the planet that advises the soul on its work, is {graha}, [which favours|pointing to] {themes}.',
    'By degree, {graha} is your amatyakaraka, [the minister of the soul|the counsellor of your work], and it [favours|leans towards] {themes}.',
  ],
  darakaraka: [
    'Your darakaraka, the planet of the spouse in Jaimini\'s method, is {graha}, [describing a partner with|which suggests a partner of] {themes}.',
    'By degree, {graha} is your darakaraka, [the planet of the spouse|the significator of the partner], [pointing to someone with|suggesting] {themes}.',
  ],
  // Yogas bearing on the topic.
  yogaFull: [
    '[Your chart also holds|There is also] {text} bearing on your {house}, [which promises|promising] {themes}.',
    '{text} [touches|reaches] your {house} [as well|too], [and it gives|giving] {themes}.',
    '[Add to this|Alongside this stands] {text}, tied to your {house}, [a combination of|with its promise of] {themes}.',
  ],
  yogaWeak: [
    '{text} [touches|bears on] your {house} too, [though in a weakened form|but only partly], so expect {themes} [in smaller measure|rather than in full].',
    '[There is also|You also have] {text} linked to your {house}, [weakened|spoiled in part] by [its conditions|the way it forms], so its gift of {themes} [comes in smaller measure|arrives modestly].',
  ],
  yogaHard: [
    '{text} [forms|is present] in your chart, [which can make the mind feel alone at times|a sign that the mind needs company and routine]; [steady friendships|prayer and good company] [are its classical answer|soften it].',
  ],
  // Mangal dosha.
  mangalNone: [
    'Mars [stays clear of|avoids] the houses of {text}, whether counted from the lagna, the Moon or Venus, [so the question does not arise|so no cancellation is needed].',
    'Mars is not in a house of {text} from your lagna, your Moon or Venus, so [that question does not arise for you|there is nothing to cancel or remedy].',
    '[As for|On] {text}: Mars [falls outside its houses|sits outside the six houses that count], [counted from the lagna, the Moon and Venus|whichever way it is counted], so [it does not apply|there is no dosha].',
  ],
  mangalCancelled: [
    'Counted from {themes}, Mars falls in one of the houses of {text}, but [the dosha is cancelled|it is cancelled here]: {lord}.',
    'By house, Mars [forms|would form] {text} counted from {themes}; [it is cancelled|the classics cancel it] [because|since] {lord}, [so it need not worry you|and it should not be held against you in matching].',
    '[Mars sits in a dosha house|Mars occupies one of the six houses of {text}] from {themes}, yet [the dosha does not hold|it is cancelled]: {lord}.',
  ],
  mangalPresent: [
    'Counted from {themes}, Mars forms {text}, [which asks for care with temper and haste in a marriage|meaning heat and impatience need watching in a bond]; [it is a reason to match charts carefully|it calls for careful matching with a partner\'s chart], not a verdict on your happiness.',
    'Mars [sits|falls] in a dosha house from {themes}, so {text} [is present|applies]; [it asks for|its answer is] patience, [a partner of similar energy|a well-matched chart] and [temper kept in check|Mars\'s heat put into work and exercise].',
  ],
  // The navamsa.
  navamsa: [
    'In your {text}, Venus falls in {sign} and your 7th lord in {sign2}, [so as the bond matures it|and over the years partnership] [asks for|grows through] {love}.',
    '[Looking deeper|In the finer chart], your {text} places Venus in {sign} and the lord of your 7th in {sign2}: [the marriage deepens through|its deeper layer is] {love}.',
    'Venus in {sign} and the 7th lord in {sign2} [in your {text}|in your {text}, the finer chart,] [point to|speak of] {love} as [the heart of a lasting marriage|what sustains the bond over time].',
  ],
  navamsaStrong: [
    '{graha} is {themes} there, [a strong sign for a lasting marriage|which strengthens the bond with the years].',
    '[With|Having] {graha} {themes} in the navamsa, [the promise of the 7th gains depth|marriage grows stronger with time].',
  ],
  navamsaWeak: [
    '{graha} is {themes} there, so [the bond asks for more patience and tenderness than most|give the relationship time to ripen|love needs tending rather than taking for granted].',
    '[With|Having] {graha} {themes} in the navamsa, [a marriage asks for|expect to give the bond] [patience|gentleness] [in its early years|before it settles].',
  ],
  // Health: the 6th and 8th, and the graha to watch.
  sixthLord: [
    'The 6th house, of illness and its cure, is ruled by {graha}, [placed|sitting] in your {house}: {text}.',
    '{graha}, lord of the 6th, the house of ailments and resistance, [sits|stands] in the {house}, [and|so] {text}.',
  ],
  sixthOccupant: [
    'In the 6th itself, {text}.',
    '[As for the 6th house itself|Inside the 6th], {text}.',
  ],
  eighthLord: [
    'The 8th, the house of longevity and chronic strain, [is ruled by|belongs to] {graha} in your {house}, [so|and] {text}.',
    '{graha} rules your 8th, of longevity and deep reserves, from the {house}: {text}.',
  ],
  focus: [
    'The graha [to watch|that needs the most care] for {themes} is {graha}, [in your {house}|placed in the {house}], [which governs|ruling over] {text}; [it is not at its strongest|its strength is low], so [give it the remedy below|the upaya below is chosen for it].',
    '[When it comes to {themes}|For {themes}], {graha} in your {house} is the [weakest link|most strained graha], and it [governs|looks after] {text}: [this is where care pays first|tend this first].',
  ],
  // Jupiter and Saturn now.
  nowOver: [
    '[Right now|At present|These months], {graha} [moves through|crosses] {sign}, your {house} house, [until {date}|for now], [bringing its weight to bear on this very house|which puts this house under its direct influence].',
    '{graha} is [transiting|moving through] {sign}, [directly over|in] your {house}[ until {date}|], so [the house is active now|this part of life is stirred now].',
  ],
  nowOverMoon: [
    '[Right now|At present|These months], {graha} [moves through|crosses] {sign}, the {house} from your Moon[ until {date}|], [which puts this part of life under its direct influence|so this house is stirred from within].',
    '{graha} is [transiting|moving through] {sign}, the {house} counted from your Moon, [and|so] [the house is active now|this area is in play now][ until {date}|].',
  ],
  nowAspect: [
    '[Right now|At present], {graha} [moves through|transits] {sign}, your {house} house, and [its glance falls on|it aspects] your {house2}[ until {date}|].',
    '{graha} is [transiting|crossing] {sign}, the {house} from your lagna, [from where it aspects|casting its glance on] the {house2}[ until {date}|].',
  ],
  nowAspectMoon: [
    '[Right now|At present], {graha} transits {sign}, the {house} from your Moon, and [its glance falls on|it aspects] the {house2} from your Moon[ until {date}|].',
  ],
  nowHelps: [
    '[That is a help|It is a help] for {themes} [worth using|to make use of] [while it lasts|now].',
    '[This supports|It favours|That lifts] {themes} [for as long as it stays|while it lasts|in these months].',
  ],
  nowPresses: [
    '[That presses on|It weighs on] {themes} [for now|while it stays]: [go steadily|do not force outcomes] [until it moves on|in the meantime].',
    'It [tests|slows] {themes} [for now|while it lasts], [so patience serves you better than haste|so build slowly rather than push].',
  ],
  nowPair: [
    '[Of the slow grahas|Among the slow movers], Jupiter is in your {house} from the Moon and Saturn in your {house2}: {text}.',
    'Jupiter [transits|moves through] the {house} from your Moon and Saturn the {house2}; {text}.',
    '[For now|At present] Jupiter [holds|occupies] the {house} from your Moon and Saturn the {house2}, [and|so] {text}.',
  ],
  /** The life reading: Jupiter or Saturn on or glancing at the lagna, said as counted from the rising sign. */
  nowLagnaLife: [
    'Counted from your rising sign rather than the Moon, {graha} [is crossing|moves through] {where}, {verdict}.',
    '[From the lagna, the rising sign,|By the count from your rising sign,] {graha} [now stands|is placed] {where}: {verdict}.',
  ],
  nowSade: [
    'Saturn [now transits|is crossing] {sign}, the {house} from your Moon, [a phase of|part of] {text}: [rest, routine and moderation matter more than usual|keep sleep and meals regular and do not overextend].',
    'With Saturn in the {house} from your Moon, {text} [runs now|is under way], [so the body asks for rest and regularity|which asks for a gentler pace and good sleep].',
  ],
  /**
   * Jupiter's and Saturn's own bindus in the signs they hold now (Ashtakavarga), by band and by the
   * reading's verdict on each transit: one sentence for both, a clause each.
   */
  nowBindus: {
    strongHelps: [
      '{graha} has {bindus} of 8 bindus in {sign}, so its help comes in full',
      '{graha} holds {bindus} of 8 in {sign}, [a strong score|a generous count] that lets its help through',
    ],
    strongPresses: [
      '{graha} has {bindus} of 8 bindus in {sign}, which eases its pressure',
      '{graha} holds {bindus} of 8 in {sign}, [enough to soften its weight|a cushion under its pressure]',
    ],
    middling: [
      '{graha} has 4 of 8 bindus in {sign}, [an even score|a neutral count] that leaves its effect as it is',
      '{graha} holds 4 of 8 in {sign}, [the middle of the scale|an average footing], so read it as it stands',
    ],
    weakHelps: [
      '{graha} has only {bindus} of 8 bindus in {sign}, so its help comes only in part',
      '{graha} holds just {bindus} of 8 in {sign}, [thin support for its help|so its promise is smaller than it sounds]',
    ],
    weakPresses: [
      '{graha} has only {bindus} of 8 bindus in {sign}, so its pressure is felt more',
      '{graha} holds just {bindus} of 8 in {sign}, [little to cushion it|which sharpens its weight]',
    ],
    one: [
      'In your {av}, {one}.',
      'By your chart’s {av}, {one}.',
      'Your {av} adds one more measure: {one}.',
    ],
    two: [
      'In your {av}, {one}; {two}.',
      'By your chart’s {av}, {one}, and {two}.',
      'Your {av} weighs both: {one}; {two}.',
      '[Counted|Scored] in your {av}, {one}, while {two}.',
    ],
  },
  // Windows.
  windowLater: [
    'From {month} to {month2}, your {ad} antardasha within the {md} mahadasha [opens a window for|favours] {themes}: {text}.',
    'The {ad} antardasha of your {md} mahadasha, from {month} to {month2}, [is a window for|supports] {themes}, [because|since] {text}.',
    '{month} to {month2} [brings|marks] your {ad} antardasha in the {md} mahadasha, [a window for|a period that favours] {themes}: {text}.',
  ],
  windowNow: [
    '[Already now|From now], and until {month2}, your {ad} antardasha within the {md} mahadasha [favours|opens the way for] {themes}: {text}.',
    'The {ad} antardasha you are in now, within the {md} mahadasha, [runs until|lasts until] {month2} and [favours|supports] {themes}, [because|since] {text}.',
  ],
  windowOpening: [
    'From {month} to {month2}, the {md} mahadasha [begins|opens] with its own antardasha, [a window for|which favours] {themes}: {text}.',
    'Your {md} mahadasha [begins|opens] in {month}, and its first antardasha, to {month2}, [favours|is a window for] {themes}, [because|since] {text}.',
  ],
  windowCare: [
    'From {month} to {month2}, your {ad} antardasha within the {md} mahadasha [asks for more care with|calls for attention to] {themes}: {text}.',
    'The {ad} antardasha of your {md} mahadasha, {month} to {month2}, is a [stretch|time] to [look after|protect] {themes}, [because|since] {text}.',
  ],
  windowCareNow: [
    '[Already now|From now], and until {month2}, your {ad} antardasha within the {md} mahadasha asks [for more care with|you to protect] {themes}: {text}.',
  ],
  windowTransit: [
    '{graha} [crosses|moves through] {sign}, your {house} house, from {date} to {date2}, [adding its blessing|strengthening the window].',
    '[Within it|Inside that window], {graha} [transits|occupies] {sign}, [your {house} house|the {house} from your lagna], between {date} and {date2}[, which lifts it further|].',
  ],
  windowTransitMoon: [
    '{graha} [crosses|moves through] {sign}, the {house} from your Moon, from {date} to {date2}, [adding its blessing|strengthening the window].',
    '[Within it|Inside that window], {graha} transits {sign}, [the {house} from your Moon|your {house} counted from the Moon], between {date} and {date2}.',
  ],
  windowTransitAspect: [
    'From {date} to {date2}, {graha} [in|crossing] {sign}, your {house} house, [casts its glance on|aspects] your {house2}, [adding its support|which lifts the window].',
    '[Between {date} and {date2}|From {date} to {date2}], {graha} [transits|moves through] {sign} and [aspects|looks on] your {house2} from there.',
  ],
  windowTransitAspectMoon: [
    'From {date} to {date2}, {graha} in {sign}, the {house} from your Moon, [casts its glance on|aspects] the {house2} from your Moon as well.',
  ],
  // A stay the reading has dated already: running now (the sky-now lines gave its dates), or entered on a date a big event gave.
  windowStayRunning: [
    '{graha} [stays|remains] where it is now, in {sign}, {stayAt}, [all through these months|right through this stretch], [which supports the window|adding its support].',
  ],
  windowStrainRunning: [
    '{graha} [stays|remains] where it is now, in {sign}, {stayAt}, [all through these months|right through this stretch]: [keep the pace gentle|do not overdo it].',
  ],
  windowStayEntered: [
    'Once in {sign}, {graha} [stays|remains] there, {stayAt}, until {date2}, [which supports the window|adding its support].',
  ],
  windowStrainEntered: [
    'Once in {sign}, {graha} [stays|remains] there, {stayAt}, until {date2}: [keep the pace gentle|do not overdo it].',
  ],
  windowStrain: [
    '{graha} in {sign}, the {house} from your Moon, from {date} to {date2}, [adds to the load|makes rest doubly important].',
    '[On top of that|At the same time], {graha} [transits|crosses] {sign}, the {house} from your Moon, between {date} and {date2}: [keep the pace gentle|do not overdo it].',
  ],
  windowDouble: [
    'With Saturn [also on|touching] your 10th [in the same months|at the same time], this is the double transit of Jupiter and Saturn that [classically times|often marks] a [rise|change of role].',
    '[Jupiter and Saturn both touch|Both slow grahas reach] your 10th [within this window|in these months], the double transit that [classically times|often accompanies] [a promotion or a move|a visible step up].',
  ],
  windowBestLong: [
    '[Of all the windows ahead|Of the next three years|Of everything the dashas open before {date}], this is the [strongest|most promising|clearest] for {themes}.',
    '[It is|This is] the [strongest|most promising|best-supported] window for {themes} [in the next three years|before {date}|in the years ahead].',
  ],
  windowBestYear: [
    '[It is|This is] the [brightest|strongest] stretch for {themes} in the coming twelve months.',
  ],
  windowNone: [
    'Until {date}, no antardasha ties strongly to your {house} house, so progress in {themes} comes [through steady effort|through patient, steady work] rather than [one turning point|a single dated opening].',
    'No dasha window for {themes} stands out [before|between now and] {date}: [the dashas here favour|this stretch favours] [consolidation|preparation] [over sudden change|more than dramatic moves].',
  ],
  // No window, though a dasha lord ahead rules or holds the houses: nothing here denies the link.
  windowNoneLinked: [
    'The dashas [up to|before] {date} [keep|hold] {themes} [in steady motion|moving at an even pace] rather than [opening one clear window|marking one date to aim for].',
    '[Before|Until] {date} no single antardasha [stands out|marks a turning point] for {themes}, so [steady work counts for more than timing|let steady effort do the work].',
  ],
  windowNoneHealth: [
    'No antardasha before {date} [strains|presses on] the houses of health, [a reassuring sign|which is good news|and that is worth knowing]: [keep the routines that already serve you|steady habits are all this year asks|keep the habits that work].',
    '[Between now and|Until] {date}, the dashas [leave the houses of illness quiet|do not stir the 6th or the 8th], so [this is a year to build strength|use the year to build reserves|a regular routine is enough].',
  ],
  // The reasons a window is one (clauses after a colon).
  whyRulesMain: [
    '{ad} rules your {house} house', 'as lord of your {house}, {ad} speaks for it directly', '{ad} is the lord of your {house} house',
  ],
  whyInMain: [
    '{ad} sits in your {house} house by birth', '{ad} occupies your {house} in the birth chart',
  ],
  whyRulesOther: [
    '{ad} rules your {house}, the house of {themes}', 'as lord of the {house}, {ad} brings {themes} into play',
  ],
  whyInOther: [
    '{ad} sits in your {house}, the house of {themes}', '{ad} occupies your {house}, which stands for {themes}',
  ],
  whyKaraka: [
    '{ad} is the natural karaka of {themes}', '{ad} [signifies|is the significator of] {themes} by nature',
  ],
  whyAspects: [
    '{ad} [casts its glance on|aspects] your {house} from the birth chart',
  ],
  whyNode: [
    '{ad} acts for the lord of its sign, who rules your {house}',
  ],
  whyMd: [
    'the {md} mahadasha [itself|as a whole] is tied to your {house}', 'its mahadasha lord, {md}, [is bound up with|is linked to] your {house}',
  ],
  whyYogakaraka: [
    'it is [also|moreover] the yogakaraka of your chart, lord of both the {kendra} and the {trikona}', 'as lord of both the {kendra}, an angle, and the {trikona}, a trine, it is the yogakaraka of your chart, the surest giver it has',
  ],
  whySixEight: [
    '{ad} rules your {house}, the house of {themes}', 'as lord of the {house}, {ad} [stirs|activates] {themes}',
  ],
  whyInDusthana: [
    '{ad} sits in your {house}, the house of {themes}',
  ],
  whyVitality: [
    '{ad} [rules|guards] your 1st house, the seat of vitality', '{ad} [carries|holds] your vitality as a karaka of the body',
  ],
  // Time of life.
  careerStudent: [
    'At {n}, [this is the season to build skills|your work now is learning]: let the 10th house guide what you study, towards {themes}, [and take the first internship seriously|and seek out teachers who work in those fields].',
    '[At {n}, the career is still|Your career, at {n}, is still] being prepared: [choose studies|pick subjects] that lead towards {themes}, and [do not rush a choice that the dashas will make clearer|let early jobs teach you rather than define you].',
  ],
  careerEarly: [
    'At {n}, [these are the years to learn under a good mentor|the task is to find the right workplace and learn fast]; [a change of job|a new role] [timed to|made inside] a good window counts for more than [several moves made at random|constant switching].',
    '[At {n}, you are laying the foundations|At {n} the foundations are being laid]: [take on responsibility early|say yes to work that stretches you], [keep your skills current|build a name for reliability], and [save the big moves for the windows above|use the dated windows for changes].',
  ],
  careerEstablishing: [
    'At {n}, [the work is to consolidate|you are building a position]: [aim for the promotion or the role with a title|ask for the responsibility you are ready for], and [time the ask to a good window|make your case when the dashas support it].',
    '[At {n}, this is the stage of building|You are {n}, the age of establishing yourself]: [specialise|deepen one strength], [let your record speak|make your results visible], and [keep the larger moves for the windows above|move when the timing supports you].',
  ],
  careerMidlife: [
    'At {n}, [leadership matters more than hustle|your standing is your capital]: [guard your reputation|protect what you have built], [mentor the people around you|build a team that carries your work], and [choose fewer, larger moves|let the windows decide the timing of any big change].',
    '[At {n}, authority is within reach|You are {n}, when standing counts most]: [lead with judgement|take the seat at the table], [avoid quarrels with superiors|keep relationships with those above you clean], and [make one move at a time|keep change for the right window].',
  ],
  careerMature: [
    'At {n}, [the work is to hand on what you know|your counsel is worth more than your hours]: [advisory roles|teaching and mentoring] suit this stage, and [plans should stay modest and secure|security matters more than expansion].',
    '[At {n}, this is the harvest of a working life|You are {n}, a time to consolidate a career]: [share your experience|train those who follow], [keep commitments you can sustain|do not overextend], and [let the work become a service|let experience set the pace].',
  ],
  careerElder: [
    'At {n}, [work becomes a service and a legacy|your work is what you pass on]: [counsel, teaching and quiet contribution|advice given freely and work done for others] [suit this time|are its best form].',
    '[At {n}, the career has become|You are {n}, and the working life is now] a body of experience: [pass it on|share it] [generously|with those who ask], and [keep only the commitments that give you joy|let rest have its share].',
  ],
  loveYoung: [
    'At {n}, [love is still a school|the heart is still learning]: [friendships and first romances teach you what the 7th house wants|let studies and friendships come first], and [let commitment wait until the windows above ripen|there is time before any lasting choice].',
    '[At {n}, there is no hurry|You are {n}, and there is time]: [learn who you are in company|let friendships deepen], and [leave marriage questions to the years ahead|keep lasting commitments for a riper season].',
  ],
  loveSeeking: [
    'At {n}, [if you are still looking|for someone still seeking], [introductions made inside a good window carry more weight|the windows above are the times to meet people and say yes]; [match charts carefully|compare charts before deciding], and [trust the slower bond over the sudden one|let trust grow before promises]. If you are already committed, [the same windows favour engagement, marriage or moving in together|use them for the next step together].',
    '[At {n}, the question is often when rather than whether|You are {n}, an age when the question is often when]: [if you are single, the dated windows are the times to be introduced|those still looking should use the windows above], and [if you are already with someone, they favour formal commitment|a couple can use them to marry or settle]. [Do not force a match outside them|Patience outside them costs nothing].',
  ],
  loveEarly: [
    'At {n}, [if you are married, the task is to build a shared life|a young marriage asks for a common plan]: [home, money and family are decided together|make decisions as a pair]. If you are still looking, [the windows above are your best times to meet someone|choose the dated windows for introductions], and [be open to a partner from a different circle|look a little beyond your usual circle].',
    '[At {n}, a bond is built in daily life|You are {n}, when love is proven in daily care]: [for a couple, shared goals and time alone matter most|couples should guard time for each other], [and anyone still single should lean on the windows above|and if you are single, the windows above are the times to act].',
  ],
  loveEstablished: [
    'At {n}, [the bond you have is the work|love is about renewal, not search]: [renew it with time alone together|take a journey or a new interest together], [speak plainly about money and family|settle family decisions as partners], and [let children grow without pulling the marriage apart|keep the two of you at the centre]. If you are on your own, [companionship found in these windows can be deep and steady|a later bond built in these windows can be a good one].',
    '[At {n}, the marriage matures|You are {n}, when a long bond deepens]: [patience and shared purpose keep it warm|gratitude and plain speaking keep it young], and [the windows above favour reconciliation and fresh starts together|use the good windows for what you want to build together]. [For anyone single at this age|If you are on your own], [friendship is the best road to companionship|friendship is the surest road to companionship|a bond rooted in friendship suits this time|a bond rooted in friendship suits this stage of life].',
  ],
  loveElder: [
    'At {n}, [love is companionship and care|the bond is one of companionship]: [time together, shared prayer and family bring the 7th house its joy|the gifts of the 7th now come as steadiness and care], and [grace with each other\'s frailties matters most|gentleness is the whole of the work].',
    '[At {n}, partnership is about presence|You are {n}, when love shows as care]: [keep company with those you love|spend unhurried time with your partner or your closest friends], and [let old quarrels go|forgive quickly].',
  ],
  healthYoung: [
    'At {n}, [habits made now last for decades|the body forgives, but habits set now stay]: [regular sleep, a sport you enjoy and simple food|movement every day, early nights and home food] [do more than any remedy|are the real medicine].',
    '[At {n}, your reserves are high|You are {n}, with energy to spare]: [spend it on movement, not on late nights|use it to build strength rather than burn it], and [do not ignore small signals|listen to small complaints early].',
  ],
  healthMiddle: [
    'At {n}, [stress is the main thing to manage|the load of work and family tells on the body]: [keep a fixed hour for exercise|walk or practise yoga daily], [guard your sleep|protect seven hours of sleep], and [see your doctor for regular check-ups|keep routine check-ups with your doctor].',
    '[At {n}, prevention is everything|You are {n}, when prevention pays most]: [a daily practice of movement and breath|steady exercise and pranayama], [meals at regular hours|regular meals], and [check-ups with your doctor|regular medical check-ups] [keep the chart\'s weak points quiet|do more than any upaya].',
  ],
  healthLater: [
    'At {n}, [gentleness is strength|the body asks for a gentler rhythm]: [walks, light yoga and warm food|daily walks, stretching and simple meals] suit you, and [follow your doctor\'s advice closely|keep your doctor informed of any change]. [The chart describes tendencies, never a diagnosis|A chart shows tendencies; only a doctor can diagnose|Read this as a tendency of the chart, not a diagnosis|None of this replaces a doctor\'s examination].',
    '[At {n}, steadiness is the medicine|You are {n}, when rhythm matters more than effort]: [keep your days regular|rise and eat at the same hours], [stay among people|keep good company], and [let your doctor guide anything that troubles you|take medical advice for any complaint]. Astrology can point to tendencies; it never replaces a doctor.',
  ],
  lifeYoung: [
    'At {n}, [much of this chart is still promise|the chart is mostly potential]: [the mahadashas ahead decide when each gift opens|the dasha story below tells when its gifts arrive], so [build skills and character now|use these years to learn and to choose well].',
    '[At {n}, you are at the start of the story|You are {n}, early in the story]: [the strengths above are tools to learn to use|learn to use the strong grahas and be patient with the weak ones], and [let the dashas set the pace|trust the timing of the dashas].',
  ],
  lifeMiddle: [
    'At {n}, [the chart is in full play|you live the middle of the story]: [use the strong grahas in your work and home|build on your strengths], [tend the weak ones with patience|give the weaker grahas their remedies], and [plan big steps by the dashas|time the big decisions to the periods above].',
    '[At {n}, this is the season of building|You are {n}, in the years of building]: [the strengths of the chart are at your disposal|put your strong grahas to work], and [what is weak can still be strengthened by discipline|steady effort softens what is weak].',
  ],
  lifeLater: [
    'At {n}, [the chart turns towards meaning|the story turns inward]: [what the strong grahas gave can now be shared|pass on what your strengths have built], and [the weaker ones are best met with prayer and patience|the weaker ones ask for acceptance more than struggle].',
    '[At {n}, this is the season of wisdom|You are {n}, in the chapter of wisdom]: [counsel, faith and family|teaching, prayer and time with family] [carry the chart\'s promise now|are how the chart gives now].',
  ],
  // The lean of the reading, said once in the advice.
  stageBright: [
    'For {themes}, the [chart and the timing|dashas and the transits] [both lean your way|are on your side], so [act with confidence|do not hold back].',
    'The [balance is generous|weight of the chart favours you] when it comes to {themes}: [move with confidence|be bold where it counts].',
  ],
  stageSteady: [
    'For {themes} the [picture is a sound one|balance tips your way], [so steady effort will be rewarded|so build steadily and it will hold].',
    '[On balance the chart supports|The chart leans modestly towards] {themes}: [consistency beats boldness|keep a steady hand].',
  ],
  stageMixed: [
    'For {themes} the [picture is mixed|chart gives and asks in equal measure], so [timing is everything|choose your moments carefully].',
    '[Help and resistance are evenly matched|The scales sit close to level] for {themes}, [so use the good windows and rest in between|so lean on the good periods and stay patient outside them].',
  ],
  /** A bright balance in the mature and elder years: ease to enjoy and share, not boldness. */
  stageBrightLater: [
    'For {themes} the [chart and the timing|dashas and the transits] [lean your way|are kind], so [enjoy what they bring|use them to settle what matters], [without taking on more than you need|keeping commitments you can sustain].',
    'The [balance is generous|weight of the chart favours you] when it comes to {themes}: [let it ease your days rather than fill them|use it to consolidate and to share what you have built].',
  ],
  stageCareful: [
    'For {themes} the [chart asks for patience|balance asks for care], so [protect what you have before reaching for more|go slowly and protect your base].',
    '[The balance is against you|The timing is not easy] for {themes} just now, so [hold steady|keep the stakes low] and [let the better periods come|wait for the stronger periods].',
  ],
  healthBright: [
    '[Your constitution is well supported|The body has good backing in this chart|Your vitality is well founded], so [build on it|keep doing what works|use it well] rather than [worry|fret over small things|take it for granted].',
    'The [chart protects your health well|vitality in this chart is sound|body is well defended in this chart][:|, and] [good habits will hold it there|steady routines keep it that way|regular habits keep that protection working].',
  ],
  healthSteady: [
    'On balance [the chart supports your vitality|your health is well founded], [so steady routines are enough|and regular habits keep it so].',
    '[The picture is sound|Vitality leans your way], [provided you keep a regular day|as long as rest keeps pace with effort].',
  ],
  healthMixed: [
    'The [picture is mixed|chart gives and asks in equal measure] for the body, [so rest and routine matter|so do not spend energy you have not restored].',
    '[Strength and strain are evenly matched|The scales sit close to level] in this chart, [so pace yourself|so keep a margin of rest].',
  ],
  healthCareful: [
    'The chart asks you to [protect your strength|guard your energy] [just now|in this season]: [rest before you are tired|keep commitments light] and [keep your doctor close to any concern|take medical advice early].',
    '[More of the chart presses than protects|The body is under some strain in this chart] [for now|at present], so [simplify your days|lighten the load] and [take medical advice for anything that lingers|see your doctor rather than wait].',
  ],
  stageWindow: [
    '[Keep|Mark] {month} to {month2} for [the step that matters most in|your next real move in] {themes}.',
    '[Set aside|Hold] {month} to {month2} for [the larger decisions of|the important step in] {themes}.',
  ],
  stageWindowNow: [
    '[Use|Make the most of] the months until {month2} for [the step that matters most in|your next real move in] {themes}.',
    'The months [from now to|until] {month2} are [the time for|yours for] [the larger decisions of|the important step in] {themes}.',
  ],
  /** A career's best window in the mature and elder years: a handover or advisory work, not a bold move. */
  stageWindowLater: [
    '[Keep|Mark] {month} to {month2} for [a well-timed handover|advisory work or a well-earned step back] in {themes}.',
    '{month} to {month2} [suits|favours] [passing on responsibility|counsel and a measured step back] in {themes}.',
  ],
  stageWindowCare: [
    'From {month} to {month2}, [be especially regular with rest and meals|lighten the load where you can].',
    '[Between|Across] {month} and {month2}, [keep your routine regular and your plate simple|guard sleep and meals more than usual].',
    '[Keep|Treat] {month} to {month2} as [a season for rest and regular habits|months to pace yourself and skip the extra load].',
  ],
  // The life reading: overview.
  lagnaRising: [
    '{name}, you were born with {sign} as your {text}, [which makes you|giving you a nature that is] {themes}.',
    '{name}, the sign rising at your birth, your {text}, is {sign}: [a temperament that is|you meet the world as someone] {themes}.',
    '{name}, your {text} is {sign}, [and it makes you|so you are by nature] {themes}.',
  ],
  lagnaLordLife: [
    'Its lord, {graha}, [sits|is placed] in your {house} house, [which speaks of|giving] {text}.',
    '{graha}, lord of your lagna, [stands|sits] in the {house}: {text}.',
  ],
  moonSign: [
    'Your Moon, the mind, rests in {sign} in the nakshatra {nak}, whose deity is {text}.',
    'The Moon, [lord of the mind|the mind itself], is in {sign} at birth, in {nak}, the star of {text}.',
    '[At birth|When you were born], the Moon [stood|was] in {sign}, in the nakshatra {nak}, [presided over by|whose deity is] {text}.',
  ],
  strongest: [
    'The strongest graha in your chart is {graha}, {text}, in your {house} house: [it gives|expect] {themes}.',
    '{graha} is [your strongest graha|the strongest in the chart], {text}, placed in your {house}, [and it brings|giving] {themes}.',
  ],
  strongestPlain: [
    'The strongest graha in your chart is {graha}, in your {house} house, [and it gives|which brings] {themes}.',
    '{graha}, in your {house} house, [stands strongest|is the strongest] in the chart, [giving|with its gift of] {themes}.',
  ],
  strongPair: [
    '{graha} is also strong, [in your {house}|from your {house} house], [adding|which adds] {themes}.',
  ],
  weakest: [
    'The graha that asks most of you is {graha}, in your {house}, {text}: its lesson is {themes}.',
    '{graha}, in your {house}, {text}, is the weakest in the chart, and [its lesson is|it teaches] {themes}.',
  ],
  weakestPlain: [
    'The graha that asks most of you is {graha}, in your {house}: its lesson is {themes}.',
    '{graha} in your {house} is the weakest [of the chart|in the chart], [and it teaches|its lesson being] {themes}.',
  ],
  neechaBhanga: [
    '{graha} is debilitated by sign, but {text} holds for it: [such a graha often gives its best after an early struggle|what starts weak here ends strong].',
    '{graha} falls in its sign of debility, yet {text} applies, [so early difficulty turns into strength|and the classics count that as a rise after a fall].',
  ],
  atmakaraka: [
    'Your atmakaraka, the planet of the soul in Jaimini\'s method, is {graha}: [the lesson of this life is|this life teaches] {themes}.',
    'By degree, {graha} is your atmakaraka, [the soul\'s significator|the king of the chart], and [it asks for|its lesson is] {themes}.',
  ],
  // The life reading: yogas.
  lifeYogaFirst: [
    '[Among the classical combinations in your chart|Of the yogas your chart holds], {text}, formed by {graha}, [stands first|matters most]: {themes}.',
    '[The first yoga to name|The yoga that leads your chart] is {text}, through {graha}, [which gives|promising] {themes}.',
    '{text} [leads the yogas of your chart|heads your chart\'s yogas], formed by {graha}: [it gives|expect] {themes}.',
  ],
  lifeYogaFull: [
    '{text}, formed by {graha}, [promises|gives] {themes}.',
    '[There is|You have] {text} through {graha}, [which gives|promising] {themes}.',
    '[Through|By way of] {graha} [comes|you have] {text}: {themes}.',
  ],
  lifeYogaWeak: [
    '{text}, through {graha}, holds in a weaker form, so [expect|its gift is] {themes}, [in smaller measure|more modestly].',
    '[There is also|You also have] {text} through {graha}, [though weakened|but only partly], so its gift of {themes} [comes in smaller measure|arrives more quietly].',
  ],
  lifeYogaHard: [
    '{text} [forms|holds] through {graha}, a sign that the mind [needs company and routine|must not be left alone too long]; [friendship, prayer and a regular day|good company and steady habits] are its classical answer.',
  ],
  // The dasha story (life and yearly take alternate templates).
  storyMd: [
    'Your {md} mahadasha runs from {date} to {date2}; {graha} sits in your {house} house and rules {text}, [so the period turns on|which puts the weight on] {themes}.',
    'Since {date} you have been in the mahadasha of {md}, lasting until {date2}: {graha}, in your {house} and lord of {text}, [makes this a period of|brings] {themes}.',
    'The great period now is {md}, from {date} to {date2}; {graha} rules {text} and sits in the {house}, [so these years are about|and the years revolve around] {themes}.',
    'From {date} until {date2} the {md} mahadasha [rules your life|sets the tone]: {graha} is lord of {text} and [sits|is placed] in your {house}, [bringing|which brings] {themes}.',
  ],
  storyMdNode: [
    'Your {md} mahadasha runs from {date} to {date2}; {graha} sits in your {house} house and [acts through|carries the results of] its sign lord, [bringing|so expect] {themes}.',
    'Since {date} you have been in the mahadasha of {md}, lasting until {date2}: {graha}, in your {house}, [owns no sign and works through|gives the results of] its dispositor, with {themes}.',
    'The great period now is {md}, from {date} to {date2}; {graha}, placed in your {house}, [brings|stirs] {themes}.',
    'From {date} until {date2} the {md} mahadasha [rules your life|sets the tone], with {graha} in your {house} [bringing|stirring] {themes}.',
  ],
  storyStrong: [
    '{graha} is strong in your chart, so [the period can deliver generously|its results come readily] for {short}.',
    'As {graha} is well placed, [this mahadasha has real strength behind it|the period has a strong lord], [above all for|especially in] {short}.',
    'With a strong {md} at the helm, [the period delivers|results come readily] in {short}.',
    'The lord is strong by birth, so [these years carry real support|the period is well backed] for {short}.',
  ],
  storyWeak: [
    '{graha} is under strain in your chart, so [the period asks for patience and remedies|its gifts come after effort] in {short}.',
    'As {graha} is weakly placed, [the period rewards discipline more than luck|results come slowly and through effort], [above all in|especially for] {short}.',
    'With the {md} lord under strain by birth, [patience and upaya make the difference|steady effort counts more than luck] in {short}.',
    'The lord is weak by birth, so [build slowly in these years|do not expect easy gains] in {short}.',
  ],
  storyAd: [
    'Within it, the {ad} antardasha runs until {date}, [with|and] {graha} in your {house} [adds|adding] {themes}.',
    'The sub-period now is {ad}, until {date}; {graha}, from your {house}, [colours these months with|brings] {themes}.',
    'Inside the mahadasha, {ad} rules the sub-period until {date}, [bringing|with] {themes} from your {house}.',
    'Until {date} the {ad} antardasha [runs|holds], and {graha} in the {house} [brings|lends the months] {themes}.',
  ],
  storyNext: [
    'On {date} the {ad} antardasha begins, [turning attention to|bringing] {themes}.',
    'Next, from {date}, comes the {ad} antardasha, a time of {themes}.',
    'The {ad} antardasha follows on {date}, [and with it|bringing] {themes}.',
    'From {date}, {ad} takes over the sub-period, with {themes}.',
  ],
  storyLater: [
    'After that the {md} mahadasha begins on {date} and lasts {n} years, with {graha} in your {house} [promising|bringing] {themes}.',
    'From {date} the {md} mahadasha takes over for {n} years; {graha}, in your {house}, [brings|promises] {themes}.',
    'The next great period, {md}, opens on {date} and runs {n} years, with {themes} through {graha} in your {house}.',
    'On {date} begins the {md} mahadasha, {n} years of {themes}, led by {graha} from your {house}.',
  ],
  storyAfter: [
    'Then, from {date}, comes the {md} mahadasha, {graha} in your {house}, [turning to|with the accent on] {short}.',
    'Beyond it, the {md} mahadasha begins on {date}, with {graha} in your {house} [and its {short}|bringing {short} forward].',
    'After that, {md} takes the great period from {date}, from your {house}, [the house of|a house of] {short}.',
    'The story then passes to {md} on {date}, placed in your {house}, [with {short} in the lead|where the accent falls on {short}].',
  ],
} as const;

const P = NATAL_POOLS;

/** What each topic's windows and advice are for. */
const TOPIC_WORDS: Record<TopicKind, readonly string[]> = {
  career: ['career moves and recognition', 'a promotion or a change of role', 'professional growth'],
  love: ['marriage and commitment', 'love and partnership', 'a lasting bond'],
  health: ['vitality and recovery', 'health and strength', 'building your strength'],
};

const CARE_WORDS: readonly string[] = ['health and rest', 'your energy and routines', 'the body and its rest'];

/** What the life reading's advice is about. */
const LIFE_WORDS: readonly string[] = ['the years ahead', 'the life you are building', 'the road ahead'];

/** The end of the slow grahas' verdict, by reading: 'Jupiter helps while Saturn asks for patience with …'. */
/** A career's good times in the mature and elder years: counsel and what was built, not a promotion to chase. */
const CAREER_LATER_WORDS: readonly string[] = ['your work and your counsel', 'the standing you have built', 'advisory work and passing on what you know'];
/** Love's good times from the elder phase on: companionship and family, not courtship. */
const LOVE_LATER_WORDS: readonly string[] = ['companionship and family', 'the bond you share', 'care and company'];

/** What a topic's good times are for, at the reader's time of life (the same choice as the Hindi's). */
function topicWords(ctx: Ctx, topic: TopicKind): readonly string[] {
  const { age, stage } = ctx.facts.person;
  if (topic === 'career' && inLaterYears(stage)) return CAREER_LATER_WORDS;
  if (topic === 'love' && lovePhase(age) === 'elder') return LOVE_LATER_WORDS;
  return TOPIC_WORDS[topic];
}

const PAIR_WORDS: Record<TopicKind | 'life', readonly string[]> = {
  career: ['your work', 'your working life'], love: ['matters of the heart', 'your relationships'],
  health: ['your energy', 'the body'], life: ['the life as a whole', 'the road ahead'],
};

/** What the 6th, 8th and 12th stand for in a health window. */
const HEALTH_HOUSE: Record<number, string> = { 6: 'illness and its cure', 8: 'chronic strain and longevity', 12: 'sleep and recovery' };

/** A graha in the lagna, for the health reading. */
const IN_FIRST: Record<Graha, string> = {
  Sun: 'the Sun in the lagna gives vitality and pride, and asks you to guard against heat and overwork',
  Moon: 'the Moon in the lagna makes the body follow the mood: calm, rest and good water keep you well',
  Mars: 'Mars in the lagna gives energy and quick recovery, with a tendency to fevers, cuts and impatience',
  Mercury: 'Mercury in the lagna gives a youthful, nervous energy that needs regular meals and quiet hours',
  Jupiter: 'Jupiter in the lagna protects the body, asking only for moderation in rich food',
  Venus: 'Venus in the lagna gives grace and good looks, and a taste for sweets that needs watching',
  Saturn: 'Saturn in the lagna gives endurance with stiffness: daily movement keeps the joints young',
  Rahu: 'Rahu in the lagna brings restless energy and unusual sensitivities, so keep habits regular',
  Ketu: 'Ketu in the lagna gives a light, intuitive constitution that does best with routine and rest',
};

/** What a graha's full glance lends a house. */
const GLANCE: Record<Graha, readonly string[]> = {
  Sun: ['authority and visibility', 'heat and a sense of purpose'],
  Moon: ['feeling and public contact', 'care and changeability'],
  Mars: ['drive and some friction', 'energy and urgency'],
  Mercury: ['skill and conversation', 'wit and trade'],
  Jupiter: ['protection and growth', 'wisdom and grace'],
  Venus: ['sweetness and ease', 'charm and comfort'],
  Saturn: ['discipline, delay and then reward', 'seriousness and staying power'],
  Rahu: ['ambition and the unfamiliar'],
  Ketu: ['detachment and depth'],
};

/** Yogas by the engine's keys: a name without an article, and what each gives. */
export const YOGA_EN: Record<string, { name: string; gives: readonly string[] }> = {
  'gaja-kesari': { name: 'Gaja Kesari yoga', gives: YOGA_LORE['gaja-kesari']!.gives },
  'budha-aditya': { name: 'Budha-Aditya yoga', gives: YOGA_LORE['budha-aditya']!.gives },
  'chandra-mangala': { name: 'Chandra-Mangala yoga', gives: YOGA_LORE['chandra-mangala']!.gives },
  ruchaka: { name: 'Ruchaka yoga', gives: YOGA_LORE.ruchaka!.gives },
  bhadra: { name: 'Bhadra yoga', gives: YOGA_LORE.bhadra!.gives },
  hamsa: { name: 'Hamsa yoga', gives: YOGA_LORE.hamsa!.gives },
  malavya: { name: 'Malavya yoga', gives: YOGA_LORE.malavya!.gives },
  shasha: { name: 'Shasha yoga', gives: YOGA_LORE.shasha!.gives },
  raja: { name: 'Raja yoga', gives: ['a rise in status, strongest when its grahas\' dashas run', 'authority and recognition in the dashas of the grahas that form it'] },
  dhana: { name: 'Dhana yoga', gives: ['wealth built through the houses that form it', 'earning power and savings that grow with time'] },
  'viparita-raja': { name: 'Viparita Raja yoga', gives: ['success that comes out of difficulty', 'a rise after setbacks, as obstacles turn into openings'] },
  'neecha-bhanga-raja': { name: 'Neecha Bhanga Raja yoga', gives: ['a rise after an early struggle', 'strength that grows out of weakness overcome'] },
  parivartana: { name: 'Parivartana yoga', gives: ['a bond between two houses, each strengthening the other', 'mutual support between the areas of life involved'] },
  adhi: { name: 'Adhi yoga', gives: ['leadership, comfort and the goodwill of others', 'a respected position and a steady life'] },
  amala: { name: 'Amala yoga', gives: ['a spotless name through good deeds', 'lasting respect earned through honest work'] },
  sunapha: { name: 'Sunapha yoga', gives: ['self-made wealth and a resourceful mind', 'the ability to earn through your own effort'] },
  anapha: { name: 'Anapha yoga', gives: ['good health, poise and a calm mind', 'a graceful, self-contained temperament'] },
  durudhara: { name: 'Durudhara yoga', gives: ['comfort, generosity and a well-supported mind', 'resources on both sides of the mind, and a generous nature'] },
  kemadruma: { name: 'Kemadruma yoga', gives: ['a mind that must learn to stand on its own'] },
};

/** Why a Mangal dosha is cancelled, as a clause. */
const MANGAL_REASON: Record<string, string> = {
  'own-sign': 'Mars is in its own sign', exalted: 'Mars is exalted', 'jupiter-conjunct': 'Jupiter sits with Mars',
  'jupiter-aspect': 'Jupiter aspects Mars', 'moon-conjunct': 'the Moon sits with Mars', 'lagna-leo-aquarius': 'your lagna is Leo or Aquarius',
  'mars-yogakaraka': 'Mars, lord of both an angle and a trine of your chart, is the yogakaraka for your lagna', 'house-sign:lagna': 'the sign Mars occupies is one of the listed exceptions',
  'house-sign:moon': 'the sign Mars occupies is an exception counted from the Moon', 'house-sign:venus': 'the sign Mars occupies is an exception counted from Venus',
};

const pick = <T>(ctx: Ctx, list: readonly T[]) => ctx.pen.pick(list);
const some = (ctx: Ctx, list: readonly string[], n: number) => listOf(ctx.pen.shuffle(list).slice(0, n));
/** Two phrases that may hold an 'and' of their own: 'a, as well as b'. */
const pairOf = (ctx: Ctx, list: readonly string[]) => ctx.pen.shuffle(list).slice(0, 2).join(', as well as ');
const plain = (g: Graha) => g;
/** A clause after a colon starts lower-case unless it begins with a name. */
const decap = (s: string) => (/^(The|As|Its|It|This|Both|With|Here) /.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/**
 * Where a glancing graha sits, as a drishti sentence says it: a graha looks on a house from the
 * house it occupies (BPHS, Graha Drishti: each graha looks on the 7th from where it stands, Mars,
 * Jupiter and Saturn also on their special houses), so the sentence names that house; "its own
 * sign" only when it is in a sign it rules.
 */
function glanceFrom(g: NatalGrahaFact): string {
  const house = `your ${ordinal(g.house)} house`;
  return SIGN_LORDS[g.sign] === g.name ? `its own sign, ${signName(g.sign)}, in ${house}` : house;
}

/** A placement's notes as a phrase ('exalted', 'in its own sign, with directional strength (dig bala)'), glossing terms once. */
function notesPhrase(ctx: Ctx, notes: readonly GrahaNote[], max = 2): string {
  const { names } = ctx;
  const words = notes.slice(0, max).map((n) => {
    switch (n) {
      case 'exalted': return 'exalted';
      case 'moolatrikona': return `in its ${names.term('moolatrikona', 'root-trine')} sign`;
      case 'own': return 'in its own sign';
      case 'debilitated': return 'debilitated';
      case 'neecha-bhanga': return `debilitated with the debility cancelled`;
      case 'dig-bala': return `with ${names.term('dig bala', 'directional strength')}`;
      case 'vargottama': return names.term('vargottama', 'in the same sign in the navamsa');
      case 'combust': return 'combust';
      case 'retrograde': return 'retrograde';
    }
  });
  return listOf(words);
}

function yogaName(y: YogaFact): { name: string; gives: readonly string[] } {
  return YOGA_EN[y.key] ?? { name: `${y.key.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')} yoga`, gives: ['a gift of its own to the houses it joins'] };
}

/** A window's stretch as it is written: a running one from the day the reading was asked. */
function monthsOf(w: Window, asked: string): { month: string; month2: string } {
  return monthRange(w.running ? asked : w.start, w.end);
}

/** Where a slow graha stands now in relation to the topic's house. */
function nowSentence(ctx: Ctx, s: SlowNow, main: number, topic: TopicKind): string | null {
  const { pen, names } = ctx;
  const until = s.until ? dayMonthYear(s.until) : '';
  const base = { graha: names.graha(s.graha), sign: names.sign(s.sign), date: until || 'the end of its stay' };
  let text: string;
  const fromLagna = ctx.facts.person.timeKnown;
  if (fromLagna && s.houseFromLagna === main) text = pen.say(P.nowOver, { ...base, house: ordinal(s.houseFromLagna) });
  else if (fromLagna && aspectsHouse(s.graha, s.houseFromLagna, main)) text = pen.say(P.nowAspect, { ...base, house: ordinal(s.houseFromLagna), house2: ordinal(main) });
  else if (s.houseFromMoon === main) text = pen.say(P.nowOverMoon, { ...base, house: ordinal(s.houseFromMoon) });
  else if (aspectsHouse(s.graha, s.houseFromMoon, main)) text = pen.say(P.nowAspectMoon, { ...base, house: ordinal(s.houseFromMoon), house2: ordinal(main) });
  else return null;
  return `${text} ${pen.say(s.helps ? P.nowHelps : P.nowPresses, { themes: pick(ctx, topicWords(ctx, topic)) })}`;
}

/**
 * How Jupiter's and Saturn's own bindus temper their stays now (judgement/natal.ts), in one
 * sentence, when the birth time gives them: a clause each by band and by the reading's verdict.
 */
function nowBindus(ctx: Ctx, now: readonly SlowNow[]): string | null {
  const pools = P.nowBindus;
  const clauses = now.flatMap((s) => {
    if (s.bindus === null) return [];
    const band = binduBand(s.bindus);
    const pool = band === 'middling' ? pools.middling : band === 'strong' ? (s.helps ? pools.strongHelps : pools.strongPresses) : s.helps ? pools.weakHelps : pools.weakPresses;
    return [ctx.pen.say(pool, { graha: ctx.names.graha(s.graha), sign: ctx.names.sign(s.sign), bindus: String(s.bindus) })];
  });
  if (clauses.length === 0) return null;
  const av = ctx.names.term('Ashtakavarga', 'the tally of support your birth chart gives each sign');
  return ctx.pen.say(clauses.length === 1 ? pools.one : pools.two, { av, one: clauses[0]!, two: clauses[1] ?? '' });
}

/** Jupiter and Saturn now: a sentence each when they touch the topic's house, else one for the pair, then their bindus. */
function nowPart(ctx: Ctx, now: readonly SlowNow[], main: number, topic: TopicKind | 'life'): string[] {
  const health = topic === 'health';
  const { pen, names } = ctx;
  const out: string[] = [];
  const rest: SlowNow[] = [];
  for (const s of now) {
    if (health && s.graha === 'Saturn' && [12, 1, 2, 8].includes(s.houseFromMoon)) {
      const phase = s.houseFromMoon === 8 ? names.term('ashtama Shani', 'Saturn in the 8th from the Moon') : names.term('Sade Sati', 'the seven and a half years of Saturn over the Moon');
      out.push(pen.say(P.nowSade, { sign: names.sign(s.sign), house: ordinal(s.houseFromMoon), text: phase }));
      continue;
    }
    // The life reading speaks of the pair only: its house is the health reading's too.
    const t = s.touches && topic !== 'life' ? nowSentence(ctx, s, main, topic) : null;
    if (t) out.push(t);
    else rest.push(s);
  }
  if (rest.length === 2) {
    // The pair is named by its houses from the Moon, so its verdict is the gochara table's from the
    // Moon (Phaladeepika ch. 26), never a help that was counted from the lagna.
    const [j, sa] = rest as [SlowNow, SlowNow];
    const verdict = j.good && sa.good ? 'both help' : !j.good && !sa.good ? 'neither is easy just now, so keep plans modest for' : j.good ? 'Jupiter helps while Saturn asks for patience with' : 'Saturn rewards steady work while Jupiter asks for patience with';
    out.push(pen.say(P.nowPair, { house: ordinal(j.houseFromMoon), house2: ordinal(sa.houseFromMoon), text: `${verdict} ${pick(ctx, PAIR_WORDS[topic])}` }));
  }
  for (const s of rest) {
    if (s.touchesFrom !== 'lagna') continue;
    const where = s.houseFromLagna === main ? `your ${ordinal(main)} house itself` : `your ${ordinal(s.houseFromLagna)} house, from where it looks on your ${ordinal(main)}`;
    const verdict = s.helps ? 'a help to you personally' : 'a weight on body and confidence, so pace yourself';
    out.push(pen.say(P.nowLagnaLife, { graha: names.graha(s.graha), where, verdict }));
  }
  const bindus = nowBindus(ctx, now);
  if (bindus) out.push(bindus);
  return out;
}

function topicWriter(b: B<'natal-topic'>, ctx: Ctx): string {
  const { pen, names, facts } = ctx;
  const name = facts.person.firstName;
  // The sentences gather into a few short paragraphs (the house and its lord; who sits in it and
  // glances at it; the significators and yogas; the health houses; the sky now), not one long block.
  const paragraphs: string[][] = [];
  let out: string[] = [];
  const nextParagraph = () => {
    if (out.length) paragraphs.push(out);
    out = [];
  };
  const lore = SIGN_LORE[b.sign]!;
  const lord = names.graha(b.lord);
  // The house and its sign.
  if (b.topic === 'career') {
    out.push(pen.say(P.careerHouse, { name, sign: names.sign(b.sign), text: names.term('karma bhava', 'the house of action'), themes: some(ctx, lore.nature, 2) }));
    out.push(pen.say(P.careerSign, { themes: pairOf(ctx, lore.careers) }));
    out.push(pen.say(P.tenthLord, { graha: lord, house: ordinal(b.lordHouse), text: TENTH_LORD_IN[b.lordHouse]! }));
  } else if (b.topic === 'love') {
    out.push(pen.say(P.loveHouse, { name, sign: names.sign(b.sign), text: names.term('kalatra bhava', 'the house of the spouse'), themes: some(ctx, lore.nature, 2) }));
    out.push(pen.say(P.loveSign, { themes: pairOf(ctx, lore.love) }));
    out.push(pen.say(P.seventhLord, { graha: lord, house: ordinal(b.lordHouse), text: SEVENTH_LORD_IN[b.lordHouse]! }));
  } else {
    // Without an exact birth time the 1st house is the Moon's sign: nothing is said of a lagna or its lord.
    if (facts.person.timeKnown) out.push(pen.say(P.healthHouse, { name, sign: names.sign(b.sign), text: names.term('tanu bhava', 'the house of the body'), themes: some(ctx, lore.nature, 2) }));
    out.push(pen.say(P.healthSign, { sign: names.sign(b.sign), themes: lore.body }));
    if (facts.person.timeKnown) out.push(pen.say(P.lagnaLord, { graha: lord, house: ordinal(b.lordHouse), text: LAGNA_LORD_IN[b.lordHouse]! }));
  }
  // The lord's other lordships and the functional nature they give it (the lagna's own, only with the birth time).
  const lordAlso = b.topic !== 'health' || facts.person.timeKnown ? alsoRules(ctx, b.lord, [b.house]) : null;
  if (lordAlso) out.push(lordAlso);
  // The lord's strength.
  const lb = strengthBand(b.lordScore);
  const lordNotes = notesPhrase(ctx, b.lordNotes);
  const mainHouse = ordinal(b.house);
  if (lb === 'strong') out.push(pen.say(P.lordStrong, { graha: names.graha(b.lord), text: lordNotes || 'well supported by its placement', house2: mainHouse }));
  else if (lb === 'middle' && b.lordNotes.includes('debilitated')) {
    // Debilitated yet middling by the strength model: the debility is named, then what offsets it.
    out.push(pen.say(P.lordMiddleDebilitated, { graha: names.graha(b.lord), text: lordNotes, house2: mainHouse }));
  } else {
    // A middling score can hide a dignity (an exalted lord in a difficult house): say both, not a contradiction.
    const middle = (t: string) => t.replace('[ all told, {text} but offset by its house|]', lordNotes ? ' all told, {text} but offset by its house' : '');
    const template = pen.pick(lb === 'weak' ? P.lordWeak : P.lordMiddle);
    out.push(pen.fill(middle(template).replace('[, {text}|]', lordNotes ? ', {text}' : ''), { graha: names.graha(b.lord), text: lordNotes, house2: mainHouse }));
  }
  // Occupants and glances.
  nextParagraph();
  const occupantLore = b.topic === 'career' ? IN_TENTH : b.topic === 'love' ? IN_SEVENTH : IN_FIRST;
  if (!b.occupants.length) out.push(pen.say(P.empty, { house: ordinal(b.house), short: pick(ctx, HOUSE_SHORT[b.house]!) }));
  // The 1st house's occupants are read as grahas "in the lagna": not without an exact birth time.
  const occupants = b.topic === 'health' && !facts.person.timeKnown ? [] : b.occupants;
  for (const g of occupants.slice(0, 2)) out.push(pen.say(P.occupant, { house: ordinal(b.house), text: occupantLore[g] }));
  const glancing = b.aspectedBy.slice(0, 2);
  if (glancing.length) {
    out.push(pen.say(glancing.length > 1 ? P.glanceMany : P.glance, {
      graha: listOf(glancing.map((g) => names.graha(g))), house: ordinal(b.house), seat: glanceFrom(facts.natal.grahas[glancing[0]!]),
      text: names.term('drishti', 'the full glance of a graha'), themes: glancing.map((g) => pick(ctx, GLANCE[g])).join(', as well as '),
    }));
  }
  // The karaka.
  nextParagraph();
  if (b.karaka !== b.lord) {
    const kLore = GRAHA_LORE[b.karaka];
    const houseThemes = pick(ctx, HOUSE_SHORT[b.karakaHouse]!);
    const karakaOf = b.topic === 'career' ? (b.karaka === 'Saturn' ? 'work and service' : 'authority and status') : some(ctx, kLore.karakas, 2);
    // A karaka sitting in the topic's own house was just described among its occupants: its placement and strength are not said twice.
    const home = b.topic === 'career' && b.karakaHouse === b.house && b.karakaWhy !== 'amatyakaraka' && occupants.slice(0, 2).includes(b.karaka);
    if (home) {
      out.push(pen.say(P.careerKarakaHome, { graha: names.graha(b.karaka), themes: karakaOf }));
    } else if (b.topic === 'career') {
      out.push(pen.say(b.karakaWhy === 'amatyakaraka' ? P.careerKarakaAmk : P.careerKaraka, { graha: names.graha(b.karaka), themes: karakaOf, house: ordinal(b.karakaHouse), text: houseThemes }));
    } else if (b.topic === 'love') {
      out.push(pen.say(P.loveKaraka, { house: ordinal(b.karakaHouse), text: houseThemes }));
    } else {
      out.push(pen.say(P.healthKaraka, { graha: names.graha(b.karaka), themes: karakaOf, house: ordinal(b.karakaHouse), text: houseThemes }));
    }
    const kb = strengthBand(b.karakaScore);
    const kNotes = notesPhrase(ctx, b.karakaNotes);
    if (kb !== 'middle' && !home) out.push(pen.fill(pen.pick(kb === 'strong' ? P.karakaStrong : P.karakaWeak).replace('[, {text}|]', kNotes ? ', {text}' : ''), { text: kNotes, themes: pick(ctx, topicWords(ctx, b.topic)) }));
  }
  if (b.jaimini) {
    const g = b.jaimini.graha;
    out.push(b.jaimini.role === 'amatyakaraka' ? pen.say(P.amatyakaraka, { graha: names.graha(g), themes: GRAHA_LORE[g].work }) : pen.say(P.darakaraka, { graha: names.graha(g), themes: GRAHA_LORE[g].partner }));
  }
  // Yogas.
  for (const y of b.yogas) {
    const lore = yogaName(y);
    const pool = y.key === 'kemadruma' ? P.yogaHard : y.strength === 'full' ? P.yogaFull : P.yogaWeak;
    out.push(pen.say(pool, { text: lore.name, themes: pick(ctx, lore.gives), house: mainHouse }));
  }
  // Mangal dosha and the navamsa (love).
  if (b.mangal) {
    const term = names.term('Mangal dosha', 'the affliction of Mars');
    const m = b.mangal;
    // "Not from the lagna, the Moon or Venus" needs the lagna: without the time, silence rather than a guess.
    if (!m.present) {
      if (ctx.facts.person.timeKnown) out.push(pen.say(P.mangalNone, { text: term }));
    }
    else {
      const refs = (['lagna', 'moon', 'venus'] as const).filter((r) => m.from[r]);
      const refWords = listOf(refs.map((r) => (r === 'lagna' ? 'the lagna' : r === 'moon' ? 'the Moon' : 'Venus')));
      if (m.cancelled) {
        const reasons = m.reasons.map((r) => (r === 'lagna-leo-aquarius' ? `your lagna is ${signName(ctx.facts.natal.lagna.sign)}, a lagna the rule exempts` : MANGAL_REASON[r])).filter((r): r is string => Boolean(r));
        out.push(pen.say(P.mangalCancelled, { themes: refWords, text: term, lord: listOf([...new Set(reasons)].slice(0, 2)) || 'one of the classical exceptions applies' }));
      } else {
        out.push(pen.say(P.mangalPresent, { themes: refWords, text: term }));
      }
    }
  }
  if (b.navamsa) {
    const nv = b.navamsa;
    out.push(pen.say(P.navamsa, { text: names.term('navamsa', 'the ninth-division chart of marriage'), sign: names.sign(nv.venusSign), sign2: names.sign(nv.seventhLordSign), love: pick(ctx, SIGN_LORE[nv.venusSign]!.love) }));
    const noted = [{ g: 'Venus' as Graha, notes: nv.venusNotes }, { g: nv.seventhLord as Graha, notes: nv.seventhLordNotes }].find((x) => x.notes.length);
    if (noted) {
      const weak = noted.notes[0] === 'debilitated';
      out.push(pen.say(weak ? P.navamsaWeak : P.navamsaStrong, { graha: names.graha(noted.g), themes: notesPhrase(ctx, noted.notes, 1) }));
    }
  }
  // Health: the 6th and 8th, and the graha to watch.
  nextParagraph();
  if (b.topic === 'health') {
    const [sixth, eighth] = b.side;
    if (sixth) {
      // The lord's other lordships join its sentence, so the 6th is never given as its only house.
      const also = alsoRulesClause(ctx, sixth.lord, [6, b.house]);
      const slots = { graha: names.graha(sixth.lord), house: ordinal(sixth.lordHouse), text: sixthLordText(sixth.lordHouse, sixth.lordScore) };
      out.push(also ? pen.compound([[P.sixthLord, slots], also], ['; ']) : pen.say(P.sixthLord, slots));
      const occ = sixth.occupants[0];
      if (occ) out.push(pen.say(P.sixthOccupant, { text: IN_SIXTH[occ] }));
    }
    if (eighth && eighth.lord !== sixth?.lord) {
      const also = alsoRulesClause(ctx, eighth.lord, [8, b.house]);
      const slots = { graha: names.graha(eighth.lord), house: ordinal(eighth.lordHouse), text: eighthLordText(eighth.lordScore) };
      out.push(also ? pen.compound([[P.eighthLord, slots], also], ['; ']) : pen.say(P.eighthLord, slots));
    }
  }
  if (b.focus && b.focus.score < 0 && (b.topic === 'health' || b.focus.graha !== b.lord)) {
    out.push(pen.say(P.focus, { graha: names.graha(b.focus.graha), house: ordinal(b.focus.house), text: pick(ctx, GRAHA_LORE[b.focus.graha].karakas), themes: pick(ctx, topicWords(ctx, b.topic)) }));
  }
  nextParagraph();
  out.push(...nowPart(ctx, b.now, b.house, b.topic));
  nextParagraph();
  return shortParagraphs(paragraphs).join('\n');
}

/** Paragraphs of sentences as text: a lone sentence joins the paragraph before it rather than standing alone. */
function shortParagraphs(paragraphs: readonly string[][]): string[] {
  const merged: string[][] = [];
  for (const p of paragraphs) {
    const last = merged.at(-1);
    if (last && (p.length === 1 || last.length === 1)) last.push(...p);
    else merged.push([...p]);
  }
  return merged.map((p) => p.join(' '));
}

function sixthLordText(house: number, score: number): string {
  if ([6, 8, 12].includes(house)) return 'a lord of illness hidden in a difficult house loses its power to harm, which is classically a protection';
  if (house === 1) return 'resistance and discipline become part of your temperament, though small complaints need attention early';
  if (score > 2) return 'it is strong, so you fight off illness and rivals well, provided you keep a routine';
  if (score < -2) return 'its weakness means ailments stay small when they are caught early';
  return 'keep a steady routine and small complaints will stay small';
}

function eighthLordText(score: number): string {
  if (score > 2) return 'its strength gives deep reserves and good recovery';
  if (score < -2) return 'rest and regular habits matter, because reserves run down if you ignore them';
  return 'your reserves are steady, renewed by sleep and regular habits';
}

/** The reason clause of a window, from its first reasons. */
function whyOf(ctx: Ctx, w: Window, topic: TopicKind, main: number): string {
  const { pen } = ctx;
  const ad = grahaNoun(w.antardashaLord);
  const md = plain(w.mahadashaLord);
  const topicThemes = pick(ctx, topicWords(ctx, topic));
  const parts: string[] = [];
  const own = w.reasons.filter((r) => !r.startsWith('md-'));
  const byMd = w.reasons.filter((r) => r.startsWith('md-'));
  const first = own.find((r) => /^lord-(rules|in)-|^karaka$|^aspects-|^node-sign-lord/.test(r));
  if (first) {
    const h = Number(first.split('-').at(-1));
    if (w.lean === 'care' && /^lord-rules-(6|8)$/.test(first)) parts.push(pen.say(P.whySixEight, { ad, house: ruledHouse(ctx.facts, w.antardashaLord, h), themes: HEALTH_HOUSE[h]! }));
    else if (w.lean === 'care' && /^lord-in-(6|8|12)$/.test(first)) parts.push(pen.say(P.whyInDusthana, { ad, house: ordinal(h), themes: HEALTH_HOUSE[h]! }));
    else if (topic === 'health' && (first === 'lord-rules-1' || first === 'lord-in-1' || first === 'karaka')) parts.push(pen.say(P.whyVitality, { ad }));
    else if (first === 'karaka') parts.push(pen.say(P.whyKaraka, { ad, themes: topicThemes }));
    else if (first.startsWith('node-sign-lord')) parts.push(pen.say(P.whyNode, { ad, house: ordinal(h) }));
    else if (first.startsWith('aspects-')) parts.push(pen.say(P.whyAspects, { ad, house: ordinal(h) }));
    else if (first.startsWith('lord-rules-')) parts.push(pen.say(h === main ? P.whyRulesMain : P.whyRulesOther, { ad, house: ruledHouse(ctx.facts, w.antardashaLord, h), themes: pick(ctx, HOUSE_SHORT[h]!) }));
    else parts.push(pen.say(h === main ? P.whyInMain : P.whyInOther, { ad, house: ordinal(h), themes: pick(ctx, HOUSE_SHORT[h]!) }));
  }
  const yk = own.includes('yogakaraka') ? yogakarakaHouses(ctx.facts.natal.grahas[w.antardashaLord].rules) : null;
  if (yk) parts.push(pen.say(P.whyYogakaraka, { kendra: ordinal(yk.kendra), trikona: ordinal(yk.trikona) }));
  const mdFirst = byMd.find((r) => /^md-lord-(rules|in)-|^md-aspects-|^md-node-sign-lord/.test(r));
  if (mdFirst && (parts.length < 2 || !first)) parts.push(pen.say(P.whyMd, { md, house: ordinal(Number(mdFirst.split('-').at(-1))) }));
  if (!parts.length && byMd.includes('md-karaka')) parts.push(pen.say(P.whyKaraka, { ad: md, themes: topicThemes }));
  if (!parts.length) parts.push(pen.say(P.whyMd, { md, house: ordinal(main) }));
  return decap(parts.map(decap).join(parts.length > 2 ? '; ' : ', and '));
}

function windowsWriter(b: B<'windows'>, ctx: Ctx): string | null {
  const { pen, names, facts } = ctx;
  const main = { career: 10, love: 7, health: 1 }[b.topic];
  // A paragraph a window, so each stretch of time reads as its own short story.
  const paragraphs: string[][] = [];
  const longOutlook = b.topic !== 'health';
  if (!b.windows.length) {
    // "The dashas leave the 6th and 8th quiet" (or the main house) only when the plan found it so.
    const pool = !b.quiet ? P.windowNoneLinked : b.topic === 'health' ? P.windowNoneHealth : P.windowNone;
    return pen.say(pool, { date: monthYear(facts.period.outlookEnd), house: ordinal(main), themes: pick(ctx, topicWords(ctx, b.topic)) });
  }
  let doubleSaid = false;
  for (const w of b.windows) {
    const { month, month2 } = monthsOf(w, facts.period.asked);
    const slots = { month, month2, md: plain(w.mahadashaLord), ad: plain(w.antardashaLord), themes: w.lean === 'care' ? pick(ctx, CARE_WORDS) : pick(ctx, topicWords(ctx, b.topic)), text: whyOf(ctx, w, b.topic, main) };
    const now = w.running;
    const opening = w.antardashaLord === w.mahadashaLord && facts.dasha?.sequence.some((s) => s.lord === w.mahadashaLord && s.start === w.start);
    const pool = w.lean === 'care' ? (now ? P.windowCareNow : P.windowCare) : now ? P.windowNow : opening ? P.windowOpening : P.windowLater;
    const out: string[] = [];
    paragraphs.push(out);
    out.push(pen.say(pool, slots));
    const t = w.transit;
    if (t) {
      const where = t.ref === 'moon' ? `the ${ordinal(t.house)} from your Moon` : `your ${ordinal(t.house)} house`;
      const tSlots = { graha: names.graha(t.graha), sign: names.sign(t.sign), house: ordinal(t.house), house2: ordinal(main), date: dayMonthYear(t.from), date2: dayMonthYear(t.to), stayAt: where };
      // A stay is dated once in a reading: one already dated is told without its dates again.
      const care = w.lean === 'care';
      const tPool = t.told === 'now' ? (care ? P.windowStrainRunning : P.windowStayRunning)
        : t.told === 'entry' ? (care ? P.windowStrainEntered : P.windowStayEntered)
          : care ? P.windowStrain
            : t.aspect ? (t.ref === 'lagna' ? P.windowTransitAspect : P.windowTransitAspectMoon)
              : t.ref === 'lagna' ? P.windowTransit : P.windowTransitMoon;
      out.push(pen.say(tPool, tSlots));
    }
    if (w.reasons.includes('double-transit') && b.topic === 'career' && !doubleSaid) {
      out.push(pen.say(P.windowDouble));
      doubleSaid = true;
    }
    if (w.best && w.lean === 'favourable' && b.windows.filter((x) => x.lean === 'favourable').length > 1) {
      out.push(pen.say(longOutlook ? P.windowBestLong : P.windowBestYear, { themes: pick(ctx, topicWords(ctx, b.topic)), date: monthYear(facts.period.outlookEnd) }));
    }
  }
  return shortParagraphs(paragraphs).join('\n');
}

const CAREER_STAGE = { student: P.careerStudent, 'early-career': P.careerEarly, establishing: P.careerEstablishing, midlife: P.careerMidlife, mature: P.careerMature, elder: P.careerElder } as const;
const LOVE_PHASE = { young: P.loveYoung, seeking: P.loveSeeking, early: P.loveEarly, established: P.loveEstablished, elder: P.loveElder } as const;
const HEALTH_STAGE = { young: P.healthYoung, middle: P.healthMiddle, later: P.healthLater } as const;
const LIFE_STAGE = { young: P.lifeYoung, middle: P.lifeMiddle, later: P.lifeLater } as const;
const TONE_POOL = { bright: P.stageBright, steady: P.stageSteady, mixed: P.stageMixed, careful: P.stageCareful } as const;
const HEALTH_TONE = { bright: P.healthBright, steady: P.healthSteady, mixed: P.healthMixed, careful: P.healthCareful } as const;

function stageWriter(b: B<'stage'>, ctx: Ctx): string {
  const { pen, facts } = ctx;
  const n = String(b.age);
  const out: string[] = [];
  if (b.topic === 'career') out.push(pen.say(CAREER_STAGE[b.stage], { n, themes: some(ctx, SIGN_LORE[facts.natal.houses[10]!.sign]!.careers, 2) }));
  else if (b.topic === 'love') out.push(pen.say(LOVE_PHASE[b.phase ?? 'seeking'], { n }));
  else if (b.topic === 'health') out.push(pen.say(HEALTH_STAGE[AGE_GROUP[b.stage]], { n }));
  else out.push(pen.say(LIFE_STAGE[AGE_GROUP[b.stage]], { n }));
  // Past the middle years a bright balance is for ease and sharing, not boldness (no promotion to push for at 67).
  const later = inLaterYears(b.stage);
  const tonePool = b.topic === 'health' ? HEALTH_TONE[b.tone] : later && b.tone === 'bright' ? P.stageBrightLater : TONE_POOL[b.tone];
  out.push(pen.say(tonePool, { themes: b.topic === 'life' ? pick(ctx, LIFE_WORDS) : pick(ctx, topicWords(ctx, b.topic)) }));
  const w = b.window;
  if (w) {
    const { month, month2 } = monthsOf(w, facts.period.asked);
    const pool = w.lean === 'care' ? P.stageWindowCare : later && b.topic === 'career' ? P.stageWindowLater : w.running ? P.stageWindowNow : P.stageWindow;
    out.push(pen.say(pool, { month, month2, themes: pick(ctx, PAIR_WORDS[b.topic]) }));
  }
  return out.join(' ');
}

function overviewWriter(b: B<'natal-overview'>, ctx: Ctx): string {
  const { pen, names, facts } = ctx;
  const out: string[] = [];
  const lore = SIGN_LORE[b.lagna]!;
  if (facts.person.timeKnown) out.push(pen.say(P.lagnaRising, { name: facts.person.firstName, sign: names.sign(b.lagna), text: names.term('lagna', 'the rising sign'), themes: some(ctx, lore.adjectives, 2) }));
  if (facts.person.timeKnown) out.push(pen.say(P.lagnaLordLife, { graha: names.graha(b.lagnaLord), house: ordinal(b.lagnaLordHouse), text: LAGNA_LORD_IN[b.lagnaLordHouse]! }));
  out.push(pen.say(P.moonSign, { sign: names.sign(b.moonSign), nak: names.nakshatra(b.moonNakshatra), text: NAKSHATRA_DEITY[b.moonNakshatra]! }));
  const [first, second] = b.strong;
  if (first) {
    const d = b.detail[first]!;
    const notes = notesPhrase(ctx, d.notes.filter((x) => x !== 'neecha-bhanga'));
    const slots = { graha: names.graha(first), house: ordinal(d.house), text: notes, themes: pick(ctx, GRAHA_LORE[first].gifts) };
    out.push(pen.say(notes ? P.strongest : P.strongestPlain, slots));
    if (second) out.push(pen.say(P.strongPair, { graha: names.graha(second), house: ordinal(b.detail[second]!.house), themes: pick(ctx, GRAHA_LORE[second].gifts) }));
  }
  const weak = b.weak[0];
  if (weak) {
    const d = b.detail[weak]!;
    const notes = notesPhrase(ctx, d.notes.filter((x) => x !== 'neecha-bhanga'));
    out.push(pen.say(notes ? P.weakest : P.weakestPlain, { graha: names.graha(weak), house: ordinal(d.house), text: notes, themes: GRAHA_LORE[weak].lesson }));
  }
  for (const g of b.neechaBhanga.slice(0, 2)) out.push(pen.say(P.neechaBhanga, { graha: names.graha(g), text: names.term('neecha bhanga', 'the cancellation of debility') }));
  if (b.atmakaraka !== first) out.push(pen.say(P.atmakaraka, { graha: names.graha(b.atmakaraka), themes: GRAHA_LORE[b.atmakaraka].lesson }));
  out.push(...nowPart(ctx, b.now, 1, 'life'));
  return out.join(' ');
}

function yogasWriter(b: B<'yogas'>, ctx: Ctx): string | null {
  const { pen, names } = ctx;
  if (!b.yogas.length) return null;
  const out: string[] = [];
  b.yogas.forEach((y, i) => {
    const lore = yogaName(y);
    const grahas = listOf([...new Set(y.grahas)].slice(0, 3).map((g) => names.graha(g)));
    const pool = y.key === 'kemadruma' ? P.lifeYogaHard : y.strength === 'full' ? (i === 0 ? P.lifeYogaFirst : P.lifeYogaFull) : P.lifeYogaWeak;
    out.push(pen.say(pool, { text: lore.name, graha: grahas, themes: pick(ctx, lore.gives) }));
  });
  return out.join(' ');
}

/** Half of a story pool: the life reading takes the even templates, the yearly the odd ones. */
function lordsOf(b: B<'dasha-story'>, ctx: Ctx, g: Graha): { house: number; rules: number[]; score: number } {
  const n = ctx.facts.natal.grahas[g];
  return b.lords?.[g] ?? { house: n.house, rules: n.rules, score: n.score };
}

function storyWriter(b: B<'dasha-story'>, ctx: Ctx): string {
  const { pen, names, facts } = ctx;
  const life = facts.readingType === 'life';
  const say = (pool: readonly string[], slots: Record<string, string>) => pen.say(storyTemplates(pool, life), slots);
  const out: string[] = [];
  const md = b.mahadasha.lord;
  const rules = b.mdRules.length ? `the ${listOf(b.mdRules.map(ordinal))} ${b.mdRules.length > 1 ? 'houses' : 'house'}` : '';
  const mdSlots = { md: plain(md), graha: names.graha(md), house: ordinal(b.mdHouse), date: dayMonthYear(b.mahadasha.start), date2: dayMonthYear(b.mahadasha.end), themes: pick(ctx, DASHA_THEMES[md]), text: rules };
  out.push(say(rules ? P.storyMd : P.storyMdNode, mdSlots));
  const mb = strengthBand(b.mdScore);
  if (mb !== 'middle') out.push(say(mb === 'strong' ? P.storyStrong : P.storyWeak, { graha: names.graha(md), md: plain(md), short: pick(ctx, HOUSE_SHORT[b.mdHouse]!) }));
  const ad = b.antardasha.lord;
  if (ad !== md || b.antardasha.start !== b.mahadasha.start) {
    out.push(say(P.storyAd, { ad: plain(ad), graha: names.graha(ad), house: ordinal(b.adHouse), date: dayMonthYear(b.antardasha.end), themes: pick(ctx, DASHA_THEMES[ad]) }));
  }
  if (b.next && b.next.start < b.mahadasha.end) out.push(say(P.storyNext, { ad: plain(b.next.lord), date: dayMonthYear(b.next.start), themes: pick(ctx, DASHA_THEMES[b.next.lord]) }));
  const [, later, after] = b.sequence;
  if (later) {
    const l = lordsOf(b, ctx, later.lord);
    const years = Math.round((later.endMs - later.startMs) / (365.25 * 86_400_000));
    out.push(say(P.storyLater, { md: plain(later.lord), graha: names.graha(later.lord), house: ordinal(l.house), date: dayMonthYear(later.start), n: String(years), themes: pick(ctx, DASHA_THEMES[later.lord]) }));
  }
  if (after) {
    const l = lordsOf(b, ctx, after.lord);
    out.push(say(P.storyAfter, { md: plain(after.lord), graha: names.graha(after.lord), house: ordinal(l.house), date: dayMonthYear(after.start), short: pick(ctx, HOUSE_SHORT[l.house]!) }));
  }
  return out.join(' ');
}

export const natalWriters = paragraphs({
  'natal-topic': topicWriter, windows: windowsWriter, stage: stageWriter, 'natal-overview': overviewWriter, yogas: yogasWriter, 'dasha-story': storyWriter,
});
