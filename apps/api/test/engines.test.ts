import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_NEUTRAL_FILES } from './engines';

describe('the API test files run on one database only', () => {
  it('are test files that exist, each named once', () => {
    const api = join(import.meta.dirname, '..');
    for (const file of ENGINE_NEUTRAL_FILES) {
      expect(file, file).toMatch(/\.test\.ts$/);
      expect(existsSync(join(api, file)), file).toBe(true);
    }
    expect(new Set(ENGINE_NEUTRAL_FILES).size).toBe(ENGINE_NEUTRAL_FILES.length);
  });
});
