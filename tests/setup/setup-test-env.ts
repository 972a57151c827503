import { afterAll, afterEach, beforeEach } from 'vitest';
import { checkConsoleError, watchConsoleError } from '../support/console-guard';
import { runFileCleanups } from '../support/file-cleanup';

// Runs before every test file, in the same module graph as the file's tests.
beforeEach(watchConsoleError);
afterEach(checkConsoleError);
afterAll(runFileCleanups);
