import { describe, expect, it } from 'vitest';
import { fairPath, gameIdFromLink, joinLink, parseFairParams, parseJoinParam } from './links.js';

describe('join links', () => {
  it('reads the game id of ?join=', () => {
    expect(parseJoinParam('?join=abc-123')).toBe('abc-123');
    expect(parseJoinParam('?game_id=g_9')).toBe('g_9');
    expect(parseJoinParam('')).toBeNull();
    expect(parseJoinParam('?join=')).toBeNull();
    expect(parseJoinParam('?join=%3Cscript%3E')).toBeNull();
  });

  it('builds and parses shared links', () => {
    const link = joinLink('https://play.example', 'g 1');
    expect(link).toBe('https://play.example/game?join=g%201');
    expect(gameIdFromLink('https://play.example/game?join=xyz')).toBe('xyz');
    expect(gameIdFromLink('/game?join=xyz')).toBe('xyz');
    expect(gameIdFromLink('not a link')).toBeNull();
  });
});

describe('fair links', () => {
  const fairness = { serverSeed: 's e', clientSeed: 'c', nonce: 7, commitment: 'ab12' };

  it('round-trips a finished game fairness', () => {
    const path = fairPath(fairness);
    expect(path?.startsWith('/fair?')).toBe(true);
    expect(parseFairParams(path?.slice(5) ?? '')).toEqual(fairness);
  });

  it('carries the spades mode when known', () => {
    const path = fairPath(fairness, 'deuceshigh') ?? '';
    expect(parseFairParams(path.slice(5))).toEqual({ ...fairness, mode: 'deuceshigh' });
    expect(
      parseFairParams(`${path.slice(5)}&mode=bogus`.replace('mode=deuceshigh', 'mode=x'))?.mode,
    ).toBeUndefined();
  });

  it('has no link before the seed is revealed', () => {
    expect(fairPath({ ...fairness, serverSeed: null })).toBeNull();
    expect(fairPath(undefined)).toBeNull();
  });

  it('refuses missing seeds and bad nonces', () => {
    expect(parseFairParams('?clientSeed=c&nonce=1')).toBeNull();
    expect(parseFairParams('?serverSeed=s&nonce=-1')).toBeNull();
    expect(parseFairParams('?serverSeed=s&nonce=1.5')).toBeNull();
    expect(parseFairParams('?serverSeed=s&nonce=0')).toEqual({
      serverSeed: 's',
      clientSeed: '',
      nonce: 0,
      commitment: '',
    });
  });
});
