import { company } from '../../../shared/company.ts';
import { describeLeadSource } from '../../../shared/leads.ts';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import type { AdminDictionary } from '../i18n/en.ts';
import { dictionaries } from '../i18n/text.ts';
import type { ContactMessage, LeadOptions } from '../lib/api-types.ts';
import { toCsv } from '../lib/csv.ts';
import { formatLongDate, isoDay } from '../lib/dates.ts';
import { leadWords } from './lead-words.ts';

type Column = keyof AdminDictionary['messages']['csvColumns'];
type Cell = (message: ContactMessage, budgets: LeadOptions['budgets']) => string;

/**
 * Every field of a message and its lead, in the order the dialog shows them; the first eight are the export's
 * original columns. Headers, dates and the words for stored values are in the admin's language.
 */
const columnsIn = (lang: AdminLanguage): readonly [Column, Cell][] => {
  const t = dictionaries[lang].messages;
  const words = leadWords(lang);
  return [
    ['name', (message) => message.name],
    ['email', (message) => message.email],
    ['phone', (message) => message.phone],
    ['subject', (message) => message.subject],
    ['message', (message) => message.message],
    ['status', (message) => t.statuses[message.status]],
    ['note', (message) => message.note ?? ''],
    ['date', (message) => formatLongDate(message.createdAt, lang)],
    ['stage', (message) => words.stage(message.stage)],
    ['channel', (message) => words.channel(message.channel)],
    ['owner', (message) => message.ownerName ?? ''],
    ['followUp', (message) => message.followUpOn ?? ''],
    ['value', (message) => (message.value === null ? '' : String(message.value))],
    ['lostReason', (message) => (message.lostReason ? words.lostReason(message.lostReason) : '')],
    ['projectType', (message) => (message.projectType ? words.projectType(message.projectType) : '')],
    ['location', (message) => message.location ?? ''],
    ['area', (message) => (message.area === null ? '' : String(message.area))],
    ['budget', (message, budgets) => (message.budget ? (words.budget(message.budget, budgets) ?? message.budget) : '')],
    ['timeline', (message) => (message.timeline ? words.timeline(message.timeline) : '')],
    ['preferredContact', (message) => (message.preferredContact ? words.preferredContact(message.preferredContact) : '')],
    ['aboutProject', (message) => message.project?.title ?? ''],
    ['attachments', (message) => message.attachments.map((file) => file.name).join('; ')],
    ['source', (message) => words.source(describeLeadSource(message))],
    ['landingPage', (message) => message.landingPage ?? ''],
    ['referrer', (message) => message.referrer ?? ''],
    ['utmSource', (message) => message.utmSource ?? ''],
    ['utmMedium', (message) => message.utmMedium ?? ''],
    ['utmCampaign', (message) => message.utmCampaign ?? ''],
    ['clickId', (message) => message.clickId ?? ''],
  ];
};

/** The messages for a spreadsheet, every field, in the admin's language; the shared writer neutralises would-be formulas. */
export const messagesCsv = (messages: readonly ContactMessage[], lang: AdminLanguage, budgets: LeadOptions['budgets'] = []): string => {
  const headers = dictionaries[lang].messages.csvColumns;
  const columns = columnsIn(lang);
  return toCsv([columns.map(([column]) => headers[column]), ...messages.map((message) => columns.map(([, cell]) => cell(message, budgets)))]);
};

export const messagesFileName = (today: Date = new Date()): string => `${company.filePrefix}-messages-${isoDay(today)}.csv`;
