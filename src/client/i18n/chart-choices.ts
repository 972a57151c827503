import { chartChoices as en } from './en/chart-choices';
import { catalogue } from './text';

/** The profile's chart choices card, and the chart card's drawing switch that saves the same choice. */
export const chartChoicesText = catalogue('chartChoices', en);
