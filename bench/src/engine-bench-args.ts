/**
 * Command-line options of the engine benchmark (engine.bench.ts), parsed apart from the run so a test can
 * check them without playing a match.
 */

import { parseArgs } from 'node:util';

export interface EngineBenchOptions {
  /** Skip the speed, strength, dominoes and Klondike parts: only the bot-quality table. */
  qualityOnly: boolean;
  /** Bot-only matches per Spades mode for the quality table. */
  botMatches: number;
  matches: number;
  hands: number;
  klondikeDeals: number;
  klondikeCapMs: number;
  dominoesMatches: number;
  dominoesHands: number;
}

function count(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} wants a whole number ≥ 1, got "${text}"`);
  return value;
}

/** `args` without node and the script (process.argv.slice(2)); unknown flags throw. */
export function engineBenchOptions(args: string[]): EngineBenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      'quality-only': { type: 'boolean', default: false },
      matches: { type: 'string', default: '500' },
      hands: { type: 'string', default: '20000' },
      'bot-matches': { type: 'string', default: '500' },
      'klondike-deals': { type: 'string', default: '1000' },
      'klondike-cap-ms': { type: 'string', default: '10000' },
      'dominoes-matches': { type: 'string', default: '200' },
      'dominoes-hands': { type: 'string', default: '5000' },
    },
  });
  return {
    qualityOnly: values['quality-only'],
    botMatches: count('bot-matches', values['bot-matches']),
    matches: count('matches', values.matches),
    hands: count('hands', values.hands),
    klondikeDeals: count('klondike-deals', values['klondike-deals']),
    klondikeCapMs: count('klondike-cap-ms', values['klondike-cap-ms']),
    dominoesMatches: count('dominoes-matches', values['dominoes-matches']),
    dominoesHands: count('dominoes-hands', values['dominoes-hands']),
  };
}
