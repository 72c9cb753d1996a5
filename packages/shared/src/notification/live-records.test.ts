import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIST_LINKS, RECORD_LINKS } from '../workflow/record-links.ts';
import { LIVE_RECORDS_PER_TYPE, foldLiveRecords, liveRecordOfEntity, liveRecordOfLink } from './live-records.ts';

describe('liveRecordOfLink', () => {
  it('names the record of every record link', () => {
    expect(liveRecordOfLink(RECORD_LINKS.registration('DraweeEntity', 3))).toEqual({ type: 'Registration', id: 3 });
    expect(liveRecordOfLink(RECORD_LINKS.applicationOfApplicant('DayAhead', 4))).toEqual({
      type: 'Application',
      id: 4,
    });
    expect(liveRecordOfLink(RECORD_LINKS.applicationOfSldc('ContingencySameDay', 5))).toEqual({
      type: 'Application',
      id: 5,
    });
    expect(liveRecordOfLink(RECORD_LINKS.clearanceOfSldc(6))).toEqual({ type: 'StandingClearance', id: 6 });
    expect(liveRecordOfLink(RECORD_LINKS.clearanceOfApplicant(7))).toEqual({ type: 'StandingClearance', id: 7 });
    expect(liveRecordOfLink(RECORD_LINKS.interStateRegistration('IPP', 8))).toEqual({
      type: 'InterStateRegistration',
      id: 8,
    });
    expect(liveRecordOfLink(RECORD_LINKS.invitation(9))).toEqual({ type: 'Invitation', id: 9 });
    expect(liveRecordOfLink(RECORD_LINKS.eBiddingProcess(10))).toEqual({ type: 'Invitation', id: 10 });
    expect(liveRecordOfLink(RECORD_LINKS.bid(11))).toEqual({ type: 'Bid', id: 11 });
    expect(liveRecordOfLink(RECORD_LINKS.eBiddingDetails(12))).toEqual({ type: 'Application', id: 12 });
    expect(liveRecordOfLink(RECORD_LINKS.revision(13, 14))).toEqual({ type: 'Revision', id: 13 });
    expect(liveRecordOfLink(RECORD_LINKS.newRevision(14))).toEqual({ type: 'Revision', id: null });
    expect(liveRecordOfLink(RECORD_LINKS.curtailment(15))).toEqual({ type: 'Curtailment', id: 15 });
  });

  it('names the list of a list link, and nothing for a link no page follows', () => {
    expect(liveRecordOfLink(LIST_LINKS.registrations)).toEqual({ type: 'Registration', id: null });
    expect(liveRecordOfLink(LIST_LINKS.duesOfRecord('STOA/26/000123'))).toEqual({ type: 'Payment', id: null });
    expect(liveRecordOfLink(LIST_LINKS.tdsChallans)).toEqual({ type: 'TdsChallan', id: null });
    expect(liveRecordOfLink(LIST_LINKS.eBiddingProposals)).toEqual({ type: 'Invitation', id: null });
    expect(liveRecordOfLink(LIST_LINKS.adminUsers)).toBeNull();
    expect(liveRecordOfLink(LIST_LINKS.notifications)).toBeNull();
    expect(liveRecordOfLink(null)).toBeNull();
  });
});

describe('liveRecordOfEntity', () => {
  it('maps audited entity types, a batch to its list, and ignores what nobody follows', () => {
    expect(liveRecordOfEntity('DraweeEntity', '4')).toEqual({ type: 'Registration', id: 4 });
    expect(liveRecordOfEntity('EBiddingBid', 3)).toEqual({ type: 'Bid', id: 3 });
    expect(liveRecordOfEntity('ProcessingRun', 3)).toEqual({ type: 'Application', id: null });
    expect(liveRecordOfEntity('session', 'abc')).toBeNull();
    expect(liveRecordOfEntity('user', 4)).toBeNull();
    expect(liveRecordOfEntity('toString', 1)).toBeNull();
  });
});

describe('foldLiveRecords', () => {
  it('keeps each record once and folds a big batch of a type into its list', () => {
    const records = fc.sample(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 80 }), 50);
    for (const ids of records) {
      const folded = foldLiveRecords(ids.map((id) => ({ type: 'Application' as const, id })));
      const distinct = new Set(ids).size;
      if (distinct > LIVE_RECORDS_PER_TYPE) expect(folded).toEqual([{ type: 'Application', id: null }]);
      else expect(folded.map((r) => r.id).sort()).toEqual([...new Set(ids)].sort());
    }
    expect(foldLiveRecords([null, { type: 'Payment', id: 1 }, { type: 'Payment', id: null }])).toEqual([
      { type: 'Payment', id: null },
    ]);
  });
});
