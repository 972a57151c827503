/**
 * Where a user whose birth place was not found fixes it: /profile opens its form for editing
 * with the place field focused. The dashboard's banner and the chart's notice link here.
 */
export const fixBirthPlacePath = '/profile?fix=birth-place';

export const isFixingBirthPlace = (search: URLSearchParams) => search.get('fix') === 'birth-place';
