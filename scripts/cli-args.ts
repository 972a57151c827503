import { parseArgs } from 'node:util';
import { resolveBirthPlace } from '../src/astro/birth-place';

/**
 * Argument handling shared by the engine's commands (`npm run chart`, `npm run panchang`): every
 * option is a string, unknown options are refused, and any problem prints the usage and exits 2.
 */
export interface CommandLine {
  fail(message: string): never;
  /** String options by name; each of `flags` (options without a value) reads 'true' when given. */
  parse(names: readonly string[], flags?: readonly string[]): Record<string, string | undefined>;
  number(name: string, value: string | undefined): number | undefined;
  /** The place from --place, or from --lat/--lon (and --tz). Throws RangeError with a readable message. */
  place(values: Record<string, string | undefined>): ReturnType<typeof resolveBirthPlace>;
  oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T;
}

export function commandLine(command: string, usage: string): CommandLine {
  const fail = (message: string): never => {
    process.stderr.write(`${command}: ${message}\n${usage}\n`);
    process.exit(2);
  };

  return {
    fail,
    parse(names: readonly string[], flags: readonly string[] = []): Record<string, string | undefined> {
      try {
        const options = Object.fromEntries([
          ...names.map((name) => [name, { type: 'string' as const }]),
          ...flags.map((name) => [name, { type: 'boolean' as const }]),
        ]);
        const args = joinNegativeNumbers(process.argv.slice(2));
        const values = parseArgs({ args, options, strict: true, allowPositionals: false }).values as Record<string, string | boolean | undefined>;
        return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === true ? 'true' : v === false ? undefined : v]));
      } catch (error) {
        return fail(error instanceof Error ? error.message : String(error));
      }
    },
    number(name: string, value: string | undefined): number | undefined {
      if (value === undefined) return undefined;
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n)) fail(`--${name} must be a number, got "${value}"`);
      return n;
    },
    place(values) {
      return resolveBirthPlace({
        text: values.place,
        latitude: this.number('lat', values.lat),
        longitude: this.number('lon', values.lon),
        timezone: values.tz,
      });
    },
    oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
      if (value === undefined) return fallback;
      if (!(allowed as readonly string[]).includes(value)) fail(`--${name} must be one of ${allowed.join(', ')}, got "${value}"`);
      return value as T;
    },
  };
}

/**
 * node's parseArgs refuses `--lon -74.0` (it cannot tell a negative number from an option), so a
 * value that reads as a negative number is joined to its option first: `--lon=-74.0`.
 */
export function joinNegativeNumbers(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    if (/^--[a-z-]+$/.test(arg) && next !== undefined && /^-\d*\.?\d+$/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}
