import { muhurta as en } from './en/muhurta';
import { catalogue } from './text';

export const muhurtaText = catalogue('muhurta', en);
