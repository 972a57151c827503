import { parseArgs } from 'node:util';

/**
 * Argument handling shared by the engine's commands (`npm run chart`, `npm run panchang`): every
 * option is a string, unknown options are refused, and any problem prints the usage and exits 2.
 */
export interface CommandLine {
  fail(message: string): never;
  parse(names: readonly string[]): Record<string, string | undefined>;
  number(name: string, value: string | undefined): number | undefined;
  oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T;
}

export function commandLine(command: string, usage: string): CommandLine {
  const fail = (message: string): never => {
    process.stderr.write(`${command}: ${message}\n${usage}\n`);
    process.exit(2);
  };

  return {
    fail,
    parse(names: readonly string[]): Record<string, string | undefined> {
      try {
        const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
        return parseArgs({ options, strict: true, allowPositionals: false }).values as Record<string, string | undefined>;
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
    oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
      if (value === undefined) return fallback;
      if (!(allowed as readonly string[]).includes(value)) fail(`--${name} must be one of ${allowed.join(', ')}, got "${value}"`);
      return value as T;
    },
  };
}
