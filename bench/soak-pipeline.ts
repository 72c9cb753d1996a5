// The soak's writes (bench/soak.ts), each a real step whose notifications the live links must carry: an applicant
// submits a day-ahead application (1 MW, one block; the SLDC is told), looks up its dues, uploads a payment proof and
// records the payment (the SLDC is told); the SLDC reconciles the payment and accepts the application (the applicant
// is told each time) and, every PROCESS_EVERY_MS, processes a delivery date's batch (ProcessApplications, then
// ApproveAll: the applicants are told); approver I verifies and forwards (approver II and the applicant are told),
// approver II approves (the applicant is told). Work passes between the simulated users through queues in this
// process, as it would through their lists; approvers find theirs in their lists. Delivery dates are two and three
// days ahead (the day-ahead window is open for them at any hour); each (date, block) takes at most 10 applications
// (oa.consumer's 10 MW of STOA drawal).
import { addDays, businessDate } from '@stoa/shared';
import { BOUNDARY, dataOf, json, PROOF_BODY } from './soak-wire.ts';

export type Kind =
  'lists' | 'records' | 'dashboard' | 'reports' | 'downloads' | 'submit' | 'upload' | 'pay' | 'process';

export interface Action {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: string | Buffer;
  contentType?: string;
  /** Sees the answer (status and body), for the pipeline. */
  done?: (status: number, body: string) => void;
}

interface Item {
  login: string;
  appId: number;
  appNo: string;
  date: string;
  dueIds?: number[];
  net?: number;
  fileId?: string;
  paymentId?: number;
}

const PER_BLOCK = 10;
const BACKLOG = 3;
export const PROCESS_EVERY_MS = 20_000;
/** The records every simulated user may open, and the work waiting for each desk. */
export class Pipeline {
  readonly appsOf = new Map<string, number[]>();
  readonly paymentsOf = new Map<string, number[]>();
  readonly receiptsOf = new Map<string, number[]>();
  readonly allApps: number[] = [];
  readonly allPayments: number[] = [];
  readonly allReceipts: number[] = [];
  private readonly stage = { dues: new Map<string, Item[]>(), upload: new Map<string, Item[]>() };
  private readonly toPay = new Map<string, Item[]>();
  private readonly inFlight = new Map<string, number>();
  private readonly reconcile: Item[] = [];
  private readonly accept: Item[] = [];
  private readonly accepting = new Map<string, number>();
  private readonly accepted = new Map<string, number>();
  private batch: { date: string; step: 'assess' | 'approveAll' | 'busy' } | null = null;
  private lastBatchAt = 0;
  private readonly slots = new Map<string, number>();
  private readonly approverQueue = { 1: [] as number[], 2: [] as number[] };
  private readonly claimed = { 1: new Set<number>(), 2: new Set<number>() };
  submissionsLeft = true;

  constructor(private readonly registrations: { seller: number; buyer: number }) {}

  private push<K, V>(map: Map<K, V[]>, key: K, value: V) {
    map.set(key, [...(map.get(key) ?? []), value]);
  }

  /** The next free (date, block), two or three days ahead in the business day; null when all are taken. */
  private slot(): { date: string; block: number } | null {
    const today = businessDate(new Date());
    for (const date of [addDays(today, 2), addDays(today, 3)]) {
      const n = this.slots.get(date) ?? 0;
      if (n >= 96 * PER_BLOCK) continue;
      this.slots.set(date, n + 1);
      return { date, block: Math.floor(n / PER_BLOCK) };
    }
    this.submissionsLeft = false;
    return null;
  }

  /** An applicant's next step: pay, upload, look up dues, or submit; null when it has nothing to do. */
  applicantWrite(login: string): Action | null {
    const paying = this.toPay.get(login)?.shift();
    if (paying) return this.payAction(paying);
    const uploading = this.stage.upload.get(login)?.shift();
    if (uploading) return this.uploadAction(uploading);
    const looking = this.stage.dues.get(login)?.shift();
    if (looking) return this.duesAction(looking);
    const waiting =
      (this.inFlight.get(login) ?? 0) +
      (this.toPay.get(login)?.length ?? 0) +
      (this.stage.upload.get(login)?.length ?? 0);
    if (waiting >= BACKLOG) return null;
    return this.submitAction(login);
  }

  private submitAction(login: string): Action | null {
    const slot = this.slot();
    if (!slot) return null;
    this.inFlight.set(login, (this.inFlight.get(login) ?? 0) + 1);
    const row = { oaFromDate: slot.date, oaToDate: slot.date, fromTimeBlock: slot.block, toTimeBlock: slot.block + 1 };
    return {
      kind: 'submit',
      method: 'POST',
      path: '/api/Application/Submit/DayAhead',
      body: json({
        isDraft: false,
        sellerRegistrationId: this.registrations.seller,
        buyerRegistrationId: this.registrations.buyer,
        timeBlocks: [{ ...row, oaRequirement: 1 }],
      }),
      contentType: 'application/json',
      done: (status, body) => {
        this.inFlight.set(login, (this.inFlight.get(login) ?? 1) - 1);
        const saved = status === 200 ? dataOf<{ id: number; applicationNo: string }>(body) : null;
        if (!saved) return;
        this.push(this.appsOf, login, saved.id);
        this.allApps.push(saved.id);
        this.push(this.stage.dues, login, { login, appId: saved.id, appNo: saved.applicationNo, date: slot.date });
      },
    };
  }

