import { seatsOfSide, sideCount } from './rules.js';
import type {
  HeartsSideStats,
  SeatHandResult,
  SideHandScore,
  SideScore,
  SpadesMode,
  SpadesSettings,
} from './types.js';

export const BAG_LIMIT = 10;
export const BAG_PENALTY = 100;
const NIL_POINTS = 100;
const BLIND_NIL_POINTS = 200;
const HEAT_PER_CARD = 5;
const QUEEN_TAKEN = -25;
const QUEEN_LAST_ROUND = 50;
const FIRESTORM_POINTS = 20;
const SCORCH_POINTS = 50;
const ALL_HEARTS = 13;

export interface ScoreHandInput {
  seats: readonly SeatHandResult[];
  prior: readonly SideScore[];
  /** heartsonfire only: per side hearts, heat tricks and the queen. */
  sides?: readonly HeartsSideStats[];
}

/** Scores one hand for every side and returns each side's cumulative standing with its parts. */
export function scoreHand(
  mode: SpadesMode,
  settings: Pick<SpadesSettings, 'nilTricksCountForPartner'>,
  input: ScoreHandInput,
): SideHandScore[] {
  const result: SideHandScore[] = [];
  for (let side = 0; side < sideCount(mode); side++) {
    const seats = seatsOfSide(side, mode).map((seat) => input.seats[seat] as SeatHandResult);
    const prior = input.prior[side] ?? { score: 0, bags: 0 };
    const contractScore = scoreContract(seats, settings.nilTricksCountForPartner);
    const hearts =
      mode === 'heartsonfire' ? heartsPoints(seats, contractScore.bidMet, input.sides?.[side]) : null;
    const points =
      contractScore.contractPoints +
      contractScore.bagsThisHand +
      contractScore.nilPoints +
      (hearts ? hearts.heat + hearts.queen + hearts.firestorm + hearts.scorch : 0);
    const totalBags = prior.bags + contractScore.bagsThisHand;
    const penalties = Math.floor(totalBags / BAG_LIMIT);
    const bagPenalty = penalties * BAG_PENALTY;
    result.push({
      score: prior.score + points - bagPenalty,
      bags: totalBags - penalties * BAG_LIMIT,
      points,
      bagPenalty,
      bidMet: contractScore.bidMet,
      contract: contractScore.contract,
      tricks: contractScore.tricks,
      bagsThisHand: contractScore.bagsThisHand,
      nilPoints: contractScore.nilPoints,
      heatPoints: hearts?.heat ?? 0,
      queenPoints: hearts?.queen ?? 0,
      firestormPoints: hearts?.firestorm ?? 0,
      scorchPoints: hearts?.scorch ?? 0,
    });
  }
  return result;
}

interface ContractScore {
  contract: number;
  tricks: number;
  bidMet: boolean;
  contractPoints: number;
  bagsThisHand: number;
  nilPoints: number;
}

function scoreContract(seats: readonly SeatHandResult[], nilTricksCountForPartner: boolean): ContractScore {
  let contract = 0;
  let contractTricks = 0;
  let nilBags = 0;
  let nilPoints = 0;
  for (const seat of seats) {
    if (seat.bid === 0) {
      const value = seat.blind ? BLIND_NIL_POINTS : NIL_POINTS;
      nilPoints += seat.tricks === 0 ? value : -value;
      if (nilTricksCountForPartner) contractTricks += seat.tricks;
      else nilBags += seat.tricks;
    } else {
      contract += seat.bid;
      contractTricks += seat.tricks;
    }
  }
  const bidMet = contractTricks >= contract;
  const overtricks = bidMet ? contractTricks - contract : 0;
  return {
    contract,
    tricks: seats.reduce((sum, seat) => sum + seat.tricks, 0),
    bidMet,
    contractPoints: bidMet ? 10 * contract : -10 * contract,
    bagsThisHand: overtricks + nilBags,
    nilPoints,
  };
}

function heartsPoints(seats: readonly SeatHandResult[], bidMet: boolean, stats: HeartsSideStats | undefined) {
  const hearts = stats?.hearts ?? 0;
  const heat = HEAT_PER_CARD * (hearts + (stats?.heatTricks ?? 0));
  const queen = stats?.queen === 'taken' ? QUEEN_TAKEN : stats?.queen === 'lastRound' ? QUEEN_LAST_ROUND : 0;
  const declared = seats.filter((seat) => seat.firestorm).length;
  // Multiplying 0 by a negative gives −0, which breaks JSON round-trip equality.
  const firestorm = declared === 0 ? 0 : declared * (bidMet ? FIRESTORM_POINTS : -FIRESTORM_POINTS);
  const scorch = hearts === ALL_HEARTS ? SCORCH_POINTS : 0;
  return { heat, queen, firestorm, scorch };
}
