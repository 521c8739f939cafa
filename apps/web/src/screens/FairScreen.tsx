/**
 * /fair: the public fair-shuffle check (rules.md). From serverSeed, clientSeed and nonce the browser
 * re-derives the first hand with the engine (dealFirstHand) — the four hands and the dealer — and checks
 * that SHA-256(serverSeed) equals the commitment shown before the game.
 */
import { cardLabel, dealFirstHand, commitment as sha256Commitment, verifyCommitment } from '@cardroom/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlayingCard } from '../components/PlayingCard.js';
import { sortHand, toProtocolCard } from '../game/cards.js';
import { parseFairParams } from '../game/links.js';
import './fair.css';

export function FairScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = useMemo(() => parseFairParams(search), [search]);
  const result = useMemo(() => {
    if (!params) return null;
    const seed = { serverSeed: params.serverSeed, clientSeed: params.clientSeed, nonce: params.nonce };
    return {
      hash: sha256Commitment(params.serverSeed),
      matches: params.commitment ? verifyCommitment(params.serverSeed, params.commitment) : null,
      deal: dealFirstHand(seed),
    };
  }, [params]);

  if (!params || !result) {
    return (
      <section className="screen" data-testid="fair-screen">
        <h1>{t('fair.title')}</h1>
        <p className="notice notice-error">{t('fair.missing')}</p>
      </section>
    );
  }

  return (
    <section className="screen fair" data-testid="fair-screen">
      <h1>{t('fair.title')}</h1>
      <p className="muted">{t('fair.intro')}</p>
      <dl className="fair-seeds card">
        <dt>{t('fair.serverSeed')}</dt>
        <dd data-testid="fair-server-seed">{params.serverSeed}</dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd>{params.clientSeed || '–'}</dd>
        <dt>{t('fair.nonce')}</dt>
        <dd>{params.nonce}</dd>
        <dt>{t('fair.commitment')}</dt>
        <dd>{params.commitment || '–'}</dd>
        <dt>{t('fair.hash')}</dt>
        <dd data-testid="fair-hash">{result.hash}</dd>
      </dl>
      <p
        className={`notice${result.matches === false ? ' notice-error' : result.matches ? ' notice-ok' : ''}`}
        data-testid="fair-verdict"
        data-match={result.matches === null ? 'unknown' : String(result.matches)}
      >
        {result.matches === null
          ? t('fair.noCommitment')
          : result.matches
            ? `✓ ${t('fair.match')}`
            : `✗ ${t('fair.mismatch')}`}
      </p>
      <h2>{t('fair.firstHand')}</h2>
      <p data-testid="fair-dealer">{t('fair.dealer', { seat: result.deal.dealer + 1 })}</p>
      <div className="fair-hands">
        {result.deal.hands.map((cards, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four seats are fixed positions
          <section key={seat} className="fair-hand card" data-testid={`fair-hand-${seat}`}>
            <h3>
              {seat === result.deal.dealer
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
                    width={44}
                    label={cardLabel(card)}
                  />
                );
              })}
            </div>
          </section>
        ))}
      </div>
    </section>
  );
}
