/**
 * Mail templates: plain text plus a simple HTML version, signed with the portal's name. Each returns subject,
 * text and html; values are escaped in the HTML.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const PORTAL = 'STOA Portal';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** One layout for every mail: greeting, paragraphs, an optional highlighted code and link, the signature. */
function compose(
  subject: string,
  greeting: string,
  paragraphs: string[],
  extra: { code?: string; link?: string } = {},
): MailContent {
  const lines = [greeting, '', ...paragraphs.flatMap((p) => [p, ''])];
  if (extra.code) lines.push(`Verification code: ${extra.code}`, '');
  if (extra.link) lines.push(extra.link, '');
  lines.push(`— ${PORTAL}, State Load Despatch Centre`, 'This is an automated message; please do not reply.');
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1b2733;max-width:560px">',
    `<h2 style="color:#0d3b66;margin:0 0 16px">${PORTAL}</h2>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    extra.code
      ? `<p style="font-size:24px;letter-spacing:4px;font-weight:bold;background:#eef3f8;padding:12px;text-align:center">${escapeHtml(extra.code)}</p>`
      : '',
    extra.link ? `<p><a href="${escapeHtml(extra.link)}">${escapeHtml(extra.link)}</a></p>` : '',
    `<p style="color:#5b6b7b;font-size:12px">${PORTAL}, State Load Despatch Centre. This is an automated message; please do not reply.</p>`,
    '</div>',
  ].join('');
  return { subject: `${PORTAL}: ${subject}`, text: lines.join('\n'), html };
}

export interface CodeMail {
  firstName: string;
  userName: string;
  code: string;
  minutes: number;
  setPasswordUrl: string;
}

/** After pre-registration: the code that sets the first password. */
export function verificationCodeMail(m: CodeMail): MailContent {
  return compose(
    'your verification code',
    `Dear ${m.firstName},`,
    [
      `Thank you for registering with the ${PORTAL} as '${m.userName}'.`,
      `To activate your account, open the Set Password page, enter this e-mail address and the code below, and choose your password. The code is valid for ${m.minutes} minutes and can be used once.`,
    ],
    { code: m.code, link: m.setPasswordUrl },
  );
}

/** An account the Admin created: the user name and the code that sets the first password. */
export function accountCreatedMail(m: CodeMail): MailContent {
  return compose(
    'your account has been created',
    `Dear ${m.firstName},`,
    [
      `The SLDC administrator has created your ${PORTAL} account. Your user name is '${m.userName}'.`,
      `To sign in for the first time, open the Set Password page, enter this e-mail address and the code below, and choose your password. The code is valid for ${m.minutes} minutes and can be used once.`,
    ],
    { code: m.code, link: m.setPasswordUrl },
  );
}

/** 'Forgot password' or an Admin's reset: the code that sets a new password. */
export function passwordResetMail(m: CodeMail & { byAdmin: boolean }): MailContent {
  const why = m.byAdmin
    ? 'The SLDC administrator has reset the password of your account; your old password no longer works.'
    : 'We received a request to reset the password of your account. If it was not you, you can ignore this mail: your password stays as it is.';
  return compose(
    'password reset code',
    `Dear ${m.firstName},`,
    [
      why,
      `Open the Set Password page, enter this e-mail address and the code below, and choose a new password. The code is valid for ${m.minutes} minutes and can be used once.`,
    ],
    { code: m.code, link: m.setPasswordUrl },
  );
}

/** A workflow event (registration forwarded, application approved, ...): used by the workflow issues. */
export function eventMail(m: { firstName: string; title: string; lines: string[]; link?: string }): MailContent {
  return compose(m.title, `Dear ${m.firstName},`, m.lines, m.link ? { link: m.link } : {});
}

/** A reminder of money owed (a due soon or overdue, a month's TDS challan not yet deposited), with its page. */
export function reminderMail(m: { firstName: string; title: string; lines: string[]; link: string }): MailContent {
  return compose(
    m.title,
    `Dear ${m.firstName},`,
    [
      ...m.lines,
      'If you have paid or deposited it already, please record it on the portal so the SLDC can reconcile it; this reminder is sent once for each stage.',
    ],
    { link: m.link },
  );
}
