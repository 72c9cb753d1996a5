export * from './utility.ts';
export * from './account.ts';
export * from './audit.ts';
export * from './notification.ts';
export * from './mail.ts';
export * from './file.ts';
export * from './configuration.ts';
export * from './registration.ts';
