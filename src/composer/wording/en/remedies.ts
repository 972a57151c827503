/**
 * Traditional remedies (upayas) by graha and kind, three of each, as verb phrases that complete
 * "…, {remedy}." They are devotional and practical customs, never medical or financial advice.
 */
import type { Graha } from '../../../astro/zodiac';
import type { Remedy } from '../../judgement/plan';
import { REMEDY_VARIANTS } from '../../judgement/remedies';
import { dayMonth, weekdayName } from './names';

export const REMEDIES_EN: Record<Graha, Record<Remedy['kind'], readonly string[]>> = {
  Sun: {
    mantra: ['chant "Om Hraam Hreem Hraum Sah Suryaya Namah" 108 times on Sunday morning', 'recite the Aditya Hridayam at sunrise on Sundays', 'repeat "Om Suryaya Namah" eleven times as the Sun rises'],
    charity: ['give wheat and jaggery to someone in need on a Sunday', 'donate a copper vessel or copper coins on a Sunday', 'offer food to an elderly man who has no one to care for him'],
    fast: ['keep a simple Sunday fast, one meal without salt', 'fast until noon on Sundays and break it with wheat and jaggery', 'keep Sunday meals plain and early, as a small vrat for Surya'],
    temple: ['visit a Surya temple, or offer arghya, water poured towards the rising Sun', 'offer red flowers and water to the Sun at dawn on Sunday', 'light a ghee lamp at a Surya or Vishnu shrine on a Sunday'],
    practice: ['greet the rising Sun with a few rounds of Surya Namaskar', 'spend time with your father or a mentor and ask for his blessing', 'rise before the Sun for a week and begin the day with quiet purpose'],
  },
  Moon: {
    mantra: ['chant "Om Shraam Shreem Shraum Sah Chandraya Namah" 108 times on Monday evening', 'repeat "Om Namah Shivaya" softly before sleep', 'recite "Om Somaya Namah" eleven times under the evening Moon'],
    charity: ['give rice, milk or white cloth on a Monday', 'offer drinking water to the thirsty, or keep a pot of water for passers-by', 'help a mother who is struggling, quietly and without fuss'],
    fast: ['keep a Monday fast (Somvar vrat) with fruit and milk', 'eat lightly on Mondays and skip anything heavy after sunset', 'keep Purnima as a light fast with an evening prayer'],
    temple: ['offer water or milk on the Shiva lingam on a Monday', 'visit a Shiva or Parvati temple on Monday evening', 'light a lamp at a Durga or Gauri shrine on a Monday'],
    practice: ['keep Monday evenings quiet and unhurried', 'spend time with your mother or an elder who nurtures you', 'walk in the moonlight or sit by water for a while each week'],
  },
  Mars: {
    mantra: ['chant "Om Kraam Kreem Kraum Sah Bhaumaya Namah" 108 times on Tuesday', 'recite the Hanuman Chalisa on Tuesday mornings', 'repeat "Om Angarakaya Namah" eleven times before any hard task'],
    charity: ['give red lentils (masoor dal) to someone in need on a Tuesday', 'donate sweets or jaggery at a Hanuman temple on a Tuesday', 'help a younger brother, a soldier or a labourer with something practical'],
    fast: ['keep a Tuesday fast with one sattvic meal', 'avoid meat and alcohol on Tuesdays as a small vrat for Mangala', 'fast until evening on Tuesdays and eat simply'],
    temple: ['offer sindoor and red flowers at a Hanuman temple on Tuesday', 'visit a Subrahmanya or Kartikeya temple on a Tuesday', 'light a jasmine-oil lamp before Hanuman on a Tuesday evening'],
    practice: ['put surplus energy into disciplined exercise', 'count to ten before answering when temper rises', 'finish one physical task you have put off, start to end'],
  },
  Mercury: {
    mantra: ['chant "Om Braam Breem Braum Sah Budhaya Namah" 108 times on Wednesday', 'recite the Vishnu Sahasranama on Wednesdays', 'repeat "Om Budhaya Namah" eleven times before study or writing'],
    charity: ['give green moong dal or green vegetables on a Wednesday', 'give books, pens or fees to a student who needs them', 'feed green grass to a cow on a Wednesday'],
    fast: ['keep a light Wednesday fast with green food', 'eat a simple meal on Wednesdays and keep the tongue gentle', 'avoid gossip and harsh words every Wednesday, a vrat of speech'],
    temple: ['offer durva grass to Ganesha on a Wednesday', 'visit a Vishnu temple on Wednesday and offer tulsi leaves', 'light a lamp at a Ganesha shrine before important paperwork'],
    practice: ['tend a green plant and read something that teaches you', 'write down your plans before you speak of them', 'keep your accounts and papers in order once a week'],
  },
  Jupiter: {
    mantra: ['chant "Om Graam Greem Graum Sah Gurave Namah" 108 times on Thursday', 'recite the Guru stotra or the Vishnu Sahasranama on Thursdays', 'repeat "Om Brihaspataye Namah" eleven times each Thursday morning'],
    charity: ['give chana dal, turmeric or yellow cloth on a Thursday', 'give books or food to a student on a Thursday', 'support a teacher, a priest or a school in a small way'],
    fast: ['keep a Thursday fast (Guruvar vrat) with one yellow meal', 'eat simply on Thursdays and avoid waste', 'fast on Thursdays until noon and offer the first food to others'],
    temple: ['offer yellow flowers at a Vishnu or Dakshinamurti temple on Thursday', 'water a banana plant or a peepal tree on a Thursday', 'visit a guru’s samadhi or a Sai temple on Thursday'],
    practice: ['honour a teacher or elder on Thursday', 'keep a short study of scripture or wisdom literature', 'give advice only when asked, and keep your word when you give it'],
  },
  Venus: {
    mantra: ['chant "Om Draam Dreem Draum Sah Shukraya Namah" 108 times on Friday', 'recite the Shri Suktam on Friday evenings', 'repeat "Om Shukraya Namah" eleven times before you dress for the day'],
    charity: ['give white sweets, rice or curd on a Friday', 'give clothes or cosmetics to a woman who cannot afford them', 'help with the cost of a poor girl’s education or wedding'],
    fast: ['keep a Friday fast with white food, as for Santoshi Mata or Lakshmi', 'avoid sour food on Fridays as a small vrat for Shukra', 'eat once on Fridays and keep the evening for prayer'],
    temple: ['offer white flowers to Lakshmi on Friday', 'visit a Lakshmi or Durga temple on a Friday evening', 'light a ghee lamp with camphor before Lakshmi on Fridays'],
    practice: ['make something beautiful with your hands', 'keep your home clean, fragrant and beautiful', 'treat the women in your life with particular courtesy'],
  },
  Saturn: {
    mantra: ['chant "Om Praam Preem Praum Sah Shanaischaraya Namah" 108 times on Saturday', 'recite the Shani stotra or the Hanuman Chalisa on Saturdays', 'repeat "Om Shanaischaraya Namah" nineteen times each Saturday'],
    charity: ['give black sesame, mustard oil or black cloth on a Saturday', 'give shoes, a blanket or a meal to a labourer', 'serve or feed those who labour with their hands'],
    fast: ['keep a Saturday fast (Shanivar vrat) with one simple meal', 'avoid meat and alcohol on Saturdays', 'fast until sunset on Saturdays and break it with black gram'],
    temple: ['light a sesame-oil lamp on Saturday evening', 'pour mustard oil and light a lamp under a peepal tree on Saturday', 'visit a Shani or Hanuman temple on a Saturday'],
    practice: ['keep a steady routine and honour elders', 'be punctual and finish what you promise, however small', 'care for an old person or a servant without being asked'],
  },
  Rahu: {
    mantra: ['chant "Om Bhraam Bhreem Bhraum Sah Rahave Namah" 108 times on Saturday evening', 'recite a Durga stotra or the Durga Chalisa', 'repeat "Om Rahave Namah" eighteen times before sleep'],
    charity: ['give black gram (urad) or a blanket on a Saturday', 'donate to those on society’s margins', 'give coconut and blue cloth at a Durga temple'],
    fast: ['keep a weekly fast from screens and stimulants', 'keep Saturday as a simple, sober day', 'avoid alcohol and tobacco altogether for a while'],
    temple: ['visit a Durga or Bhairava temple on a Saturday', 'offer durva grass and a coconut at a Durga shrine', 'light a lamp with mustard oil before Durga on a Saturday'],
    practice: ['keep your dealings transparent and your promises modest', 'sit for ten minutes of silent meditation each day', 'stay away from shortcuts, however tempting'],
  },
  Ketu: {
    mantra: ['chant "Om Sraam Sreem Sraum Sah Ketave Namah" 108 times on Tuesday', 'recite the Ganesha Atharvashirsha', 'repeat "Om Ketave Namah" seven times before meditation'],
    charity: ['give a multi-coloured blanket or sesame seeds to someone in need', 'feed stray dogs', 'support a hospice or an ashram in a small way'],
    fast: ['keep Sankashti Chaturthi as a fast', 'keep a light Tuesday fast', 'fast once a month and spend the day quietly'],
    temple: ['worship Ganesha before new beginnings', 'visit a Ganesha temple on a Tuesday and offer durva grass', 'light a lamp before Ganesha each morning for a week'],
    practice: ['keep a short daily meditation', 'let go of one thing you no longer need each week', 'spend an hour in silence each week'],
  },
};

/**
 * The remedy as the reader keeps it. A graha's remedy is begun on its own weekday: given in a daily
 * for another day, it starts on the next such day, named with its date (in every language alike);
 * on that very weekday it reads as it is.
 */
export function remedyText(r: Remedy): string {
  const text = REMEDIES_EN[r.graha][r.kind][r.variant % REMEDY_VARIANTS]!;
  if (!r.day || r.day.today) return text;
  return `starting next ${weekdayName(r.day.weekday)}, ${dayMonth(r.day.date)}, ${text}`;
}
