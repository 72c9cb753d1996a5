/** The demo data set (issue #2): one user per role, the three OA entity types, and the utilities. */
import type { EntityType, Role, UtilityType } from '@stoa/shared';

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_UTILITIES: { name: string; type: UtilityType; zones: string[] }[] = [
  { name: 'State Transmission Corporation', type: 'TRANSCO', zones: ['Itanagar', 'Pasighat', 'Dirang'] },
  { name: 'Eastern Power Distribution Company', type: 'DISCOM', zones: ['Itanagar', 'Pasighat'] },
  { name: 'Western Power Distribution Company', type: 'DISCOM', zones: ['Dirang'] },
];

export interface DemoUser {
  userName: string;
  role: Role;
  firstName: string;
  lastName: string;
  entityName?: string;
  entityType?: EntityType;
  /** Name of the utility (DEMO_UTILITIES) the user belongs to or is connected to. */
  utility?: string;
  zone?: string;
  contactNumber: string;
  panCardNumber: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    userName: 'admin',
    role: 'Admin',
    firstName: 'Anita',
    lastName: 'Rao',
    contactNumber: '9436000001',
    panCardNumber: 'AAAPR1001A',
  },
  {
    userName: 'sldc',
    role: 'SLDCBusinessUser',
    firstName: 'Tage',
    lastName: 'Tana',
    contactNumber: '9436000002',
    panCardNumber: 'AAAPT1002B',
  },
  {
    userName: 'approver1',
    role: 'SLDCApproverI',
    firstName: 'Nabam',
    lastName: 'Rebia',
    contactNumber: '9436000003',
    panCardNumber: 'AAAPR1003C',
  },
  {
    userName: 'approver2',
    role: 'SLDCApproverII',
    firstName: 'Pema',
    lastName: 'Khandu',
    contactNumber: '9436000004',
    panCardNumber: 'AAAPK1004D',
  },
  {
    userName: 'discom',
    role: 'DISCOMBusinessUser',
    firstName: 'Mepung',
    lastName: 'Tayeng',
    utility: 'Eastern Power Distribution Company',
    zone: 'Itanagar',
    contactNumber: '9436000005',
    panCardNumber: 'AAAPT1005E',
  },
  {
    // The Western DISCOM's desk: oa.both's pending registration (Dirang) waits on it.
    userName: 'discom.west',
    role: 'DISCOMBusinessUser',
    firstName: 'Tashi',
    lastName: 'Wangchu',
    utility: 'Western Power Distribution Company',
    zone: 'Dirang',
    contactNumber: '9436000012',
    panCardNumber: 'AAAPW1012M',
  },
  {
    userName: 'transco',
    role: 'TRANSCOBusinessUser',
    firstName: 'Kento',
    lastName: 'Jini',
    utility: 'State Transmission Corporation',
    zone: 'Itanagar',
    contactNumber: '9436000006',
    panCardNumber: 'AAAPJ1006F',
  },
  {
    userName: 'oa.injecting',
    role: 'OABusinessUser',
    firstName: 'Ravi',
    lastName: 'Menon',
    entityName: 'Siang Hydro Power Ltd',
    entityType: 'InjectingEntity',
    utility: 'Eastern Power Distribution Company',
    zone: 'Pasighat',
    contactNumber: '9436000007',
    panCardNumber: 'AACCS1007G',
  },
  {
    userName: 'oa.drawee',
    role: 'OABusinessUser',
    firstName: 'Meera',
    lastName: 'Das',
    entityName: 'Itanagar Cement Works',
    entityType: 'DraweeEntity',
    utility: 'Eastern Power Distribution Company',
    zone: 'Itanagar',
    contactNumber: '9436000008',
    panCardNumber: 'AACCI1008H',
  },
  {
    userName: 'oa.both',
    role: 'OABusinessUser',
    firstName: 'Karan',
    lastName: 'Singh',
    entityName: 'Dirang Captive Power & Steel',
    entityType: 'BothEntity',
    utility: 'Western Power Distribution Company',
    zone: 'Dirang',
    contactNumber: '9436000009',
    panCardNumber: 'AACCD1009J',
  },
  {
    // An approved consumer (issue #6), so the demo's seller has a buyer to apply with at once.
    userName: 'oa.consumer',
    role: 'OABusinessUser',
    firstName: 'Anita',
    lastName: 'Borah',
    entityName: 'Papum Ferro Alloys Ltd',
    entityType: 'DraweeEntity',
    utility: 'Eastern Power Distribution Company',
    zone: 'Itanagar',
    contactNumber: '9436000011',
    panCardNumber: 'AACCP1011L',
  },
  {
    userName: 'trader',
    role: 'Trader',
    firstName: 'Sunil',
    lastName: 'Kapoor',
    entityName: 'Northeast Power Traders Pvt Ltd',
    entityType: 'Trader',
    contactNumber: '9436000010',
    panCardNumber: 'AACCN1010K',
  },
];
