import { company } from '../../../shared/company.ts';
import { describeLeadSource, PREFERRED_CONTACT_LABELS, projectTypeLabel, TIMELINE_LABELS } from '../../../shared/leads.ts';
import { lang } from '../i18n/text.ts';
import type { ContactMessage, LeadOptions } from '../lib/api-types.ts';
import { toCsv } from '../lib/csv.ts';
import { formatLongDate, isoDay } from '../lib/dates.ts';
import { channelLabel, sourceLabel, stageLabel } from './lead-words.ts';

/** Every field of a message and its lead, in the order the dialog shows them; the first eight are the export's original columns. */
const COLUMNS: readonly [string, (message: ContactMessage, budgets: LeadOptions['budgets']) => string][] = [
  ['Name', (message) => message.name],
  ['Email', (message) => message.email],
  ['Phone', (message) => message.phone],
  ['Subject', (message) => message.subject],
  ['Message', (message) => message.message],
  ['Status', (message) => message.status],
  ['Note', (message) => message.note ?? ''],
  ['Date', (message) => formatLongDate(message.createdAt)],
  ['Stage', (message) => stageLabel(message.stage)],
  ['Channel', (message) => channelLabel(message.channel)],
  ['Owner', (message) => message.ownerName ?? ''],
  ['Follow-up', (message) => message.followUpOn ?? ''],
  ['Value (EGP)', (message) => (message.value === null ? '' : String(message.value))],
  ['Lost reason', (message) => message.lostReason ?? ''],
  ['Project type', (message) => (message.projectType ? projectTypeLabel(message.projectType, lang) : '')],
  ['Location', (message) => message.location ?? ''],
  ['Area (m²)', (message) => (message.area === null ? '' : String(message.area))],
  ['Budget', (message, budgets) => (message.budget ? (budgets.find((band) => band.id === message.budget)?.label[lang] ?? message.budget) : '')],
  ['Timeline', (message) => (message.timeline ? TIMELINE_LABELS[message.timeline][lang] : '')],
  ['Preferred contact', (message) => (message.preferredContact ? PREFERRED_CONTACT_LABELS[message.preferredContact][lang] : '')],
  ['About project', (message) => message.project?.title ?? ''],
  ['Attachments', (message) => message.attachments.map((file) => file.name).join('; ')],
  ['Source', (message) => sourceLabel(describeLeadSource(message))],
  ['Landing page', (message) => message.landingPage ?? ''],
  ['Referrer', (message) => message.referrer ?? ''],
  ['UTM source', (message) => message.utmSource ?? ''],
  ['UTM medium', (message) => message.utmMedium ?? ''],
  ['UTM campaign', (message) => message.utmCampaign ?? ''],
  ['Ad click', (message) => message.clickId ?? ''],
];

/** The messages for a spreadsheet, every field; the shared writer neutralises would-be formulas. */
export const messagesCsv = (messages: readonly ContactMessage[], budgets: LeadOptions['budgets'] = []): string =>
  toCsv([COLUMNS.map(([header]) => header), ...messages.map((message) => COLUMNS.map(([, cell]) => cell(message, budgets)))]);

export const messagesFileName = (today: Date = new Date()): string => `${company.filePrefix}-messages-${isoDay(today)}.csv`;
