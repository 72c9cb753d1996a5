/**
 * The user manual's words (issue 20 item 5): what each page of the nav is for and how it is used, for each audience
 * that opens it. One entry per nav address; where the same address serves applicants and the SLDC (Payment Details
 * and Payment Reconciliation are one page), each audience has its own text. Report pages are described by the
 * reports' own definitions (report-definitions.ts), not here.
 */
export type ScreenAudience = 'admin' | 'sldc' | 'utility' | 'applicant';

export interface PageHelp {
  /** What the page is for, in one or two sentences. */
  text: string;
  /** The usual steps on it, in order. */
  steps?: readonly string[];
}

type Help = PageHelp | Partial<Record<ScreenAudience, PageHelp>>;

export const MANUAL_PAGES: Readonly<Record<string, Help>> = {
  '/landing': {
    admin: {
      text: 'Your dashboard: users, disabled users, those awaiting a first password and defaulters. Each tile opens its list.',
    },
    sldc: {
      text: 'Your dashboard: the requests waiting on your desk with how many are past their clock, money due and received, and the week in charts (applications by status and type, allocated against ATC, money). Each tile opens the list it counts, already filtered.',
    },
    utility: {
      text: 'Your dashboard: registrations waiting on your utility, and how many are past their clock. Each tile opens the list it counts.',
    },
    applicant: {
      text: 'Your dashboard: your registrations and applications in process, returned or approved, what you owe and what is overdue, and your week in charts. Each tile opens the list it counts.',
    },
  },
  '/configurations/stoaCharges': {
    text: 'STU charges and SLDC operating charges with the dates they apply from and to. A charge is computed per delivery day at the rate in force that day.',
    steps: ['Add a rate with its effective-from date.', 'Close the old rate by giving it an effective-to date.'],
  },
  '/configurations/fees': {
    text: 'Registration and application fees per entity type and application type, with their effective dates.',
  },
  '/configurations/transco': { text: 'The transmission utility (TRANSCO) and its desk, who forward registrations.' },
  '/configurations/discom': {
    text: 'The distribution utilities (DISCOMs) and the zones each serves; a registration is routed to the DISCOM of its connection.',
  },
  '/configurations/holiday': { text: 'Holidays of the SLDC. Statutory clocks count working days, skipping these.' },
  '/configurations/bankDetails': {
    admin: { text: "The SLDC's bank account that applicants pay into, shown on their payment pages." },
    sldc: { text: "The SLDC's bank account that applicants pay into (read only)." },
    applicant: {
      text: "The SLDC's bank account: pay your fees and charges into it by NEFT, bank deposit or demand draft.",
    },
  },
  '/configurations/payment': {
    text: 'Payment terms: due days per charge type, the defaulter threshold, and the TDS section and rate.',
  },
  '/configurations/manual': {
    text: 'Upload a PDF manual for a role or entity type; it replaces the built-in manual for that audience.',
  },
  '/configurations/reasons': {
    text: 'The reasons offered when a record is rejected or sent back for clarification, one list per record type; the applicant answers each on resubmitting. A reason no longer used can be made inactive: past records keep its words.',
  },
  '/configurations/rules': {
    text: 'The network (corridors and zones) and the business rules every calculation reads: windows, limits, clocks.',
  },
  '/registrations': {
    applicant: {
      text: 'Your registration with the SLDC and its status. Registration opens the form for your entity type; a returned registration shows the remarks to answer.',
      steps: [
        'Fill the form and upload the documents.',
        'Submit; pay the registration fee on Payment Details.',
        'Follow the status; answer any clarification asked.',
      ],
    },
    sldc: {
      text: 'Registration requests waiting on the SLDC: verify documents, run the STOA check (fee paid, documents valid), forward, return for clarification or reject; approvers I and II approve.',
      steps: [
        'Open a request from the list (filter by status).',
        'Mark each document valid or not.',
        'Verify and Forward, Return, or Reject with comments.',
      ],
    },
    utility: {
      text: 'Registration requests routed to your utility: check the connection and forward, or return with remarks.',
      steps: ['Open a request.', 'Approve and Forward, or Return for Clarification with your remarks.'],
    },
  },
  '/registrations/renew': {
    applicant: {
      text: 'Renew your registration before it expires; the renewal runs through the same approvals and keeps your record number.',
    },
    sldc: { text: 'Renewal requests, processed as registrations are.' },
    utility: { text: 'Renewal requests routed to your utility.' },
  },
  '/inter-state-registration': {
    applicant: { text: 'Your registration for inter-state transactions, its documents and status.' },
    sldc: { text: 'Inter-state registrations to verify, forward and approve.' },
    utility: { text: 'Inter-state registrations routed to your utility.' },
  },
  '/traders': { text: 'Traders who may apply on your behalf: add a trader, remove one.' },
  '/entities': { text: 'The OA applicants you trade for (they add you from their Traders page).' },
  '/applications/oa': {
    text: 'Your short-term open access applications: Advance, Day-ahead, Contingency and First Come First Serve, in 15-minute blocks.',
    steps: [
      'New Application, then the type.',
      'Choose the parties and add time-block rows (dates, times, MW).',
      'Submit; pay the dues on Payment Details.',
      'When the SLDC allocates less than asked, accept or decline the allocation.',
    ],
  },
  '/revision/oa': {
    text: 'Ask for a downward revision or cancellation of an approved schedule; it takes effect from the 4th block after the request.',
  },
  '/consent-for-inter-state-stoa-transactions': {
    text: 'Ask the SLDC for standing clearance of an inter-state bilateral transaction and follow its status.',
  },
  '/applications/sldc/Advance': {
    text: 'Advance applications, processed per delivery month: the fitting ones are approved; in a congested corridor block the applications go to e-bidding for exactly those blocks, their other blocks allocated at once.',
    steps: [
      'Accept each application after its STOA check.',
      'Processing: choose the delivery month’s first day, Process, then Approve All and Send Congested to E-Bidding.',
      'Invite the congested applications under E-bidding → Invitation.',
    ],
  },
  '/applications/sldc/DayAhead': {
    text: 'Day-ahead applications. Accept each after its STOA check; the Processing tab processes a day’s batch, shows the congested blocks and allocates pro rata; approvers I and II approve.',
    steps: [
      'Accept submitted applications (one by one or selected together).',
      'Processing: choose the date, Process, then allocate.',
      'Approvers verify and approve.',
    ],
  },
  '/applications/sldc/FCFS': {
    text: 'First Come First Serve applications, served in order of receipt within the margin.',
  },
  '/applications/sldc/Contingency': { text: 'Contingency (day-ahead and same-day) applications.' },
  '/revision/sldc': { text: 'Revision requests from applicants: approve or reject each.' },
  '/curtailment': {
    sldc: {
      text: 'Curtail approved MW on chosen blocks for a grid constraint, with a reason; the list shows every curtailment applied.',
    },
    applicant: { text: 'Curtailments applied to your approved schedules, with the blocks and MW affected.' },
  },
  '/intra-state-stoa/upload': {
    text: 'Upload intra-state ATC from the template (a corridor and date per row, 96 blocks); the preview shows what will be written before you import.',
  },
  '/intra-state-stoa/view-edit': {
    text: 'View and correct the intra-state ATC of a corridor and date block by block; saving asks when ATC falls below what is allocated.',
  },
  '/inter-state-stoa/upload': { text: 'Upload inter-state ATC from the template.' },
  '/inter-state-stoa/view-edit': { text: 'View and correct the inter-state ATC of a corridor and date.' },
  '/standing-clearance-power': {
    text: 'Standing clearance requests for inter-state transactions: verify, approve or reject within the clock.',
  },
  '/e-bidding': {
    sldc: {
      text: 'Invitations for e-bidding (Form ST2) when a corridor is congested: invite, then after the bid opening clear the bids per congested block and approve. Bids stay sealed until the opening: before it only who has submitted is shown.',
    },
    applicant: { text: 'E-bidding invitations open to you; submit a bid proposal (Form ST3) before the deadline.' },
  },
  '/payments/dashboard': {
    sldc: {
      text: 'Payment Reconciliation: payments awaiting reconciliation. Open one, check it against the bank statement, then Approve (a receipt is issued) or Revert with a reason.',
    },
    applicant: {
      text: 'Payment Details: your dues (fees and charges) with what is paid and owed, and your payments.',
      steps: [
        'Tick the dues to pay.',
        'Pay: mode, reference, bank, date, and the proof of payment.',
        'Follow the payment until the SLDC reconciles it; download the receipt.',
      ],
    },
  },
  '/payments/challan': {
    sldc: {
      text: 'TDS Reconciliation: TDS challans uploaded by applicants; approve or revert. A late challan raises its interest.',
    },
    applicant: {
      text: 'TDS Challan Details: each month you deducted TDS, upload its challan by the 7th of the next month (30 April for March); TDS deducted after it is deposited on a supplementary challan.',
    },
  },
  '/payments/refund': {
    sldc: {
      text: 'Record refunds (curtailed energy, quantum not approved, e-bidding differences, downward revisions) and read their history.',
    },
    applicant: { text: 'Refunds made to you and their history.' },
  },
  '/payments/ebidding': {
    sldc: { text: 'Payments of e-bidding charges.' },
    applicant: { text: 'Your payments of e-bidding charges.' },
  },
  '/payments/tds-config': {
    text: 'Declare, per charge type, that you deduct TDS and at what rate; your payable is then gross less TDS.',
  },
  '/payments/tds-interest': { text: 'Interest drawn by late TDS challans, per payer and month.' },
  '/admin/users': {
    text: 'Users of the portal: add a user (a code is mailed to set the password), edit, enable or disable, mark a defaulter, reset a password.',
  },
  '/admin/outbox': { text: 'Mails the portal sent or is sending, with their status; open one to read it.' },
  '/hangfire': {
    text: 'Background jobs: each recurring job with its next and last run and outcome, and the recent runs. Run now starts a job at once.',
  },
  '/profile': { text: 'Your contact details, PAN and registered address.' },
  '/change-password': { text: 'Change your password; you are signed out everywhere else.' },
};
