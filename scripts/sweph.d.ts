/**
 * The part of sweph's API that scripts/make-astro-fixtures.ts calls. sweph (Swiss Ephemeris: AGPL,
 * a native addon built by node-gyp) is no dependency of the project: it is installed by hand, without
 * saving, only to regenerate the fixtures, so the type check must not need it installed.
 */
declare module 'sweph' {
  interface Result<T> {
    flag: number;
    error: string;
    data: T;
  }

  const sweph: {
    constants: Record<
      | 'SE_SIDM_LAHIRI' | 'SEFLG_MOSEPH' | 'SEFLG_SIDEREAL' | 'SEFLG_SPEED' | 'SE_CALC_RISE' | 'SE_CALC_SET'
      | 'SE_SUN' | 'SE_MOON' | 'SE_MARS' | 'SE_MERCURY' | 'SE_JUPITER' | 'SE_VENUS' | 'SE_SATURN' | 'SE_MEAN_NODE' | 'SE_TRUE_NODE',
      number
    >;
    version(): string;
    set_sid_mode(sidMode: number, t0: number, ayanT0: number): void;
    /** data: longitude, latitude, distance and their speeds. */
    calc_ut(jdUt: number, body: number, flags: number): Result<number[]>;
    get_ayanamsa_ex_ut(jdUt: number, flags: number): Result<number>;
    /** data.points[0] is the ascendant. */
    houses_ex(jdUt: number, flags: number, latitude: number, longitude: number, system: string): { flag: number; data: { houses: number[]; points: number[] } };
    /** data: the Julian day (UT) of the event. */
    rise_trans(
      jdUt: number, body: number, star: string | null, flags: number, event: number,
      geopos: [longitude: number, latitude: number, elevation: number], pressure: number, temperature: number,
    ): Result<number>;
  };
  export default sweph;
}
