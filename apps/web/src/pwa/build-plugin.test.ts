import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderServiceWorker } from './build-plugin.js';

const template = readFileSync(fileURLToPath(new URL('./sw.js', import.meta.url)), 'utf8');

describe('renderServiceWorker', () => {
  it('fills in the version and the precache list of the hand-written worker', () => {
    const source = renderServiceWorker(template, ['/index.html', '/assets/index-abc.js'], 'v123');
    expect(source).toContain("const VERSION = 'v123';");
    expect(source).toContain('const PRECACHE_URLS = ["/index.html","/assets/index-abc.js"];');
  });

  it('fails the build when the worker lost the lines to fill in', () => {
    expect(() => renderServiceWorker('self.addEventListener("fetch", () => {});', [], 'v1')).toThrow(
      /VERSION and PRECACHE_URLS/,
    );
  });
});