  private duesAction(item: Item): Action {
    return {
      kind: 'lists',
      method: 'GET',
      path: `/api/Payment/GetPaymentList?pageNumber=1&pageSize=100&view=dues&search=${encodeURIComponent(item.appNo)}`,
      done: (status, body) => {
        const dues =
          status === 200 ? dataOf<{ dues: { dueId: number; recordId: number; netPayable: number }[] }>(body) : null;
        const open = (dues?.dues ?? []).filter((d) => d.recordId === item.appId && d.netPayable > 0);
        if (open.length === 0) return;
        const net = Math.round(open.reduce((s, d) => s + d.netPayable * 100, 0)) / 100;
        this.push(this.stage.upload, item.login, { ...item, dueIds: open.map((d) => d.dueId), net });
      },
    };
  }

  private uploadAction(item: Item): Action {
    return {
      kind: 'upload',
      method: 'POST',
      path: '/api/File/Upload?formName=Payment',
      body: PROOF_BODY,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      done: (status, body) => {
        const file = status === 200 ? dataOf<{ id: string }>(body) : null;
        if (file) this.push(this.toPay, item.login, { ...item, fileId: file.id });
      },
    };
  }

  private payAction(item: Item): Action {
    const [first, ...rest] = item.dueIds!;
    return {
      kind: 'pay',
      method: 'POST',
      path: `/api/Payment/MakePayment/${first}`,
      body: json({
        dueIds: rest,
        mode: 'NEFT',
        amount: item.net,
        referenceNumber: `SOAK${item.appId}`,
        bankName: 'State Bank of India',
        paymentDate: businessDate(new Date()),
        proofFileId: item.fileId,
      }),
      contentType: 'application/json',
      done: (status, body) => {
        const paid = status === 200 ? dataOf<{ paymentId: number }>(body) : null;
        if (!paid) return;
        this.push(this.paymentsOf, item.login, paid.paymentId);
        this.allPayments.push(paid.paymentId);
        this.reconcile.push({ ...item, paymentId: paid.paymentId });
      },
    };
  }

  /** The SLDC desk's next step: reconcile a payment, accept an application, or process a date's batch. */
  deskWrite(): Action | null {
    const payment = this.reconcile.shift();
    if (payment) return this.reconcileAction(payment);
    const i = this.accept.findIndex((it) => it.date !== this.batch?.date);
    if (i >= 0) return this.acceptAction(this.accept.splice(i, 1)[0]!);
    return this.batchAction();
  }

  private reconcileAction(item: Item): Action {
    return {
      kind: 'process',
      method: 'POST',
      path: `/api/Payment/Approve/${item.paymentId}`,
      body: '{}',
      contentType: 'application/json',
      done: (status) => {
        if (status !== 200) return;
        this.push(this.receiptsOf, item.login, item.paymentId!);
        this.allReceipts.push(item.paymentId!);
        this.accept.push(item);
      },
    };
  }

  private acceptAction(item: Item): Action {
    this.accepting.set(item.date, (this.accepting.get(item.date) ?? 0) + 1);
    return {
      kind: 'process',
      method: 'POST',
      path: `/api/Application/Approve/DayAhead/${item.appId}`,
      body: '{}',
      contentType: 'application/json',
      done: (status) => {
        this.accepting.set(item.date, this.accepting.get(item.date)! - 1);
        if (status === 200) this.accepted.set(item.date, (this.accepted.get(item.date) ?? 0) + 1);
      },
    };
  }

  /** A date's batch, once no acceptance of it is in flight: assess it, then approve it all. */
  private batchAction(): Action | null {
    if (!this.batch) {
      if (Date.now() - this.lastBatchAt < PROCESS_EVERY_MS) return null;
      const date = [...this.accepted].find(([d, n]) => n > 0 && (this.accepting.get(d) ?? 0) === 0)?.[0];
      if (!date) return null;
      this.batch = { date, step: 'assess' };
    }
    const batch = this.batch;
    if (batch.step === 'busy') return null;
    const step = batch.step;
    batch.step = 'busy';
    const path =
      step === 'assess'
        ? `/api/Application/ProcessApplications/DayAhead/${batch.date}`
        : `/api/Application/ApproveAll/DayAhead/${batch.date}/${batch.date.slice(0, 7)}`;
    return {
      kind: 'process',
      method: 'POST',
      path,
      body: '{}',
      contentType: 'application/json',
      done: (status) => {
        if (status === 200 && step === 'assess') batch.step = 'approveAll';
        else {
          if (status === 200) this.accepted.set(batch.date, 0);
          this.batch = null;
          this.lastBatchAt = Date.now();
        }
      },
    };
  }

  /** Approver I forwards what processing approved; approver II approves what approver I forwarded. */
  approverWrite(level: 1 | 2): Action {
    const queue = this.approverQueue[level];
    const id = queue.shift();
    if (id !== undefined) {
      return {
        kind: 'process',
        method: 'POST',
        path: `/api/Application/Approve/DayAhead/${id}`,
        body: '{}',
        contentType: 'application/json',
      };
    }
    const status = level === 1 ? 'STOAApproved' : 'SLDCApproverIApproved';
    return {
      kind: 'lists',
      method: 'GET',
      path: `/api/Application/GetAll/DayAhead?page=1&pageSize=10&status=${status}`,
      done: (code, body) => {
        const items = code === 200 ? (dataOf<{ items: { id: number }[] }>(body)?.items ?? []) : [];
        for (const { id: found } of items) {
          if (this.claimed[level].has(found)) continue;
          this.claimed[level].add(found);
          queue.push(found);
        }
      },
    };
  }
}
