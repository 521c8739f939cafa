/**
 * /fair: the public fair-shuffle check of a finished game (rules.md). From the revealed server seed, the
 * players' client seeds, the nonce and the shuffle version the browser mixes the players' seeds again and
 * compares them with the table's seed, checks that SHA-256(serverSeed) equals the commitment shown before
 * the game, and re-derives the deal of any hand played with the engine (one hand at a time, so a phone
 * derives only what it shows: two HMAC blocks a hand). A link that names its game also shows the hand's
 * replay (FairReplay) under the deal. A solitaire link (map=solitaire, klondikeFairPath) lists its one
 * Klondike deal instead of four Spades hands; a dominoes link (map=dominoes, dominoesFairPath) lists no Spades
 * hands: its replay deals the seeds again and shows every hand face up.
 */
import { cardLabel, commitment as sha256Commitment } from '@cardroom/engine';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlayingCard } from '../components/PlayingCard.js';
import { sortHand, toProtocolCard } from '../game/cards.js';
import { isDominoesFairSearch } from '../game/dominoes/replay-link.js';
import { commitmentMatches, dealOfHand, knownVersion, mixMatches, seedOf } from '../game/fair-check.js';
import { isKlondikeFairSearch } from '../game/klondike/replay-link.js';
import { type FairParams, parseFairParams } from '../game/links.js';
import { FairReplay } from './FairReplay.js';
import { KlondikeDealList, useReplayTexts } from './KlondikeReplay.js';
import './fair.css';

function Verdict({
  match,
  testId,
  children,
}: {
  match: boolean | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p
      className={`notice${match === false ? ' notice-error' : match ? ' notice-ok' : ''}`}
      data-testid={testId}
      data-match={match === null ? 'unknown' : String(match)}
    >
      {children}
    </p>
  );
}

function HandDeal({ params, hand }: { params: FairParams; hand: number }) {
  const { t } = useTranslation();
  const deal = useMemo(() => dealOfHand(seedOf(params), hand), [params, hand]);
  return (
    <>
      <p data-testid="fair-dealer">{t('fair.dealer', { seat: deal.dealer + 1 })}</p>
      <div className="fair-hands">
        {deal.hands.map((cards, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four seats are fixed positions
          <section key={seat} className="fair-hand card" data-testid={`fair-hand-${seat}`}>
            <h3>
              {seat === deal.dealer
                ? t('fair.seatDealer', { seat: seat + 1 })
                : t('fair.seat', { seat: seat + 1 })}
            </h3>
            <div className="fair-cards">
              {sortHand(cards, params.mode ?? 'classic').map((card) => {
                const data = toProtocolCard(card);
                return (
                  <PlayingCard
                    key={card}
                    suit={data.suit}
                    value={data.value}
                    width={40}
                    label={cardLabel(card)}
                  />
                );
              })}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

export function FairScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const selectId = useId();
  const params = useMemo(() => parseFairParams(search), [search]);
  const solitaire = isKlondikeFairSearch(search);
  const dominoes = isDominoesFairSearch(search);
  const solitaireTexts = useReplayTexts();
  const seed = useMemo(() => (params ? seedOf(params) : null), [params]);
  const [hand, setHand] = useState(0);
  const checks = useMemo(
    () =>
      params
        ? {
            hash: sha256Commitment(params.serverSeed),
            commitment: commitmentMatches(params),
            mix: mixMatches(params),
          }
        : null,
    [params],
  );

  if (!params || !checks) {
    return (
      <section className="screen" data-testid="fair-screen">
        <h1>{t('fair.title')}</h1>
        <p className="notice notice-error">{t('fair.missing')}</p>
      </section>
    );
  }

  const shown = Math.min(hand, params.hands - 1);
  return (
    <section className="screen fair" data-testid="fair-screen">
      <h1>{t('fair.title')}</h1>
      <p className="muted">{t('fair.intro')}</p>
      <dl className="fair-seeds card">
        <dt>{t('fair.serverSeed')}</dt>
        <dd data-testid="fair-server-seed">{params.serverSeed}</dd>
        <dt>{t('fair.playerSeeds')}</dt>
        <dd>
          {params.clientSeeds.length > 0 ? (
            <ol className="fair-player-seeds" data-testid="fair-player-seeds">
              {params.clientSeeds.map((seed, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is in seat order; equal seeds may repeat
                <li key={index}>{seed}</li>
              ))}
            </ol>
          ) : (
            '–'
          )}
        </dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd data-testid="fair-client-seed">{params.clientSeed || '–'}</dd>
        <dt>{t('fair.nonce')}</dt>
        <dd>{params.nonce}</dd>
        <dt>{t('fair.shuffleVersion')}</dt>
        <dd>{params.version}</dd>
        <dt>{t('fair.commitment')}</dt>
        <dd>{params.commitment || '–'}</dd>
        <dt>{t('fair.hash')}</dt>
        <dd data-testid="fair-hash">{checks.hash}</dd>
      </dl>
      <Verdict match={checks.commitment} testId="fair-verdict">
        {checks.commitment === null
          ? t('fair.noCommitment')
          : checks.commitment
            ? `✓ ${t('fair.match')}`
            : `✗ ${t('fair.mismatch')}`}
      </Verdict>
      <Verdict match={checks.mix} testId="fair-mix">
        {checks.mix === null
          ? t('fair.noPlayerSeeds')
          : checks.mix
            ? `✓ ${t('fair.mixMatch')}`
            : `✗ ${t('fair.mixMismatch')}`}
      </Verdict>
      {solitaire ? (
        <>
          <h2>{solitaireTexts.dealt}</h2>
          {knownVersion(params.version) && seed ? (
            <KlondikeDealList seed={seed} />
          ) : (
            <p className="notice notice-error" data-testid="fair-unknown-version">
              {t('fair.unknownVersion', { version: params.version })}
            </p>
          )}
        </>
      ) : dominoes ? null : (
        <>
          <div className="fair-hand-head">
            <h2>{shown === 0 ? t('fair.firstHand') : t('fair.handDealt', { hand: shown + 1 })}</h2>
            {params.hands > 1 ? (
              <label className="fair-hand-select" htmlFor={selectId}>
                <span>{t('fair.hand')}</span>
                <select
                  id={selectId}
                  value={shown}
                  onChange={(event) => setHand(Number(event.target.value))}
                  data-testid="fair-hand-select"
                >
                  {Array.from({ length: params.hands }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: hand numbers are the options' identity
                    <option key={index} value={index}>
                      {t('fair.handNumber', { hand: index + 1 })}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
          {knownVersion(params.version) ? (
            <HandDeal params={params} hand={shown} />
          ) : (
            <p className="notice notice-error" data-testid="fair-unknown-version">
              {t('fair.unknownVersion', { version: params.version })}
            </p>
          )}
        </>
      )}
      {params.gameId ? <FairReplay gameId={params.gameId} hand={shown} /> : null}
    </section>
  );
}
