export * from './auth/roles.ts';
export * from './auth/access.ts';
export * from './api/envelope.ts';
export * from './api/messages.ts';
export * from './crypto/md5.ts';
export * from './account/account.schemas.ts';
export * from './notification/notification.schemas.ts';
export * from './dashboard/dashboard.schemas.ts';
