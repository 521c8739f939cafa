import { describe, expect, it } from 'vitest';
import { initialFiles } from './bundle.report.js';

describe('initialFiles', () => {
  it('counts the entry script, its modulepreloads and stylesheets, not lazy chunks or icons', () => {
    const html = `<head>
      <link rel="icon" type="image/svg+xml" href="/icon.svg">
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-3.css">
      <link rel="manifest" href="/manifest.webmanifest">
    </head>`;
    expect(initialFiles(html)).toEqual({
      scripts: ['assets/index-1.js', 'assets/jsx-runtime-2.js'],
      styles: ['assets/index-3.css'],
    });
  });
});
