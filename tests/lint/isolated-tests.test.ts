import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ISOLATED } from '../fixtures/isolated-tests';

// A page test file that mocks a module would change the module every later file in its worker
// reads: it must run in the project with a graph of its own.
const MOCKS = /\bvi\.(mock|doMock)\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the page tests that need a module graph of their own', () => {
  const files = testFiles('src/client');

  it('lists every page test file that mocks a module', () => {
    const mocking = files.filter((file) => MOCKS.test(readFileSync(file, 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !CLIENT_ISOLATED.includes(file))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(CLIENT_ISOLATED.filter((file) => !files.includes(file))).toEqual([]);
  });
});
