/**
 * The table runtime is generic: no server file outside games/spades/ imports Spades (its folder, or the
 * engine's Spades exports), except the one line of games/index.ts that registers it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const REGISTRATION = 'games/index.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Import lines naming Spades: its server folder, or a Spades symbol from the engine. */
function spadesImports(text: string): string[] {
  const imports = text.match(/import[\s\S]*?from\s+'[^']+';/g) ?? [];
  return imports.filter(
    (statement) =>
      /from '[^']*spades\/[^']*'/.test(statement) ||
      (statement.includes("'@cardroom/engine'") && /\b(Spades|spades)\w*/.test(statement)),
  );
}

describe('game boundaries on the server', () => {
  it('keeps Spades inside games/spades/ (registration aside)', () => {
    const offenders = sourceFiles(SRC).flatMap((path) => {
      const name = relative(SRC, path).split('\\').join('/');
      if (name.startsWith('games/spades/') || name === REGISTRATION) return [];
      return spadesImports(readFileSync(path, 'utf8')).map((line) => `${name}: ${line}`);
    });
    expect(offenders).toEqual([]);
  });

  it('the checker finds a Spades import', () => {
    expect(spadesImports("import { spadesState } from './spades/projection.js';")).toHaveLength(1);
    expect(spadesImports("import { type SpadesState } from '@cardroom/engine';")).toHaveLength(1);
    expect(spadesImports("import type { Outcome } from '@cardroom/engine';")).toHaveLength(0);
  });
});
