import { describe, expect, it } from 'vitest';
import {
  fairPath,
  gameIdFromLink,
  joinLink,
  MAX_FAIR_HANDS,
  parseFairParams,
  parseJoinParam,
} from './links.js';

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
  const fairness = {
    serverSeed: 's e',
    clientSeed: 'c',
    clientSeeds: ['ann-seed', 'b_2'],
    shuffleVersion: 1,
    nonce: 7,
    commitment: 'ab12',
  };
  const parsed = {
    serverSeed: 's e',
    clientSeed: 'c',
    clientSeeds: ['ann-seed', 'b_2'],
    version: 1,
    nonce: 7,
    commitment: 'ab12',
    hands: 1,
  };

  it('round-trips a finished game fairness, the players’ seeds in seat order and the hands played', () => {
    const path = fairPath(fairness);
    expect(path?.startsWith('/fair?')).toBe(true);
    expect(parseFairParams(path?.slice(5) ?? '')).toEqual(parsed);
    const reversed = fairPath({ ...fairness, clientSeeds: ['b_2', 'ann-seed'] }, undefined, 9) ?? '';
    expect(parseFairParams(reversed.slice(5))).toEqual({
      ...parsed,
      clientSeeds: ['b_2', 'ann-seed'],
      hands: 9,
    });
  });

  it('caps the hands a link asks for and refuses ones that are not whole numbers', () => {
    expect(parseFairParams(fairPath(fairness, undefined, 10_000)?.slice(5) ?? '')?.hands).toBe(
      MAX_FAIR_HANDS,
    );
    expect(parseFairParams('?serverSeed=s&nonce=0&hands=-2')).toBeNull();
    expect(parseFairParams('?serverSeed=s&nonce=0&version=1.5')).toBeNull();
  });

  it('carries the spades mode when known', () => {
    const path = fairPath(fairness, 'deuceshigh') ?? '';
    expect(parseFairParams(path.slice(5))).toEqual({ ...parsed, mode: 'deuceshigh' });
    expect(
      parseFairParams(`${path.slice(5)}&mode=bogus`.replace('mode=deuceshigh', 'mode=x'))?.mode,
    ).toBeUndefined();
  });

  it('names the game when known, so the page can show its replay; a malformed id is dropped', () => {
    const gameId = '0b7e3f0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    const path = fairPath(fairness, 'classic', 2, gameId) ?? '';
    expect(parseFairParams(path.slice(5))).toEqual({ ...parsed, mode: 'classic', hands: 2, gameId });
    expect(fairPath(fairness, 'classic', 2, 'a b/c')).not.toContain('game=');
    expect(parseFairParams(`${path.slice(5)}`.replace(gameId, '%3Cscript%3E'))?.gameId).toBeUndefined();
  });

  it('has no link before the seed is revealed', () => {
    expect(fairPath({ ...fairness, serverSeed: null })).toBeNull();
    expect(fairPath(undefined)).toBeNull();
  });

  it('refuses missing seeds and bad nonces, and reads an older link as version 1 without players’ seeds', () => {
    expect(parseFairParams('?clientSeed=c&nonce=1')).toBeNull();
    expect(parseFairParams('?serverSeed=s&nonce=-1')).toBeNull();
    expect(parseFairParams('?serverSeed=s&nonce=1.5')).toBeNull();
    expect(parseFairParams('?serverSeed=s&nonce=0')).toEqual({
      serverSeed: 's',
      clientSeed: '',
      clientSeeds: [],
      version: 1,
      nonce: 0,
      commitment: '',
      hands: 1,
    });
  });
});
