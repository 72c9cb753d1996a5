/**
 * The allocation engine's vocabulary (DOMAIN §3 Processing). Every quantity is an integer number of hundredths of a
 * MW (0.01 MW), so no allocation can drift above a margin; the engine throws on anything else (a programming
 * error, not a user's). Blocks are 1..96 (DOMAIN §2); arrays of 96 hold block n at index n − 1.
 */

/** One application as the engine sees it: which corridors it uses and what it asks per date and block. */
export type EngineApplication = {
  id: number;
  /** ISO instant of receipt: the order of in-order (FCFS, contingency) allocation; ties go to the lower id. */
  receivedAt: string;
  /** The corridors the transaction uses (DOMAIN §1): each must carry the whole requested MW. */
  corridorIds: readonly number[];
  /** Requested hundredths per date ('YYYY-MM-DD') and block (96 entries). */
  requested: ReadonlyMap<string, readonly number[]>;
  /**
   * The parties whose limits cap it besides the corridors (DOMAIN §3 "Party limits hold across applications"): a
   * key per limit, e.g. the seller's injection and the buyer's drawal; the room of each is given per date in
   * `PartyRoom`. Every application naming a party shares that party's room, as applications share a corridor.
   */
  partyKeys?: readonly string[];
};

/**
 * Remaining margin (ATC − MW already approved) per corridor and date, 96 blocks in hundredths, keyed by
 * `marginKey`. A missing key is margin 0: no ATC declared means nothing can be allocated.
 */
export type Margins = ReadonlyMap<string, readonly number[]>;

/** The key of a corridor's margin on a date. */
export function marginKey(corridorId: number, date: string): string {
  return `${corridorId}|${date}`;
}

/**
 * Room left under a party's limit (its limit less what its applications outside the batch hold) per party and date,
 * 96 blocks in hundredths, keyed by `partyRoomKey`. A missing key is room 0: a party without a valid limit on a date
 * can be given nothing then.
 */
export type PartyRoom = ReadonlyMap<string, readonly number[]>;

/** The key of a party's room on a date. */
export function partyRoomKey(partyKey: string, date: string): string {
  return `${partyKey}|${date}`;
}

/** One corridor, date and block that some application asks for. */
export type BlockAssessment = {
  corridorId: number;
  date: string;
  block: number;
  margin: number;
  /** Σ of the requests of the applications using this corridor in this block. */
  requested: number;
  /** max(0, requested − margin). */
  shortfall: number;
  congested: boolean;
};

export type CongestedBlock = { corridorId: number; date: string; block: number; shortfall: number };

/** A party, date and block where the batch asks more than the party's room: `excess` = requested − room. */
export type PartyBlockAssessment = {
  partyKey: string;
  date: string;
  block: number;
  room: number;
  requested: number;
  excess: number;
};

export type LimitedBlock = { partyKey: string; date: string; block: number; excess: number };

/**
 * An application fits when none of the blocks it asks for is congested on any of its corridors nor asks more of a
 * party than the party's room (`limitedBlocks`).
 */
export type AppAssessment = {
  id: number;
  fits: boolean;
  congestedBlocks: CongestedBlock[];
  limitedBlocks: LimitedBlock[];
};

export type Assessment = {
  blocks: BlockAssessment[];
  /** Only the party blocks where the batch asks more than the room. */
  partyBlocks: PartyBlockAssessment[];
  applications: AppAssessment[];
};

/** Full: every block as asked (also when nothing was asked); None: asked somewhere, given nothing anywhere. */
export type AllocationOutcome = 'Full' | 'Partial' | 'None';

/**
 * One application's part in a block's explanation. Pro-rata: `share` is this corridor's share (the application gets
 * the minimum over its corridors). In-order: `share` is what it was given, in order of receipt, with this
 * corridor's margin before and after.
 */
export type BlockShare = {
  applicationId: number;
  requested: number;
  share: number;
  marginBefore?: number;
  marginAfter?: number;
};

export type BlockExplanation = {
  corridorId: number;
  date: string;
  block: number;
  /** The margin before this batch. */
  margin: number;
  totalRequested: number;
  shares: BlockShare[];
};

/** How a party's room was shared in a block where the batch asked more than it (the shares as in `BlockShare`). */
export type PartyExplanation = {
  partyKey: string;
  date: string;
  block: number;
  /** The room before this batch. */
  room: number;
  totalRequested: number;
  shares: BlockShare[];
};

export type Allocation = {
  /** Application id → date → 96 allocated hundredths (every date the application asks for). */
  allocations: Map<number, Map<string, number[]>>;
  outcomes: Map<number, AllocationOutcome>;
  /** Every corridor, date and block asked for, ordered by corridor, date, block. */
  explanation: BlockExplanation[];
  /** Every party, date and block where the batch asked more than the party's room, ordered by party, date, block. */
  partyExplanation: PartyExplanation[];
  /**
   * Application id → the party keys whose room gave it less than its corridors would have (sorted); only
   * applications so limited are present.
   */
  limitedBy: Map<number, string[]>;
};

/**
 * What an allocation builds besides the allocations: `explain: false` leaves `explanation` and `partyExplanation`
 * empty (the server derives one block's shares when asked, so it need not build them for every block).
 */
export type AllocateOptions = { explain?: boolean };
