// Looking up the Indian names the API sends (the engine's names and keys) in the `astro`
// catalogue, for any page that shows a chart or a panchang. The lookups are shared with the
// server's public pages.
export { astroName, observanceName, type ObservanceNaming } from '../../shared/astro-names/observance-name';
