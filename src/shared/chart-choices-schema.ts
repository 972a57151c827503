// The chart choices as the profile card sends them and the server checks them, apart from
// chart-choices.ts so that pages without that card do not carry zod.
import { z } from 'zod';
import { chartAyanamsas, chartNodes, chartStyles } from './chart-choices';
import { chartChoicesMessages } from './chart-choices-messages';

/** All three together: the card always sends the whole set, so a save is never half applied. */
export const chartChoicesSchema = z.object({
  ayanamsa: z.enum(chartAyanamsas, chartChoicesMessages.ayanamsaInvalid),
  node: z.enum(chartNodes, chartChoicesMessages.nodeInvalid),
  chartStyle: z.enum(chartStyles, chartChoicesMessages.chartStyleInvalid),
});
